/**
 * Base A and base C calls of the orders desk (spec 01 §7). Background reads are `quiet`: the
 * caller decides what to show, and only an expired session still goes to the global handling.
 */
import { z } from 'zod';
import {
  MUDA_STATUS_VALUES,
  acceptanceStatusSchema,
  bannersSchema,
  messageResponseSchema,
  ordersDigestSchema,
  ordersResponseSchema,
  type Banner,
  type OrdersDigest,
} from '../../../shared/api/platform-v1';
import type { ApiClient, CallOptions, ConditionalState, LegacyResult } from './http';
import { isApiError, isUnanswered } from './errors';
import { consoleWarn, parseLiveOrder, type LiveOrder } from '../../../shared/api/live-order';
import { lenientList, type Warn } from '../../../shared/api/lenient';

/** GET pedidos/listar: the store's current orders (the Início summary reads them). */
export function fetchOrders(api: ApiClient, options?: CallOptions) {
  return api.legacy('v1', 'get', 'pedidos/listar', ordersResponseSchema, options);
}

/** The list as it came (null, absent or PHP's `{}` on an empty day); each order is read by parseAll. */
const rawOrdersSchema = z.object({ pedidos: lenientList(z.unknown(), 'pedidos/listar') });

function parseAll(raw: readonly unknown[], warn: Warn, where: string): LiveOrder[] {
  const out: LiveOrder[] = [];
  for (const p of raw) {
    const order = parseLiveOrder(p, warn, where);
    if (order) out.push(order);
  }
  return out;
}

/** The last full list per client, for a 304 (see fetchLiveOrders). */
interface ListCopy {
  validators: ConditionalState;
  orders: LiveOrder[];
  at: number;
}
const listCopies = new WeakMap<ApiClient, ListCopy>();

/**
 * The list a 200 would have brought, from the copy of an unchanged one: only `segundos` moves
 * with the clock (the accept window minus the order's age), so it is re-based by the time since.
 */
function rebased(copy: ListCopy, now: number): LiveOrder[] {
  const elapsed = Math.max(0, Math.floor((now - copy.at) / 1000));
  if (elapsed === 0) return copy.orders;
  return copy.orders.map((o) => (o.segundos > 0 ? { ...o, segundos: Math.max(0, o.segundos - elapsed) } : o));
}

/**
 * The next list load asks without validators: after a wake or a clock jump the time since the
 * copy is unknown, and only the server's own `segundos` gives the countdowns back.
 */
export function forgetListCopy(api: ApiClient): void {
  listCopies.delete(api);
}

/**
 * The day's orders, each validated on its own: a malformed one is logged and skipped. Asked
 * conditionally (If-None-Match / If-Modified-Since) when the server gave a validator, so the
 * periodic list load that finds lost events costs a 304 while nothing changed.
 */
export async function fetchLiveOrders(
  api: ApiClient,
  options: CallOptions = {},
  warn: Warn = consoleWarn,
  now: () => number = Date.now,
): Promise<LegacyResult<LiveOrder[]>> {
  const copy = listCopies.get(api);
  const validators: ConditionalState = {
    etag: copy?.validators.etag,
    lastModified: copy?.validators.lastModified,
  };
  const res = await api.legacy('v1', 'get', 'pedidos/listar', rawOrdersSchema, {
    quiet: true,
    ...options,
    conditional: validators,
  });
  if (!res.ok) return res;
  if (validators.notModified && copy) return { ok: true, data: rebased(copy, now()) };
  const orders = parseAll(res.data.pedidos, warn, 'pedidos/listar');
  if (validators.etag || validators.lastModified) listCopies.set(api, { validators, orders, at: now() });
  else listCopies.delete(api);
  return { ok: true, data: orders };
}

/** One order (pedidos/listar/{id}); null when the server does not know it (404 / empty list). */
export async function fetchLiveOrder(
  api: ApiClient,
  id: string,
  options: CallOptions = {},
  warn: Warn = consoleWarn,
): Promise<LegacyResult<LiveOrder | null>> {
  try {
    const res = await api.legacy('v1', 'get', `pedidos/listar/${encodeURIComponent(id)}`, rawOrdersSchema, {
      quiet: true,
      expect: [404],
      ...options,
    });
    if (!res.ok) return res;
    const orders = parseAll(res.data.pedidos, warn, `pedidos/listar/${id}`);
    return { ok: true, data: orders.find((o) => o.id_pedido === id) ?? null };
  } catch (err) {
    if (isApiError(err) && err.status === 404) return { ok: true, data: null };
    throw err;
  }
}

/**
 * pedidos/resumo (the sandbox's change check, sandbox/README.md): today's order count and newest
 * id. A server without the call (404) answers `ok: false`; any other failure throws its ApiError,
 * which tells the sync whether the server answered at all (realtime/ordersSync.ts checkDigest).
 */
export async function fetchOrdersDigest(
  api: ApiClient,
  options: CallOptions = {},
): Promise<LegacyResult<OrdersDigest>> {
  try {
    return await api.legacy('v1', 'get', 'pedidos/resumo', ordersDigestSchema, {
      quiet: true,
      expect: [404],
      ...options,
    });
  } catch (err) {
    if (isApiError(err) && err.status === 404) return { ok: false, message: 'pedidos/resumo indisponível' };
    throw err;
  }
}

// ---------------------------------------------------------------- status changes

