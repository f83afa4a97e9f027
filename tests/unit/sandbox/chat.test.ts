import { describe, expect, it } from 'vitest';
import { customerReply } from '../../../sandbox/chat/customer';
import { chatOrder, chatSocket, orderWhere, type Incoming, type Msg } from './chat-delivery-helpers';
import { once, useSandbox, refusal } from './helpers';

describe('chat REST (base A)', () => {
  const sb = useSandbox();

  it('orderInfo answers the customer and the store of a chat-enabled order', async () => {
    const o = await chatOrder(sb);
    const res = await sb.call(`/api/v1/chat/orderInfo/${o.id_pedido}`, { hash: sb.hash });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      mensagem: '',
      client_name: o.usuario_nome,
      establishment_id: 1,
      hash_pedido: o.hash_pedido,
      id_usuario: o.id_usuario,
      id_pedido: o.id_pedido,
    });
  });

  it.each([
    ['no session', (_id: string) => `/api/v1/chat/orderInfo/${_id}`, false, 401],
    ['unknown order', () => '/api/v1/chat/orderInfo/999999', true, 404],
    ['not digits', () => '/api/v1/chat/orderInfo/1%20OR%201=1', true, 404],
    ['huge id', () => `/api/v1/chat/orderInfo/${'9'.repeat(40)}`, true, 404],
  ])('orderInfo refuses: %s', async (_name, path, withHash, status) => {
    const o = await chatOrder(sb);
    const res = await sb.call(path(o.id_pedido), withHash ? { hash: sb.hash } : {});
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: false });
  });

  it("orderInfo of a chat-off order and of another store's order", async () => {
    const off = await orderWhere(sb, (o) => !o.chat_enabled);
    const res = await sb.call(`/api/v1/chat/orderInfo/${off.id_pedido}`, { hash: sb.hash });
    expect(res.body).toEqual(refusal('O chat não está disponível para este pedido.'));
    const other = await sb.control<{ ids: string[] }>('orders', {
      id_estabelecimento: 2,
      overrides: { chat_enabled: true },
    });
    const foreign = await sb.call(`/api/v1/chat/orderInfo/${other.body.ids[0]}`, { hash: sb.hash });
    expect(foreign.status).toBe(404);
  });

  it('establishConnection creates one conversation per order and returns its history', async () => {
    const o = await chatOrder(sb);
    const form = {
      merchant_socket_id: '',
      id_usuario: o.id_usuario,
      id_estabelecimento: '1',
      id_pedido: o.id_pedido,
    };
    const first = await sb.call<{ data: { conversation_id: string; messages: Msg[] } }>(
      '/api/v1/chat/establishConnection',
      { hash: sb.hash, form },
    );
    expect(first.body).toMatchObject({ status: true, data: { messages: [] } });
    expect(first.body.data.conversation_id).toMatch(/^[0-9a-f]{24}$/);
    await sb.control('chat/message', { id_pedido: o.id_pedido, text: 'Oi, tudo bem?' });
    const again = await sb.call<{ data: { conversation_id: string; messages: Msg[] } }>(
      '/api/v1/chat/establishConnection',
      { hash: sb.hash, json: { ...form, id_pedido: Number(o.id_pedido) } },
    );
    expect(again.body.data.conversation_id).toBe(first.body.data.conversation_id);
    expect(again.body.data.messages).toHaveLength(1);
    const [m] = again.body.data.messages;
    expect(m).toMatchObject({ text: 'Oi, tudo bem?', user: { _id: o.id_usuario, name: o.usuario_nome } });
    expect(new Date(m!.createdAt).toISOString()).toBe(m!.createdAt);
  });

  it.each([
    ['another store', { id_estabelecimento: '2' }, 200, 'Estabelecimento inválido para esta sessão.'],
    ['another customer', { id_usuario: '1' }, 200, 'Cliente não corresponde ao pedido.'],
    ['no order', { id_pedido: '' }, 404, 'Pedido não encontrado.'],
    ['order as object', { id_pedido: { $gt: 0 } }, 400, 'Requisição inválida.'],
  ])('establishConnection refuses %s', async (_name, patch, status, erro) => {
    const o = await chatOrder(sb);
    const res = await sb.call('/api/v1/chat/establishConnection', {
      hash: sb.hash,
      json: { id_usuario: o.id_usuario, id_estabelecimento: 1, id_pedido: o.id_pedido, ...patch },
    });
    expect(res.status).toBe(status);
    expect(res.body).toEqual(refusal(erro));
  });

  it('createSocketConnection puts the socket in the store room; unknown sockets are refused', async () => {
    const o = await chatOrder(sb);
    const s = await chatSocket(sb);
    const res = await sb.call('/api/v1/chat/createSocketConnection', {
      hash: sb.hash,
      form: { merchant_socket_id: s.id ?? '', id_estabelecimento: '1' },
    });
    expect(res.body).toEqual({
      status: true,
      mensagem: '',
      data: { merchant_socket_id: s.id, id_estabelecimento: 1 },
    });
    const got = once<Incoming>(s, 'client-merchant-message');
    await sb.control('chat/message', { id_pedido: o.id_pedido, text: 'Chega em quanto tempo?' });
    expect((await got).message.text).toBe('Chega em quanto tempo?');

    const unknown = await sb.call('/api/v1/chat/createSocketConnection', {
      hash: sb.hash,
      form: { merchant_socket_id: 'nao-existe', id_estabelecimento: '1' },
    });
    expect(unknown.body).toEqual(refusal('Conexão de chat não encontrada.'));
    const noAuth = await sb.call('/api/v1/chat/createSocketConnection', {
      form: { merchant_socket_id: 'x' },
    });
    expect(noAuth.status).toBe(401);
  });
});

describe('customerReply', () => {
  it.each([
    ['Qual o número do apartamento?', /portão|padaria|interfonar/],
    ['Precisa de troco?', /troco|maquininha|Pix/],
    ['A pizza de atum acabou, podemos trocar o sabor?', /trocar|parecido|tirar/],
    ['O motoboy já saiu!', /aguardando|interfone|aviso/],
    ['<script>alert(1)</script>', /\S/],
    ['', /\S/],
  ])('%s', (text, expected) => {
    for (const r of [0, 0.5, 0.999999]) expect(customerReply(text, () => r)).toMatch(expected);
  });
});
