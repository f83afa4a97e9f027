import { describe, expect, it } from 'vitest';
import { shortcutFor, targetContext } from '../../../renderer/src/features/orders/shortcuts';

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
    [{ key: 'x' }, free, null],
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
