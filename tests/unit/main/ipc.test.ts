import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Channels } from '../../../shared/bridge';
import { createMainCore } from '../../../main/core';
import { MORNING, newEntry, notice, ordersCache } from '../../support/offline';
import { fakeMainDeps, FakeIpcMain, USER } from './fakes';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipc-printing-'));
  dirs.push(dir);
  const f = fakeMainDeps({
    printing: { dataDir: dir, localService: false, readdir: async () => [] },
    offline: { dataDir: path.join(dir, 'offline'), now: () => MORNING },
  });
  const core = createMainCore(f.deps);
  const ipc = new FakeIpcMain();
  const dispose = core.registerIpc(ipc);
  core.start();
  return { ...f, core, ipc, dispose, win: f.windows[0]! };
}

const ALL_CHANNELS = Object.values(Channels).flatMap((d) => Object.values(d));

describe('registerIpc', () => {
  it('registers every renderer → main channel of the contract, and only those', () => {
    const { ipc } = setup();
    const registered = [...ipc.handlers.keys(), ...ipc.listeners.keys()];
    expect(registered.every((c) => (ALL_CHANNELS as string[]).includes(c))).toBe(true);
    const mainToRenderer = [
      Channels.app.systemWake,
      Channels.window.closeClick,
      Channels.attention.notificationClick,
      Channels.updater.available,
      Channels.updater.progress,
      Channels.updater.message,
      Channels.printing.queueChanged,
      Channels.printing.settingsChanged,
      Channels.printing.discoveryProgress,
      Channels.kitchen.feed,
      Channels.kitchen.serviceChanged,
      Channels.kitchen.orderProgress,
    ];
    expect(new Set(registered)).toEqual(
      new Set(ALL_CHANNELS.filter((c) => !(mainToRenderer as string[]).includes(c))),
    );
  });

  it('dispose removes everything', () => {
    const { ipc, dispose } = setup();
    dispose();
    expect(ipc.handlers.size).toBe(0);
    expect([...ipc.listeners.values()].flat()).toHaveLength(0);
  });

  it('serves app info, runtime config, settings and session', async () => {
    const { ipc } = setup();
    expect(await ipc.invoke(Channels.app.getInfo)).toEqual({
      version: '1.2.0',
      platform: 'linux',
      isPackaged: true,
    });
    expect(await ipc.invoke(Channels.app.getRuntimeConfig)).toMatchObject({
      api: { v1: 'http://127.0.0.1:4010/api/v1/' },
      brand: { name: 'Caixa Delivery' },
    });
    expect(await ipc.invoke(Channels.settings.update, { closeBehavior: 'tray' })).toMatchObject({
      closeBehavior: 'tray',
    });
    expect(await ipc.invoke(Channels.settings.get)).toMatchObject({ closeBehavior: 'tray' });
    expect(await ipc.invoke(Channels.session.load)).toBeNull();
    await ipc.invoke(Channels.session.save, USER);
    expect(await ipc.invoke(Channels.session.load)).toEqual(USER);
    await ipc.invoke(Channels.session.clear);
    expect(await ipc.invoke(Channels.session.load)).toBeNull();
    expect(await ipc.invoke(Channels.updater.getStatus)).toEqual({ state: 'idle' });
  });

  it('openExternal opens http(s) (true) and refuses anything else (false, nothing opened)', async () => {
    const { ipc, shell } = setup();
    await expect(ipc.invoke(Channels.app.openExternal, 'https://example.com')).resolves.toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/');
    for (const bad of ['file:///etc/passwd', 'javascript:alert(1)', 'mailto:a@b.c', 'notaurl', '']) {
      await expect(ipc.invoke(Channels.app.openExternal, bad)).resolves.toBe(false);
    }
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    await expect(ipc.invoke(Channels.app.openExternal, { href: 'https://x' })).rejects.toThrow(/recusada/);
  });

  const hostileInvokes: [string, unknown[]][] = [
    [Channels.app.getInfo, ['extra']],
    [Channels.app.openExternal, []],
    [Channels.app.openExternal, [42]],
    [Channels.app.openExternal, ['https://example.com/' + 'a'.repeat(5000)]],
    [Channels.settings.update, [null]],
    [Channels.settings.update, ['{"closeBehavior":"tray"}']],
    [Channels.settings.update, [{ closeBehavior: 'explode' }]],
    [Channels.settings.update, [{ sound: { volume: 11 } }]],
    [Channels.settings.update, [{ sound: { name: '../../etc/passwd' } }]],
    [Channels.settings.update, [{ window: { bounds: { x: 0 } } }]],
    [Channels.settings.update, [{ api: { origin: 'https://evil.example.com' } }]],
    [Channels.settings.update, [{ __proto__: { polluted: true }, startWithOs: 'yes' }]],
    [Channels.session.save, [{}]],
    [Channels.session.save, [{ ...USER, sessao: { hash: '', id_sessao: '1' } }]],
    [Channels.session.save, [{ ...USER, role_group: 'Lojista Admin' }]],
    [Channels.session.save, [{ ...USER, nome: 'x'.repeat(10_000) }]],
    [Channels.session.save, [USER, 'extra']],
    [Channels.updater.installNow, [true]],
  ];
  it.each(hostileInvokes)('rejects %s %j, logs it and keeps running', async (channel, args) => {
    const { ipc, log, core } = setup();
    await expect(ipc.invoke(channel, ...args)).rejects.toThrow(/Chamada recusada/);
    expect(log.has('warn', `IPC ${channel} recusado`)).toBe(true);
    expect(core.settings.get().closeBehavior).toBe('ask');
    expect(core.session.load()).toBeNull();
  });

  it('rejects calls from frames that are not ours', async () => {
    const { ipc } = setup();
    for (const event of [
      {},
      { senderFrame: null },
      { senderFrame: { url: 'https://evil.example.com/' } },
      { senderFrame: { url: 'file:///x.html' } },
    ]) {
      await expect(ipc.invokeFrom(event, Channels.session.load)).rejects.toThrow(/remetente não confiável/);
    }
  });

  it('drops bad fire-and-forget messages without side effects', () => {
    const { ipc, core, log } = setup();
    ipc.send(Channels.window.setTrayInfo, { storeName: 'Loja', pendingOrders: -1 });
    ipc.send(Channels.window.setTrayInfo, { storeName: 'Loja', extra: true });
    ipc.send(Channels.window.setTrayInfo, 'Loja');
    ipc.send(Channels.window.quit, 'now');
    ipc.sendFrom({ senderFrame: { url: 'https://evil.example.com' } }, Channels.window.quit);
    expect(core.tray.tooltip()).toBe('Caixa Delivery');
    expect(core.closeFlow.isQuitting()).toBe(false);
    expect(log.lines.filter((l) => l.includes('ignorado'))).toHaveLength(5);
  });

  it('the pending-order count reaches the updater only as a whole number; install-now needs a download', async () => {
    const { ipc, core, log, autoUpdater } = setup();
    ipc.send(Channels.updater.reportPendingOrders, 2);
    autoUpdater.emit('update-downloaded', { version: '1.3.0' });
    expect(core.updater.status()).toMatchObject({ state: 'waiting', pendingOrders: 2 });
    for (const bad of [-1, 1.5, '0', null, 1e9, Number.NaN])
      ipc.send(Channels.updater.reportPendingOrders, bad);
    ipc.send(Channels.updater.reportPendingOrders, 0, 'extra');
    expect(
      log.lines.filter((l) => l.includes(`IPC ${Channels.updater.reportPendingOrders} ignorado`)),
    ).toHaveLength(7);
    expect(core.updater.status()).toMatchObject({ state: 'waiting', pendingOrders: 2 });
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
    expect(await ipc.invoke(Channels.updater.installNow)).toBe(true);
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledOnce();
    expect(core.closeFlow.isQuitting()).toBe(true);
  });

  it('install-now without a downloaded update does nothing', async () => {
    const { ipc, autoUpdater } = setup();
    expect(await ipc.invoke(Channels.updater.installNow)).toBe(false);
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('setTrayInfo updates the tooltip; session.clear resets it', async () => {
    const { ipc, trays } = setup();
    ipc.send(Channels.window.setTrayInfo, { storeName: 'Pizzaria Bella Napoli', pendingOrders: 2 });
    expect(trays[0]!.tooltip).toBe('Caixa Delivery — Pizzaria Bella Napoli — 2 pedidos pendentes');
    await ipc.invoke(Channels.session.clear);
    expect(trays[0]!.tooltip).toBe('Caixa Delivery');
  });

  it('printing settings saved through IPC are broadcast, kept by main and checked', async () => {
    const { ipc, sent, core } = setup();
    const view = (await ipc.invoke(Channels.printing.getSettings)) as { settings: Record<string, unknown> };
    const saved = await ipc.invoke(Channels.printing.saveSettings, { ...view.settings, delay: 3000 });
    expect(saved).toMatchObject({ settings: { delay: 3000 }, qz: { certificate: '', hasPrivateKey: false } });
    expect(sent.filter(([c]) => c === Channels.printing.settingsChanged)).toHaveLength(1);
    expect(core.printing?.settings.get().delay).toBe(3000);
    await expect(
      ipc.invoke(Channels.printing.saveSettings, { ...view.settings, delay: 3500 }),
    ).rejects.toThrow(/Chamada recusada/);
    expect(core.printing?.settings.get().delay).toBe(3000);
    expect(
      await ipc.invoke(Channels.printing.printOrder, {
        id_pedido: '7',
        status: 'PA',
        pedidoObj: { itens: [] },
      }),
    ).toEqual({
      ok: false,
      error: 'Impressora não selecionada, escolha uma impressora e tente novamente.',
    });
  });

  it('a bad printer definition comes back as the list with the reason', async () => {
    const { ipc } = setup();
    const list = await ipc.invoke(Channels.printing.savePrinter, {
      name: 'Cozinha',
      connection: { kind: 'tcp', host: 'cozinha..local', port: 9100 },
      codePage: 'cp860',
    });
    expect(list).toEqual({ printers: [], problem: 'Endereço da impressora inválido.' });
  });

  it('keeps the outbox and the orders cache; logout clears the cache, not the outbox', async () => {
    const { ipc, core } = setup();
    const kept = (await ipc.invoke(Channels.offline.addToOutbox, newEntry(1))) as object;
    expect(kept).toEqual({ ...newEntry(1), seq: 0, state: 'waiting' });
    expect(await ipc.invoke(Channels.offline.addToOutbox, newEntry(1))).toEqual(kept);
    await ipc.invoke(Channels.offline.addToOutbox, newEntry(2));
    await ipc.invoke(Channels.offline.markOutboxSending, newEntry(1).id);
    await ipc.invoke(Channels.offline.removeFromOutbox, newEntry(2).id);
    expect(await ipc.invoke(Channels.offline.listOutbox)).toEqual([{ ...kept, state: 'sending' }]);
    // An action that may never wait (cancelling) is refused at main's door, as any bad payload.
    await expect(
      ipc.invoke(Channels.offline.addToOutbox, { ...newEntry(3), action: { kind: 'cancel', idPedido: '1' } }),
    ).rejects.toThrow(/Chamada recusada/);

    // A refused replay's notice is kept until dismissed; a notice without its order is refused.
    await ipc.invoke(Channels.offline.addOutboxNotice, notice(4));
    await ipc.invoke(Channels.offline.addOutboxNotice, notice(5));
    await ipc.invoke(Channels.offline.dismissOutboxNotice, notice(5).id);
    expect(await ipc.invoke(Channels.offline.listOutboxNotices)).toEqual([notice(4)]);
    await expect(
      ipc.invoke(Channels.offline.addOutboxNotice, { ...notice(6), idPedido: '' }),
    ).rejects.toThrow(/Chamada recusada/);

    await ipc.invoke(Channels.offline.saveOrdersCache, ordersCache());
    expect(await ipc.invoke(Channels.offline.loadOrdersCache, '42')).toEqual(ordersCache());
    expect(await ipc.invoke(Channels.offline.loadOrdersCache, '43')).toBeNull();
    await expect(
      ipc.invoke(Channels.offline.saveOrdersCache, { ...ordersCache(), day: 'hoje' }),
    ).rejects.toThrow(/Chamada recusada/);

    await ipc.invoke(Channels.session.save, USER);
    await ipc.invoke(Channels.session.clear);
    expect(await ipc.invoke(Channels.offline.loadOrdersCache, '42')).toBeNull();
    expect(core.offline?.outbox.list().map((e) => e.id)).toEqual([newEntry(1).id]);
  });
});
