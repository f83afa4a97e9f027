import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CashDeskBridge } from '../../../shared/bridge';
import type { RuntimeConfig } from '../../../shared/config';
import type { SessionUser } from '../../../shared/session';
import { bootstrap } from '../../../renderer/src/app/bootstrap';
import { createPlatform, WEB_SESSION_KEY } from '../../../renderer/src/platform';
import { DEFAULT_BRAND, parseRuntimeConfig } from '../../../renderer/src/platform/runtimeConfig';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, CONFIG, fakePlatform, makeUser } from './helpers';
import { fakePrinting } from './printing-orders-fakes';
import { createWebKitchen } from '../../../renderer/src/platform/webKitchen';

describe('web mode platform (no bridge)', () => {
  it('keeps the session in localStorage and drops a broken one', async () => {
    const platform = createPlatform(window);
    expect(platform.kind).toBe('web');
    expect(await platform.session.load()).toBeNull();
    await platform.session.save(ADMIN);
    expect(JSON.parse(localStorage.getItem(WEB_SESSION_KEY) ?? '')).toEqual(ADMIN);
    expect(await platform.session.load()).toEqual(ADMIN);
    localStorage.setItem(WEB_SESSION_KEY, '{not json');
    expect(await platform.session.load()).toBeNull();
    localStorage.setItem(WEB_SESSION_KEY, JSON.stringify({ nome: 'sem hash' }));
    expect(await platform.session.load()).toBeNull();
    await platform.session.clear();
    expect(localStorage.getItem(WEB_SESSION_KEY)).toBeNull();
  });

  it('opens only http(s) links, with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const platform = createPlatform(window);
    expect(await platform.app.openExternal('https://wa.me/55119?text=a')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://wa.me/55119?text=a', '_blank', 'noopener,noreferrer');
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'mailto:a@b.c', 'notaurl', '']) {
      expect(await platform.app.openExternal(bad)).toBe(false);
    }
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('has no updater and no close prompt, and reads runtime-config.json', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(CONFIG)));
    const platform = createPlatform(window);
    expect(await platform.app.getRuntimeConfig()).toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledWith('./runtime-config.json', { cache: 'no-store' });
    const off = platform.updater.onUpdateAvailable(() => undefined);
    off();
    expect(await platform.updater.getStatus()).toEqual({ state: 'idle' });
    expect((await platform.app.getInfo()).version).toBe('1.2.0');
    fetch.mockRestore();
  });

  it('fetches runtime-config.json once per page (start-up and printing share it); a failure is asked again', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify(CONFIG)));
    const platform = createPlatform(window);
    await expect(platform.app.getRuntimeConfig()).rejects.toThrow('HTTP 503');
    expect(await platform.app.getRuntimeConfig()).toEqual(CONFIG);
    expect(await platform.app.getRuntimeConfig()).toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockRestore();
  });

  it('settings fall back to defaults and persist valid patches', async () => {
    const platform = createPlatform(window);
    expect((await platform.settings.get()).closeBehavior).toBe('ask');
    expect((await platform.settings.update({ sound: { volume: 0.5 } })).sound.volume).toBe(0.5);
    expect((await platform.settings.get()).sound.volume).toBe(0.5);
  });
});

