/**
 * Realistic orders from a store's menu, pure and seeded: the same seed and menu give the same order.
 * The result is an OrderTemplate; `buildOrder` (service.ts) derives totals, texts and progress.
 */
import type { ExternalDeliveryStatus, OrderStatus } from '../../shared/api/platform-v1';
import type { OrderTemplate } from '../db/order-templates';
import {
  BAIRROS,
  CANCEL_REASONS,
  CARD_BRANDS,
  CASH_NOTES,
  COMPLEMENTS,
  CUSTOMER_NAMES,
  LONG_CUSTOMER_NAMES,
  OBSERVATIONS,
} from './generator-data';
import { isAvailableAt } from '../../shared/catalogue/availability';
import type { MenuProduct, MenuSnapshot, OptionGroup } from '../menu';
import { createRng, type Rng } from '../rng';

export type GeneratedStatus = OrderStatus | 'mix';

export interface GenerateOptions {
  /** A fixed status, or 'mix' for a day's spread (default PP: a new order). */
  status?: GeneratedStatus;
  /** Creation time: decides which time-limited categories can be ordered. */
  at: Date;
}

type Item = OrderTemplate['itens'][number];
const round2 = (n: number): number => Math.round(n * 100) / 100;

function optionPrice(group: OptionGroup, prices: number[]): number {
  if (prices.length === 0) return 0;
  switch (group.calculo_preco) {
    case 'mp':
      return Math.max(...prices);
    case 'pm':
      return Math.min(...prices);
    case 'mm':
      return round2(prices.reduce((a, b) => a + b, 0) / prices.length);
    default:
      return prices.reduce((a, b) => a + b, 0);
  }
}

const ITEM_QTY = [
  [1, 85],
  [2, 12],
  [3, 3],
] as const;
const DRINK_QTY = [
  [1, 70],
  [2, 30],
] as const;

/** One line of the order: a size, the chosen options as 'label:a,b' lines, the unit price. */
function configure(rng: Rng, p: MenuProduct, role: 'drink' | 'dessert' | 'main'): Item {
  const size = p.tamanhos.length > 0 ? rng.pick(p.tamanhos) : null;
  let unit = size ? size.preco : (p.novo_preco ?? p.preco);
  const linhas: string[] = [];
  for (const group of p.variacoes) {
    if (group.tamanho !== undefined && group.tamanho !== size?.nome) continue;
    const max = Math.min(group.escolha_maxima, group.itens.length);
    const min = Math.min(group.escolha_minima, max);
    let count = min > 0 ? rng.int(min, max) : 0;
    if (min === 0 && max > 0 && rng.chance(0.4))
      count = rng.weighted([1, 2, 3].filter((n) => n <= max).map((n) => [n, 4 - n] as const));
    if (count === 0) continue;
    const chosen = rng.sample(group.itens, count);
    const prices = chosen.map((c) => c.preco);
    unit += optionPrice(group, prices);
    linhas.push(`${group.nome_variacao}:${chosen.map((c) => c.nome).join(',')}`);
  }
  const valor = round2(unit);
  // Esfihas come by the half dozen; drinks by one or two; the rest mostly one.
  const snack = role === 'main' && valor < 10 && p.tamanhos.length === 0;
  const quantidade = snack ? rng.int(2, 6) : rng.weighted(role === 'drink' ? DRINK_QTY : ITEM_QTY);
  return {
    nome: size ? `${p.nome_prod} - ${size.nome}` : p.nome_prod,
    quantidade,
    valor_unitario: valor,
    linhas,
    categoria: p.id_cardapio_categoria,
  };
}

function pickItems(rng: Rng, menu: MenuSnapshot, at: Date): Item[] {
  const open = new Map(
    menu.categorias
      .filter((c) => c.status === 'S' && isAvailableAt(c.disponibilidade, at))
      .map((c) => [c.id_cardapio_categoria, c.nome_categoria]),
  );
  const sellable = menu.produtos.filter((p) => p.status === 'S' && open.has(p.id_cardapio_categoria));
  const kind = (p: MenuProduct): 'drink' | 'dessert' | 'main' => {
    const name = open.get(p.id_cardapio_categoria) ?? '';
    if (/bebida/i.test(name)) return 'drink';
    if (/sobremesa/i.test(name)) return 'dessert';
    return 'main';
  };
  const mains = sellable.filter((p) => kind(p) === 'main');
  const drinks = sellable.filter((p) => kind(p) === 'drink');
  const desserts = sellable.filter((p) => kind(p) === 'dessert');
  const pool = mains.length > 0 ? mains : sellable;
  if (pool.length === 0) throw new Error('o cardápio não tem produtos à venda');

  const items: Item[] = [];
  const mainCount = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ] as const);
  for (let i = 0; i < mainCount; i++) items.push(configure(rng, rng.pick(pool), 'main'));
  if (drinks.length > 0 && rng.chance(0.65)) items.push(configure(rng, rng.pick(drinks), 'drink'));
  if (desserts.length > 0 && rng.chance(0.25)) items.push(configure(rng, rng.pick(desserts), 'dessert'));
  return items;
}

