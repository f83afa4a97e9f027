// The kitchen screen (issue 33 §3): the card's rules on a fixed clock, CANCELADO and ALTERADO,
// the keyboard (digits, arrows, Enter, Backspace), 'open' sent once, an older feed ignored, the
// offline banner that keeps the last cards.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { KitchenScreen } from '../../../renderer/src/kitchen/KitchenScreen';
import { ageLevel, ageMinutes, ageText, moveSelection } from '../../../renderer/src/kitchen/model';
import { KITCHEN_OFFLINE_TEXT } from '../../../shared/kitchen-screen/contract';
import { card, fakeSource, T0 } from './kitchenFakes';

const MIN = 60_000;
const clock = () => T0;

function show(source = fakeSource([card('101'), card('102'), card('103')]), onNewCard?: () => void) {
  const view = render(<KitchenScreen source={source} screenId="tela1" clock={clock} onNewCard={onNewCard} />);
  return { source, ...view };
}

const cardOf = (orderId: string) => screen.getByRole('article', { name: `#${orderId}` }) as HTMLElement;
const key = (k: string) => fireEvent.keyDown(window, { key: k });

describe('age', () => {
  it.each([
    [0, 'fresh', 'há menos de 1 min'],
    [9, 'fresh', 'há 9 min'],
    [10, 'amber', 'há 10 min · atenção'],
    [20, 'amber', 'há 20 min · atenção'],
    [21, 'red', 'há 21 min · atrasado'],
  ] as const)('%i min → %s, “%s” (defaults 10/20)', (minutes, level, text) => {
    expect(ageLevel(minutes * MIN, 10, 20)).toBe(level);
    expect(ageText(minutes, ageLevel(minutes * MIN, 10, 20))).toBe(text);
  });

  it('is red as soon as the age is past 20 min, not from the 21st minute', () => {
    expect(ageLevel(20 * MIN, 10, 20)).toBe('amber');
    expect(ageLevel(20 * MIN + 1_000, 10, 20)).toBe('red');
    expect(ageText(ageMinutes(T0, T0 + 20 * MIN + 30_000), 'red')).toBe('há 20 min · atrasado');
    expect(ageLevel(10 * MIN - 1_000, 10, 20)).toBe('fresh');
  });

  it('counts whole minutes from acceptedAt, never below 0', () => {
    expect(ageMinutes(T0 - 12 * MIN - 59_000, T0)).toBe(12);
    expect(ageMinutes(T0 + 5_000, T0)).toBe(0);
  });

  it('each card says its age in words and carries its level in class and border (not colour alone)', () => {
    show(
      fakeSource([
        card('1', { acceptedAt: T0 - 3 * MIN }),
        card('2', { acceptedAt: T0 - 12 * MIN }),
        card('3', { acceptedAt: T0 - 25 * MIN }),
      ]),
    );
    expect(cardOf('1').className).toContain('kds-card--fresh');
    expect(within(cardOf('1')).getByText('há 3 min')).toBeTruthy();
    expect(cardOf('2').className).toContain('kds-card--amber');
    expect(within(cardOf('2')).getByText('há 12 min · atenção')).toBeTruthy();
    expect(cardOf('3').className).toContain('kds-card--red');
    expect(within(cardOf('3')).getByText('há 25 min · atrasado')).toBeTruthy();
  });

  it("uses the feed's thresholds", () => {
    show(fakeSource([card('1', { acceptedAt: T0 - 6 * MIN })], { ageAmberMin: 5, ageRedMin: 8 }));
    expect(within(cardOf('1')).getByText('há 6 min · atenção')).toBeTruthy();
  });

  it('the clock moves the age without a new feed', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let now = T0;
      render(
        <KitchenScreen
          source={fakeSource([card('1', { acceptedAt: T0 - 9 * MIN })])}
          screenId="tela1"
          clock={() => now}
        />,
      );
      expect(within(cardOf('1')).getByText('há 9 min')).toBeTruthy();
      now = T0 + 2 * MIN;
      act(() => vi.advanceTimersByTime(10_000));
      expect(within(cardOf('1')).getByText('há 11 min · atenção')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the card', () => {
  it('shows number, station, first name, mode, items with linhas and observações', () => {
    show(
      fakeSource([
        card('48201', {
          stationNo: 37,
          customerFirstName: 'João Carlos',
          mode: 'retirada',
          items: [
            { qty: 1, name: 'Pizza Grande', linhas: ['Sabores: Calabresa, Muçarela', 'Borda: Catupiry'] },
          ],
          observacoes: 'Sem cebola',
        }),
      ]),
    );
    const c = within(cardOf('48201'));
    expect(c.getByText('Nº 37')).toBeTruthy();
    expect(c.getByText('João')).toBeTruthy();
    expect(c.queryByText(/Carlos/)).toBeNull();
    expect(c.getByText('Retirada')).toBeTruthy();
    expect(c.getByText('Pizza Grande')).toBeTruthy();
    expect(c.getByText('Borda: Catupiry')).toBeTruthy();
    expect(c.getByText('Sem cebola')).toBeTruthy();
  });

  it('CANCELADO with the reason and Ciente; ALTERADO with + and −', () => {
    show(
      fakeSource([
        card('1', { state: 'cancelled', cancelReason: 'Cliente desistiu', cancelledAt: T0 }),
        card('2', {
          change: { at: T0, added: [{ qty: 1, name: 'Coca-Cola' }], removed: [{ qty: 2, name: 'Suco' }] },
        }),
      ]),
    );
    const cancelled = within(cardOf('1'));
    expect(cancelled.getByText('CANCELADO')).toBeTruthy();
    expect(cancelled.getByText('Cliente desistiu')).toBeTruthy();
    expect(cancelled.getByRole('button', { name: 'Ciente' })).toBeTruthy();
    expect(cancelled.queryByRole('button', { name: 'Pronto' })).toBeNull();
    const changed = within(cardOf('2'));
    expect(changed.getByText('ALTERADO')).toBeTruthy();
    expect(changed.getByRole('list', { name: 'Adicionado' }).textContent).toContain('+ 1× Coca-Cola');
    expect(changed.getByRole('list', { name: 'Removido' }).textContent).toContain('− 2× Suco');
  });

  it('the header counts the open cards (not the CANCELADO ones)', () => {
    show(fakeSource([card('1'), card('2'), card('3', { state: 'cancelled' })]));
    expect(screen.getByText('2 abertos')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tela Cozinha' })).toBeTruthy();
  });
});

describe('keyboard', () => {
  it('a digit selects the n-th card and sends open once', async () => {
    const { source } = show();
    key('2');
    expect(cardOf('102').getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(source.commands).toEqual([{ type: 'open', key: '102:tela1' }]));
    key('1');
    key('2');
    await waitFor(() => expect(cardOf('102').getAttribute('aria-current')).toBe('true'));
    expect(source.commands.filter((c) => c.type === 'open' && c.key === '102:tela1')).toHaveLength(1);
  });

  it('no open for a card another screen already opened', async () => {
    const { source } = show(fakeSource([card('1', { openedAt: T0 - MIN }), card('2')]));
    key('1');
    key('2');
    await waitFor(() => expect(source.commands).toEqual([{ type: 'open', key: '2:tela1' }]));
  });

  it('arrows move the selection, clamped at the ends', () => {
    show();
    key('ArrowRight');
    expect(cardOf('101').getAttribute('aria-current')).toBe('true');
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    expect(cardOf('103').getAttribute('aria-current')).toBe('true');
    key('ArrowLeft');
    expect(cardOf('102').getAttribute('aria-current')).toBe('true');
    expect(moveSelection(['a', 'b', 'c', 'd', 'e'], 'b', 'down', 3)).toBe('e');
    expect(moveSelection(['a', 'b', 'c', 'd', 'e'], 'e', 'up', 3)).toBe('b');
    expect(moveSelection(['a', 'b'], null, 'up', 3)).toBe('a');
  });

  it('Enter bumps the selected card and the selection moves to the next; Backspace recalls', async () => {
    const { source } = show();
    key('2');
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('article', { name: '#102' })).toBeNull());
    expect(source.commands).toContainEqual({ type: 'bump', key: '102:tela1' });
    expect(cardOf('103').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Desfazer (1)' })).toBeTruthy();
    key('Backspace');
    await waitFor(() => expect(cardOf('102')).toBeTruthy());
    expect(source.commands).toContainEqual({ type: 'recall' });
    expect(screen.getByRole('button', { name: 'Desfazer' })).toHaveProperty('disabled', true);
  });

  it('the selected card is scrolled into view (a bump bar cannot scroll)', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      show();
      key('3');
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.contexts[0]).toBe(cardOf('103'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('Backspace with nothing bumped sends nothing', () => {
    const { source } = show();
    key('Backspace');
    expect(source.commands).toEqual([]);
  });

  it('Enter with nothing selected selects the first card (a second Enter bumps)', async () => {
    const { source } = show();
    key('Enter');
    expect(cardOf('101').getAttribute('aria-current')).toBe('true');
    expect(source.commands.some((c) => c.type === 'bump')).toBe(false);
  });

  it('Enter on a CANCELADO card acknowledges it', async () => {
    const { source } = show(fakeSource([card('1', { state: 'cancelled' }), card('2')]));
    key('1');
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('article', { name: '#1' })).toBeNull());
    expect(source.commands).toEqual([{ type: 'acknowledge', key: '1:tela1' }]);
  });

  it('the buttons do the same: Pronto, Ciente, Desfazer', async () => {
    const { source } = show(fakeSource([card('1', { state: 'cancelled' }), card('2')]));
    fireEvent.click(within(cardOf('2')).getByRole('button', { name: 'Pronto' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '#2' })).toBeNull());
    fireEvent.click(within(cardOf('1')).getByRole('button', { name: 'Ciente' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '#1' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer (1)' }));
    await waitFor(() => expect(cardOf('2')).toBeTruthy());
    expect(source.commands.map((c) => c.type)).toEqual(['bump', 'acknowledge', 'recall']);
  });

  it("a refused command says main's reason and loses nothing", async () => {
    const { source } = show();
    source.refuseNext('Pedido não encontrado nesta tela.');
    key('1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Pedido não encontrado nesta tela.'),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('the feed', () => {
  it('an older revision is ignored; a newer one replaces the cards whole', () => {
    const { source } = show(fakeSource([card('1'), card('2')], { revision: 5 }));
    act(() => source.push({ ...source.feed, revision: 4, cards: [card('9')] }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-card-key'))).toEqual([
      '1:tela1',
      '2:tela1',
    ]);
    act(() => source.push({ ...source.feed, revision: 6, cards: [card('2'), card('3')] }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-card-key'))).toEqual([
      '2:tela1',
      '3:tela1',
    ]);
  });

  it('a new card is announced (polite) and the sound hook runs once per card; the first feed is not', () => {
    const onNew = vi.fn();
    const { source } = show(fakeSource([card('1')]), onNew);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => source.setCards([card('1'), card('2')]));
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Novo pedido #2');
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('offline: the banner, the last cards kept; back online: the new feed replaces them', () => {
    const { source } = show(fakeSource([card('1'), card('2')]));
    act(() => source.connection('offline'));
    expect(screen.getByRole('alert').textContent).toContain(KITCHEN_OFFLINE_TEXT);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    act(() => {
      source.connection('online');
      source.setCards([card('2'), card('3'), card('4')]);
    });
    expect(screen.queryByText(KITCHEN_OFFLINE_TEXT)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('has no axe violations (cards, CANCELADO, ALTERADO, offline)', async () => {
    const { source, container } = show(
      fakeSource([
        card('1', { state: 'cancelled', cancelReason: 'Sem estoque' }),
        card('2', {
          change: { at: T0, added: [{ qty: 1, name: 'Água' }], removed: [] },
          acceptedAt: T0 - 30 * MIN,
        }),
        card('3', { observacoes: 'Sem sal' }),
      ]),
    );
    act(() => source.connection('offline'));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