describe('desktop platform (bridge present)', () => {
  // Links and the stored session are checked by main (tests/unit/main/ipc.test.ts, session.test.ts).
  it('is window.cashDesk itself, plus its kind', async () => {
    const bridge = {
      app: {
        getInfo: vi.fn(async () => ({ version: '1.2.0', platform: 'linux', isPackaged: false })),
        getRuntimeConfig: vi.fn(async () => CONFIG),
        openExternal: vi.fn(async () => true),
        onSystemWake: vi.fn(() => () => undefined),
      },
      window: {
        onCloseClick: vi.fn(() => () => undefined),
        answerClose: vi.fn(),
        focus: vi.fn(),
        setTrayInfo: vi.fn(),
        setTrayPause: vi.fn(),
      },
      attention: {
        notify: vi.fn(),
        onNotificationClick: vi.fn(() => () => undefined),
        flash: vi.fn(),
        raise: vi.fn(),
      },
      updater: {
        getStatus: vi.fn(),
        onUpdateAvailable: vi.fn(),
        onUpdateProgress: vi.fn(),
        onUpdateMessage: vi.fn(),
        reportPendingOrders: vi.fn(),
        installNow: vi.fn(async () => false),
      },
      settings: {
        get: vi.fn(),
        update: vi.fn(),
        getStorePause: vi.fn(),
        saveStorePause: vi.fn(),
        getAcceptedEstimates: vi.fn(),
        saveAcceptedEstimates: vi.fn(),
      },
      session: {
        load: vi.fn(async () => ({ bogus: true }) as unknown as SessionUser),
        save: vi.fn(async () => undefined),
        clear: vi.fn(async () => undefined),
      },
      printing: fakePrinting().bridge,
      offline: {
        listOutbox: vi.fn(async () => []),
        addToOutbox: vi.fn(),
        markOutboxSending: vi.fn(async () => undefined),
        removeFromOutbox: vi.fn(async () => undefined),
        listOutboxNotices: vi.fn(async () => []),
        addOutboxNotice: vi.fn(async () => undefined),
        dismissOutboxNotice: vi.fn(async () => undefined),
        loadOrdersCache: vi.fn(async () => null),
        saveOrdersCache: vi.fn(async () => undefined),
        clearOrdersCache: vi.fn(async () => undefined),
      },
      kitchen: createWebKitchen(),
    } satisfies CashDeskBridge;
    const platform = createPlatform({ cashDesk: bridge } as unknown as Window);
    expect(platform.kind).toBe('desktop');
    for (const domain of [
      'app',
      'window',
      'attention',
      'updater',
      'settings',
      'session',
      'printing',
      'offline',
    ] as const)
      expect(platform[domain]).toBe(bridge[domain]);
    expect(await platform.app.getRuntimeConfig()).toEqual(CONFIG);
    expect(await platform.app.openExternal('https://ex.com')).toBe(true);
    expect(bridge.app.openExternal).toHaveBeenCalledWith('https://ex.com');
    platform.window.answerClose('minimize');
    expect(bridge.window.answerClose).toHaveBeenCalledWith('minimize');
  });
});

describe('runtime config', () => {
  it('valid bases pass; a broken brand falls back to the default', () => {
    expect(parseRuntimeConfig(CONFIG)).toEqual({ ok: true, config: CONFIG });
    expect(
      parseRuntimeConfig({ api: CONFIG.api, brand: { name: 'x', colors: { primary: 'red;}' } } }),
    ).toEqual({
      ok: true,
      config: { api: CONFIG.api, brand: DEFAULT_BRAND },
    });
  });

  it('keeps a valid user-id header and access reading, drops broken ones', () => {
    const requests = { userIdHeader: 'X-Usuario' };
    const access = { reading: 'table' } as const;
    expect(parseRuntimeConfig({ ...CONFIG, requests, access })).toEqual({
      ok: true,
      config: { ...CONFIG, requests, access },
    });
    expect(
      parseRuntimeConfig({ ...CONFIG, requests: { userIdHeader: 'tem espaço' }, access: { reading: 'x' } }),
    ).toEqual({ ok: true, config: CONFIG });
  });

  it.each([
    [null, 'api.v1: endereço ausente'],
    [{}, 'api.json: endereço ausente'],
    [{ api: { ...CONFIG.api, v1: '' } }, 'api.v1: endereço ausente'],
    [
      { api: { ...CONFIG.api, json: 'ftp://x' } },
      'api.json: endereço inválido (use uma URL http:// ou https://)',
    ],
    [
      { api: { ...CONFIG.api, v2: 'javascript:alert(1)' } },
      'api.v2: endereço inválido (use uma URL http:// ou https://)',
    ],
  ])('%j → problem %s', (raw, problem) => {
    const result = parseRuntimeConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContain(problem);
  });
});

