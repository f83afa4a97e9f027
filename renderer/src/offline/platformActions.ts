/**
 * The outbox's sender and verifier against the platform (issue 19): how each waiting action is
 * sent, and how the platform's state is read to tell whether one that may have reached it did.
 */
import type { OutboxAction } from '../../../shared/offline';
import { orderStatusLabel } from '../../../shared/order-status';
import type { ApiClient } from '../api/http';
import { isApiError, isUnanswered } from '../api/errors';
import { changeOrderStatus, fetchLiveOrder, setDeliveryTime } from '../api/orders';
import { fetchStore, setStoreClosed } from '../api/store';
import type { SendOutcome, VerifyOutcome } from './outbox';

/** The notice when the platform moved an order on while a change for it waited. */
function movedMessage(idPedido: string, now: string | null, to: string): string {
  const where = now === null ? 'não foi encontrado na plataforma' : `está como “${orderStatusLabel(now)}”`;
  return `O pedido #${idPedido} mudou na plataforma enquanto aguardava a conexão: agora ${where}. A mudança para “${orderStatusLabel(to)}” não foi enviada; confira o pedido.`;
}

/** A thrown call: no answer (or an expired session: kept for the next login) vs a refusal. */
function outcomeOfError(err: unknown): SendOutcome {
  if (!isApiError(err) || isUnanswered(err) || err.kind === 'unauthorized') return { kind: 'unanswered' };
  return { kind: 'refused', message: err.serverMessage ?? (err.status ? `Erro ${err.status}.` : null) };
}

export async function sendOutboxAction(api: ApiClient, action: OutboxAction): Promise<SendOutcome> {
  if (action.kind === 'status') {
    const res = await changeOrderStatus(api, {
      order: { id_pedido: action.idPedido, orderId: action.orderId, status: action.from },
      newStatus: action.to,
      ...(action.obs !== undefined ? { obs: action.obs } : {}),
    });
    if (res.ok) return { kind: 'applied' };
    // An expired session decided nothing about the change: it waits for the next login of the
    // same store (the outbox is scoped to it), never dropped as if the platform had said no.
    if (res.retry || res.expired) return { kind: 'unanswered' };
    return { kind: 'refused', message: res.detail };
  }
  try {
    const res =
      action.kind === 'store-open'
        ? await setStoreClosed(api, action.open ? 'N' : 'S', { quiet: true })
        : await setDeliveryTime(api, action.min, action.max, { quiet: true });
    return res.ok ? { kind: 'applied' } : { kind: 'refused', message: res.message || null };
  } catch (err) {
    return outcomeOfError(err);
  }
}

/**
 * Reads what the platform has now. A read that fails in any way is no answer: nothing that may
 * already be applied is sent again on a guess.
 */
export async function verifyOutboxAction(api: ApiClient, action: OutboxAction): Promise<VerifyOutcome> {
  try {
    if (action.kind === 'status') {
      const res = await fetchLiveOrder(api, action.idPedido, { quiet: true });
      if (!res.ok) return { kind: 'unanswered' };
      const status = res.data?.status ?? null;
      if (status === action.to) return { kind: 'applied' };
      if (status === action.from) return { kind: 'pending' };
      return { kind: 'moved', message: movedMessage(action.idPedido, status, action.to) };
    }
    const res = await fetchStore(api, { quiet: true });
    if (!res.ok) return { kind: 'unanswered' };
    const info = res.data;
    if (action.kind === 'store-open')
      return info.fechado === (action.open ? 'N' : 'S') ? { kind: 'applied' } : { kind: 'pending' };
    return Number(info.entrega_minimo) === action.min && Number(info.entrega_maximo) === action.max
      ? { kind: 'applied' }
      : { kind: 'pending' };
  } catch {
    return { kind: 'unanswered' };
  }
}
