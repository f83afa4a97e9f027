/**
 * What may wait for the platform and what may not, with why (issue 19 §1, §2), in one place.
 * The outbox sends only what WAITS lists (shared/offline.ts outboxActionSchema is the same set);
 * every action REFUSED_OFFLINE lists is disabled while the platform does not answer, and says why.
 */
import type { OrderAction, OrderActionId } from '../../../shared/order-actions';
import { GATEWAY_STATUSES } from '../api/errors';

export type WaitingAction =
  'accept' | 'pickupReady' | 'send' | 'deliver' | 'print' | 'storeOpen' | 'deliveryTime';

/** Why each of these is safe to send later (English: for whoever changes the list). */
export const WAITS: Readonly<Record<WaitingAction, string>> = {
  accept:
    'A status change from PP: the replay checks the order is still PP, so a late accept never lands on a cancelled order.',
  pickupReady:
    'A status change the kitchen already made physically; the replay checks the status it started from.',
  send: 'A status change the courier already made physically; the replay checks the status it started from.',
  deliver:
    'A status change that records what already happened; the replay checks the status it started from.',
  print: 'PI only records that the ticket came out (the print journal is local): late is harmless.',
  storeOpen:
    'Sets a value (open or closed), not a toggle: sending it late or verifying it first gives the same result.',
  deliveryTime:
    'Sets the estimate to a preset: the last one pressed wins, and nobody is promised anything by it.',
};

export type RefusedAction =
  | 'cancel'
  | 'requestCourier'
  | 'linkCourier'
  | 'cancelCourierRequest'
  | 'courierCode'
  | 'chat'
  | 'transfer'
  | 'fineReversal';

/** Why each of these needs the platform now: the tail of what the disabled control says. */
export const REFUSED_OFFLINE: Readonly<Record<RefusedAction, string>> = {
  cancel: 'o cliente precisa ser avisado do cancelamento e do motivo na hora.',
  requestCourier: 'a solicitação de motoboy precisa de uma resposta imediata da plataforma.',
  linkCourier: 'vincular um motoboy precisa de uma resposta imediata da plataforma.',
  cancelCourierRequest:
    'o motoboy pode já estar a caminho; o cancelamento precisa da resposta da plataforma.',
  courierCode: 'o motoboy pode já estar a caminho; o cancelamento precisa da resposta da plataforma.',
  chat: 'a conversa com o cliente acontece pela plataforma.',
  transfer: 'movimentações de dinheiro nunca ficam aguardando a conexão.',
  fineReversal: 'solicitações que envolvem dinheiro nunca ficam aguardando a conexão.',
};

export const OFFLINE_PREFIX = 'Indisponível sem conexão com a plataforma: ';

/** Why nothing may wait where the outbox is not kept (web mode, storage refused; issue 36 §2). */
export const NOT_KEPT_REASON = `${OFFLINE_PREFIX}este navegador não guarda ações sem conexão.`;

/** The text a control refused offline shows (title and accessible description). */
export function offlineReason(action: RefusedAction): string {
  return `${OFFLINE_PREFIX}${REFUSED_OFFLINE[action]}`;
}

export function isRefusedOffline(action: string): action is RefusedAction {
  return Object.hasOwn(REFUSED_OFFLINE, action);
}

/**
 * The order's actions as the platform's absence leaves them: the ones that cannot wait are
 * disabled with their reason; the rest are unchanged (they wait in the outbox), unless the outbox
 * is not kept (`kept` false): then every one is refused, the waiting ones with NOT_KEPT_REASON.
 */
export function gateOffline(actions: readonly OrderAction[], reachable: boolean, kept = true): OrderAction[] {
  if (reachable) return [...actions];
  return actions.map((a) => {
    if (!a.enabled) return a;
    if (isRefusedOffline(a.action)) return { ...a, enabled: false, reason: offlineReason(a.action) };
    return kept ? a : { ...a, enabled: false, reason: NOT_KEPT_REASON };
  });
}

/** The order actions that wait in the outbox, by button. */
export const WAITING_ORDER_ACTIONS: ReadonlySet<OrderActionId> = new Set<OrderActionId>([
  'accept',
  'pickupReady',
  'send',
  'deliver',
  'print',
]);

/**
 * Call options for an action that may wait: no answer (status 0: network or timeout; a gateway's
 * 502/503/504) is left to the caller, which queues it; every other failure keeps the HTTP layer's
 * dialogs exactly as the spec has them (01 §8).
 */
export const UNANSWERED_IS_MINE = { expect: [0, ...GATEWAY_STATUSES] } as const;
