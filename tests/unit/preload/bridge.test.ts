import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { Channels, type CashDeskBridge } from '../../../shared/bridge';
import { createBridge, type IpcRendererLike } from '../../../preload/bridge';
import type { LiveOrder } from '../../../shared/api/live-order';
import type { PrinterDefinition } from '../../../shared/printing';
import { DEFAULT_PRINT_SETTINGS } from '../../../sandbox/print-settings/service';
import { newEntry, notice, ordersCache } from '../../support/offline';

/** ipcRenderer stand-in: records invoke/send, and emits like Electron (event object first). */
function fakeIpc() {
  const emitter = new EventEmitter();
  const ipc = {
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => 'result'),
    send: vi.fn(),
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
      emitter.on(channel, listener),
    removeListener: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
      emitter.removeListener(channel, listener),
    emit: (channel: string, ...args: unknown[]) =>
      emitter.emit(channel, { sender: 'IpcRendererEvent', ports: [] }, ...args),
    count: (channel: string) => emitter.listenerCount(channel),
  } satisfies IpcRendererLike & Record<string, unknown>;
  return ipc;
}

const USER = {
  id_estabelecimento: '1',
  id_usuario: '2',
  nome: 'N',
  company: 'C',
  role_group: [],
  sessao: { hash: 'h', id_sessao: 's' },
  socket: { url: 'http://x', canal: 'c' },
};

const PRINT_SETTINGS = { ...DEFAULT_PRINT_SETTINGS, impressorasProducao: {} };
const PRINTER: PrinterDefinition = {
  name: 'Caixa',
  connection: { kind: 'tcp', host: '192.168.0.50', port: 9100 },
  codePage: 'cp860',
};
const ORDER = { id_pedido: '48311' } as unknown as LiveOrder;

