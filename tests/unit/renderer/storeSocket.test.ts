import { afterEach, describe, expect, it, vi } from 'vitest';
import type { io } from 'socket.io-client';
import { JOIN_ACK_TIMEOUT_MS, connectStoreSocket } from '../../../renderer/src/realtime/storeSocket';

function fakeIo() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    on: vi.fn((name: string, cb: (...args: unknown[]) => void) => handlers.set(name, cb)),
    // The server acks every join (tests that need another answer replace this).
    emit: vi.fn((name: string, _canal?: unknown, ack?: (r: unknown) => void) => {
      if (name === 'join') ack?.({ ok: true });
    }),
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
  };
  const connect = vi.fn(() => socket);
  const fire = (name: string, ...args: unknown[]) => handlers.get(name)?.(...args);
  return { connect: connect as unknown as typeof io, calls: connect, socket, fire };
}

const handlers = () => ({ onLoja: vi.fn(), onStatus: vi.fn(), onPedido: vi.fn() });

describe('store socket', () => {
  it('connects to the namespace URL, reconnecting forever with a 1–5 s delay, and joins on every connect', () => {
    const f = fakeIo();
    const h = handlers();
    connectStoreSocket({ url: 'http://x.test/loja', canal: 'loja-1', hash: 'h', connect: f.connect }, h);
    expect(f.calls).toHaveBeenCalledWith('http://x.test/loja', {
      auth: { hash: 'h' },
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    f.fire('connect');
    f.fire('disconnect');
    f.fire('connect');
    expect(f.socket.emit.mock.calls.map((c) => [c[0], c[1], typeof c[2]])).toEqual([
      ['join', 'loja-1', 'function'],
      ['join', 'loja-1', 'function'],
    ]);
    expect(h.onStatus.mock.calls).toEqual([[true], [false], [true]]);
  });

  it.each([
    [{ fechado: 'S' }, { fechado: 'S' }],
    [{ fechado: 'N', extra: 1 }, { fechado: 'N' }],
    [{ fechado: true }, { fechado: 'S' }],
    [{}, null],
    [{ fechado: 'talvez' }, null],
    ['S', null],
    [null, null],
  ])("'loja' %j → %j", (payload, expected) => {
    const f = fakeIo();
    const h = handlers();
    connectStoreSocket({ url: 'http://x.test/loja', canal: 'loja-1', connect: f.connect }, h);
    f.fire('loja', payload);
    if (expected) expect(h.onLoja).toHaveBeenCalledWith(expected);
    else expect(h.onLoja).not.toHaveBeenCalled();
  });

  it("'pedido' goes to onPedido unvalidated; disconnect cleans up", () => {
    const f = fakeIo();
    const h = handlers();
    const off = connectStoreSocket({ url: 'http://x.test/loja', canal: 'loja-1', connect: f.connect }, h);
    f.fire('pedido', { tipo: 'novo' });
    f.fire('pedido', 'lixo');
    expect(h.onPedido.mock.calls).toEqual([[{ tipo: 'novo' }], ['lixo']]);
    expect(h.onLoja).not.toHaveBeenCalled();
    off();
    expect(f.socket.disconnect).toHaveBeenCalled();
  });

  it.each([
    ['', 'loja-1'],
    ['/loja', 'loja-1'],
    ['javascript:alert(1)', 'loja-1'],
    ['http://x.test/loja', ''],
  ])('no usable url/canal (%j, %j) → no connection', (url, canal) => {
    const f = fakeIo();
    connectStoreSocket({ url, canal, connect: f.connect }, handlers())();
    expect(f.calls).not.toHaveBeenCalled();
  });
});

describe('live only once the room is joined', () => {
  /** Keeps the join's ack callback for the test to call (or not). */
  function holdJoinAck(f: ReturnType<typeof fakeIo>) {
    const held: { ack?: (r: unknown) => void } = {};
    f.socket.emit.mockImplementation((_n: string, _c?: unknown, cb?: (r: unknown) => void) => {
      held.ack = cb;
    });
    return held;
  }

  /** Connects to `canal` and fires the socket's connect, which asks to join the room. */
  function joinOnConnect(f: ReturnType<typeof fakeIo>, canal = 'loja-1') {
    const h = handlers();
    connectStoreSocket({ url: 'http://x.test/loja', canal, connect: f.connect }, h);
    f.fire('connect');
    return h;
  }

  afterEach(() => vi.useRealTimers());

  it('connected but not yet acked: not live; the ack makes it live', () => {
    const f = fakeIo();
    const held = holdJoinAck(f);
    const h = joinOnConnect(f);
    expect(h.onStatus).not.toHaveBeenCalled();
    held.ack?.({ ok: true });
    held.ack?.({ ok: true });
    expect(h.onStatus.mock.calls).toEqual([[true]]);
  });

  it('a refused join stays not live (the list keeps polling) and is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const f = fakeIo();
    f.socket.emit.mockImplementation((_n: string, _c?: unknown, cb?: (r: unknown) => void) =>
      cb?.({ ok: false, erro: 'Canal não permitido para esta sessão.' }),
    );
    const h = joinOnConnect(f, 'loja-9');
    expect(h.onStatus).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a server that never acks is taken as joined after the timeout', () => {
    vi.useFakeTimers();
    const f = fakeIo();
    f.socket.emit.mockImplementation(() => undefined);
    const h = joinOnConnect(f);
    vi.advanceTimersByTime(JOIN_ACK_TIMEOUT_MS - 1);
    expect(h.onStatus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.onStatus.mock.calls).toEqual([[true]]);
  });

  it('an ack that arrives after the disconnect is ignored', () => {
    const f = fakeIo();
    const held = holdJoinAck(f);
    const h = joinOnConnect(f);
    f.fire('disconnect');
    held.ack?.({ ok: true });
    expect(h.onStatus.mock.calls).toEqual([[false]]);
  });
});
