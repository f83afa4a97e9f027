import type { Order } from '../../../shared/api/platform-v1';
import { once, type SandboxFixture } from './helpers';

// Order lookups and request helpers shared by the chat and delivery sandbox tests.

export const V1 = '/api/v1/';
export const JSON_BASE = '/api/json/';

/** A chat message as the sandbox stores and sends it. */
export interface Msg {
  _id: string;
  text: string;
  user: { _id: string; name: string };
  createdAt: string;
}

/** A customer message pushed to the store on `/chat`. */
export interface Incoming {
  conversation_id: string;
  order_id: string;
  message: Msg;
}

/** One entry of `externalDeliveryStatusList`. */
export interface StatusEntry {
  date: string;
  status: string;
  meta_data: { deliveryMan: { name: string; vehicle: { model: string; plate: string } } | null };
}

async function listOrders(sb: SandboxFixture): Promise<Order[]> {
  const res = await sb.call<{ pedidos: Order[] }>(`${V1}pedidos/listar`, { hash: sb.hash });
  return res.body.pedidos;
}

/** The first listed order that `pick` accepts (throws when there is none). */
export async function orderWhere(sb: SandboxFixture, pick: (o: Order) => boolean): Promise<Order> {
  const found = (await listOrders(sb)).find(pick);
  if (!found) throw new Error('no such order');
  return found;
}

export const orderById = (sb: SandboxFixture, id: string) => orderWhere(sb, (o) => o.id_pedido === id);
export const orderOfCustomer = (sb: SandboxFixture, customer: string) =>
  orderWhere(sb, (o) => o.id_usuario === customer);
/** The demo PA order with an address that has coordinates and no delivery yet. */
export const readyOrder = (sb: SandboxFixture) => orderOfCustomer(sb, '55044');
/** A demo PA order with the chat on. */
export const chatOrder = (sb: SandboxFixture) => orderWhere(sb, (o) => o.chat_enabled && o.status === 'PA');

/** A `/chat` socket logged in with `hash`, once connected. */
export async function chatSocket(sb: SandboxFixture, hash = sb.hash) {
  const s = sb.socket('/chat', { hash });
  await once(s, 'connect');
  return s;
}

/** Asks for a delivery (base C `v2/delivery`). */
export const requestDelivery = (sb: SandboxFixture, body: Record<string, unknown>) =>
  sb.call<{ message: string; error?: string; data: { id: string; code: string | null } }>(
    `${JSON_BASE}v2/delivery`,
    { hash: sb.hash, json: body },
  );

/** The body of an order's `externalDeliveryStatusList`. */
export const statusList = async (sb: SandboxFixture, id: string) =>
  (
    await sb.call<{ status: boolean; data: StatusEntry[] }>(`${V1}pedidos/externalDeliveryStatusList/${id}`, {
      hash: sb.hash,
    })
  ).body;

/** Cancels a delivery by its provider id or by the order id. */
export const cancelDelivery = (sb: SandboxFixture, id: string) =>
  sb.call<{ data: { message: string } }>(`${JSON_BASE}v2/delivery/${id}/cancel`, {
    hash: sb.hash,
    method: 'POST',
  });
