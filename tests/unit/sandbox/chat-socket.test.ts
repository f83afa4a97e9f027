import { describe, expect, it } from 'vitest';
import { chatOrder, chatSocket, orderWhere, type Incoming, type Msg } from './chat-delivery-helpers';
import { collect, eventually, once, sleep, useSandbox } from './helpers';

type Ack = { ok: true; conversation_id: string; message?: Msg } | { ok: false; erro: string };

describe('chat socket /chat', () => {
  const sb = useSandbox();

  it.each([
    ['unknown hash', { hash: 'nao-e-uma-sessao' }],
    ['hash not a string', { hash: 42 }],
    ['empty hash', { hash: '' }],
  ])('refuses the handshake with %s', async (_name, auth) => {
    const s = sb.socket('/chat', auth as Record<string, unknown>);
    const err = await once<Error>(s, 'connect_error');
    expect(err.message).toBe('Sessão expirada. Faça login novamente.');
  });

  it('without a hash a socket connects but can neither join nor send', async () => {
    const o = await chatOrder(sb);
    const s = sb.socket('/chat');
    await once(s, 'connect');
    const noSession = { ok: false, erro: 'Sessão expirada. Faça login novamente.' };
    expect(await s.timeout(3000).emitWithAck('socket-merchant', { order_id: o.id_pedido })).toEqual(
      noSession,
    );
    const opened = await sb.control<{ conversation_id: string }>('chat/message', {
      id_pedido: o.id_pedido,
      text: 'oi',
    });
    expect(
      await s.timeout(3000).emitWithAck('merchant-client-message', {
        conversation_id: opened.body.conversation_id,
        message: 'oi',
      }),
    ).toEqual(noSession);
  });

  it('joins, sends (acked with the stored message) and receives each customer message once', async () => {
    const o = await chatOrder(sb);
    const s = await chatSocket(sb);
    const joined = (await s.timeout(3000).emitWithAck('socket-merchant', { order_id: o.id_pedido })) as Ack;
    expect(joined).toMatchObject({ ok: true });
    const conversationId = (joined as { conversation_id: string }).conversation_id;
    await sb.call('/api/v1/chat/createSocketConnection', {
      hash: sb.hash,
      form: { merchant_socket_id: s.id ?? '', id_estabelecimento: '1' },
    });

    const hostile = '<img src=x onerror=alert(1)> "aspas" \'simples\' & 🍕';
    const ack = (await s.timeout(3000).emitWithAck('merchant-client-message', {
      conversation_id: conversationId,
      message: hostile,
    })) as Ack;
    expect(ack).toMatchObject({
      ok: true,
      conversation_id: conversationId,
      message: { text: hostile, user: { _id: '1' } },
    });

    const seen = collect<Incoming>(s, 'client-merchant-message');
    await sb.control('chat/message', { id_pedido: o.id_pedido, text: 'Pode mandar sem cebola?' });
    await eventually(() => expect(seen).toHaveLength(1));
    await sleep(100);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ conversation_id: conversationId, order_id: o.id_pedido });

    const stored = await sb.call<{ messages: Msg[] }>(`/control/chat/messages?id_pedido=${o.id_pedido}`);
    expect(stored.body.messages.map((m) => m.text)).toEqual([hostile, 'Pode mandar sem cebola?']);
  });

  it('accepts exactly 400 characters and refuses bad messages without storing them', async () => {
    const o = await chatOrder(sb);
    const s = await chatSocket(sb);
    const joined = (await s.timeout(3000).emitWithAck('socket-merchant', Number(o.id_pedido))) as {
      conversation_id: string;
    };
    const send = (payload: unknown) =>
      s.timeout(3000).emitWithAck('merchant-client-message', payload) as Promise<Ack>;
    const cid = joined.conversation_id;
    expect(await send({ conversation_id: cid, message: 'x'.repeat(400) })).toMatchObject({ ok: true });
    const cases: [unknown, string][] = [
      [{ conversation_id: cid, message: 'x'.repeat(401) }, 'A mensagem deve ter no máximo 400 caracteres.'],
      [{ conversation_id: cid, message: '' }, 'A mensagem não pode ficar vazia.'],
      [{ conversation_id: cid, message: ' \n\t ' }, 'A mensagem não pode ficar vazia.'],
      [{ conversation_id: cid, message: 12 }, 'Mensagem inválida.'],
      [{ conversation_id: cid, message: { text: 'oi' } }, 'Mensagem inválida.'],
      [{ conversation_id: 'ffffffffffffffffffffffff', message: 'oi' }, 'Conversa não encontrada.'],
      [{ conversation_id: { $ne: null }, message: 'oi' }, 'Conversa não encontrada.'],
      ['só texto', 'Mensagem inválida.'],
      [null, 'Mensagem inválida.'],
    ];
    for (const [payload, erro] of cases) expect(await send(payload)).toEqual({ ok: false, erro });
    const stored = await sb.call<{ messages: Msg[] }>(`/control/chat/messages?id_pedido=${o.id_pedido}`);
    expect(stored.body.messages).toHaveLength(1);
  });

  it("refuses joining or writing to another store's or a chat-off conversation", async () => {
    const other = await sb.control<{ ids: string[] }>('orders', {
      id_estabelecimento: 2,
      overrides: { chat_enabled: true },
    });
    const foreign = await sb.control<{ conversation_id: string }>('chat/message', {
      id_pedido: other.body.ids[0],
      text: 'Olá',
    });
    const s = await chatSocket(sb);
    const off = await orderWhere(sb, (o) => !o.chat_enabled);
    expect(await s.timeout(3000).emitWithAck('socket-merchant', { order_id: other.body.ids[0] })).toEqual({
      ok: false,
      erro: 'Pedido não encontrado.',
    });
    expect(await s.timeout(3000).emitWithAck('socket-merchant', { order_id: off.id_pedido })).toEqual({
      ok: false,
      erro: 'O chat não está disponível para este pedido.',
    });
    expect(await s.timeout(3000).emitWithAck('socket-merchant', { order_id: '__proto__' })).toEqual({
      ok: false,
      erro: 'Pedido não encontrado.',
    });
    const seen = collect(s, 'client-merchant-message');
    expect(
      await s.timeout(3000).emitWithAck('merchant-client-message', {
        conversation_id: foreign.body.conversation_id,
        message: 'invadindo',
      }),
    ).toEqual({ ok: false, erro: 'Conversa não encontrada.' });
    await sb.control('chat/message', { id_pedido: other.body.ids[0], text: 'só para a loja 2' });
    await sleep(100);
    expect(seen).toEqual([]);
  });

  it('the simulated customer answers when enabled, and not by default', async () => {
    const o = await chatOrder(sb);
    const s = await chatSocket(sb);
    const { conversation_id } = (await s
      .timeout(3000)
      .emitWithAck('socket-merchant', { order_id: o.id_pedido })) as {
      conversation_id: string;
    };
    const seen = collect<Incoming>(s, 'client-merchant-message');
    await s.timeout(3000).emitWithAck('merchant-client-message', { conversation_id, message: 'Olá!' });
    await sleep(150);
    expect(seen).toEqual([]);

    const state = await sb.control('chat/customer', { enabled: true, minDelayMs: 10, maxDelayMs: 30 });
    expect(state.body).toEqual({ ok: true, enabled: true, minDelayMs: 10, maxDelayMs: 30 });
    await s
      .timeout(3000)
      .emitWithAck('merchant-client-message', { conversation_id, message: 'Precisa de troco?' });
    await eventually(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.message.user._id).toBe(o.id_usuario);
    expect(seen[0]?.message.text.length).toBeGreaterThan(0);
  });

  it('control chat/socket disconnects (clients come back) and refuses until restore', async () => {
    const s = await chatSocket(sb);
    // Listening before the cut: the close can reach the client before the control answer does.
    const cut = once(s, 'disconnect');
    const back = cut.then(() => once(s, 'connect'));
    expect((await sb.control('chat/socket', { action: 'disconnect' })).body).toEqual({
      ok: true,
      disconnected: 1,
    });
    await back;
    await sb.control('chat/socket', { action: 'refuse' });
    await eventually(() => expect(s.connected).toBe(false));
    await sleep(200);
    expect(s.connected).toBe(false);
    await sb.control('chat/socket', { action: 'restore' });
    await eventually(() => expect(s.connected).toBe(true));
    expect((await sb.control('chat/socket', { action: 'explode' })).status).toBe(400);
  });

  it('control chat/message validates its input', async () => {
    const off = await orderWhere(sb, (o) => !o.chat_enabled);
    expect((await sb.control('chat/message', { id_pedido: 999999, text: 'oi' })).status).toBe(404);
    expect((await sb.control('chat/message', { id_pedido: off.id_pedido, text: 'oi' })).status).toBe(422);
    expect((await sb.control('chat/message', { id_pedido: off.id_pedido, text: '' })).status).toBe(400);
    expect(
      (await sb.control('chat/message', { id_pedido: off.id_pedido, text: 'x'.repeat(4001) })).status,
    ).toBe(400);
  });
});
