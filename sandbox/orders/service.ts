/**
 * One order from template to wire: `buildOrder` derives totals, texts and progress entries (spec 01
 * §3), `orderRow` stores it as JSON, `presentOrder` fills what depends on the clock (status,
 * `segundos` of the accept window) at answer time. Stored whole so the answer is exactly what was
 * built, and the clock-dependent fields are never stale.
 */
import type { LabelValue, Order, OrderStatus } from '../../shared/api/platform-v1';
import type { OrderTemplate } from '../db/order-templates';
import type { OrderRow, Repo } from '../db/repo';
import { localDateTime, localDay, startOfDay } from '../time';

export const ORDER_STATUSES = [
  'PP',
  'PA',
  'PI',
  'PL',
  'LE',
  'PE',
  'PICKUP_READY',
  'PD',
  'PC',
] as const satisfies readonly OrderStatus[];

const DELIVERY_FEE = 6;
/** Time a pending order has to be accepted (the list's countdown, field segundos). */
const ACCEPT_WINDOW_SECONDS = 600;

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function brl(value: number): string {
  const [int = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '- ' : ''}R$ ${grouped},${cents}`;
}

/** 'DD/MM/YYYY HH:mm', the way progress entries (andamentos) show times. */
export function dayMonthTime(date: Date): string {
  const [day = '', time = ''] = localDateTime(date).split(' ');
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

function orderHash(id: number): string {
  let x = (id * 2654435761) >>> 0;
  let out = '';
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (let i = 0; i < 6; i++) {
    out += alphabet[x % alphabet.length];
    x = Math.floor(x / alphabet.length) + (i + 1) * 7919;
  }
  return out;
}

function progress(status: OrderStatus, createdAt: Date, pickup: boolean, now: Date): LabelValue[] {
  const at = (minutes: number): string =>
    dayMonthTime(new Date(Math.min(now.getTime(), createdAt.getTime() + minutes * 60_000)));
  const out: LabelValue[] = [{ label: 'Pedido realizado', value: at(0) }];
  if (status === 'PP') return out;
  if (status === 'PC') return [...out, { label: 'Pedido cancelado', value: at(6) }];
  out.push({ label: 'Pedido aceito', value: at(2) });
  if (status === 'PI') out.push({ label: 'Pedido impresso', value: at(3) });
  if (status === 'PL' || status === 'LE') out.push({ label: 'Pedido em produção', value: at(4) });
  if (status === 'LE') out.push({ label: 'Liberado para entrega', value: at(15) });
  if (status === 'PE' || status === 'PICKUP_READY' || status === 'PD') {
    out.push(
      pickup ? { label: 'Pronto para retirada', value: at(20) } : { label: 'Pedido enviado', value: at(20) },
    );
  }
  if (status === 'PD') out.push({ label: 'Pedido entregue', value: at(35) });
  return out;
}

export interface BuildOptions {
  id: number;
  status?: OrderStatus;
  createdAt: Date;
  now: Date;
  establishmentName: string;
}

/** A full order (spec 01 §3) from a template; segundos is filled when presenting. */
export function buildOrder(t: OrderTemplate, o: BuildOptions): Order {
  const status = o.status ?? t.status;
  const pickup = t.address === null;
  const hash = orderHash(o.id);
  const itens = t.itens.map((i) => ({
    nome: i.nome,
    quantidade: i.quantidade,
    valor_unitario: i.valor_unitario,
    valor_total: round2(i.quantidade * i.valor_unitario),
    linhas: [...i.linhas],
    id_cardapio_categoria: i.categoria,
  }));
  const subtotal = round2(itens.reduce((sum, i) => sum + i.valor_total, 0));
  const fee = pickup ? 0 : (t.taxaEntrega ?? DELIVERY_FEE);
  const discount = t.pagamento.desconto ?? 0;
  const total = round2(subtotal + fee - discount);
  const payment: LabelValue[] = [{ label: 'Subtotal', value: brl(subtotal) }];
  if (!pickup) payment.push({ label: 'Taxa de entrega', value: brl(fee) });
  if (discount > 0) payment.push({ label: 'Desconto (cupom)', value: brl(-discount) });
  payment.push({ label: 'Total', value: brl(total) });
  payment.push({ label: 'Forma de pagamento', value: t.pagamento.forma });
  if (t.pagamento.troco !== undefined) {
    payment.push({ label: 'Troco para', value: brl(t.pagamento.troco) });
    if (t.pagamento.troco > total)
      payment.push({ label: 'Levar de troco', value: brl(t.pagamento.troco - total) });
  }
  if (t.pagamento.online) payment.push({ label: 'Pagamento online', value: 'Aprovado' });
  for (const d of t.pagamento.detalhes ?? []) payment.push({ label: d.label, value: d.value });
  const endereco = t.address?.completo ?? 'Retirada no local';
  const ext = t.externalDelivery;
  const order: Order = {
    id_pedido: String(o.id),
    hash_pedido: hash,
    status,
    pedido: [
      `#${o.id}`,
      hash,
      t.customer.nome,
      t.customer.telefone,
      t.customer.telefone.replace(/\D/g, ''),
      ...itens.map((i) => i.nome),
      endereco,
    ].join(' '),
    data_criacao: localDateTime(o.createdAt),
    segundos: 0,
    valor_total: total,
    usuario_nome: t.customer.nome,
    id_usuario: t.customer.id,
    usuario_telefone_formatado: t.customer.telefone,
    usuario_confirmado: t.customer.confirmado,
    estabelecimento_nome: o.establishmentName,
    endereco_id: t.address?.id ?? null,
    endereco_completo: endereco,
    compraGlobal: t.firstInApp ? '1' : '0',
    compraEst: t.firstInStore ? '1' : '0',
    app_origin: t.origin,
    chat_enabled: t.chat,
    canUseExternalDelivery: !pickup && (ext?.allowed ?? false),
    externalDeliveryStatus: ext?.status ?? null,
    externalDeliveryId: ext?.id ?? null,
    externalDeliveryWithCode: ext?.withCode ?? false,
    orderId: o.id,
    pedidoObj: {
      usuario_nome: t.customer.nome,
      usuario_compras: t.customer.compras,
      usuario_confirmado: t.customer.confirmado,
      usuario_telefone_formatado: t.customer.telefone,
      hash_pedido: hash,
      retirada_local: pickup,
      endereco_id_bairro: t.address?.bairroId ?? null,
      endereco_completo: endereco,
      itens,
      observacoes: t.observacoes,
      dados_pagamento: payment,
      cobrar_cliente: !t.pagamento.online,
      forma_pagamento: t.pagamento.forma,
      andamentos: progress(status, o.createdAt, pickup, o.now),
    },
  };
  if (status === 'PC') order.motivo_cancelamento = t.motivoCancelamento ?? 'Cancelado pela loja';
  return order;
}

