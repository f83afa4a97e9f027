/**
 * Order status changes with the platform's side effects (spec 01 §4): the transition table,
 * idempotent repeats, the cancel reason, a progress entry, a row in the status history and the
 * store room's 'atualiza'.
 */
import { MUDA_STATUS_VALUES, type Order, type OrderStatus } from '../../shared/api/platform-v1';
import { orderStatusLabel } from '../../shared/order-status';
import type { SandboxContext } from '../context';
import { dayMonthTime, presentOrder } from './service';

/** Every status the platform stores: the nine of the list plus LI and LG (mudaStatus only). */
export const KNOWN_STATUSES = [
  'PP',
  'PA',
  'PI',
  'PL',
  'LE',
  'LI',
  'LG',
  'PE',
  'PICKUP_READY',
  'PD',
  'PC',
] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

const FINAL_STATUSES: readonly KnownStatus[] = ['PD', 'PC'];

const PRODUCTION_NEXT: readonly KnownStatus[] = ['LE', 'LI', 'LG', 'PE', 'PICKUP_READY', 'PD', 'PC'];

/** Where each status may go. Printing (PI) counts only before production; PD and PC are final. */
const TRANSITIONS: Readonly<Record<KnownStatus, readonly KnownStatus[]>> = {
  PP: ['PA', 'PI', 'PC'],
  PA: ['PI', 'PL', ...PRODUCTION_NEXT],
  PI: ['PL', ...PRODUCTION_NEXT],
  PL: PRODUCTION_NEXT,
  LI: ['PL', ...PRODUCTION_NEXT.filter((s) => s !== 'LI')],
  LG: ['PL', ...PRODUCTION_NEXT.filter((s) => s !== 'LG')],
  LE: ['PE', 'PD', 'PC'],
  PE: ['PD', 'PC'],
  PICKUP_READY: ['PD', 'PC'],
  PD: [],
  PC: [],
};

export const isKnownStatus = (s: string): s is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(s);
/** The statuses base A's mudaStatus sets; PUT orders/{id} (base C) sets all the others. */
export const isMudaStatus = (s: string): boolean => (MUDA_STATUS_VALUES as readonly string[]).includes(s);

export const STATUS_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  invalidForCall: 'Status inválido para esta chamada.',
  final: 'Pedido já finalizado.',
  motivo: 'Informe o motivo do cancelamento.',
  pickupOnly: 'Somente pedidos para retirada podem ficar prontos para retirada.',
  changed: 'Status do pedido alterado.',
  transition: (from: string, to: string) =>
    `Não é possível mudar o pedido de ${orderStatusLabel(from)} para ${orderStatusLabel(to)}.`,
} as const;

export interface StatusChange {
  status: KnownStatus;
  obs?: string;
  /** Required for PC; the customer receives it. */
  motivo?: string;
  /** Who changed it: the store (API calls) or the customer / another device (control, simulator). */
  origem: 'loja' | 'cliente';
  /** Control only: skip the transition table (test set-up). */
  force?: boolean;
}

export type StatusOutcome =
  { ok: true; changed: boolean; order: Order } | { ok: false; httpStatus: 404 | 422; message: string };

function progressLabel(status: KnownStatus, origem: StatusChange['origem']): string {
  switch (status) {
    case 'PA':
      return 'Pedido aceito';
    case 'PI':
      return 'Pedido impresso';
    case 'PL':
      return 'Pedido em produção';
    case 'LE':
      return 'Liberado para entrega';
    case 'PE':
      return 'Pedido enviado';
    case 'PICKUP_READY':
      return 'Pronto para retirada';
    case 'PD':
      return 'Pedido entregue';
    case 'PC':
      return origem === 'cliente' ? 'Pedido cancelado pelo cliente' : 'Pedido cancelado pela loja';
    default:
      return `Status alterado para ${orderStatusLabel(status)}`;
  }
}

/** Why a change is refused, or null when the table allows it. */
function refusal(order: Order, from: string, change: StatusChange): string | null {
  if ((FINAL_STATUSES as readonly string[]).includes(from)) return STATUS_MESSAGES.final;
  if (change.status === 'PC' && !change.motivo?.trim()) return STATUS_MESSAGES.motivo;
  if (change.force) return null;
  const allowed = isKnownStatus(from) ? TRANSITIONS[from] : [];
  if (!allowed.includes(change.status)) return STATUS_MESSAGES.transition(from, change.status);
  if (change.status === 'PICKUP_READY' && !order.pedidoObj.retirada_local) return STATUS_MESSAGES.pickupOnly;
  return null;
}

/**
 * Applies a change to one order of a store. Repeating the current status succeeds without a
 * second event or progress entry; every real change appends one entry and emits 'atualiza'.
 */
export function changeOrderStatus(
  ctx: SandboxContext,
  establishmentId: number,
  orderId: number,
  change: StatusChange,
): StatusOutcome {
  const row = ctx.repo.order(establishmentId, orderId);
  if (!row) return { ok: false, httpStatus: 404, message: STATUS_MESSAGES.notFound };
  const now = ctx.now();
  const order = presentOrder(row, now);
  if (row.status === change.status) return { ok: true, changed: false, order };
  const refused = refusal(order, row.status, change);
  if (refused) return { ok: false, httpStatus: 422, message: refused };

  // Texts are stored as sent (the UI shows them as text); blank ones are left out.
  const obs = change.obs?.trim() ? change.obs : '';
  const label = progressLabel(change.status, change.origem);
  order.status = change.status as OrderStatus;
  order.pedidoObj.andamentos.push({ label: obs ? `${label} (${obs})` : label, value: dayMonthTime(now) });
  if (change.status === 'PC') order.motivo_cancelamento = change.motivo ?? '';
  order.segundos = 0;
  ctx.db.transaction(() => {
    ctx.repo.updateOrder(row.id, change.status, JSON.stringify(order));
    ctx.repo.recordStatusChange(row.id, {
      status: change.status,
      from: row.status,
      at: now.toISOString(),
      obs,
      motivo: change.status === 'PC' ? (change.motivo ?? '') : '',
      origem: change.origem,
    });
  })();
  ctx.realtime.emitStore(establishmentId, 'pedido', { tipo: 'atualiza', id_pedido: order.id_pedido });
  return { ok: true, changed: true, order };
}
