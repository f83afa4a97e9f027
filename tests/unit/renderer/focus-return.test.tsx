// Issue 35 §2: dialogs trap focus and return it to the order they came from, even when the
// order's row was redrawn while the dialog was open (accepted, cancelled: it moves section).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../../renderer/src/components/Modal';
import { DialogHost } from '../../../renderer/src/components/feedback/DialogHost';
import { dialogs } from '../../../renderer/src/components/feedback/dialogs';
import { captureFocusOrigin, focusForKey, returnFocus } from '../../../renderer/src/components/focusReturn';
import { reachTarget } from '../../../renderer/src/components/shortcutTargets';

afterEach(cleanup);

/** A list whose row for `id` can be redrawn (a new element, as a section move does) and a modal. */
function Desk({ orderId }: { orderId?: string }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  return (
    <div>
      <button type="button">fora</button>
      <div
        key={generation}
        className="order-row"
        data-order-id="42"
        tabIndex={0}
        data-generation={generation}
        onKeyDown={(e) => {
          if (e.key === 'c') setOpen(true);
        }}
      >
        Pedido 42
      </div>
      <Modal open={open} title="Cancelar pedido #42" orderId={orderId} onRequestClose={() => setOpen(false)}>
        <input aria-label="Motivo" />
        <button type="button" onClick={() => setGeneration((g) => g + 1)}>
          Redesenhar
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Confirmar
        </button>
      </Modal>
    </div>
  );
}

const row = () => document.querySelector<HTMLElement>('.order-row') as HTMLElement;

describe('Modal: focus trapped while open, back to the order on close', () => {
  it('returns focus to the row it was opened from', async () => {
    render(<Desk />);
    act(() => row().focus());
    fireEvent.keyDown(row(), { key: 'c' });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(document.activeElement).toBe(row()));
  });

  it('finds the order again when its row was redrawn meanwhile (another element, same order)', async () => {
    render(<Desk />);
    act(() => row().focus());
    const before = row();
    fireEvent.keyDown(row(), { key: 'c' });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Redesenhar' }));
    expect(row()).not.toBe(before);
    expect(before.isConnected).toBe(false);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row()));
    expect(row().dataset.generation).toBe('1');
  });

  it('keeps focus inside while open: focus leaving the dialog is brought back', async () => {
    render(<Desk />);
    act(() => row().focus());
    fireEvent.keyDown(row(), { key: 'c' });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => screen.getByRole('button', { name: 'fora', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('DialogHost: a confirm asked from an order gives focus back to it', () => {
  it('returns to the row after the answer', async () => {
    render(
      <div>
        <div className="order-row" data-order-id="7" tabIndex={0}>
          Pedido 7
        </div>
        <DialogHost />
      </div>,
    );
    act(() => row().focus());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({ title: 'Cancelar a solicitação?', message: 'O motoboy será avisado.' });
    });
    const dialog = await screen.findByRole('alertdialog');
    const [first] = dialog.querySelectorAll('button');
    act(() => first?.focus());
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(row()));
  });
});

describe('captureFocusOrigin / returnFocus', () => {
  function mount(html: string) {
    document.body.innerHTML = html;
  }

  it('remembers the order owning the focused element (a button inside the detail pane)', () => {
    mount('<section class="order-detail" data-order-id="9" tabindex="-1"><button>Aceitar</button></section>');
    (document.querySelector('button') as HTMLButtonElement).focus();
    expect(captureFocusOrigin()).toEqual({ element: document.querySelector('button'), orderId: '9' });
  });

  it('the order given wins over the one around the focus; nothing focused is no element', () => {
    mount('<div></div>');
    expect(captureFocusOrigin(document, '5')).toEqual({ element: null, orderId: '5' });
  });

  it('goes to the row, else the detail pane, when the origin is gone or disabled', () => {
    mount(
      '<section class="order-detail" data-order-id="9" tabindex="-1"><button disabled>Aceitar</button></section>',
    );
    const gone = document.createElement('button');
    expect(returnFocus({ element: gone, orderId: '9' })).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.order-detail'));
    const disabled = document.querySelector('button') as HTMLButtonElement;
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div class="order-row" data-order-id="9" tabindex="0"></div>',
    );
    expect(returnFocus({ element: disabled, orderId: '9' })).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.order-row'));
  });

  it("the order's row wins over a button of its detail (a button about to give way)", () => {
    mount(
      '<div class="order-row" data-order-id="9" tabindex="0"></div>' +
        '<section class="order-detail" data-order-id="9" tabindex="-1"><button>Solicitar Motoboy</button></section>',
    );
    const button = document.querySelector('button') as HTMLButtonElement;
    button.focus();
    expect(returnFocus(captureFocusOrigin())).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.order-row'));
  });

  it('without an order, back to the origin while it is on screen', () => {
    mount('<button>Atalhos</button>');
    const button = document.querySelector('button') as HTMLButtonElement;
    expect(returnFocus({ element: button, orderId: null })).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('does nothing (and says so) with no order to go to, or an id that is not an order id', () => {
    mount('<div class="order-row" data-order-id="1" tabindex="0"></div>');
    expect(returnFocus({ element: null, orderId: null })).toBe(false);
    expect(returnFocus({ element: null, orderId: '1"], body, [x="' })).toBe(false);
    expect(returnFocus({ element: null, orderId: '404' })).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('focusForKey: a control a key reached remembers the order the key was pressed on', () => {
  function mount() {
    document.body.innerHTML =
      '<button class="top" data-shortcut="printQueue">Fila</button>' +
      '<button role="switch" data-shortcut="storeSwitch">Loja</button>' +
      '<div class="order-row" data-order-id="9" tabindex="0"></div><button class="other">x</button>';
    const el = (selector: string) => document.querySelector(selector) as HTMLElement;
    return { top: el('.top'), store: el('[role="switch"]'), row: el('.order-row'), other: el('.other') };
  }

  it('from an order: a dialog the control opens came from that order, while the control keeps the focus', () => {
    const { top, row, other } = mount();
    row.focus();
    focusForKey(top);
    expect(document.activeElement).toBe(top);
    expect(captureFocusOrigin()).toEqual({ element: top, orderId: '9' });
    // Focus gone elsewhere and back by hand: no longer from the order.
    other.focus();
    top.focus();
    expect(captureFocusOrigin()).toEqual({ element: top, orderId: null });
  });

  it('from nowhere in particular: no order', () => {
    const { top, other } = mount();
    other.focus();
    focusForKey(top);
    expect(captureFocusOrigin()).toEqual({ element: top, orderId: null });
  });

  it('a key that only goes to the store switch leaves what the switch opens to the switch', () => {
    const { store, row } = mount();
    row.focus();
    expect(reachTarget('storeSwitch')).toBe(true);
    expect(captureFocusOrigin()).toEqual({ element: store, orderId: null });
  });

  it('a key that presses the control marks it (the print queue from an order)', () => {
    const { top, row } = mount();
    row.focus();
    expect(reachTarget('printQueue')).toBe(true);
    expect(captureFocusOrigin()).toEqual({ element: top, orderId: '9' });
  });
});