const MIX: readonly (readonly [OrderStatus, number])[] = [
  ['PP', 12],
  ['PA', 14],
  ['PI', 8],
  ['PL', 5],
  ['LE', 4],
  ['PE', 15],
  ['PD', 34],
  ['PC', 8],
];

function statusFor(rng: Rng, wanted: GeneratedStatus, pickup: boolean): OrderStatus {
  const status = wanted === 'mix' ? rng.weighted(MIX) : wanted;
  if (wanted === 'mix' && pickup && status === 'PE') return 'PICKUP_READY';
  return status;
}

function externalStatus(rng: Rng, status: OrderStatus): ExternalDeliveryStatus | undefined {
  if ((status === 'PA' || status === 'PI') && rng.chance(0.15)) return 'SEARCHING_DELIVERY';
  if (status === 'LE' && rng.chance(0.3)) return 'WAITING_COLLECT';
  if (status === 'PE' && rng.chance(0.4)) return 'WITH_DELIVERY';
  if (status === 'PD' && rng.chance(0.4)) return 'FINISHED';
  return undefined;
}

function payment(rng: Rng, total: number, pickup: boolean): OrderTemplate['pagamento'] {
  const where = pickup ? 'na retirada' : 'na entrega';
  const kind = rng.weighted([
    ['dinheiro', 22],
    ['credito', 24],
    ['debito', 14],
    ['pix', 22],
    ['online', 18],
  ] as const);
  const brand = rng.pick(CARD_BRANDS);
  switch (kind) {
    case 'dinheiro': {
      const note = CASH_NOTES.find((n) => n > total);
      return { forma: 'Dinheiro', online: false, ...(note && rng.chance(0.7) ? { troco: note } : {}) };
    }
    case 'credito':
      return {
        forma: `Cartão de crédito ${where}`,
        online: false,
        detalhes: [{ label: 'Bandeira', value: brand }],
      };
    case 'debito':
      return {
        forma: `Cartão de débito ${where}`,
        online: false,
        detalhes: [{ label: 'Bandeira', value: brand }],
      };
    case 'pix': {
      const txid = `E${rng.int(10_000_000, 99_999_999)}${rng.int(10_000_000, 99_999_999)}`;
      return { forma: 'Pix', online: true, detalhes: [{ label: 'Transação Pix', value: txid }] };
    }
    default:
      return {
        forma: 'Pago online',
        online: true,
        detalhes: [{ label: 'Cartão', value: `${brand} final ${rng.int(1000, 9999)}` }],
      };
  }
}

/** A new order's description from the menu; every random choice comes from `seed`. */
export function generateTemplate(seed: number, menu: MenuSnapshot, opts: GenerateOptions): OrderTemplate {
  const rng = createRng(seed);
  const pickup = rng.chance(0.2);
  const status = statusFor(rng, opts.status ?? 'PP', pickup);
  const itens = pickItems(rng, menu, opts.at);
  const subtotal = round2(itens.reduce((sum, i) => sum + round2(i.quantidade * i.valor_unitario), 0));

  const bairro = rng.pick(BAIRROS);
  const complement = rng.pick(COMPLEMENTS);
  const number = rng.int(10, 3200);
  const street = rng.pick(bairro.ruas);
  const address = pickup
    ? null
    : {
        id: String(rng.int(90_000, 99_999)),
        bairroId: bairro.id,
        completo: `${street}, ${number}${complement ? `, ${complement}` : ''} - ${bairro.nome}, São Paulo - SP, ${bairro.cep}-${String(rng.int(0, 999)).padStart(3, '0')}`,
      };
  const fee = pickup ? 0 : bairro.taxa;
  const desconto = rng.chance(0.12) ? rng.pick([5, 8, 10, 15].filter((d) => d < subtotal)) : undefined;
  const total = round2(subtotal + fee - (desconto ?? 0));

  const firstInStore = rng.chance(0.15);
  const origin = rng.chance(0.35) ? 'cardapio-web' : 'app';
  const allowed = !pickup && rng.chance(0.7);
  const ext = allowed ? externalStatus(rng, status) : undefined;
  const nome = rng.chance(0.06) ? rng.pick(LONG_CUSTOMER_NAMES) : rng.pick(CUSTOMER_NAMES);
  return {
    status,
    minutesAgo: 0,
    customer: {
      id: String(rng.int(50_000, 99_999)),
      nome,
      telefone: `(11) 9${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`,
      confirmado: rng.chance(0.85),
      compras: firstInStore ? 1 : rng.int(2, 60),
    },
    address,
    itens,
    observacoes: rng.chance(0.5) ? rng.pick(OBSERVATIONS) : '',
    pagamento: { ...payment(rng, total, pickup), ...(desconto ? { desconto } : {}) },
    taxaEntrega: fee,
    firstInStore,
    firstInApp: firstInStore && rng.chance(0.5),
    origin,
    chat: origin === 'app' && rng.chance(0.8),
    externalDelivery: {
      allowed,
      ...(ext ? { status: ext, id: `ext-${rng.int(1000, 9999)}`, withCode: rng.chance(0.2) } : {}),
    },
    ...(status === 'PC' ? { motivoCancelamento: rng.pick(CANCEL_REASONS) } : {}),
  };
}