describe('bootstrap', () => {
  it("empty API bases → the full-screen 'Configuração da API ausente' message, no crash", async () => {
    const host = fakePlatform({
      config: { api: { v1: '', v2: '', json: '', finance: '', upload: '', users: '', chatSocket: '' } },
    });
    const { rerender } = render(<div />);
    await bootstrap({ render: (node) => rerender(<>{node}</>) }, host.platform, vi.fn());
    expect(await screen.findByRole('heading', { name: 'Configuração da API ausente' })).toBeTruthy();
    expect(screen.getByText(/config\/app\.config\.json/)).toBeTruthy();
    expect(screen.getByText('api.v1: endereço ausente')).toBeTruthy();
  });

  // Issue 36 §4: on the desktop each read is a trip to main, and the cached orders wait for the session.
  it('asks for the stored session beside the config, not after its answer', async () => {
    const host = fakePlatform();
    let answerConfig: (config: RuntimeConfig) => void = () => undefined;
    host.platform.app.getRuntimeConfig = () => new Promise((resolve) => (answerConfig = resolve));
    const load = vi.spyOn(host.platform.session, 'load');
    const renderNode = vi.fn();
    const started = bootstrap({ render: renderNode }, host.platform, vi.fn());
    expect(load).toHaveBeenCalledTimes(1);
    answerConfig(CONFIG);
    await started;
    expect(renderNode).toHaveBeenCalledTimes(1);
  });

  it('a failing config read is reported the same way', async () => {
    const host = fakePlatform();
    host.platform.app.getRuntimeConfig = async () => {
      throw new Error('HTTP 404');
    };
    const { rerender } = render(<div />);
    await bootstrap({ render: (node) => rerender(<>{node}</>) }, host.platform, vi.fn());
    expect(await screen.findByText('Não foi possível ler a configuração (HTTP 404).')).toBeTruthy();
  });

  // Issue 23 §3. Web mode's page is served with the socket origin of the cookie it was asked
  // with; a stored session on another socket (the cookie gone with the browser) gets, before any
  // screen, the page that lists it.
  it('web mode: a stored session whose socket this page was not served for reloads before rendering', async () => {
    const away = makeUser({ socket: { url: 'https://rt.example.com/loja', canal: 'loja-1' } });
    const host = fakePlatform({ session: away });
    const web = { ...host.platform, kind: 'web' as const };
    const reload = vi.fn();
    const renderNode = vi.fn();
    await bootstrap({ render: renderNode }, web, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(renderNode).not.toHaveBeenCalled();
    expect(useSession.getState().user).toBeNull();
    sessionStorage.clear();

    // Served for that origin (its cookie came with the page): the app starts, no reload.
    document.cookie = `cashdesk_socket_origin=${encodeURIComponent('https://rt.example.com')}; path=/`;
    try {
      const served = vi.fn();
      const again = vi.fn();
      await bootstrap({ render: again }, web, served);
      expect(served).not.toHaveBeenCalled();
      expect(again).toHaveBeenCalledTimes(1);
      expect(useSession.getState().user).toEqual(away);
    } finally {
      document.cookie = 'cashdesk_socket_origin=; path=/; max-age=0';
    }
  });

  it('desktop: main serves each page for the stored session, so its socket never reloads the start', async () => {
    const away = makeUser({ socket: { url: 'https://rt.example.com/loja', canal: 'loja-1' } });
    const host = fakePlatform({ session: away });
    const reload = vi.fn();
    const renderNode = vi.fn();
    await bootstrap({ render: renderNode }, host.platform, reload);
    expect(reload).not.toHaveBeenCalled();
    expect(renderNode).toHaveBeenCalledTimes(1);
  });

  it('restores a stored session, but not one without roles; brand colours become CSS variables', async () => {
    const host = fakePlatform({ session: makeUser({ role_group: [] }) });
    const { rerender } = render(<div />);
    await bootstrap({ render: (node) => rerender(<>{node}</>) }, host.platform, vi.fn());
    expect(useSession.getState().user).toBeNull();
    expect(host.stored()).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe(
      DEFAULT_BRAND.colors.primary,
    );
    expect(await screen.findByRole('button', { name: 'ACESSAR' })).toBeTruthy();

    const admin = fakePlatform({ session: ADMIN });
    await bootstrap({ render: (node) => rerender(<>{node}</>) }, admin.platform, vi.fn());
    expect(useSession.getState().user).toEqual(ADMIN);
  });
});
