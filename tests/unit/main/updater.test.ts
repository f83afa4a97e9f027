import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Channels, type UpdateStatus } from '../../../shared/bridge';
import { systemTimers } from '../../../main/timers';
import { createUpdater, UPDATE_MESSAGES, type UpdaterDeps } from '../../../main/updater/updater';
import { FakeAutoUpdater } from './fakes';
import { createMemoryLogger } from '../../support/logger';

function setup(overrides: Partial<UpdaterDeps> = {}) {
  const autoUpdater = new FakeAutoUpdater();
  const sent: [string, unknown][] = [];
  const log = createMemoryLogger();
  const beforeInstall = vi.fn();
  const updater = createUpdater({
    autoUpdater,
    send: (channel, payload) => sent.push([channel, payload]),
    channels: Channels.updater,
    log,
    timers: systemTimers,
    isPackaged: true,
    feedUrl: 'https://updates.example.com/caixa/',
    intervalHours: 4,
    beforeInstall,
    installDelayMs: 1000,
    // Every feed counts as signed here; the signature itself: feed-signature.test.ts.
    verifyFeed: async () => null,
    ...overrides,
  });
  const statuses: UpdateStatus[] = [];
  updater.subscribe((s) => statuses.push(s));
  return { autoUpdater, sent, log, beforeInstall, updater, statuses };
}

