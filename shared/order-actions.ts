/**
 * What can be done with an order, by status (spec 01 §4 "Actions per status"), as a pure
 * function of the order. The UI renders what this returns; the tests table every status ×
 * external-delivery status × pickup × chat.
 *
 * Presence in the list means the action is shown; `enabled: false` shows it disabled with a
 * reason (said next to the button, never by colour alone).
 */
import type { OrderStatus } from './api/platform-v1';

export type OrderActionId =
  /** Aceitar (to PA). */
  | 'accept'
  /** Cancelar (to PC, with a reason). */
  | 'cancel'
  /** Imprimir (sets PI when printed). */
  | 'print'
  /** Pronto para retirada (to PICKUP_READY), pickup orders. */
  | 'pickupReady'
  /** Enviar (to PE). */
  | 'send'
  /** Solicitar Motoboy (external delivery request). */
  | 'requestCourier'
  /** Vincular Motoboy (the store's own courier, with a link code). */
  | 'linkCourier'
  /** Cancelar Solicitação of an external delivery that is still searching (no link code). */
  | 'cancelCourierRequest'
  /** The link-code badge with its cancel control (a searching request that has a code). */
  | 'courierCode'
  /** Entregue (to PD). */
  | 'deliver'
  /** Abrir chat. */
  | 'chat';

export interface OrderAction {
  action: OrderActionId;
  enabled: boolean;
  /** Why a disabled action is disabled, in the product's Portuguese. */
  reason?: string;
}

/** Button labels, verbatim from spec 01 §2 "Order card actions". */
export const ORDER_ACTION_LABELS: Readonly<Record<OrderActionId, string>> = {
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
};

/** The status each status-changing action moves the order to. */
export const ACTION_TARGET_STATUS: Partial<Readonly<Record<OrderActionId, OrderStatus>>> = {
  accept: 'PA',
  pickupReady: 'PICKUP_READY',
  send: 'PE',
  deliver: 'PD',
  cancel: 'PC',
};

/** The fields the rules read (a subset of shared/api/platform-v1 Order, status kept open). */
export interface OrderActionInput {
  status: string;
  chat_enabled: boolean;
  canUseExternalDelivery: boolean;
  externalDeliveryStatus: string | null;
  externalDeliveryWithCode: boolean;
  endereco_id: string | null;
  endereco_completo: string;
  pedidoObj: { retirada_local: boolean; endereco_completo?: string };
}

const REASON_COURIER_SEARCHING = 'Aguardando a busca de um motoboy.';
const REASON_COURIER_COMING = 'Um motoboy está a caminho para coletar o pedido.';
const REASON_DELIVERED = 'Pedido já entregue.';

const SEARCHING = 'SEARCHING_DELIVERY';
const WAITING_COLLECT = 'WAITING_COLLECT';
const WITH_DELIVERY = 'WITH_DELIVERY';

const on = (action: OrderActionId): OrderAction => ({ action, enabled: true });
const off = (action: OrderActionId, reason: string): OrderAction => ({ action, enabled: false, reason });

function isPickup(order: OrderActionInput): boolean {
  return order.pedidoObj.retirada_local === true;
}

/**
 * "The order address is still valid" (spec 01 §4). Our reading: the order points at a stored
 * address (endereco_id present) and carries a non-empty address text. A pickup order has no
 * address to deliver to, whatever its text says ('Retirada no local').
 */
export function hasValidAddress(order: OrderActionInput): boolean {
  const id = order.endereco_id;
  const text = order.endereco_completo || order.pedidoObj.endereco_completo || '';
  return typeof id === 'string' && id.trim() !== '' && text.trim() !== '';
}

/** External delivery may be requested or linked at all (spec 01 §4). */
export function canUseExternalDelivery(order: OrderActionInput): boolean {
  return order.canUseExternalDelivery === true && hasValidAddress(order) && !isPickup(order);
}

/** The courier flows: request/link while nothing is going on, cancel while searching. */
function courierActions(order: OrderActionInput): OrderAction[] {
  const ext = order.externalDeliveryStatus;
  const out: OrderAction[] = [];
  if (
    canUseExternalDelivery(order) &&
    ext !== SEARCHING &&
    ext !== WAITING_COLLECT &&
    ext !== WITH_DELIVERY
  ) {
    out.push(on('requestCourier'), on('linkCourier'));
  }
  if (ext === SEARCHING)
    out.push(on(order.externalDeliveryWithCode ? 'courierCode' : 'cancelCourierRequest'));
  return out;
}

function courierBlock(ext: string | null): string | null {
  if (ext === SEARCHING) return REASON_COURIER_SEARCHING;
  if (ext === WAITING_COLLECT) return REASON_COURIER_COMING;
  return null;
}

/** PA, and PI without the external-status disabling (spec 01 §4). */
function acceptedActions(order: OrderActionInput, externalDisables: boolean): OrderAction[] {
  const block = externalDisables ? courierBlock(order.externalDeliveryStatus) : null;
  const out: OrderAction[] = [];
  if (isPickup(order)) out.push(on('pickupReady'));
  else out.push(block ? off('send', block) : on('send'));
  out.push(...courierActions(order));
  out.push(on('deliver'));
  out.push(block ? off('cancel', block) : on('cancel'));
  if (order.chat_enabled) out.push(on('chat'));
  out.push(on('print'));
  return out;
}

/** Every action of spec 01 §4's table for this order, in the order the UI shows them. */
export function orderActions(order: OrderActionInput): OrderAction[] {
  switch (order.status as OrderStatus) {
    case 'PP':
      return [on('accept'), on('cancel'), on('print')];
    case 'PA':
      return acceptedActions(order, true);
    case 'PI':
      return acceptedActions(order, false);
    case 'PL':
    case 'LE': {
      const out: OrderAction[] = [on('send')];
      if (order.externalDeliveryStatus === SEARCHING) {
        out.push(on(order.externalDeliveryWithCode ? 'courierCode' : 'cancelCourierRequest'));
      }
      out.push(on('deliver'), on('cancel'), on('print'));
      return out;
    }
    case 'PE':
    case 'PICKUP_READY': {
      const out: OrderAction[] = [on('deliver'), on('cancel')];
      if (order.chat_enabled) out.push(on('chat'));
      out.push(on('print'));
      return out;
    }
    case 'PD': {
      const out: OrderAction[] = [off('cancel', REASON_DELIVERED)];
      if (order.chat_enabled) out.push(on('chat'));
      out.push(on('print'));
      return out;
    }
    // Stryker disable next-line all: spec 01 §4 lists PC on its own; the same answer as an unknown status.
    case 'PC':
      return [on('print')];
    default:
      // A status this version does not know: nothing may change it from here.
      return [on('print')];
  }
}

/** The action of a kind, when the order offers it. */
export function findAction(actions: readonly OrderAction[], id: OrderActionId): OrderAction | undefined {
  return actions.find((a) => a.action === id);
}

/**
 * The "next step" of the counter's shortcut: accept a pending order, then mark it ready for
 * pickup or send it. Only enabled actions qualify.
 */
export function nextStepAction(actions: readonly OrderAction[]): OrderAction | undefined {
  for (const id of ['accept', 'pickupReady', 'send'] as const) {
    const a = findAction(actions, id);
    if (a?.enabled) return a;
  }
  return undefined;
}
