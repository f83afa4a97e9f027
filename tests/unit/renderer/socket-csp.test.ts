import { describe, expect, it, vi } from 'vitest';
import { CSP_RELOAD_KEY_PREFIX, reloadWhenCspBlocksSocket } from '../../../renderer/src/realtime/socketCsp';
import { socketOriginFromCookie } from '../../../scripts/web-server';
import { SOCKET_ORIGIN_COOKIE } from '../../../shared/config';

function violation(blockedURI: string, effectiveDirective = 'connect-src'): Event {
  return Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective });
}

function setup(socketUrl = 'https://rt.example.com/loja') {
  const doc = new EventTarget() as unknown as Document;
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
  };
  const reload = vi.fn();
  const warn = vi.fn();
  const stop = reloadWhenCspBlocksSocket(socketUrl, { doc, storage, reload, warn });
  return { doc, memory, reload, warn, stop };
}

describe('reloadWhenCspBlocksSocket', () => {
  it.each([
    'https://rt.example.com/socket.io/?EIO=4&transport=polling',
    'wss://rt.example.com/socket.io/?EIO=4&transport=websocket',
  ])('a blocked %s reloads once', (blocked) => {
    const { doc, reload, warn, memory } = setup();
    doc.dispatchEvent(violation(blocked));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(memory.has(`${CSP_RELOAD_KEY_PREFIX}rt.example.com`)).toBe(true);
    // Still blocked after the reload: logged, no loop.
    doc.dispatchEvent(violation(blocked));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another host', 'https://evil.example.com/x', 'connect-src'],
    ['another directive', 'https://rt.example.com/img.png', 'img-src'],
    ['inline', 'inline', 'connect-src'],
  ])('%s: ignored', (_name, blocked, directive) => {
    const { doc, reload } = setup();
    doc.dispatchEvent(violation(blocked, directive));
    expect(reload).not.toHaveBeenCalled();
  });

  it('stopped, or no usable socket url: nothing happens', () => {
    const { doc, reload, stop } = setup();
    stop();
    doc.dispatchEvent(violation('https://rt.example.com/socket.io/'));
    expect(reload).not.toHaveBeenCalled();
    const none = setup('');
    none.doc.dispatchEvent(violation('https://rt.example.com/socket.io/'));
    expect(none.reload).not.toHaveBeenCalled();
  });
});

describe('socketOriginFromCookie (web server CSP)', () => {
  const c = (v: string) => `${SOCKET_ORIGIN_COOKIE}=${v}`;
  it.each([
    [undefined, []],
    ['', []],
    [c(encodeURIComponent('https://rt.example.com')), ['https://rt.example.com']],
    [`a=1; ${c(encodeURIComponent('http://127.0.0.1:4011'))}; b=2`, ['http://127.0.0.1:4011']],
    [c(encodeURIComponent('wss://rt.example.com')), ['wss://rt.example.com']],
    [c(encodeURIComponent('https://rt.example.com/loja')), []],
    [c(encodeURIComponent("https://rt.example.com; script-src 'unsafe-inline'")), []],
    [c(encodeURIComponent('javascript:alert(1)')), []],
    [c('%E0%A4%A'), []],
    [c(encodeURIComponent('*')), []],
    ['outro=https%3A%2F%2Frt.example.com', []],
    [c('x'.repeat(9000)), []],
  ])('%j → %j', (header, expected) => {
    expect(socketOriginFromCookie(header)).toEqual(expected);
  });
});