describe('updater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an install that cannot update itself (a Linux .deb) checks nothing and says why; the AppImage does', () => {
    const deb = setup({ cannotSelfUpdate: 'instalação .deb (atualize instalando o novo .deb)' });
    expect(deb.updater.start()).toBe(false);
    expect(deb.autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(deb.log.has('info', '.deb')).toBe(true);
    const appImage = setup({ cannotSelfUpdate: null });
    expect(appImage.updater.start()).toBe(true);
    expect(appImage.autoUpdater.checkForUpdates).toHaveBeenCalledOnce();
    appImage.updater.stop();
  });

  it('is disabled (and logged) when not packaged', () => {
    const { updater, autoUpdater, log } = setup({ isPackaged: false });
    expect(updater.start()).toBe(false);
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(log.has('info', 'não empacotado')).toBe(true);
  });

  it('a packaged build refuses a feed that is not https (disabled, logged)', () => {
    const { updater, autoUpdater, log } = setup({ feedUrl: 'http://updates.example.com/caixa/' });
    expect(updater.start()).toBe(false);
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(log.has('error', 'precisa ser https')).toBe(true);
  });

  it('is disabled (and logged) when the feed URL is empty', () => {
    const { updater, autoUpdater, log } = setup({ feedUrl: '' });
    expect(updater.start()).toBe(false);
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(log.has('warn', 'updates.url vazio')).toBe(true);
  });

  it("uses electron-builder's app-update.yml when updates.url is empty", () => {
    const { updater, autoUpdater } = setup({ feedUrl: '', builtInFeed: true });
    expect(updater.start()).toBe(true);
    expect(autoUpdater.feed).toBeNull();
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledOnce();
  });

  it('sets the generic feed, checks at start and every N hours', async () => {
    const { updater, autoUpdater } = setup({ intervalHours: 2 });
    expect(updater.start()).toBe(true);
    expect(autoUpdater.feed).toEqual({ provider: 'generic', url: 'https://updates.example.com/caixa/' });
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(2);
    updater.stop();
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('turns events into one status stream and the spec messages', async () => {
    const { updater, autoUpdater, sent, statuses, beforeInstall } = setup();
    updater.start();
    autoUpdater.emit('checking-for-update');
    autoUpdater.emit('update-available', { version: '1.3.0' });
    autoUpdater.emit('download-progress', {
      percent: 41.5,
      transferred: 415,
      total: 1000,
      bytesPerSecond: 100,
    });
    autoUpdater.emit('download-progress', { percent: 180 });
    autoUpdater.emit('update-downloaded', { version: '1.3.0' });

    expect(statuses).toEqual([
      { state: 'checking' },
      { state: 'available', version: '1.3.0' },
      { state: 'downloading', version: '1.3.0', percent: 41.5 },
      { state: 'downloading', version: '1.3.0', percent: 100 },
      { state: 'downloaded', version: '1.3.0' },
    ]);
    expect(sent).toEqual([
      ['update-available', { version: '1.3.0' }],
      ['update-message', { message: 'Baixando atualização...', kind: 'info' }],
      ['update-progress', { percent: 41.5, transferred: 415, total: 1000, bytesPerSecond: 100 }],
      ['update-progress', { percent: 100 }],
      ['update-message', { message: 'Instalando atualização...', kind: 'info' }],
    ]);
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(beforeInstall).toHaveBeenCalledOnce();
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledWith(true, true);
    expect(beforeInstall.mock.invocationCallOrder[0]!).toBeLessThan(
      autoUpdater.quitAndInstall.mock.invocationCallOrder[0]!,
    );
  });

  it('update-not-available goes back to idle quietly', () => {
    const { updater, autoUpdater, sent } = setup();
    updater.start();
    autoUpdater.emit('checking-for-update');
    autoUpdater.emit('update-not-available', { version: '1.2.0' });
    expect(updater.status()).toEqual({ state: 'idle' });
    expect(sent).toEqual([]);
  });

  it('one failure reported by both the error event and the rejected promise is sent once', async () => {
    const { updater, autoUpdater, sent, log } = setup();
    autoUpdater.checkForUpdates.mockImplementation(async () => {
      autoUpdater.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED\nstack...'));
      throw new Error('net::ERR_INTERNET_DISCONNECTED\nstack...');
    });
    updater.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.status()).toEqual({ state: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(sent).toEqual([
      [
        'update-message',
        { message: UPDATE_MESSAGES.failed('net::ERR_INTERNET_DISCONNECTED'), kind: 'error' },
      ],
    ]);
    expect(log.has('error', 'Falha na atualização')).toBe(true);
  });

  it('a rejected check alone (no error event) is handled too, and the next check retries', async () => {
    const { updater, autoUpdater, sent } = setup({ intervalHours: 1 });
    autoUpdater.checkForUpdates.mockRejectedValueOnce('HTTP 404');
    updater.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.status()).toEqual({ state: 'error', message: 'HTTP 404' });
    expect(sent.filter(([c]) => c === 'update-message')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('an error while downloading leaves the update screen with an error message', () => {
    const { updater, autoUpdater, sent } = setup();
    updater.start();
    autoUpdater.emit('update-available', { version: '1.3.0' });
    autoUpdater.emit('error', new Error('sha512 checksum mismatch'));
    expect(updater.status().state).toBe('error');
    expect(sent.at(-1)).toEqual([
      'update-message',
      { message: UPDATE_MESSAGES.failed('sha512 checksum mismatch'), kind: 'error' },
    ]);
  });

  it('a throwing quitAndInstall is reported, not thrown', async () => {
    const { updater, autoUpdater } = setup();
    autoUpdater.quitAndInstall.mockImplementation(() => {
      throw new Error('installer missing');
    });
    updater.start();
    autoUpdater.emit('update-downloaded', { version: '1.3.0' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(updater.status()).toEqual({ state: 'error', message: 'installer missing' });
  });

  it('does not start another check while an update is downloading', async () => {
    const { updater, autoUpdater } = setup({ intervalHours: 1 });
    updater.start();
    autoUpdater.emit('update-available', { version: '1.3.0' });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1);
  });

  describe('a downloaded update installs when the desk is idle', () => {
    it('waits while orders are pending, and installs once none is', async () => {
      const { updater, autoUpdater, sent, beforeInstall } = setup();
      updater.start();
      updater.setPendingOrders(2);
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status()).toEqual({
        state: 'waiting',
        version: '1.3.0',
        pendingOrders: 2,
        printing: false,
      });
      expect(sent.at(-1)).toEqual(['update-message', { message: UPDATE_MESSAGES.waiting, kind: 'info' }]);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
      // The count changes: the status follows (the renderer reads it on each message).
      updater.setPendingOrders(1);
      expect(updater.status()).toMatchObject({ state: 'waiting', pendingOrders: 1 });
      updater.setPendingOrders(0);
      expect(updater.status()).toEqual({ state: 'downloaded', version: '1.3.0' });
      expect(sent.at(-1)).toEqual(['update-message', { message: UPDATE_MESSAGES.installing, kind: 'info' }]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(beforeInstall).toHaveBeenCalledOnce();
      expect(autoUpdater.quitAndInstall).toHaveBeenCalledWith(true, true);
    });

    it('waits while the print queue has a ticket waiting or printing (re-checked every few seconds)', async () => {
      let printing = true;
      const { updater, autoUpdater } = setup({ printQueueBusy: () => printing, recheckMs: 3000 });
      updater.start();
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status()).toEqual({
        state: 'waiting',
        version: '1.3.0',
        pendingOrders: 0,
        printing: true,
      });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
      printing = false;
      await vi.advanceTimersByTimeAsync(3000);
      expect(updater.status().state).toBe('downloaded');
      await vi.advanceTimersByTimeAsync(1000);
      expect(autoUpdater.quitAndInstall).toHaveBeenCalledOnce();
    });

    it('installs when no order is pending and the print queue is empty', async () => {
      const { updater, autoUpdater } = setup({ printQueueBusy: () => false });
      updater.start();
      updater.setPendingOrders(0);
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status()).toEqual({ state: 'downloaded', version: '1.3.0' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(autoUpdater.quitAndInstall).toHaveBeenCalledOnce();
    });

    it("an order that comes in during the 'Instalando atualização...' pause puts the install back to waiting", async () => {
      const { updater, autoUpdater } = setup();
      updater.start();
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status().state).toBe('downloaded');
      updater.setPendingOrders(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
      expect(updater.status()).toMatchObject({ state: 'waiting', pendingOrders: 1 });
    });

    it("'Instalar agora' installs at once, orders pending and tickets in the queue or not", () => {
      const { updater, autoUpdater, beforeInstall, log } = setup({ printQueueBusy: () => true });
      updater.start();
      expect(updater.installNow()).toBe(false); // nothing downloaded yet
      updater.setPendingOrders(3);
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status().state).toBe('waiting');
      expect(updater.installNow()).toBe(true);
      expect(beforeInstall).toHaveBeenCalledOnce();
      expect(autoUpdater.quitAndInstall).toHaveBeenCalledWith(true, true);
      expect(log.has('info', 'Instalar agora: atualização 1.3.0 (3 pedido(s) pendente(s))')).toBe(true);
      expect(updater.installNow()).toBe(false); // already installing
    });

    it('a failed install (now or later) reports the error and clears the installing state', async () => {
      const onInstallFailed = vi.fn();
      const { updater, autoUpdater } = setup({ onInstallFailed });
      autoUpdater.quitAndInstall.mockImplementation(() => {
        throw new Error('instalador recusado');
      });
      updater.start();
      updater.setPendingOrders(1);
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.installNow()).toBe(true);
      expect(onInstallFailed).toHaveBeenCalledOnce();
      expect(updater.status()).toEqual({ state: 'error', message: 'instalador recusado' });
      // Nothing is left waiting to install by itself.
      updater.setPendingOrders(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(autoUpdater.quitAndInstall).toHaveBeenCalledOnce();
    });

    it('a print queue that cannot be read counts as busy (logged)', () => {
      const { updater, autoUpdater, log } = setup({
        printQueueBusy: () => {
          throw new Error('journal stopped');
        },
      });
      updater.start();
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status()).toMatchObject({ state: 'waiting', printing: true });
      expect(log.has('warn', 'Fila de impressão indisponível')).toBe(true);
    });

    it('garbage counts are read as whole numbers ≥ 0', () => {
      const { updater, autoUpdater } = setup();
      updater.start();
      updater.setPendingOrders(2.7);
      autoUpdater.emit('update-downloaded', { version: '1.3.0' });
      expect(updater.status()).toMatchObject({ pendingOrders: 2 });
      updater.setPendingOrders(Number.NaN);
      expect(updater.status().state).toBe('downloaded');
    });
  });

  it('stop() removes its listeners from the autoUpdater', () => {
    const { updater, autoUpdater } = setup();
    updater.start();
    expect(autoUpdater.listenerCount('error')).toBe(1);
    updater.stop();
    expect(autoUpdater.listenerCount('error')).toBe(0);
  });
});
