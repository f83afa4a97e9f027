import { describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../renderer/src/features/auth/session';
import {
  CSP_RELOAD_KEY_PREFIX,
  forgetSocketPolicyReload,
  pageSocketPolicy,
  reloadUnlessSocketAllowed,
  reloadWhenCspBlocksSocket,
} from '../../../renderer/src/realtime/socketCsp';
import {
  buildCsp,
  sandboxApiBases,
  SOCKET_ORIGIN_COOKIE,
  socketOriginFromCookie,
} from '../../../shared/config';
import { fakePlatform } from './helpers';

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

describe('pageSocketPolicy: what the served connect-src lets the socket reach', () => {
  const api = sandboxApiBases('http://127.0.0.1:4010');
  const page = 'http://127.0.0.1:5180';

  it.each([
    ['an API origin', null, 'http://127.0.0.1:4010/loja', true],
    ['the page itself', null, 'http://127.0.0.1:5180/loja', true],
    ['the origin the page was served for', 'https://rt.example.com', 'https://rt.example.com/loja', true],
    ['another origin', null, 'https://rt.example.com/loja', false],
    ['another port of an API host', null, 'http://127.0.0.1:4011/loja', false],
    ['served for another origin', 'https://old.example.com', 'https://rt.example.com/loja', false],
    ['https served, http asked', 'https://rt.example.com', 'http://rt.example.com/loja', false],
    ['a ws:// socket on an API host', null, 'ws://127.0.0.1:4010/loja', true],
  ])('%s', (_name, served, socketUrl, allowed) => {
    expect(pageSocketPolicy(api, page, served).allowsSocket(socketUrl)).toBe(allowed);
  });

  it('agrees with the policy the hosts build: every origin it allows is in their connect-src', () => {
    const socket = 'https://rt.example.com/loja';
    const connectSrc =
      buildCsp(api, [socket])
        .split('; ')
        .find((d) => d.startsWith('connect-src')) ?? '';
    for (const origin of ['https://rt.example.com', 'wss://rt.example.com']) {
      expect(connectSrc.split(' ')).toContain(origin);
    }
    expect(pageSocketPolicy(api, page, socket).allowsSocket(socket)).toBe(true);
  });
});

describe('reloadUnlessSocketAllowed: before the first connection', () => {
  function deps() {
    const memory = new Map<string, string>();
    return {
      memory,
      storage: {
        getItem: (k: string) => memory.get(k) ?? null,
        setItem: (k: string, v: string) => void memory.set(k, v),
      },
      reload: vi.fn(),
      warn: vi.fn(),
    };
  }
  const blocks = { allowsSocket: () => false };
  const allows = { allowsSocket: () => true };

  it('a socket the page allows: nothing to do', () => {
    const d = deps();
    expect(reloadUnlessSocketAllowed('https://rt.example.com/loja', allows, d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('a socket the page blocks: one reload per origin and tab, then only a log line', () => {
    const d = deps();
    expect(reloadUnlessSocketAllowed('https://rt.example.com/loja', blocks, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.memory.has(`${CSP_RELOAD_KEY_PREFIX}rt.example.com`)).toBe(true);
    expect(reloadUnlessSocketAllowed('https://rt.example.com/loja', blocks, d)).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.warn).toHaveBeenCalledWith('[loja] a CSP desta página não inclui o socket', {
      host: 'rt.example.com',
    });
  });

  it('swapped, then connected: a later page without the origin (logout, reload, login) swaps again', () => {
    const d = deps();
    const storage = { ...d.storage, removeItem: (k: string) => void d.memory.delete(k) };
    const url = 'https://rt.example.com/loja';
    expect(reloadUnlessSocketAllowed(url, blocks, { ...d, storage })).toBe(true);
    // The page the swap loaded lets the socket through.
    forgetSocketPolicyReload(url, storage);
    expect(d.memory.size).toBe(0);
    expect(reloadUnlessSocketAllowed(url, blocks, { ...d, storage })).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
    expect(d.warn).not.toHaveBeenCalled();
  });

  it('logout forgets every tried origin of the tab, and nothing else', async () => {
    sessionStorage.setItem(`${CSP_RELOAD_KEY_PREFIX}rt.example.com`, '1');
    sessionStorage.setItem(`${CSP_RELOAD_KEY_PREFIX}127.0.0.1:4011`, '2');
    sessionStorage.setItem('outra.chave', 'fica');
    await signOut(fakePlatform().platform, 'user');
    expect(sessionStorage.getItem(`${CSP_RELOAD_KEY_PREFIX}rt.example.com`)).toBeNull();
    expect(sessionStorage.getItem(`${CSP_RELOAD_KEY_PREFIX}127.0.0.1:4011`)).toBeNull();
    expect(sessionStorage.getItem('outra.chave')).toBe('fica');
    const d = deps();
    expect(
      reloadUnlessSocketAllowed('https://rt.example.com/loja', blocks, { ...d, storage: sessionStorage }),
    ).toBe(true);
    sessionStorage.clear();
  });

  it.each(['', 'não é url'])('no usable socket url (%j): nothing to do', (url) => {
    const d = deps();
    expect(reloadUnlessSocketAllowed(url, blocks, d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });
});
