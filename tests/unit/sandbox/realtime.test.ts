import { describe, expect, it } from 'vitest';
import { joinStore, once, sleep, useSandbox } from './helpers';

describe('sandbox realtime', () => {
  const sb = useSandbox({ login: false });

  it('joins a store room with an ack, and refuses unknown or malformed channels', async () => {
    const socket = sb.socket();
    expect(await joinStore(socket, 'loja-1')).toEqual({ ok: true });
    for (const canal of ['loja-999', 'loja-', 'outra-1', '', 'loja-1; DROP TABLE orders']) {
      expect(await joinStore(socket, canal)).toEqual({ ok: false, erro: 'Canal inválido.' });
    }
    for (const hostile of [null, 42, ['loja-1'], { $ne: null }, 'x'.repeat(10_000)]) {
      expect(await socket.timeout(3000).emitWithAck('join', hostile)).toMatchObject({ ok: false });
    }
    socket.emit('join', 'loja-1'); // without an ack callback: must not break the server
    expect(await joinStore(socket, { canal: 'loja-2' } as unknown as string)).toEqual({ ok: true });
  });

  it('limits an authenticated socket to its own store', async () => {
    const hash = await sb.login();
    const socket = sb.socket('/loja', { hash });
    expect(await joinStore(socket, 'loja-1')).toEqual({ ok: true });
    expect(await joinStore(socket, 'loja-2')).toEqual({
      ok: false,
      erro: 'Canal não permitido para esta sessão.',
    });
  });

  it('refuses a connection with an unknown session hash', async () => {
    const socket = sb.socket('/loja', { hash: 'f'.repeat(64) });
    const error = await once<Error>(socket, 'connect_error');
    expect(error.message).toBe('Sessão expirada. Faça login novamente.');
  });

  it('has a chat namespace', async () => {
    const chat = sb.socket('/chat');
    await once(chat, 'connect');
    expect(chat.connected).toBe(true);
  });

  it('drops a namespace, keeps refusing it, and lets clients back in on restore', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const chat = sb.socket('/chat');
    await once(chat, 'connect');

    const lost = once<string>(socket, 'disconnect');
    const dropped = await sb.control<{ disconnected: number }>('socket/drop', { namespace: '/loja' });
    expect(dropped.body.disconnected).toBe(1);
    expect(await lost).toBe('transport close');

    await sleep(400); // several reconnection attempts
    expect(socket.connected).toBe(false);
    const late = sb.socket();
    await sleep(200);
    expect(late.connected).toBe(false);
    if (!chat.connected) await once(chat, 'connect');
    expect(chat.connected).toBe(true);

    const back = once(socket, 'connect');
    await sb.control('socket/restore', { namespace: '/loja' });
    await back;
    expect(await joinStore(socket)).toEqual({ ok: true });
    const event = once(socket, 'loja');
    await sb.control('store', { fechado: 'S' });
    expect(await event).toEqual({ fechado: 'S' });
  });

  it('refuses the transport handshake during a full outage', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const lost = once(socket, 'disconnect');
    await sb.control('socket/drop');
    await lost;
    const fresh = sb.socket();
    const error = await once<Error>(fresh, 'connect_error');
    expect(error).toBeInstanceOf(Error);
    await sb.control('socket/restore');
    await Promise.all([once(fresh, 'connect'), once(socket, 'connect')]);
  });
});
