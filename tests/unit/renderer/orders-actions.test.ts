// The actions per status (spec 01 §4) over every status × external-delivery status × pickup ×
// chat_enabled × link code × external delivery allowed: an independent restatement of the
// spec's table as data, compared with shared/order-actions for the whole cross product, plus
// hand-written rows for the cases the counter meets every day.
import { describe, expect, it } from 'vitest';
import {
  ACTION_TARGET_STATUS,
  canUseExternalDelivery,
  hasValidAddress,
  nextStepAction,
  ORDER_ACTION_LABELS,
  orderActions,
  type OrderActionId,
  type OrderActionInput,
} from '../../../shared/order-actions';

// Why a disabled action is disabled, as the counter reads it.
const REASON_COURIER_SEARCHING = 'Aguardando a busca de um motoboy.';
const REASON_COURIER_COMING = 'Um motoboy está a caminho para coletar o pedido.';
const REASON_DELIVERED = 'Pedido já entregue.';

const STATUSES = ['PP', 'PA', 'PI', 'PL', 'LE', 'PE', 'PICKUP_READY', 'PD', 'PC', 'LI'] as const;
const EXTERNAL = [null, 'SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY', 'FINISHED'] as const;

interface Case {
  status: string;
  ext: string | null;
  pickup: boolean;
  chat: boolean;
  withCode: boolean;
  allowed: boolean;
}

function input(
  c: Case,
  address: { id: string | null; text: string } = { id: '9', text: 'Rua A, 1' },
): OrderActionInput {
  return {
    status: c.status,
    chat_enabled: c.chat,
    canUseExternalDelivery: c.allowed,
    externalDeliveryStatus: c.ext,
    externalDeliveryWithCode: c.withCode,
    endereco_id: c.pickup ? null : address.id,
    endereco_completo: c.pickup ? 'Retirada no local' : address.text,
    pedidoObj: { retirada_local: c.pickup, endereco_completo: c.pickup ? 'Retirada no local' : address.text },
  };
}

type Expected = [OrderActionId, boolean, string?][];

/** The spec's table, restated row by row. */
function expected(c: Case): Expected {
  const searching = c.ext === 'SEARCHING_DELIVERY';
  const waiting = c.ext === 'WAITING_COLLECT';
  const externalOk = c.allowed && !c.pickup;
  const courierFree = !['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY'].includes(c.ext ?? '');
  const cancelRequest: Expected = searching
    ? [[c.withCode ? 'courierCode' : 'cancelCourierRequest', true]]
    : [];
  switch (c.status) {
    case 'PP':
      return [
        ['accept', true],
        ['cancel', true],
        ['print', true],
      ];
    case 'PA':
    case 'PI': {
      const blocks = c.status === 'PA' && (searching || waiting);
      const why = searching ? REASON_COURIER_SEARCHING : REASON_COURIER_COMING;
      const rows: Expected = [];
      if (c.pickup) rows.push(['pickupReady', true]);
      else rows.push(blocks ? ['send', false, why] : ['send', true]);
      if (externalOk && courierFree) rows.push(['requestCourier', true], ['linkCourier', true]);
      rows.push(...cancelRequest);
      rows.push(['deliver', true]);
      rows.push(blocks ? ['cancel', false, why] : ['cancel', true]);
      if (c.chat) rows.push(['chat', true]);
      rows.push(['print', true]);
      return rows;
    }
    case 'PL':
    case 'LE':
      return [['send', true], ...cancelRequest, ['deliver', true], ['cancel', true], ['print', true]];
    case 'PE':
    case 'PICKUP_READY':
      return [
        ['deliver', true],
        ['cancel', true],
        ...(c.chat ? ([['chat', true]] as Expected) : []),
        ['print', true],
      ];
    case 'PD':
      return [
        ['cancel', false, REASON_DELIVERED],
        ...(c.chat ? ([['chat', true]] as Expected) : []),
        ['print', true],
      ];
    case 'PC':
      return [['print', true]];
    default:
      return [['print', true]];
  }
}

const cases: Case[] = [];
for (const status of STATUSES)
  for (const ext of EXTERNAL)
    for (const pickup of [false, true])
      for (const chat of [false, true])
        for (const withCode of [false, true])
          for (const allowed of [false, true]) cases.push({ status, ext, pickup, chat, withCode, allowed });

const tuple = (a: { action: OrderActionId; enabled: boolean; reason?: string }) =>
  a.reason === undefined ? [a.action, a.enabled] : [a.action, a.enabled, a.reason];

describe('orderActions: the whole cross product', () => {
  it(`covers ${cases.length} combinations`, () => {
    expect(cases.length).toBe(STATUSES.length * EXTERNAL.length * 2 * 2 * 2 * 2);
  });

  it.each(
    cases.map(
      (c) =>
        [
          `${c.status} ext=${c.ext} pickup=${c.pickup} chat=${c.chat} code=${c.withCode} allowed=${c.allowed}`,
          c,
        ] as const,
    ),
  )('%s', (_name, c) => {
    expect(orderActions(input(c)).map(tuple)).toEqual(expected(c));
  });
});