export type StatusChangeResult =
  | { ok: true }
  /**
   * `retry`: no answer from the platform (network, timeout, a gateway's 502/503/504): the change
   * may or may not have reached it, and asking again may work. `expired`: a 401, the session
   * ended: nothing was decided about the change itself.
   */
  | { ok: false; detail: string | null; retry?: true; expired?: true };

const statusTrueSchema = z.looseObject({});

/**
 * The detail that follows 'Ocorreu um erro ao mudar o status do pedido...': the server's own
 * message when it sent one, else what kind of failure it was.
 */
function statusChangeDetail(err: unknown): string | null {
  if (!isApiError(err)) return null;
  if (err.serverMessage) return err.serverMessage;
  if (err.kind === 'network') return 'Sem resposta do servidor. Verifique a conexão com a internet.';
  if (err.kind === 'timeout') return 'O servidor demorou demais para responder.';
  if (err.status) return `Erro ${err.status}.`;
  return null;
}

/**
 * Which call changes an order's status (spec 01 §4, §7): a change TO one of the production
 * statuses PL, LE, LI or LG goes through base A's pedidos/mudaStatus/{id} (the field is
 * `novo_status`, the new status); every other change through base C's PUT orders/{orderId}.
 * The counter's own buttons (Aceitar, Pronto para retirada, Enviar, Entregue, Cancelar) all
 * target statuses of the second kind; production systems use the first.
 */
export function statusChangeRoute(newStatus: string): 'legacy' | 'json' {
  return (MUDA_STATUS_VALUES as readonly string[]).includes(newStatus) ? 'legacy' : 'json';
}

export interface StatusChange {
  order: Pick<LiveOrder, 'id_pedido' | 'orderId' | 'status'>;
  newStatus: string;
  /** Note stored with the change ('auto' for automatic accept); empty for the counter's own. */
  obs?: string;
  /** Cancelling: the reason the customer receives (new status 'PC'). */
  motivoCancelamento?: string;
}

export async function changeOrderStatus(api: ApiClient, change: StatusChange): Promise<StatusChangeResult> {
  const { order, newStatus } = change;
  try {
    if (statusChangeRoute(newStatus) === 'legacy') {
      const res = await api.legacy(
        'v1',
        'post',
        `pedidos/mudaStatus/${encodeURIComponent(order.id_pedido)}`,
        messageResponseSchema,
        { quiet: true, form: { novo_status: newStatus, obs: change.obs ?? '' } },
      );
      return res.ok ? { ok: true } : { ok: false, detail: res.message || null };
    }
    const body =
      change.motivoCancelamento !== undefined
        ? { new_status: newStatus, motivo_cancelamento: change.motivoCancelamento }
        : { new_status: newStatus, obs: change.obs ?? '' };
    const res = await api.json(
      'json',
      'put',
      `orders/${encodeURIComponent(order.orderId ?? order.id_pedido)}`,
      statusTrueSchema,
      { quiet: true, body },
    );
    const status = (res as { status?: unknown }).status;
    if (status === false) {
      const message = (res as { message?: unknown }).message;
      return { ok: false, detail: typeof message === 'string' && message ? message : null };
    }
    return { ok: true };
  } catch (err) {
    const unanswered = isUnanswered(err);
    const expired = isApiError(err) && err.kind === 'unauthorized';
    return {
      ok: false,
      detail: statusChangeDetail(err),
      ...(unanswered ? { retry: true as const } : {}),
      ...(expired ? { expired: true as const } : {}),
    };
  }
}

// ---------------------------------------------------------------- the screen's other reads

/** GET establishment-banners; failures mean "no banners" (the carousel hides). */
export async function fetchBanners(api: ApiClient, signal?: AbortSignal): Promise<Banner[]> {
  try {
    const res = await api.legacy('v1', 'get', 'establishment-banners', bannersSchema, {
      silent: true,
      signal,
    });
    return res.ok ? res.data : [];
  } catch {
    return [];
  }
}

/** GET pagamentoonline/getAcceptanceStatus → acceptsOnline, or null when unknown (notice hidden). */
export async function fetchAcceptsOnline(api: ApiClient, signal?: AbortSignal): Promise<boolean | null> {
  try {
    const res = await api.legacy('v1', 'get', 'pagamentoonline/getAcceptanceStatus', acceptanceStatusSchema, {
      silent: true,
      signal,
    });
    return res.ok ? res.data.acceptsOnline : null;
  } catch {
    return null;
  }
}

/** POST estabelecimento/mudaPrevisao with one of the presets; the answer's message is shown. */
export async function setDeliveryTime(
  api: ApiClient,
  min: number,
  max: number,
  options: CallOptions = {},
): Promise<LegacyResult<string>> {
  const res = await api.legacy('v1', 'post', 'estabelecimento/mudaPrevisao', messageResponseSchema, {
    ...options,
    form: { entrega_minimo: min, entrega_maximo: max },
  });
  return res.ok ? { ok: true, data: res.data.mensagem } : res;
}

/** GET estabelecimento/alteraAviso: the store saw the delivery-time notice (the flag toggles off). */
export async function acknowledgeDeliveryNotice(api: ApiClient): Promise<boolean> {
  try {
    const res = await api.legacy('v1', 'get', 'estabelecimento/alteraAviso', z.looseObject({}), {
      quiet: true,
    });
    return res.ok;
  } catch {
    return false;
  }
}
