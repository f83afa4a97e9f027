import { cleanup, render, screen } from '@testing-library/react';
import { DropdownMenu } from 'radix-ui';
import { describe, expect, it, vi } from 'vitest';
import {
  reachTarget,
  shortcutFor,
  shortcutProps,
  targetContext,
  SHORTCUT_TARGETS,
} from '../../../renderer/src/features/orders/shortcuts';
import { SHORTCUTS } from '../../../renderer/src/features/orders/ShortcutsHelp';

const free = { typing: false, modalOpen: false, onControl: false };

describe('shortcutFor', () => {
  it.each([
    [{ key: 'ArrowDown' }, free, 'next'],
    [{ key: 'j' }, free, 'next'],
    [{ key: 'J' }, free, 'next'],
    [{ key: 'ArrowUp' }, free, 'prev'],
    [{ key: 'k' }, free, 'prev'],
    [{ key: 'a' }, free, 'accept'],
    [{ key: 'A' }, free, 'accept'],
    [{ key: 'p' }, free, 'step'],
    [{ key: 'e' }, free, 'deliver'],
    [{ key: 'c' }, free, 'cancel'],
    [{ key: '/' }, free, 'search'],
    [{ key: 'f', ctrlKey: true }, free, 'search'],
    [{ key: 'F', metaKey: true }, { ...free, typing: true }, 'search'],
    [{ key: 'm' }, free, 'mute'],
    [{ key: '?' }, free, 'help'],
    [{ key: 'Escape' }, free, 'escape'],
    [{ key: 'Enter' }, free, 'open'],
    // Enter on a button is that button's.
    [{ key: 'Enter' }, { ...free, onControl: true }, null],
    // Typing in a field: letters are text.
    [{ key: 'a' }, { ...free, typing: true }, null],
    [{ key: '/' }, { ...free, typing: true }, null],
    [{ key: 'ArrowDown' }, { ...free, typing: true }, null],
    // A modal has its own keys.
    [{ key: 'a' }, { ...free, modalOpen: true }, null],
    [{ key: 'f', ctrlKey: true }, { ...free, modalOpen: true }, null],
    // Browser shortcuts stay the browser's.
    [{ key: 'a', ctrlKey: true }, free, null],
    [{ key: 'c', metaKey: true }, free, null],
    [{ key: 'e', altKey: true }, free, null],
    [{ key: 'z' }, free, null],
    [{ key: 'x' }, free, 'cancelCourier'],
    // Issue 35 §2: the controls that needed the mouse.
    [{ key: 'h' }, free, 'chat'],
    [{ key: 'o' }, free, 'requestCourier'],
    [{ key: 'V' }, free, 'linkCourier'],
    [{ key: 't' }, free, 'deliveryTime'],
    [{ key: 'f' }, free, 'printQueue'],
    [{ key: 'l' }, free, 'storeSwitch'],
    [{ key: 'h' }, { ...free, typing: true }, null],
    [{ key: 't' }, { ...free, modalOpen: true }, null],
    [{ key: 'Tab' }, free, null],
  ] as const)('%j %j → %s', (key, ctx, command) => {
    expect(shortcutFor(key, ctx)).toBe(command);
  });
});

describe('targetContext', () => {
  it.each([
    ['<input type="search">', true, true],
    ['<input type="checkbox">', false, true],
    ['<textarea></textarea>', true, false],
    ['<select></select>', true, true],
    ['<div contenteditable="true"></div>', true, false],
    ['<button>x</button>', false, true],
    ['<a href="#">x</a>', false, true],
    ['<div>x</div>', false, false],
  ])('%s → typing %s, control %s', (html, typing, onControl) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(targetContext(host.firstElementChild)).toEqual({ typing, onControl });
  });
});

describe('reachTarget: a key reaches the control on screen, under the control’s own rules', () => {
  function mount(html: string) {
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    return host;
  }

  it('focuses and presses the marked button (a menu or dialog then gives focus back to it)', () => {
    const host = mount('<button data-shortcut="printQueue">Fila</button>');
    const button = host.querySelector('button') as HTMLButtonElement;
    const click = vi.fn();
    button.addEventListener('click', click);
    expect(reachTarget('printQueue')).toBe(true);
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    host.remove();
  });

  it('leaves a disabled control alone, and says so when none is on screen', () => {
    const host = mount(
      '<button data-shortcut="chat" disabled>Chat</button><button data-shortcut="linkCourier" data-disabled="">V</button>',
    );
    const click = vi.fn();
    host.addEventListener('click', click);
    expect(reachTarget('chat')).toBe(false);
    expect(reachTarget('linkCourier')).toBe(false);
    expect(reachTarget('requestCourier')).toBe(false);
    expect(click).not.toHaveBeenCalled();
    host.remove();
  });

  it('only focuses the store switch: a key never opens or closes the store by itself', () => {
    const host = mount('<button role="switch" aria-checked="true" data-shortcut="storeSwitch">Loja</button>');
    const button = host.querySelector('button') as HTMLButtonElement;
    const click = vi.fn();
    button.addEventListener('click', click);
    expect(reachTarget('storeSwitch')).toBe(true);
    expect(click).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    host.remove();
  });

  it('opens a menu button with its own key, the first item focused (the delivery estimate)', async () => {
    render(
      <DropdownMenu.Root>
        <DropdownMenu.Trigger {...shortcutProps('deliveryTime')}>Entrega</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content>
            <DropdownMenu.Item>30–45 min</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>,
    );
    expect(reachTarget('deliveryTime')).toBe(true);
    expect(await screen.findByRole('menu')).toBeTruthy();
    cleanup();
  });

  it('marks each control with its key for assistive tech and tooltips', () => {
    expect(shortcutProps('chat')).toEqual({ 'data-shortcut': 'chat', 'aria-keyshortcuts': 'H' });
    expect(shortcutProps('storeSwitch')).toEqual({
      'data-shortcut': 'storeSwitch',
      'aria-keyshortcuts': 'L',
    });
  });
});

describe('the shortcuts help lists every key', () => {
  it.each(['J', 'K', 'A', 'P', 'E', 'C', 'I', '/', 'M', 'Esc', '?', ...Object.keys(SHORTCUT_TARGETS)])(
    '%s',
    (key) => {
      expect(SHORTCUTS.some((s) => s.keys.some((k) => k.toLowerCase() === key.toLowerCase()))).toBe(true);
    },
  );
});