describe('createBridge', () => {
  const invokes: [string, (b: CashDeskBridge) => Promise<unknown>, string, unknown[]][] = [
    ['app.getInfo', (b) => b.app.getInfo(), Channels.app.getInfo, []],
    ['app.getRuntimeConfig', (b) => b.app.getRuntimeConfig(), Channels.app.getRuntimeConfig, []],
    [
      'app.openExternal',
      (b) => b.app.openExternal('https://x.example'),
      Channels.app.openExternal,
      ['https://x.example'],
    ],
    ['updater.getStatus', (b) => b.updater.getStatus(), Channels.updater.getStatus, []],
    ['updater.installNow', (b) => b.updater.installNow(), Channels.updater.installNow, []],
    ['settings.get', (b) => b.settings.get(), Channels.settings.get, []],
    [
      'settings.update',
      (b) => b.settings.update({ closeBehavior: 'tray' }),
      Channels.settings.update,
      [{ closeBehavior: 'tray' }],
    ],
    ['session.load', (b) => b.session.load(), Channels.session.load, []],
    ['session.save', (b) => b.session.save(USER), Channels.session.save, [USER]],
    ['session.clear', (b) => b.session.clear(), Channels.session.clear, []],
    ['printing.getSettings', (b) => b.printing.getSettings(), Channels.printing.getSettings, []],
    [
      'printing.saveSettings',
      (b) => b.printing.saveSettings(PRINT_SETTINGS),
      Channels.printing.saveSettings,
      [PRINT_SETTINGS],
    ],
    [
      'printing.setQzCredentials',
      (b) => b.printing.setQzCredentials({ privateKey: null }),
      Channels.printing.setQzCredentials,
      [{ privateKey: null }],
    ],
    ['printing.listPrinters', (b) => b.printing.listPrinters(), Channels.printing.listPrinters, []],
    [
      'printing.savePrinter',
      (b) => b.printing.savePrinter(PRINTER),
      Channels.printing.savePrinter,
      [PRINTER],
    ],
    [
      'printing.removePrinter',
      (b) => b.printing.removePrinter('Caixa'),
      Channels.printing.removePrinter,
      ['Caixa'],
    ],
    ['printing.printOrder', (b) => b.printing.printOrder(ORDER), Channels.printing.printOrder, [ORDER]],
    [
      'printing.printOrder reprint',
      (b) => b.printing.printOrder(ORDER, { reprint: true }),
      Channels.printing.printOrder,
      [ORDER, { reprint: true }],
    ],
    ['printing.reprintJob', (b) => b.printing.reprintJob('k'), Channels.printing.reprintJob, ['k']],
    ['printing.testPage', (b) => b.printing.testPage('Caixa'), Channels.printing.testPage, ['Caixa']],
    ['printing.getQueue', (b) => b.printing.getQueue(), Channels.printing.getQueue, []],
    ['offline.listOutbox', (b) => b.offline.listOutbox(), Channels.offline.listOutbox, []],
    [
      'offline.addToOutbox',
      (b) => b.offline.addToOutbox(newEntry(1)),
      Channels.offline.addToOutbox,
      [newEntry(1)],
    ],
    [
      'offline.markOutboxSending',
      (b) => b.offline.markOutboxSending('a1'),
      Channels.offline.markOutboxSending,
      ['a1'],
    ],
    [
      'offline.removeFromOutbox',
      (b) => b.offline.removeFromOutbox('a1'),
      Channels.offline.removeFromOutbox,
      ['a1'],
    ],
    [
      'offline.listOutboxNotices',
      (b) => b.offline.listOutboxNotices(),
      Channels.offline.listOutboxNotices,
      [],
    ],
    [
      'offline.addOutboxNotice',
      (b) => b.offline.addOutboxNotice(notice(1)),
      Channels.offline.addOutboxNotice,
      [notice(1)],
    ],
    [
      'offline.dismissOutboxNotice',
      (b) => b.offline.dismissOutboxNotice('a1'),
      Channels.offline.dismissOutboxNotice,
      ['a1'],
    ],
    [
      'offline.loadOrdersCache',
      (b) => b.offline.loadOrdersCache('42'),
      Channels.offline.loadOrdersCache,
      ['42'],
    ],
    [
      'offline.saveOrdersCache',
      (b) => b.offline.saveOrdersCache(ordersCache()),
      Channels.offline.saveOrdersCache,
      [ordersCache()],
    ],
    ['offline.clearOrdersCache', (b) => b.offline.clearOrdersCache(), Channels.offline.clearOrdersCache, []],
  ];
  it.each(invokes)('%s invokes its channel', async (_name, call, channel, args) => {
    const ipc = fakeIpc();
    await expect(call(createBridge(ipc))).resolves.toBe('result');
    expect(ipc.invoke).toHaveBeenCalledWith(channel, ...args);
    expect(ipc.send).not.toHaveBeenCalled();
  });

  const sends: [string, (b: CashDeskBridge) => void, string, unknown[]][] = [
    ['answerClose minimize', (b) => b.window.answerClose('minimize'), Channels.window.minimizeToTray, []],
    ['answerClose quit → toAppQuit', (b) => b.window.answerClose('quit'), 'toAppQuit', []],
    ['answerClose cancel', (b) => b.window.answerClose('cancel'), Channels.window.cancelClose, []],
    ['focus', (b) => b.window.focus(), Channels.window.focus, []],
    [
      'setTrayInfo',
      (b) => b.window.setTrayInfo({ storeName: 'Loja', pendingOrders: 2 }),
      Channels.window.setTrayInfo,
      [{ storeName: 'Loja', pendingOrders: 2 }],
    ],
    [
      'attention.notify',
      (b) => b.attention.notify({ title: 'Novo pedido', body: 'Pedido #123', target: 'pedido:123' }),
      Channels.attention.notify,
      [{ title: 'Novo pedido', body: 'Pedido #123', target: 'pedido:123' }],
    ],
    ['attention.flash(true)', (b) => b.attention.flash(true), Channels.attention.flash, [true]],
    ['attention.flash(false)', (b) => b.attention.flash(false), Channels.attention.flash, [false]],
    [
      'updater.reportPendingOrders',
      (b) => b.updater.reportPendingOrders(3),
      Channels.updater.reportPendingOrders,
      [3],
    ],
  ];
  it.each(sends)('%s sends its channel', (_name, call, channel, args) => {
    const ipc = fakeIpc();
    call(createBridge(ipc));
    expect(ipc.send).toHaveBeenCalledWith(channel, ...args);
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('answerClose ignores a choice outside the contract', () => {
    const ipc = fakeIpc();
    createBridge(ipc).window.answerClose('explode' as never);
    expect(ipc.send).not.toHaveBeenCalled();
  });

  const events: [
    string,
    (b: CashDeskBridge, cb: (p?: unknown) => void) => () => void,
    string,
    unknown,
    unknown[],
  ][] = [
    ['onCloseClick', (b, cb) => b.window.onCloseClick(() => cb()), 'on-close-click', undefined, []],
    [
      'onUpdateAvailable',
      (b, cb) => b.updater.onUpdateAvailable(cb),
      'update-available',
      { version: '1.3.0' },
      [{ version: '1.3.0' }],
    ],
    [
      'onUpdateProgress',
      (b, cb) => b.updater.onUpdateProgress(cb),
      'update-progress',
      { percent: 42 },
      [{ percent: 42 }],
    ],
    [
      'onUpdateMessage',
      (b, cb) => b.updater.onUpdateMessage(cb),
      'update-message',
      { message: 'Baixando atualização...' },
      [{ message: 'Baixando atualização...' }],
    ],
    [
      'onNotificationClick',
      (b, cb) => b.attention.onNotificationClick(cb),
      'attention:notification-click',
      'pedido:123',
      ['pedido:123'],
    ],
    [
      'printing.onQueueChanged',
      (b, cb) => b.printing.onQueueChanged(cb),
      Channels.printing.queueChanged,
      { pending: [], failed: [], printedToday: [], alerts: [] },
      [{ pending: [], failed: [], printedToday: [], alerts: [] }],
    ],
    [
      'printing.onSettingsChanged',
      (b, cb) => b.printing.onSettingsChanged(cb),
      Channels.printing.settingsChanged,
      { settings: {}, qz: { certificate: '', hasPrivateKey: false } },
      [{ settings: {}, qz: { certificate: '', hasPrivateKey: false } }],
    ],
  ];
  it.each(events)(
    '%s delivers the payload only (no event object) and unsubscribes',
    (_name, subscribe, channel, payload, expected) => {
      const ipc = fakeIpc();
      const cb = vi.fn();
      const off = subscribe(createBridge(ipc), cb);
      ipc.emit(channel, payload);
      expect(cb).toHaveBeenCalledTimes(1);
      expect(cb.mock.calls[0]).toEqual(expected);
      expect(JSON.stringify(cb.mock.calls)).not.toContain('IpcRendererEvent');
      off();
      expect(ipc.count(channel)).toBe(0);
      ipc.emit(channel, payload);
      expect(cb).toHaveBeenCalledTimes(1);
    },
  );

  it('two subscribers are independent', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc);
    const a = vi.fn();
    const b = vi.fn();
    const offA = bridge.updater.onUpdateProgress(a);
    bridge.updater.onUpdateProgress(b);
    offA();
    ipc.emit('update-progress', { percent: 5 });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith({ percent: 5 });
  });

  it('exposes named methods only: no ipcRenderer, no generic invoke/send/on', () => {
    const bridge = createBridge(fakeIpc()) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(bridge).sort()).toEqual([
      'app',
      'attention',
      'kitchen',
      'offline',
      'printing',
      'session',
      'settings',
      'updater',
      'window',
    ]);
    for (const domain of Object.values(bridge)) {
      for (const [name, value] of Object.entries(domain)) {
        expect(typeof value).toBe('function');
        expect(['invoke', 'send', 'on', 'ipcRenderer', 'removeListener']).not.toContain(name);
      }
    }
  });
});
