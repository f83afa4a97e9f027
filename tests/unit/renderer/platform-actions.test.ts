// How the outbox tells whether an action that may have reached the platform did (issue 19 §1):
// verifyOutboxAction reads the platform's state and answers applied, pending (send it), moved (a
// notice with the platform's truth) or unanswered (nothing is sent again on a guess).
import { describe, expect, it } from 'vitest';
import { verifyOutboxAction } from '../../../renderer/src/offline/platformActions';
import type { OutboxAction } from '../../../shared/offline';
import { fakeApi, json, makeServices, storeBody, type Handler } from './helpers';
import { rawOrder } from './orderFixtures';

function verify(routes: Record<string, Handler | unknown>, action: OutboxAction) {
  const api = fakeApi(routes);
  return verifyOutboxAction(makeServices({ fetch: api.fetch }).api, action);
}

const accept: OutboxAction = { kind: 'status', idPedido: '101', orderId: '9101', from: 'PP', to: 'PA' };
const orderAs = (status: string) => ({
  status: true,
  pedidos: [rawOrder({ id_pedido: '101', orderId: '9101', status } as never)],
});
const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

describe('verifyOutboxAction: a status change', () => {
  it('the platform has the new status: applied (the answer was lost, it is not sent again)', async () => {
    expect(await verify({ 'GET v1 pedidos/listar/101': orderAs('PA') }, accept)).toEqual({ kind: 'applied' });
  });

  it('the platform still has the status it was pressed on: pending (it is sent)', async () => {
    expect(await verify({ 'GET v1 pedidos/listar/101': orderAs('PP') }, accept)).toEqual({ kind: 'pending' });
  });

  it('the platform moved the order on: a notice naming where it is and the change not sent', async () => {
    expect(await verify({ 'GET v1 pedidos/listar/101': orderAs('PC') }, accept)).toEqual({
      kind: 'moved',
      message:
        'O pedido #101 mudou na plataforma enquanto aguardava a conexão: agora está como “Cancelado”. A mudança para “Aceito” não foi enviada; confira o pedido.',
    });
  });

  it('the platform does not know the order (404): a notice that says so', async () => {
    const notFound = () => json({ status: false, erro: 'Pedido não encontrado.' }, 404);
    expect(await verify({ 'GET v1 pedidos/listar/101': notFound }, accept)).toEqual({
      kind: 'moved',
      message:
        'O pedido #101 mudou na plataforma enquanto aguardava a conexão: agora não foi encontrado na plataforma. A mudança para “Aceito” não foi enviada; confira o pedido.',
    });
  });

  it.each([
    ['no connection', offline],
    ['a 503', () => json({ status: false, erro: 'Serviço indisponível.' }, 503)],
    ['a 500', () => json({ status: false, erro: 'Erro interno.' }, 500)],
  ])('a read that fails (%s) is no answer: nothing is sent on a guess', async (_name, handler) => {
    expect(await verify({ 'GET v1 pedidos/listar/101': handler }, accept)).toEqual({ kind: 'unanswered' });
  });
});

describe('verifyOutboxAction: the store switch and the delivery estimate', () => {
  const close: OutboxAction = { kind: 'store-open', open: false };
  const open: OutboxAction = { kind: 'store-open', open: true };
  const estimate: OutboxAction = { kind: 'delivery-time', min: 30, max: 50 };
  const store = (overrides: Record<string, unknown>) => ({
    'GET v1 estabelecimento/getLoja': storeBody(overrides),
  });

  it('the store switch: applied when getLoja has it, pending otherwise', async () => {
    expect(await verify(store({ fechado: 'S' }), close)).toEqual({ kind: 'applied' });
    expect(await verify(store({ fechado: 'N' }), close)).toEqual({ kind: 'pending' });
    expect(await verify(store({ fechado: 'N' }), open)).toEqual({ kind: 'applied' });
    expect(await verify(store({ fechado: 'S' }), open)).toEqual({ kind: 'pending' });
  });

  it('the estimate: applied only when both minimum and maximum match', async () => {
    expect(await verify(store({ entrega_minimo: 30, entrega_maximo: 50 }), estimate)).toEqual({
      kind: 'applied',
    });
    expect(await verify(store({ entrega_minimo: '30', entrega_maximo: '50' }), estimate)).toEqual({
      kind: 'applied',
    });
    expect(await verify(store({ entrega_minimo: 30, entrega_maximo: 60 }), estimate)).toEqual({
      kind: 'pending',
    });
    expect(await verify(store({ entrega_minimo: 40, entrega_maximo: 50 }), estimate)).toEqual({
      kind: 'pending',
    });
  });

  it('getLoja unanswered: no answer', async () => {
    expect(await verify({ 'GET v1 estabelecimento/getLoja': offline }, close)).toEqual({
      kind: 'unanswered',
    });
    const unavailable = () => json({ status: false, erro: 'Serviço indisponível.' }, 503);
    expect(await verify({ 'GET v1 estabelecimento/getLoja': unavailable }, estimate)).toEqual({
      kind: 'unanswered',
    });
  });
});