export function orderRow(order: Order, establishmentId: number, createdAt: Date): OrderRow {
  return {
    id: Number(order.id_pedido),
    establishment_id: establishmentId,
    status: order.status,
    created_at: createdAt.getTime(),
    day: localDay(createdAt),
    data: JSON.stringify(order),
  };
}

/** The stored order with the fields that depend on the clock. */
export function presentOrder(row: OrderRow, now: Date): Order {
  const order = JSON.parse(row.data) as Order;
  const elapsed = Math.floor((now.getTime() - row.created_at) / 1000);
  order.status = row.status as OrderStatus;
  order.segundos = row.status === 'PP' ? Math.max(0, ACCEPT_WINDOW_SECONDS - elapsed) : 0;
  return order;
}

/** Creation time `minutesAgo` before now, kept inside today so "today's orders" stay today's. */
export function createdAtFor(now: Date, minutesAgo: number, index: number): Date {
  const wanted = now.getTime() - minutesAgo * 60_000;
  const floor = startOfDay(now).getTime() + index * 1000;
  return new Date(Math.min(now.getTime(), Math.max(wanted, floor)));
}

export function insertOrders(
  repo: Repo,
  establishmentId: number,
  establishmentName: string,
  templates: readonly OrderTemplate[],
  now: Date,
): Order[] {
  let id = Math.max(repo.maxOrderId(), 48200);
  return repo.transaction(() =>
    templates.map((t, index) => {
      id += 1;
      const createdAt = createdAtFor(now, t.minutesAgo, index);
      const order = buildOrder(t, { id, createdAt, now, establishmentName });
      repo.insertOrder(orderRow(order, establishmentId, createdAt));
      return order;
    }),
  );
}