describe('orderActions: the rows the counter meets', () => {
  const base: Case = { status: 'PA', ext: null, pickup: false, chat: false, withCode: false, allowed: true };
  const ids = (c: Partial<Case>) => orderActions(input({ ...base, ...c })).map((a) => a.action);
  const get = (c: Partial<Case>, id: OrderActionId) =>
    orderActions(input({ ...base, ...c })).find((a) => a.action === id);

  it('PP: Aceitar, Cancelar, Imprimir', () => {
    expect(ids({ status: 'PP' })).toEqual(['accept', 'cancel', 'print']);
  });

  it('PA delivery with external delivery allowed: Enviar, Solicitar/Vincular, Entregue, Cancelar, Imprimir', () => {
    expect(ids({})).toEqual(['send', 'requestCourier', 'linkCourier', 'deliver', 'cancel', 'print']);
  });

  it('PA pickup: Pronto para retirada instead of Enviar, no courier', () => {
    expect(ids({ pickup: true })).toEqual(['pickupReady', 'deliver', 'cancel', 'print']);
  });

  it('PA searching without a code: Enviar and Cancelar disabled, Cancelar Solicitação', () => {
    expect(get({ ext: 'SEARCHING_DELIVERY' }, 'send')).toEqual({
      action: 'send',
      enabled: false,
      reason: REASON_COURIER_SEARCHING,
    });
    expect(get({ ext: 'SEARCHING_DELIVERY' }, 'cancel')?.enabled).toBe(false);
    expect(ids({ ext: 'SEARCHING_DELIVERY' })).toContain('cancelCourierRequest');
    expect(ids({ ext: 'SEARCHING_DELIVERY' })).not.toContain('requestCourier');
  });

  it('PA searching with a link code: the code badge instead of Cancelar Solicitação', () => {
    expect(ids({ ext: 'SEARCHING_DELIVERY', withCode: true })).toContain('courierCode');
    expect(ids({ ext: 'SEARCHING_DELIVERY', withCode: true })).not.toContain('cancelCourierRequest');
  });

  it('PA waiting collect: Enviar and Cancelar disabled saying the courier is coming', () => {
    expect(get({ ext: 'WAITING_COLLECT' }, 'send')?.reason).toBe(REASON_COURIER_COMING);
    expect(get({ ext: 'WAITING_COLLECT' }, 'cancel')?.enabled).toBe(false);
  });

  it('PI: as PA without the external-status disabling', () => {
    expect(get({ status: 'PI', ext: 'SEARCHING_DELIVERY' }, 'send')?.enabled).toBe(true);
    expect(get({ status: 'PI', ext: 'WAITING_COLLECT' }, 'cancel')?.enabled).toBe(true);
  });

  it('PD: Cancelar disabled; chat and Imprimir', () => {
    expect(orderActions(input({ ...base, status: 'PD', chat: true })).map(tuple)).toEqual([
      ['cancel', false, REASON_DELIVERED],
      ['chat', true],
      ['print', true],
    ]);
  });

  it('PC: Imprimir only', () => {
    expect(ids({ status: 'PC', chat: true })).toEqual(['print']);
  });

  it('every status-changing action names its target', () => {
    expect(ACTION_TARGET_STATUS).toEqual({
      accept: 'PA',
      pickupReady: 'PICKUP_READY',
      send: 'PE',
      deliver: 'PD',
      cancel: 'PC',
    });
  });
});

describe('external delivery allowed only with a valid address', () => {
  const c: Case = { status: 'PA', ext: null, pickup: false, chat: false, withCode: false, allowed: true };
  it.each([
    [{ id: '9', text: 'Rua A, 1' }, true],
    [{ id: null, text: 'Rua A, 1' }, false],
    [{ id: '', text: 'Rua A, 1' }, false],
    [{ id: '9', text: '' }, false],
    [{ id: '9', text: '   ' }, false],
    [{ id: '   ', text: 'Rua A, 1' }, false],
  ])('address %j → %s', (address, ok) => {
    const order = input(c, address);
    expect(hasValidAddress(order)).toBe(ok);
    expect(canUseExternalDelivery(order)).toBe(ok);
    expect(orderActions(order).some((a) => a.action === 'requestCourier')).toBe(ok);
  });

  it('the address text may come from the order copy (pedidoObj) alone', () => {
    const order = { ...input(c), endereco_completo: '' };
    expect(hasValidAddress(order)).toBe(true);
    expect(hasValidAddress({ ...order, pedidoObj: { retirada_local: false } })).toBe(false);
  });

  it('external delivery not allowed for the store: no courier, whatever the address', () => {
    expect(canUseExternalDelivery(input({ ...c, allowed: false }))).toBe(false);
  });

  it('a pickup order never gets a courier, whatever the flags say', () => {
    const order = { ...input({ ...c, pickup: true }), endereco_id: '9', endereco_completo: 'Rua A, 1' };
    expect(canUseExternalDelivery(order)).toBe(false);
  });
});

describe('button labels (spec 01 §2 "Order card actions")', () => {
  it("are the spec's words", () => {
    expect(ORDER_ACTION_LABELS).toEqual({
      accept: 'Aceitar',
      cancel: 'Cancelar',
      print: 'Imprimir',
      pickupReady: 'Pronto para retirada',
      send: 'Enviar',
      requestCourier: 'Solicitar Motoboy',
      linkCourier: 'Vincular Motoboy',
      cancelCourierRequest: 'Cancelar Solicitação',
      courierCode: 'Código do motoboy',
      deliver: 'Entregue',
      chat: 'Abrir chat',
    });
  });
});

describe('nextStepAction (the P shortcut)', () => {
  it.each([
    ['PP', false, 'accept'],
    ['PA', false, 'send'],
    ['PA', true, 'pickupReady'],
    ['PE', false, undefined],
    ['PC', false, undefined],
  ] as const)('%s pickup=%s → %s', (status, pickup, step) => {
    const actions = orderActions(
      input({ status, ext: null, pickup, chat: false, withCode: false, allowed: false }),
    );
    expect(nextStepAction(actions)?.action).toBe(step);
  });

  it('a disabled Enviar is not a next step', () => {
    const actions = orderActions(
      input({
        status: 'PA',
        ext: 'SEARCHING_DELIVERY',
        pickup: false,
        chat: false,
        withCode: false,
        allowed: true,
      }),
    );
    expect(nextStepAction(actions)).toBeUndefined();
  });
});
