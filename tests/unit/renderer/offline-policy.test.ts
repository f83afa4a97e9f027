// What may wait for the platform and what may not (issue 19 §1, §2): the lists, the reasons a
// disabled control gives (pinned as written), and the call options of an action that may wait.
import { describe, expect, it } from 'vitest';
import type { OrderAction } from '../../../shared/order-actions';
import {
  gateOffline,
  isRefusedOffline,
  offlineReason,
  REFUSED_OFFLINE,
  UNANSWERED_IS_MINE,
  WAITING_ORDER_ACTIONS,
  WAITS,
} from '../../../renderer/src/offline/policy';

describe('offline policy', () => {
  it('every action that waits says why it is safe to send late', () => {
    expect(Object.keys(WAITS).sort()).toEqual([
      'accept',
      'deliver',
      'deliveryTime',
      'pickupReady',
      'print',
      'send',
      'storeOpen',
    ]);
    for (const why of Object.values(WAITS)) expect(why.length).toBeGreaterThan(20);
  });

  it('the order buttons that wait are the status changes and the print record', () => {
    expect([...WAITING_ORDER_ACTIONS].sort()).toEqual(['accept', 'deliver', 'pickupReady', 'print', 'send']);
    for (const id of WAITING_ORDER_ACTIONS) expect(Object.hasOwn(WAITS, id)).toBe(true);
  });

  it.each([
    ['cancel', 'o cliente precisa ser avisado do cancelamento e do motivo na hora.'],
    ['requestCourier', 'a solicitação de motoboy precisa de uma resposta imediata da plataforma.'],
    ['linkCourier', 'vincular um motoboy precisa de uma resposta imediata da plataforma.'],
    [
      'cancelCourierRequest',
      'o motoboy pode já estar a caminho; o cancelamento precisa da resposta da plataforma.',
    ],
    ['courierCode', 'o motoboy pode já estar a caminho; o cancelamento precisa da resposta da plataforma.'],
    ['chat', 'a conversa com o cliente acontece pela plataforma.'],
    ['transfer', 'movimentações de dinheiro nunca ficam aguardando a conexão.'],
    ['fineReversal', 'solicitações que envolvem dinheiro nunca ficam aguardando a conexão.'],
  ] as const)('%s is refused offline and says so', (action, why) => {
    expect(isRefusedOffline(action)).toBe(true);
    expect(offlineReason(action)).toBe(`Indisponível sem conexão com a plataforma: ${why}`);
  });

  it('exactly those are refused: what waits, and names the object inherits, are not', () => {
    expect(Object.keys(REFUSED_OFFLINE)).toHaveLength(8);
    for (const action of [...Object.keys(WAITS), 'toString', 'constructor', 'hasOwnProperty', ''])
      expect(isRefusedOffline(action)).toBe(false);
  });

  it('gateOffline: reachable, the actions are a copy, unchanged', () => {
    const actions: OrderAction[] = [
      { action: 'cancel', enabled: true },
      { action: 'accept', enabled: true },
    ];
    const gated = gateOffline(actions, true);
    expect(gated).toEqual(actions);
    expect(gated).not.toBe(actions);
  });

  it('gateOffline: unreachable, only an enabled action that cannot wait is disabled with the reason', () => {
    const disabled: OrderAction = { action: 'cancel', enabled: false, reason: 'Pedido já entregue.' };
    const actions: OrderAction[] = [
      { action: 'accept', enabled: true },
      { action: 'requestCourier', enabled: true },
      disabled,
      { action: 'print', enabled: false, reason: 'Sem impressora.' },
    ];
    expect(gateOffline(actions, false)).toEqual([
      { action: 'accept', enabled: true },
      {
        action: 'requestCourier',
        enabled: false,
        reason:
          'Indisponível sem conexão com a plataforma: a solicitação de motoboy precisa de uma resposta imediata da plataforma.',
      },
      disabled,
      { action: 'print', enabled: false, reason: 'Sem impressora.' },
    ]);
  });

  it('an action that may wait leaves no answer (network, timeout, 502/503/504) to its caller', () => {
    expect(UNANSWERED_IS_MINE).toEqual({ expect: [0, 502, 503, 504] });
  });
});
