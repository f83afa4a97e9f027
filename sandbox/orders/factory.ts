/**
 * New orders arriving at a store: generated from its menu (or a curated demo template), stored in
 * one transaction and announced with 'pedido' {tipo:'novo'} unless `emit` is false.
 */
import type { Order } from '../../shared/api/platform-v1';
import type { SandboxContext } from '../context';
import { DEMO_ORDERS } from '../db/demo-orders';
import type { OrderTemplate } from '../db/order-templates';
import { generateTemplate, type GeneratedStatus } from './generator';
import { buildOrder, createdAtFor, orderRow } from './service';
import { mixSeed } from '../rng';

/** Fields a caller may force on a new order (demo scenarios, hostile-content tests). */
export interface OrderOverrides {
  usuario_nome?: string;
  usuario_telefone_formatado?: string;
  endereco_completo?: string;
  observacoes?: string;
  retirada_local?: boolean;
  app_origin?: 'app' | 'cardapio-web';
  compraGlobal?: '0' | '1';
  compraEst?: '0' | '1';
  chat_enabled?: boolean;
  canUseExternalDelivery?: boolean;
  forma_pagamento?: string;
  pago_online?: boolean;
  troco?: number;
  taxa_entrega?: number;
  motivo_cancelamento?: string;
  itens?: {
    nome: string;
    quantidade: number;
    valor_unitario: number;
    linhas?: string[];
    id_cardapio_categoria?: string;
  }[];
}

export interface CreateOrdersInput {
  establishmentId: number;
  /** How many orders (default 1). */
  count?: number;
  /** Default PP; 'mix' spreads a day's statuses. */
  status?: GeneratedStatus;
  /** A curated demo template (index, rotating) instead of the generator. */
  template?: number;
  /** Generator seed; default derived from each order's id. */
  seed?: number;
  /** Creation time this many minutes ago (kept inside today). */
  minutesAgo?: number;
  overrides?: OrderOverrides;
  /** Default true: one 'novo' per order. */
  emit?: boolean;
}

const DEFAULT_ADDRESS = {
  id: '90001',
  bairroId: '315',
  completo: 'Rua Domingos de Morais, 100 - Vila Mariana, São Paulo - SP, 04010-100',
};

/** The overrides laid over a template before totals are derived, so the order stays consistent. */
function applyOverrides(t: OrderTemplate, o: OrderOverrides, fallbackCategory: string): OrderTemplate {
  const out: OrderTemplate = {
    ...t,
    customer: { ...t.customer },
    pagamento: { ...t.pagamento },
    externalDelivery: { allowed: false, ...t.externalDelivery },
  };
  if (o.usuario_nome !== undefined) out.customer.nome = o.usuario_nome;
  if (o.usuario_telefone_formatado !== undefined) out.customer.telefone = o.usuario_telefone_formatado;
  if (o.observacoes !== undefined) out.observacoes = o.observacoes;
  if (o.retirada_local === true) out.address = null;
  else if (o.retirada_local === false || o.endereco_completo !== undefined) {
    out.address = { ...(t.address ?? DEFAULT_ADDRESS) };
    if (o.endereco_completo !== undefined) out.address.completo = o.endereco_completo;
  }
  if (o.app_origin !== undefined) out.origin = o.app_origin;
  if (o.compraGlobal !== undefined) out.firstInApp = o.compraGlobal === '1';
  if (o.compraEst !== undefined) out.firstInStore = o.compraEst === '1';
  if (o.chat_enabled !== undefined) out.chat = o.chat_enabled;
  if (o.canUseExternalDelivery !== undefined && out.externalDelivery) {
    // An order the platform offers no external delivery for has no courier search going either:
    // without this, the generator's random status (seeded by the order id) could leave one.
    out.externalDelivery = o.canUseExternalDelivery
      ? { ...out.externalDelivery, allowed: true }
      : { allowed: false };
  }
  if (o.forma_pagamento !== undefined) out.pagamento = { forma: o.forma_pagamento, online: false };
  if (o.pago_online !== undefined) out.pagamento.online = o.pago_online;
  if (o.troco !== undefined) out.pagamento.troco = o.troco;
  if (o.taxa_entrega !== undefined) out.taxaEntrega = o.taxa_entrega;
  if (o.motivo_cancelamento !== undefined) out.motivoCancelamento = o.motivo_cancelamento;
  if (o.itens !== undefined) {
    // The generated coupon and change were sized for the generated items.
    delete out.pagamento.desconto;
    if (o.troco === undefined) delete out.pagamento.troco;
    out.itens = o.itens.map((i) => ({
      nome: i.nome,
      quantidade: i.quantidade,
      valor_unitario: i.valor_unitario,
      linhas: i.linhas ?? [],
      categoria: i.id_cardapio_categoria ?? fallbackCategory,
    }));
  }
  return out;
}

/** Creates the orders now; throws when the store has no menu to generate from. */
export function createOrders(ctx: SandboxContext, input: CreateOrdersInput): Order[] {
  const store = ctx.repo.establishment(input.establishmentId);
  if (!store) throw new Error(`estabelecimento ${input.establishmentId} não existe`);
  const count = input.count ?? 1;
  const now = ctx.now();
  const createdAt = createdAtFor(now, input.minutesAgo ?? 0, 0);
  const menu = input.template === undefined ? ctx.repo.menu(store.id) : null;
  const fallbackCategory = ctx.repo.categories(store.id)[0]?.id_cardapio_categoria ?? '0';

  const orders = ctx.repo.transaction(() => {
    let id = Math.max(ctx.repo.maxOrderId(), 48200);
    const out: Order[] = [];
    for (let i = 0; i < count; i++) {
      id += 1;
      const seed = input.seed === undefined ? mixSeed(id, store.id) : mixSeed(input.seed, i);
      let template: OrderTemplate;
      if (menu) {
        template = generateTemplate(seed, menu, { status: input.status ?? 'PP', at: createdAt });
      } else {
        const curated = DEMO_ORDERS[((input.template ?? 0) + i) % DEMO_ORDERS.length] as OrderTemplate;
        template = {
          ...curated,
          status: input.status === undefined || input.status === 'mix' ? 'PP' : input.status,
        };
      }
      if (input.overrides) template = applyOverrides(template, input.overrides, fallbackCategory);
      const order = buildOrder(template, { id, createdAt, now, establishmentName: store.nome });
      ctx.repo.insertOrder(orderRow(order, store.id, createdAt));
      out.push(order);
    }
    return out;
  });
  if (input.emit !== false) {
    for (const o of orders)
      ctx.realtime.emitStore(store.id, 'pedido', { tipo: 'novo', id_pedido: o.id_pedido });
  }
  return orders;
}
