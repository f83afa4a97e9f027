// The way the e2e harness drives main: createMainCore with fakes, registerIpc on a fake ipcMain,
// main → renderer through `send`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Channels } from '../../../shared/bridge';
import { createMainCore } from '../../../main/core';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { FakePowerMonitor } from '../../support/power-monitor';
import { sign } from 'node:crypto';
import { sandboxApiBases } from '../../../shared/config';
import {
  fakeMainDeps,
  FakeIpcMain,
  FakeWebContents,
  preventable,
  TEST_FEED_KEYS,
  TEST_FEED_PUBLIC_KEY,
  USER,
} from './fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(overrides: Parameters<typeof fakeMainDeps>[0] = {}) {
  const f = fakeMainDeps(overrides);
  const core = createMainCore(f.deps);
  const ipc = new FakeIpcMain();
  core.registerIpc(ipc);
  core.start();
  return { ...f, core, ipc, win: f.windows[0]! };
}

describe('createMainCore', () => {
  it('start() opens the hardened window, the tray and the updater', () => {
    const { win, trays, autoUpdater, app } = setup();
    expect(win.options?.webPreferences.sandbox).toBe(true);
    expect(win.loaded).toEqual(['app://bundle/index.html']);
    expect(win.webContents.openHandler).not.toBeNull();
    expect(trays).toHaveLength(1);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledOnce();
    expect(app.listenerCount('before-quit')).toBe(1);
  });

  it('the security policy covers every webContents: the main window and one created later (a print window)', () => {
    const { win, app, shell } = setup();
    const print = new FakeWebContents();
    print.url = 'data:text/html;charset=utf-8,cupom';
    app.emit('web-contents-created', {}, print);
    for (const contents of [win.webContents, print]) {
      for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview', 'before-input-event'])
        expect(contents.listenerCount(event), event).toBe(1);
      expect(contents.openHandler).not.toBeNull();
    }
    const e = preventable();
    print.emit('will-redirect', e, 'https://example.com/');
    expect(e.defaultPrevented).toBe(true);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('the updater checks the feed signature with the key built into the bundle before any download', async () => {
    vi.useRealTimers();
    const feed = JSON.stringify({
      version: '1.3.0',
      files: [{ url: 'Caixa-1.3.0.AppImage', sha512: 'c2lnbmVk', size: 10 }],
      path: 'Caixa-1.3.0.AppImage',
      sha512: 'c2lnbmVk',
    });
    const signature = sign(null, Buffer.from(feed), TEST_FEED_KEYS.privateKey).toString('base64');
    let served = { feed, signature };
    const asked: string[] = [];
    const { autoUpdater, core } = setup({
      arch: 'x64',
      fetchUpdateFeed: async (url) => {
        asked.push(url);
        return Buffer.from(url.endsWith('.sig') ? served.signature : served.feed);
      },
    });
    expect(await autoUpdater.isUpdateSupported(JSON.parse(feed))).toBe(true);
    expect(asked.sort()).toEqual([
      'https://updates.example.com/caixa/latest-linux.yml',
      'https://updates.example.com/caixa/latest-linux.yml.sig',
    ]);
    const tampered = feed.replace('c2lnbmVk', 'ZXZpbA');
    served = { feed: tampered, signature };
    expect(await autoUpdater.isUpdateSupported(JSON.parse(tampered))).toBe(false);
    expect(core.updater.status()).toEqual({ state: 'error', message: 'assinatura da atualização inválida' });
  });

  it('update settings in the editable config beside the app are ignored: no bundled feed, no updater', () => {
    const { autoUpdater } = setup({
      bundledConfig: {},
      packagedConfig: {
        api: sandboxApiBases('http://127.0.0.1:4010'),
        updates: { url: 'https://evil.example/feed/', publicKey: TEST_FEED_PUBLIC_KEY },
      },
    });
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(autoUpdater.feed).toBeNull();
  });

  it('an install that cannot update itself starts no updater', () => {
    const { autoUpdater, log } = setup({ cannotSelfUpdate: 'versão portátil' });
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(log.has('info', 'versão portátil')).toBe(true);
  });

  it('updater events reach the renderer', () => {
    const { autoUpdater, sent } = setup();
    autoUpdater.emit('update-available', { version: '1.3.0' });
    autoUpdater.emit('download-progress', { percent: 42 });
    expect(sent).toEqual([
      [Channels.updater.available, { version: '1.3.0' }],
      [Channels.updater.message, { message: 'Baixando atualização...', kind: 'info' }],
      [Channels.updater.progress, { percent: 42 }],
    ]);
  });

  it('a wake from sleep reaches the renderer; stop() stops listening to the power monitor', async () => {
    const powerMonitor = new FakePowerMonitor();
    let wall = 1_000_000;
    const { core, sent } = setup({ powerMonitor, clocks: { wall: () => wall, monotonic: () => 0 } });
    powerMonitor.suspend();
    wall += 8 * 3_600_000;
    powerMonitor.resume();
    expect(sent).toContainEqual([Channels.app.systemWake, { reason: 'resume', awayMs: 8 * 3_600_000 }]);
    await core.stop();
    expect(powerMonitor.listenerCount('resume')).toBe(0);
  });

  it('installing an update quits without the close prompt', async () => {
    const { autoUpdater, win, sent } = setup();
    autoUpdater.emit('update-downloaded', { version: '1.3.0' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledOnce();
    expect(win.clickClose()).toBe(false); // quitAndInstall closes the windows before before-quit
    expect(sent.map(([c]) => c)).not.toContain(Channels.window.closeClick);
  });

  it('no updater in development', () => {
    const { autoUpdater } = setup({ app: Object.assign(fakeMainDeps().app, { isPackaged: false }) });
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
  });

  it('close → on-close-click → toAppQuit quits', () => {
    const { win, sent, ipc, app } = setup();
    expect(win.clickClose()).toBe(true);
    expect(sent).toContainEqual([Channels.window.closeClick, undefined]);
    ipc.send(Channels.window.quit);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(win.clickClose()).toBe(false);
  });

  it('close → Minimizar hides to the tray; tray click brings it back', () => {
    const { win, ipc, trays } = setup();
    win.visible = true;
    win.clickClose();
    ipc.send(Channels.window.minimizeToTray);
    expect(win.isVisible()).toBe(false);
    trays[0]!.emit('click');
    expect(win.isVisible()).toBe(true);
  });

  it('a silent renderer gets the native dialog after 2 s', async () => {
    const { win, dialog } = setup();
    win.clickClose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
  });

  it("tray 'Sair' quits without a prompt", () => {
    const { trays, app, win, sent } = setup();
    const menu = trays[0]!.menu as { label?: string; click?: () => void }[];
    menu.find((i) => i.label === 'Sair')?.click?.();
    expect(app.quit).toHaveBeenCalledOnce();
    expect(win.clickClose()).toBe(false);
    expect(sent.map(([c]) => c)).not.toContain(Channels.window.closeClick);
  });

  it('before-quit (OS shutdown, Cmd+Q) lets the window close', () => {
    const { app, win } = setup();
    app.emit('before-quit');
    expect(win.clickClose()).toBe(false);
  });

  it('a second launch restores and focuses the window', () => {
    const f = fakeMainDeps();
    const core = createMainCore(f.deps);
    expect(core.acquireSingleInstance()).toBe(true);
    core.start();
    const win = f.windows[0]!;
    win.minimized = true;
    f.app.emit('second-instance');
    expect(win.isMinimized()).toBe(false);
    expect(win.isVisible()).toBe(true);
    expect(win.focused).toBe(1);
  });

  it('the CSP allows the API, QZ Tray and the saved store socket', () => {
    const { core } = setup({ env: { CASHDESK_API_ORIGIN: 'http://127.0.0.1:4010' } });
    core.session.save({ ...USER, socket: { url: 'https://socket.example.com/loja', canal: 'c' } });
    const csp = core.csp();
    expect(csp).toContain('http://127.0.0.1:4010');
    expect(csp).toContain('wss://localhost:8181');
    expect(csp).toContain('wss://socket.example.com');
    expect(csp).toContain("script-src 'self'");
  });

  it('a `https://*` or plain ws: socket from the login never reaches the packaged CSP', () => {
    const { core } = setup({ env: { CASHDESK_API_ORIGIN: 'http://127.0.0.1:4010' } });
    const connect = () =>
      core
        .csp()
        .split('; ')
        .find((d) => d.startsWith('connect-src'));
    const before = connect();
    for (const url of ['https://*', 'wss://*/loja', 'ws://rt.example.com/loja', 'https://u@rt.example.com']) {
      core.session.save({ ...USER, socket: { url, canal: 'c' } });
      expect(connect(), url).toBe(before);
    }
    expect(before).not.toContain('*');
  });

  it('without API config the window still opens with empty bases', async () => {
    const { core, win, log } = setup({ env: {}, packagedConfig: {} });
    expect(win.loaded).toHaveLength(1);
    expect(core.runtimeConfig().api.v1).toBe('');
    expect(log.has('error', 'Nenhuma configuração de API')).toBe(true);
  });

  it('the dev URL is loaded (unpackaged only) and trusted as an IPC sender', async () => {
    const app = Object.assign(fakeMainDeps().app, { isPackaged: false });
    const { win, ipc } = setup({ app, env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' } });
    expect(win.loaded).toEqual(['http://localhost:5173']);
    await expect(
      ipc.invokeFrom({ senderFrame: { url: 'http://localhost:5173/#/x' } }, Channels.app.getInfo),
    ).resolves.toBeTruthy();

    const packaged = setup({ env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' } });
    expect(packaged.win.loaded).toEqual(['app://bundle/index.html']);
  });

  it('builds printing from deps.printing: the journal starts with start() and stop() records it', async () => {
    vi.useRealTimers();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-printing-'));
    try {
      const { core } = setup({
        printing: { dataDir: dir, localService: false, readdir: async () => [] },
        env: {
          CASHDESK_DEV_PRINTERS: JSON.stringify([{ name: 'Virtual', host: '127.0.0.1', port: 9 }]),
          CASHDESK_DEV_PRINT_SETTINGS: JSON.stringify({ ...DEFAULT_LOCAL_PRINT_SETTINGS, qtdeCopia: 3 }),
        },
      });
      expect(core.printing).toBeDefined();
      // Packaged builds never take development printers or settings.
      expect((await core.printing?.registry.list())?.printers.map((p) => p.name)).toEqual([]);
      expect(core.printing?.settings.get()).toEqual(DEFAULT_LOCAL_PRINT_SETTINGS);
      await core.stop();
      expect(fs.existsSync(path.join(dir, 'print-journal.json'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('logout (session:clear) clears the print copies of printed tickets, through the print service', async () => {
    vi.useRealTimers();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-logout-'));
    try {
      const { core, ipc } = setup({
        printing: { dataDir: dir, localService: false, readdir: async () => [] },
      });
      const cleared = vi.spyOn(core.printing!.service, 'clearPrintedCopies');
      await ipc.invoke(Channels.session.clear);
      expect(cleared).toHaveBeenCalledOnce();
      await core.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('quitting waits for a send in flight at most drainMs; an update install does not wait at all', async () => {
    vi.useRealTimers();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-drain-'));
    try {
      let sends = 0;
      const hanging = () => ({
        format: 'escpos' as const,
        send: () => {
          sends += 1;
          return new Promise<void>(() => undefined);
        },
      });
      const run = async (installing: boolean) => {
        const { core, autoUpdater } = setup({
          printing: {
            dataDir: path.join(dir, String(installing)),
            localService: false,
            readdir: async () => [],
            transports: { tcp: hanging },
          },
        });
        core.printing?.registry.save({
          name: 'Caixa',
          connection: { kind: 'tcp', host: '127.0.0.1', port: 9100 },
          codePage: 'cp860',
        });
        await core.printing?.settings.save({ ...DEFAULT_LOCAL_PRINT_SETTINGS, impressorasCaixa: ['Caixa'] });
        const before = sends;
        core.printing?.service.printOrder({ id_pedido: '1', itens: [] } as never);
        while (sends === before) await new Promise((r) => setTimeout(r, 5));
        if (installing) {
          autoUpdater.emit('update-downloaded', { version: '9.9.9' });
          // A ticket is being sent: the install waits for it, unless staff choose 'Instalar agora'.
          expect(core.updater.status()).toMatchObject({ state: 'waiting', printing: true });
          expect(core.updater.installNow()).toBe(true);
          expect(autoUpdater.quitAndInstall).toHaveBeenCalled();
        }
        const started = Date.now();
        await core.stop({ drainMs: 300 });
        return Date.now() - started;
      };
      const capped = await run(false);
      expect(capped).toBeGreaterThanOrEqual(250);
      expect(capped).toBeLessThan(1500);
      expect(await run(true)).toBeLessThan(100);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the tray names a printer that reports paper out, from the print queue main already keeps', async () => {
    vi.useRealTimers();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-tray-problem-'));
    try {
      let status: 'ok' | 'paper-out' = 'paper-out';
      const { core } = setup({
        printing: {
          dataDir: dir,
          localService: false,
          readdir: async () => [],
          queueThrottleMs: 0,
          transports: {
            tcp: () => ({
              format: 'escpos' as const,
              send: async () => undefined,
              status: async () => status,
            }),
          },
        },
      });
      core.printing?.registry.save({
        name: 'Balcão',
        connection: { kind: 'tcp', host: '127.0.0.1', port: 9100 },
        codePage: 'cp860',
      });
      await core.printing?.settings.save({ ...DEFAULT_LOCAL_PRINT_SETTINGS, impressorasCaixa: ['Balcão'] });
      core.printing?.service.printOrder({ id_pedido: '1', itens: [] } as never);
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
        expect(check()).toBe(true);
      };
      await until(() => core.tray.tooltip().includes('Impressora Balcão sem papel'));
      status = 'ok';
      await until(() => !core.tray.tooltip().includes('Impressora Balcão'));
      await core.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a failed update install clears the quitting state: the close prompt works again', async () => {
    const { core, autoUpdater } = setup();
    autoUpdater.emit('update-downloaded', { version: '9.9.9' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(core.closeFlow.isQuitting()).toBe(true);
    autoUpdater.emit('error', new Error('instalador recusado'));
    expect(core.closeFlow.isQuitting()).toBe(false);
  });

  it('a development build lists the printers of CASHDESK_DEV_PRINTERS', async () => {
    vi.useRealTimers();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-printing-'));
    try {
      const f = fakeMainDeps({
        printing: { dataDir: dir, localService: false, readdir: async () => [] },
        env: {
          CASHDESK_DEV_PRINTERS: JSON.stringify([{ name: 'Virtual', host: '127.0.0.1', port: 9 }]),
          CASHDESK_DEV_PRINT_SETTINGS: JSON.stringify({
            ...DEFAULT_LOCAL_PRINT_SETTINGS,
            impressorasCaixa: ['Virtual'],
          }),
        },
      });
      const core = createMainCore({ ...f.deps, app: Object.assign(f.deps.app, { isPackaged: false }) });
      const list = await core.printing?.registry.list();
      expect(list?.printers.map((p) => [p.name, p.detail])).toEqual([['Virtual', '127.0.0.1:9']]);
      expect(core.printing?.settings.get().impressorasCaixa).toEqual(['Virtual']);
      await core.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without deps.printing there is no printing domain', () => {
    const { core, ipc } = setup();
    expect(core.printing).toBeUndefined();
    expect(ipc.handlers.has(Channels.printing.getSettings)).toBe(false);
  });
});
