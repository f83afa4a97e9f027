import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  applySecurityPolicy,
  decideNavigation,
  hardenWebContents,
  isPermissionAllowed,
  isTrustedSenderUrl,
  openExternalSafe,
  safeExternalUrl,
  type NavigationDecision,
  type WebContentsSource,
} from '../../../main/window/security';
import { FakeWebContents, preventable } from './fakes';
import { createMemoryLogger } from '../../support/logger';

describe('openExternalSafe', () => {
  const allowed: [string, string][] = [
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['HTTPS://EXAMPLE.com/x', 'https://example.com/x'],
    ['https://wa.me/5511999999999?text=ol%C3%A1', 'https://wa.me/5511999999999?text=ol%C3%A1'],
  ];
  it.each(allowed)('opens %s', async (url, normalised) => {
    const shell = { openExternal: vi.fn(async () => {}) };
    expect(await openExternalSafe(url, shell)).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith(normalised);
  });

  const hostile: unknown[] = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'file:///etc/passwd',
    'file://C:/Windows/System32/calc.exe',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'smb://evil/share',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'mailto:a@b.c',
    'app://bundle/index.html',
    'https://user:pass@evil.example.com',
    'https://good.example.com@evil.example.com',
    'http://',
    'https://',
    'http:///path',
    'not a url',
    '//evil.example.com',
    '/relative/path',
    'https://exa mple.com',
    'https://example.com/\u0000',
    'https://example.com/\n',
    '',
    'https://example.com/' + 'a'.repeat(5000),
    undefined,
    null,
    42,
    { toString: () => 'https://example.com' },
  ];
  it.each(hostile.map((h) => [h]))('refuses %j', async (url) => {
    const shell = { openExternal: vi.fn(async () => {}) };
    expect(await openExternalSafe(url, shell, createMemoryLogger())).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
    expect(safeExternalUrl(url)).toBeNull();
  });

  it('a failing shell resolves false and logs', async () => {
    const log = createMemoryLogger();
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('no browser'))) };
    expect(await openExternalSafe('https://example.com', shell, log)).toBe(false);
    expect(log.has('error', 'navegador')).toBe(true);
  });
});

describe('navigation guard', () => {
  const dev = 'http://localhost:5173';
  const table: [string, string | null, NavigationDecision][] = [
    ['app://bundle/index.html', null, 'allow'],
    ['app://bundle/index.html#/pedidos', null, 'allow'],
    ['app://bundle/../../etc/passwd', null, 'allow'], // still app:// (the protocol handler confines paths)
    ['app://other/index.html', null, 'deny'],
    ['http://localhost:5173/#/login', dev, 'allow'],
    ['http://localhost:5173/#/login', null, 'external'],
    ['http://localhost:5174/', dev, 'external'],
    ['https://evil.example.com/', dev, 'external'],
    ['file:///work/main/out/renderer/index.html', null, 'deny'],
    ['javascript:alert(1)', dev, 'deny'],
    ['data:text/html,hi', null, 'deny'],
    ['about:blank', null, 'deny'],
    ['chrome://settings', null, 'deny'],
    ['devtools://devtools/bundled/inspector.html', null, 'deny'],
    ['garbage', null, 'deny'],
    ['', null, 'deny'],
  ];
  it.each(table)('%s (dev %s) → %s', (url, devOrigin, expected) => {
    expect(decideNavigation(url, devOrigin)).toBe(expected);
  });

  it('trusts IPC only from our frames', () => {
    expect(isTrustedSenderUrl('app://bundle/index.html')).toBe(true);
    expect(isTrustedSenderUrl('https://evil.example.com/')).toBe(false);
    expect(isTrustedSenderUrl(undefined)).toBe(false);
    expect(isTrustedSenderUrl(null)).toBe(false);
    expect(isTrustedSenderUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true);
  });

  it('permissions: notifications and clipboard write only', () => {
    expect(isPermissionAllowed('notifications')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write')).toBe(true);
    for (const p of [
      'media',
      'geolocation',
      'openExternal',
      'clipboard-read',
      'hid',
      'usb',
      'serial',
      'display-capture',
      'unknown',
    ]) {
      expect(isPermissionAllowed(p)).toBe(false);
    }
  });
});

describe('hardenWebContents', () => {
  function setup() {
    const wc = new FakeWebContents();
    const openExternal = vi.fn(async () => true);
    hardenWebContents(wc, { devOrigin: null, openExternal, log: createMemoryLogger() });
    return { wc, openExternal };
  }

  it('window.open is always denied; http(s) goes to the system browser', () => {
    const { wc, openExternal } = setup();
    expect(wc.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/');
    expect(wc.openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(wc.openHandler?.({ url: 'app://bundle/index.html' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['app://bundle/index.html#/x', false, false],
    ['https://example.com/', true, true],
    ['file:///etc/passwd', true, false],
  ])('will-navigate %s: prevented=%s external=%s', (url, prevented, external) => {
    const { wc, openExternal } = setup();
    const e = preventable();
    wc.emit('will-navigate', e, url);
    expect(e.defaultPrevented).toBe(prevented);
    expect(openExternal.mock.calls.length > 0).toBe(external);
  });

  it('reads the URL from the event object too (Electron 45 details)', () => {
    const { wc } = setup();
    const e = Object.assign(preventable(), { url: 'file:///etc/passwd' });
    wc.emit('will-redirect', e);
    expect(e.defaultPrevented).toBe(true);
  });

  it('denies <webview>', () => {
    const { wc } = setup();
    const e = preventable();
    wc.emit('will-attach-webview', e, {}, {});
    expect(e.defaultPrevented).toBe(true);
  });
});

describe('applySecurityPolicy (every webContents, once)', () => {
  function setup() {
    const app = new EventEmitter();
    const openExternal = vi.fn(async () => true);
    const log = createMemoryLogger();
    applySecurityPolicy(app as unknown as WebContentsSource, { devOrigin: null, openExternal, log });
    /** A webContents the app creates later, e.g. a hidden OS-print window showing a data: ticket. */
    const created = (url: string) => {
      const wc = new FakeWebContents();
      wc.url = url;
      app.emit('web-contents-created', {}, wc);
      return wc;
    };
    return { created, openExternal, log };
  }

  it('a print window created later gets every guard: popups, navigation, redirects, <webview>, DevTools keys', () => {
    const { created, openExternal } = setup();
    const print = created('data:text/html;charset=utf-8,%3Cp%3Ecupom%3C%2Fp%3E');
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview', 'before-input-event'])
      expect(print.listenerCount(event), event).toBe(1);
    expect(print.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    for (const event of ['will-navigate', 'will-redirect'] as const) {
      for (const url of ['https://example.com/', 'file:///etc/passwd', 'javascript:alert(1)']) {
        const e = preventable();
        print.emit(event, e, url);
        expect(e.defaultPrevented, `${event} ${url}`).toBe(true);
      }
    }
    const webview = preventable();
    print.emit('will-attach-webview', webview, {}, {});
    expect(webview.defaultPrevented).toBe(true);
    const devTools = preventable();
    print.emit('before-input-event', devTools, { type: 'keyDown', key: 'F12' });
    expect(devTools.defaultPrevented).toBe(true);
    // Nothing but our own page sends the operator to the browser.
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('our page keeps its links: http(s) opens in the system browser', () => {
    const { created, openExternal } = setup();
    const main = created('app://bundle/index.html#/pedidos');
    const e = preventable();
    main.emit('will-navigate', e, 'https://example.com/');
    expect(e.defaultPrevented).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://example.com/');
    expect(main.openHandler?.({ url: 'https://wa.me/55' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(2);
  });
});
