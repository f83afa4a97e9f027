// The back-office list calls survive real servers' answers: the documented wrapper or a bare
// array, one broken item among good ones (left out and reported once, never shown as R$ 0,00),
// money as 12.5, '12.50', '12,50' or '1.234,56', and null or missing optional fields.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../../renderer/src/api/http';
import { droppedItemsMessage } from '../../../renderer/src/api/http';
import { lenientList, listOf, money, optionalMoney, requiredId } from '../../../shared/api/lenient';
import { notify } from '../../../renderer/src/components/feedback/notify';
import { parseMoney } from '../../../shared/format';
import {
  getProduct,
  listCategories,
  listProducts,
} from '../../../renderer/src/features/catalogue/catalogueApi';
import { searchCatalogue } from '../../../renderer/src/features/catalogue/product/catalogueSearchApi';
import { listComposition } from '../../../renderer/src/features/catalogue/product/compositionApi';
import {
  listGlobalCategories,
  listGlobalVariations,
  listLinks,
  statusOfLink,
} from '../../../renderer/src/features/catalogue/product/variationLinksApi';
import { listStock } from '../../../renderer/src/features/catalogue/stock/stockApi';
import {
  listProductSizes,
  listVariationCategories,
  listVariationsOfCategory,
} from '../../../renderer/src/features/catalogue/variations/variationsApi';
import {
  hoursSchema,
  neighbourhoodsSchema,
  paymentsSchema,
  storeUsersSchema,
} from '../../../shared/api/store-settings';
import {
  fetchPeriods,
  fetchSettlements,
  fetchSummary,
  fetchTransactions,
} from '../../../renderer/src/features/finance/financeApi';
import {
  fetchInvoicePage,
  fetchLegacyInvoices,
} from '../../../renderer/src/features/finance/invoices/invoicesApi';
import { fetchHistory } from '../../../renderer/src/features/finance/history/historyApi';
import {
  fetchBanks as fetchStatementBanks,
  fetchCalendar,
  fetchDayPayments,
} from '../../../renderer/src/features/finance/sales/salesApi';
import { fetchMccs } from '../../../renderer/src/features/finance/onboarding/registrationApi';
import {
  fetchBankAccounts,
  fetchBanks as fetchBankList,
} from '../../../renderer/src/features/finance/onboarding/accountsApi';
import { fetchGeneralReport, fetchPanelCharts } from '../../../renderer/src/features/reports/reportsApi';
import {
  fetchOnlineTransactions,
  fetchPayoutBatches,
} from '../../../renderer/src/features/reports/online/onlineReportsApi';
import { fetchRatings } from '../../../renderer/src/features/ratings/ratingsApi';
import { loadExibir, loadRequests } from '../../../renderer/src/features/establishment/establishmentApi';
import { fetchProductFiles } from '../../../renderer/src/features/bulk-upload/bulkUploadApi';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, makeServices } from './helpers';

type Item = Record<string, unknown>;
type Read = Record<string, unknown>;

const apiFor = (routes: Record<string, unknown>) => makeServices({ fetch: fakeApi(routes).fetch }).api;

function ok<T>(res: LegacyResult<T>): T {
  if (!res.ok) throw new Error(`refused: ${res.message}`);
  return res.data;
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

const dropWarnings = () => warn.mock.calls.filter(([m]) => m === '[api] itens malformados ignorados');

// ---------------------------------------------------------------- the table

interface ListCase {
  name: string;
  route: string;
  /** The documented wrapper around the items. */
  wrap(items: unknown[]): unknown;
  /** The spec calls it "a list": a bare array is read too. */
  bare: boolean;
  /** Two good items. */
  good: [Item, Item];
  /** Items to leave out (no id, unreadable money, not an object...). */
  broken: unknown[];
  read(api: ApiClient): Promise<Read[]>;
  key(item: Read): unknown;
  /** A money field: the item with `raw` as its value, and where the read value is. */
  money?: { item(raw: unknown): Item; value(item: Read): unknown; cases?: [unknown, number][] };
}

const REAIS: [unknown, number][] = [
  [12.5, 12.5],
  ['12.50', 12.5],
  ['12,50', 12.5],
  ['1.234,56', 1234.56],
  ['1234.56', 1234.56],
  ['R$ 1.234,56', 1234.56],
];
const CENTS: [unknown, number][] = [
  [4500, 4500],
  ['4500', 4500],
  ['-15990', -15990],
];

const legacy =
  (key: string, extra: Item = {}) =>
  (items: unknown[]) => ({ status: true, [key]: items, ...extra });

const product = (id: unknown, preco: unknown, more: Item = {}): Item => ({
  id_cardapio: id,
  id_cardapio_categoria: 1,
  id_produto: null,
  nome_prod: `Produto ${String(id)}`,
  descricao: null,
  preco,
  novo_preco: '',
  foto: null,
  status: 'S',
  ordem: '2',
  disponibilidade: null,
  tamanhos: [],
  variacoes: [],
  ...more,
});
const variation = (id: unknown, more: Item = {}): Item => ({
  id_variacao: id,
  id_variacao_categoria: 3,
  nome_variacao: `Variação ${String(id)}`,
  escolha_minima: '0',
  escolha_maxima: 2,
  calculo_preco: 'mp',
  status: 'S',
  estoque: [],
  ...more,
});
const hood = (id: unknown, taxa: unknown): Item => ({
  id_bairro: id,
  nome_bairro: `Bairro ${String(id)}`,
  atendido:
    taxa === undefined
      ? null
      : {
          id_estabelecimento_bairro: `eb${String(id)}`,
          id_estabelecimento: 1,
          inativo: 'N',
          valor_minimo: null,
          valor_taxa: taxa,
          valor_taxa_old: '',
          valor_frete_gratis: '50',
        },
});
const city = (id: unknown, bairros: unknown): Item => ({
  cidade: { id_cidade: id, nome_cidade: `Cidade ${String(id)}` },
  bairros,
});
const reportRow = (hash: unknown, valor: unknown): Item => ({
  id_pedido: 1,
  hash_pedido: hash,
  usuario_nome: null,
  data_criacao: '2026-11-20 12:00:00',
  valor_pedido: valor,
  valor_desconto: null,
  valor_taxa: '5,00',
  pagamento: '-1',
  status: 'F',
  valor_total: '45.90',
  comissao: undefined,
  id_cupom: null,
  compraGlobal: 0,
});
const historyRow = (hash: unknown, total: unknown): Item => ({
  id_pedido: hash === '' ? '' : 77,
  hash_pedido: hash,
  data_criacao: '2026-11-20 12:00:00',
  usuario_nome: 'Ana',
  status: 'F',
  valor_pedido: '40,00',
  valor_desconto: null,
  valor_taxa: 5,
  valor_total: total,
  pagamento: '-2',
});

const CASES: ListCase[] = [
  // ------------------------------------------------------------ catalogue (02 §7)
  {
    name: 'cardapiocategorias/listar',
    route: 'GET v1 cardapiocategorias/listar',
    wrap: legacy('categorias'),
    bare: true,
    good: [
      { id_cardapio_categoria: 1, nome_categoria: 'Pizzas', status: 'S', disponibilidade: null, ordem: '1' },
      { id_cardapio_categoria: '2', nome_categoria: 'Bebidas', status: 'X', extra: { a: 1 } },
    ],
    broken: [
      { nome_categoria: 'sem id' },
      { id_cardapio_categoria: null },
      { id_cardapio_categoria: '' },
      'lixo',
    ],
    read: async (api) => ok(await listCategories(api)).categorias,
    key: (c) => c.id_cardapio_categoria,
  },
  {
    name: 'cardapio/listar/{categoria}',
    route: 'GET v1 cardapio/listar/1',
    wrap: legacy('cardapio'),
    bare: true,
    // A null price is a product priced by its sizes (base 0): kept, so staff can still edit it.
    good: [product(10, '29,90'), product('13', null)],
    broken: [product(null, 10), product(12, 'abc'), product(14, '10', { novo_preco: 'grátis' })],
    read: async (api) => ok(await listProducts(api, '1')).cardapio,
    key: (p) => p.id_cardapio,
    money: { item: (raw) => product(20, raw), value: (p) => p.preco },
  },
  {
    name: 'estoque/listar',
    route: 'GET v1 estoque/listar',
    wrap: legacy('estoque'),
    bare: true,
    good: [
      { id_estoque: 5, nome_item: 'Calabresa', descricao: null, status: 'S', tipo: 'sabor', image_url: null },
      { id_estoque: '6', nome_item: 'Cebola', status: 'O', tipo: 'outro' },
    ],
    broken: [{ nome_item: 'sem id' }, 42],
    read: async (api) => ok(await listStock(api)).estoque,
    key: (s) => s.id_estoque,
  },
  {
    name: 'variacoescategorias/listar',
    route: 'GET v1 variacoescategorias/listar',
    wrap: legacy('variacoescategorias'),
    bare: true,
    good: [
      { id_variacao_categoria: 3, nome_categoria: 'Bordas', status: 'S' },
      { id_variacao_categoria: '4', nome_categoria: null, status: null },
    ],
    broken: [{ id_variacao_categoria: {}, nome_categoria: 'x' }],
    read: async (api) => ok(await listVariationCategories(api)).variacoescategorias,
    key: (c) => c.id_variacao_categoria,
  },
  {
    name: 'variacoes/listarCategoria/{id}',
    route: 'GET v1 variacoes/listarCategoria/3',
    wrap: legacy('variacoes'),
    bare: true,
    good: [variation(7), variation('8', { calculo_preco: null, id_cardapio: null })],
    broken: [variation(null), variation('')],
    read: async (api) => ok(await listVariationsOfCategory(api, '3')).variacoes,
    key: (v) => v.id_variacao,
    money: {
      item: (raw) =>
        variation(9, {
          estoque: [{ id_variacao_estoque: 1, id_estoque: -1, nome_var: 'Catupiry', preco: raw }],
        }),
      value: (v) => (v.estoque as Read[])[0]?.preco,
    },
  },
  {
    name: 'cardapiotamanhos/listar/{id}',
    route: 'GET v1 cardapiotamanhos/listar/5',
    wrap: legacy('cardapiotamanhos'),
    bare: true,
    good: [
      { id_cardapio_tamanho: 1, nome: 'Broto', preco: '30,00' },
      { id_cardapio_tamanho: '2', nome: 'Grande' },
    ],
    broken: [{ nome: 'sem id' }],
    read: async (api) => (await listProductSizes(api, '5')) as Read[],
    key: (s) => s.id_cardapio_tamanho,
  },
  {
    name: 'cardapioestoque/listar/{id}',
    route: 'GET v1 cardapioestoque/listar/5',
    wrap: legacy('cardapioestoque'),
    bare: true,
    good: [
      {
        id_cardapio_estoque: 1,
        id_cardapio: 5,
        id_estoque: 9,
        nome_item: 'Queijo',
        quantidade: '2',
        removivel: 'S',
      },
      { id_cardapio_estoque: '2', id_cardapio: '5', id_estoque: '10', nome_item: null, removivel: null },
    ],
    broken: [{ id_cardapio: 5, id_estoque: 9 }],
    read: async (api) => ok(await listComposition(api, '5')).cardapioestoque,
    key: (c) => c.id_cardapio_estoque,
  },
  {
    name: 'cardapiovariacoes/listar/{id}',
    route: 'GET v1 cardapiovariacoes/listar/5',
    wrap: legacy('cardapiovariacoes'),
    bare: true,
    good: [
      { id_cardapio_variacao: 1, id_variacao: 7, nome_variacao: 'Borda', status: null, status_cv: 'F' },
      {
        id_cardapio_variacao: '2',
        id_variacao: '8',
        id_cardapio_tamanho: null,
        tamanho_nome: null,
        status: 'x',
      },
    ],
    broken: [{ id_cardapio_variacao: 3 }, { id_variacao: 8 }],
    read: async (api) => ok(await listLinks(api, '5')).cardapiovariacoes,
    key: (l) => l.id_cardapio_variacao,
  },
  {
    name: 'variacoes/listar',
    route: 'GET v1 variacoes/listar',
    wrap: legacy('variacoes'),
    bare: true,
    good: [
      { id_variacao: 7, nome_variacao: 'Borda', status: 'S' },
      { id_variacao: '8', id_variacao_categoria: null, nome_variacao: 'Molho', status: null },
    ],
    broken: [{ nome_variacao: 'sem id' }],
    read: async (api) => ok(await listGlobalVariations(api)).variacoes,
    key: (v) => v.id_variacao,
  },
  {
    name: 'variacoescategorias/listar (Variação Global select)',
    route: 'GET v1 variacoescategorias/listar',
    wrap: legacy('variacoescategorias'),
    bare: true,
    good: [
      { id_variacao_categoria: 3, nome_categoria: 'Bordas' },
      { id_variacao_categoria: '4', nome_categoria: 7 },
    ],
    broken: [{ nome_categoria: 'sem id' }],
    read: async (api) => ok(await listGlobalCategories(api)).variacoescategorias,
    key: (c) => c.id_variacao_categoria,
  },
  {
    name: 'products (catalogue search, second service)',
    route: 'GET v2 products',
    wrap: (items) => ({ status: true, products: { data: items, total: '2' } }),
    bare: true,
    good: [
      { id_produto: 100, codigo_barras: 7891234567890, nome_produto: 'Coca-Cola 2L', descricao: null },
      { id_produto: '101', nome_produto: 'Guaraná', imagem_redimensionada: null },
    ],
    broken: [{ nome_produto: 'sem id' }, null],
    read: async (api) => ok(await searchCatalogue(api, 'nome_produto', 'co')).products.data,
    key: (p) => p.id_produto,
  },
  // ------------------------------------------------------------ store settings (02 §7)
  {
    name: 'software_app/listarHorarios',
    route: 'GET v1 software_app/listarHorarios',
    wrap: legacy('obj', { auto_abrir: 'S', auto_fechar: 0 }),
    bare: true,
    good: [
      { abreviacao: 'dom', checked: '1', abertura: '08:00', fechamento: '12:00', abertura2: null },
      { abreviacao: 'SEG', checked: false, abertura: 800, fechamento: '18:00' },
    ],
    broken: [{ abreviacao: 'xyz', checked: true }, { checked: true }],
    read: async (api) => ok(await api.legacy('v1', 'get', 'software_app/listarHorarios', hoursSchema)).obj,
    key: (d) => d.abreviacao,
  },
  {
    name: 'software_app/listarpagamentos',
    route: 'GET v1 software_app/listarpagamentos',
    wrap: legacy('obj'),
    bare: true,
    good: [
      { chave: 'pix', nome: 'Pix', selected: true },
      { chave: 'dinheiro', nome: null, selected: 'N' },
    ],
    broken: [
      { nome: 'sem chave', selected: true },
      { chave: '', nome: 'vazia' },
    ],
    read: async (api) =>
      ok(await api.legacy('v1', 'get', 'software_app/listarpagamentos', paymentsSchema)).obj,
    key: (p) => p.chave,
  },
  {
    name: 'estabelecimentobairros/listar',
    route: 'GET v1 estabelecimentobairros/listar',
    wrap: legacy('bairros'),
    bare: true,
    good: [city(1, [hood(11, '7,50'), hood(12, undefined)]), city('2', [])],
    broken: [{ bairros: [] }, city(3, 'nenhum')],
    read: async (api) =>
      ok(await api.legacy('v1', 'get', 'estabelecimentobairros/listar', neighbourhoodsSchema)).bairros,
    key: (c) => (c.cidade as Read).id_cidade,
    money: {
      item: (raw) => city(4, [hood(41, raw)]),
      value: (c) => Number((((c.bairros as Read[])[0] as Read).atendido as Read).valor_taxa),
    },
  },
  {
    name: 'users/merchant',
    route: 'GET users users/merchant',
    wrap: (items) => ({ data: items }),
    bare: true,
    good: [
      { id: 7, name: 'Ana', email: 'ana@example.com', status: 'S', role_group: 'Lojista Operador' },
      { id: '8', name: 'Bia', email: null, status: 'X', access_group_merchant: 'dono', merchant_id: null },
    ],
    broken: [
      { id: null, name: 'Nulo' },
      { id: '../1', name: 'Barra' },
      { id: ' ', name: 'Branco' },
      { name: 'Sem id' },
    ],
    read: async (api) => (await api.json('users', 'get', 'users/merchant', storeUsersSchema)).data,
    key: (u) => u.id,
  },
  // ------------------------------------------------------------ finance (03 §7)
  {
    name: 'financial-periods (second generation)',
    route: 'GET finance financial-periods',
    wrap: (items) => ({ data: items, paginate_metadata: { total: items.length } }),
    bare: true,
    good: [
      { id: 1, starts_at: '2026-10-01', ends_at: '2026-10-31' },
      { id: '2', start_at: '2026-11-01', end_at: null },
    ],
    broken: [{ starts_at: '2026-09-01' }, { id: null }],
    read: async (api) => (await fetchPeriods(api, 'second')).periods as Read[],
    key: (p) => p.id,
  },
  {
    name: 'finance/financial-periods (first generation)',
    route: 'GET finance finance/financial-periods',
    wrap: (items) => ({ financial_periods: items }),
    bare: false,
    good: [
      { id: 1, start_at: '2026-10-01', end_at: '2026-10-31' },
      { id: 2, start_at: '2026-11-01', end_at: '2026-11-30' },
    ],
    broken: [{ start_at: '2026-09-01' }],
    read: async (api) => (await fetchPeriods(api, 'first')).periods as Read[],
    key: (p) => p.id,
  },
  {
    name: 'order-transactions',
    route: 'GET finance order-transactions',
    wrap: (items) => ({ data: items, paginate_metadata: { total: 40 } }),
    bare: true,
    good: [
      { order_hash: 'ABC', order_id: 9, total_value: 4500, nett_value: '-300' },
      { order_hash: null, order_id: '10', total_value: '1200', delivery_value: null },
    ],
    broken: [
      { order_hash: '', order_id: null, total_value: 100 },
      { order_hash: 'X', total_value: 'muito' },
    ],
    read: async (api) => (await fetchTransactions(api, { page: 1, perPage: 10 })).rows as Read[],
    key: (t) => t.order_id,
    money: {
      item: (raw) => ({ order_hash: 'M', order_id: 1, total_value: raw }),
      value: (t) => t.total_value,
      cases: CENTS,
    },
  },
  {
    name: 'settlement-periods',
    route: 'GET finance settlement-periods',
    wrap: (items) => ({ data: items, paginate_metadata: { total: 2 } }),
    bare: true,
    good: [
      { id: 1, settlement_date: '2026-11-05', merchant_split_value: 10000 },
      { id: '2', settlement_date: null, merchant_split_value: '20000', retained_value: null },
    ],
    broken: [{ settlement_date: '2026-11-06' }, { id: 3, merchant_split_value: 'R$ dez' }],
    read: async (api) => (await fetchSettlements(api, 1, 10)).rows as Read[],
    key: (s) => s.id,
    money: {
      item: (raw) => ({ id: 5, merchant_split_value: raw }),
      value: (s) => s.merchant_split_value,
      cases: CENTS,
    },
  },
  {
    name: 'invoices (new, paginated)',
    route: 'GET json invoices',
    wrap: (items) => ({ data: items, paginate_metadata: { last_page: 1 } }),
    bare: true,
    good: [
      { id: 1, hash: 'h1', balance: -15990, status: 'paid', nfs: null },
      { id: '2', hash: 'h2', balance: null, pdf_url: null },
    ],
    broken: [
      { hash: 'sem id', balance: 10 },
      { id: 3, balance: 'devendo' },
    ],
    read: async (api) => (await fetchInvoicePage(api, 1)).invoices as Read[],
    key: (i) => i.id,
    money: { item: (raw) => ({ id: 9, balance: raw }), value: (i) => i.balance, cases: CENTS },
  },
  {
    name: 'faturas/listar (legacy invoices)',
    route: 'GET v1 faturas/listar',
    wrap: legacy('faturas'),
    bare: true,
    good: [
      { hash_fatura: 'f1', referencia: '10/2026', valor_pagar: '120.50', status: 'PAGO' },
      { hash_fatura: 'f2', referencia: null, valor_pagar: null, boleto_link: null },
    ],
    broken: [
      { referencia: 'sem hash', valor_pagar: '1' },
      { hash_fatura: 'f3', valor_pagar: 'cem reais' },
    ],
    read: async (api) => (await fetchLegacyInvoices(api)) as Read[],
    key: (i) => i.hash_fatura,
    money: { item: (raw) => ({ hash_fatura: 'm', valor_pagar: raw }), value: (i) => i.valor_pagar },
  },
  {
    name: 'pagamentoonline/gerahistorico',
    route: 'POST v1 pagamentoonline/gerahistorico',
    wrap: legacy('retorno'),
    bare: true,
    good: [historyRow('H1', '45,90'), historyRow('H2', 30)],
    broken: [historyRow('', 10), historyRow('H3', null), historyRow('H4', 'abc')],
    read: async (api) => (await fetchHistory(api, '1', { periodo: '7', inicio: '', fim: '' })) as Read[],
    key: (o) => o.hash_pedido,
    money: { item: (raw) => historyRow('HM', raw), value: (o) => o.valor_total },
  },
  {
    name: 'pagamentoonlinecalendario/listarPag',
    route: 'POST v1 pagamentoonlinecalendario/listarPag',
    wrap: legacy('obj'),
    bare: true,
    good: [
      { id: 1, status: 'paid', valorReceber: '89,90', created_at: '2026-11-20' },
      { id: null, valorReceber: 10, transaction_id: 't2' },
    ],
    broken: [
      { id: 3, valorReceber: null },
      { id: 4, valorReceber: 'a receber' },
    ],
    read: async (api) => (await fetchDayPayments(api, '2026-11-24')) as Read[],
    key: (p) => p.valorReceber,
    money: { item: (raw) => ({ id: 5, valorReceber: raw }), value: (p) => p.valorReceber },
  },
  {
    name: 'pagamentoonlinecalendario/listar',
    route: 'GET v1 pagamentoonlinecalendario/listar',
    wrap: legacy('valores', { total: '1.000,00' }),
    bare: false,
    good: [
      { dia: '2026-11-24', totalDia: '100,00' },
      { dia: '2026-11-25', totalDia: 50 },
    ],
    broken: [{ dia: '2026-11-26', totalDia: 'x' }, { totalDia: 10 }],
    read: async (api) => (await fetchCalendar(api)).valores as Read[],
    key: (d) => d.dia,
    money: { item: (raw) => ({ dia: '2026-11-27', totalDia: raw }), value: (d) => d.totalDia },
  },
  {
    name: 'bancos/filtrar',
    route: 'POST v1 bancos/filtrar',
    wrap: legacy('obj'),
    bare: true,
    good: [
      { cod: '001', banco: 'Banco do Brasil', status: 'S' },
      { cod: 341, banco: 'Itaú', status: null },
    ],
    broken: ['001'],
    read: async (api) => (await fetchStatementBanks(api)) as Read[],
    key: (b) => b.cod,
  },
  {
    name: 'pagamentoonline/listarMccs',
    route: 'GET v1 pagamentoonline/listarMccs',
    wrap: legacy('obj'),
    bare: true,
    good: [
      { code: 5812, category: 'Alimentação', description: 'Restaurantes' },
      { code: '5814', category: null, description: 'Lanchonetes' },
    ],
    broken: [{ category: 'sem código' }],
    read: async (api) => (await fetchMccs(api)) as unknown as Read[],
    key: (m) => m.code,
  },
  {
    name: 'pagamentoonline/listarBancoRecebimentos',
    route: 'POST v1 pagamentoonline/listarBancoRecebimentos',
    wrap: legacy('obj'),
    bare: true,
    good: [
      { id_pagon_banco: 1, banco: '001', conta: 12345, status: 'S', tipo_pagamento: 'MANUAL' },
      { id_pagon_banco: '2', banco: '341', conta: null, status: 'n', chave: null },
    ],
    broken: [{ banco: '237', status: 'S' }],
    read: async (api) => (await fetchBankAccounts(api, '9')) as unknown as Read[],
    key: (a) => a.id_pagon_banco,
  },
  {
    name: 'pagamentoonline/listarBancos',
    route: 'GET v1 pagamentoonline/listarBancos',
    wrap: legacy('obj'),
    bare: true,
    good: [
      { cod: '001', banco: 'Banco do Brasil', ispb: '00000000' },
      { cod: 260, banco: 'Nu Pagamentos', ispb: null },
    ],
    broken: [{ banco: 'sem código' }],
    read: async (api) => (await fetchBankList(api)) as unknown as Read[],
    key: (b) => b.cod,
  },
  // ------------------------------------------------------------ reports and ratings (03 §7)
  {
    name: 'relatorio/geraRelatorio',
    route: 'POST v1 relatorio/geraRelatorio',
    wrap: legacy('retorno', { grafico: [], data_inicio: '2026-11-01', data_final: '2026-11-24' }),
    bare: true,
    good: [reportRow('R1', '40,00'), reportRow('R2', 35.5)],
    broken: [reportRow(null, 10), reportRow('R3', 'quarenta'), { ...reportRow('R4', 10), valor_total: 'x' }],
    read: async (api) => ok(await fetchGeneralReport(api, '2026-11-01', '2026-11-24')).retorno as Read[],
    key: (r) => r.hash_pedido,
    money: { item: (raw) => reportRow('RM', raw), value: (r) => r.valor_pedido },
  },
  {
    name: 'pagamentoonline/getReportTransactions',
    route: 'POST v1 pagamentoonline/getReportTransactions',
    wrap: legacy('report'),
    bare: true,
    good: [
      { orderHash: 'T1', orderAmountTotal: '50,00', finalEstablishment: 45, status: null },
      { orderHash: 'T2', orderAmountTotal: 20, finalEstablishment: '18.00', paymentType: null },
    ],
    broken: [
      { orderAmountTotal: 10, finalEstablishment: 9 },
      { orderHash: 'T3', orderAmountTotal: 'dez' },
    ],
    read: async (api) => ok(await fetchOnlineTransactions(api, '2026-01-01', '2026-01-31', '1')) as Read[],
    key: (t) => t.orderHash,
    money: {
      item: (raw) => ({ orderHash: 'TM', orderAmountTotal: raw, finalEstablishment: 1 }),
      value: (t) => t.orderAmountTotal,
    },
  },
  {
    name: 'pagamentoonline/getReportBatch',
    route: 'POST v1 pagamentoonline/getReportBatch',
    wrap: (items) => ({ status: true, report: { entities: items, count: String(items.length) } }),
    bare: true,
    good: [
      { id: 1, token: 'tk1', value_final_establishment: '1.000,00', invoice_id: null },
      { id: '2', value_final_establishment: 20, retained_value: null, finished_at: '' },
    ],
    broken: [
      { token: 'sem id', value_final_establishment: 1 },
      { id: 3, value_final_establishment: null },
    ],
    read: async (api) => ok(await fetchPayoutBatches(api, 1, '')).entities as Read[],
    key: (b) => b.id,
    money: {
      item: (raw) => ({ id: 9, value_final_establishment: raw }),
      value: (b) => b.value_final_establishment,
    },
  },
  {
    name: 'avaliacao/listar/',
    route: 'POST v1 avaliacao/listar/',
    wrap: legacy('avaliacao', { contaComida: [0, 0, 0, 1, 1], total: [{ nota_geral: '4.5', total: 2 }] }),
    bare: true,
    good: [
      { id_pedido: 501, nota_comida: '5', nota_geral: 4, comentario_usuario: null },
      { id_pedido: '502', nota_comida: 4, comentario_estabelecimento: '' },
    ],
    broken: [{ nota_comida: 5, comentario_usuario: 'sem pedido' }, { id_pedido: null }],
    read: async (api) => ok(await fetchRatings(api, '7' as never, null)).avaliacao as Read[],
    key: (r) => r.id_pedido,
  },
  // ------------------------------------------------------------ establishment and bulk upload (03 §7)
  {
    name: 'pendencias/listar',
    route: 'GET v1 pendencias/listar',
    wrap: legacy('obj'),
    bare: true,
    good: [
      {
        id_pendencias: 1,
        nome_campo: 'texto_app',
        valor_post: 'Novo',
        status: 'pendente',
        data_status: null,
      },
      { id_pendencias: '2', nome_campo: 'LOGOTIPO', valor_ant: null, status: 'Aprovado' },
    ],
    broken: [
      { id_pendencias: 3, nome_campo: 'cnpj', status: 'Pendente' },
      { nome_campo: 'banner', status: 'Pendente' },
    ],
    read: async (api) => (await loadRequests(api, new AbortController().signal)) as Read[],
    key: (p) => p.id_pendencias,
  },
  {
    name: 'product-files',
    route: 'GET upload product-files',
    wrap: (items) => ({ product_files: items }),
    bare: true,
    good: [
      {
        product_file: {
          id: 1,
          status: 'finished',
          added_products: '10',
          total_products: 12,
          finished_at: null,
        },
      },
      { id: '2', status: 'processing', added_products: null },
    ],
    broken: [{ product_file: { status: 'finished' } }, { id: 'três' }],
    read: async (api) => (await fetchProductFiles(api)) as Read[],
    key: (f) => f.id,
  },
];

describe.each(CASES)('$name', (c) => {
  const goodKeys = async (body: unknown) => (await c.read(apiFor({ [c.route]: body }))).map((i) => c.key(i));

  it('the documented wrapper → every item', async () => {
    const keys = await goodKeys(c.wrap(c.good));
    expect(keys).toHaveLength(2);
    expect(dropWarnings()).toHaveLength(0);
  });

  it.runIf(c.bare)('a bare array → the same items', async () => {
    expect(await goodKeys(c.good)).toEqual(await goodKeys(c.wrap(c.good)));
  });

  it('broken items are left out (and reported once); the good ones stay', async () => {
    const [a, b] = c.good;
    const keys = await goodKeys(c.wrap([a, ...c.broken, b]));
    expect(keys).toEqual(await goodKeys(c.wrap(c.good)));
    const warnings = dropWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[1]).toMatchObject({ dropped: c.broken.length, total: c.broken.length + 2 });
  });

  it.runIf(c.bare)('broken items in a bare array are left out too', async () => {
    expect(await goodKeys([c.good[0], ...c.broken, c.good[1]])).toHaveLength(2);
  });

  it('an empty list, or a list that is null, is empty (not an error)', async () => {
    expect(await goodKeys(c.wrap([]))).toEqual([]);
  });

  const m = c.money;
  if (m) {
    it.each(m.cases ?? REAIS)('money %j → %s', async (raw, expected) => {
      const [item] = await c.read(apiFor({ [c.route]: c.wrap([m.item(raw)]) }));
      expect(item && m.value(item)).toBe(expected);
    });
  }
});

// ---------------------------------------------------------------- one-off shapes

describe('catalogue details', () => {
  it('a product keeps its good sizes when one size has no readable price', async () => {
    const body = legacy('cardapio')([
      product(10, '0', {
        tamanhos: [
          { id_cardapio_tamanho: 1, id_cardapio: 10, nome: 'Broto', preco: '30,00', status: 'S' },
          { id_cardapio_tamanho: 2, id_cardapio: 10, nome: 'Grande', preco: 'consulte' },
        ],
        variacoes: [
          { id_cardapio_variacao: 4, id_variacao: 7, nome_variacao: 'Borda', status: 'S' },
          { nome_variacao: 'x' },
        ],
      }),
    ]);
    const [p] = ok(await listProducts(apiFor({ 'GET v1 cardapio/listar/1': body }), '1')).cardapio;
    expect(p?.tamanhos.map((s) => [s.nome, s.preco])).toEqual([['Broto', 30]]);
    expect(p?.variacoes?.map((v) => v.id_cardapio_variacao)).toEqual(['4']);
    expect(p?.preco).toBe(0);
  });

  it.each([
    ['no promotion (null)', null, null],
    ['no promotion (0)', '0.00', null],
    ['promotion in pt-BR', '24,90', 24.9],
  ])('novo_preco %s', async (_name, raw, expected) => {
    const body = legacy('cardapio')([product(10, '29,90', { novo_preco: raw })]);
    const [p] = ok(await listProducts(apiFor({ 'GET v1 cardapio/listar/1': body }), '1')).cardapio;
    expect(p?.novo_preco).toBe(expected);
  });

  it.each([
    ['in a list', legacy('cardapio')([product(10, '29,90')])],
    ['as the object itself', { status: true, cardapio: product(10, '29,90') }],
  ])('one product %s', async (_name, body) => {
    const p = await getProduct(apiFor({ 'GET v1 cardapio/listar/1/10': body }), '1', '10');
    expect(p).toMatchObject({ id_cardapio: '10', preco: 29.9 });
  });

  it('a product without a readable price is not found, not R$ 0,00', async () => {
    const body = legacy('cardapio')([product(10, 'sob consulta')]);
    expect(await getProduct(apiFor({ 'GET v1 cardapio/listar/1/10': body }), '1', '10')).toBeNull();
  });

  it('a link status null or unknown falls back to status_cv, then S', async () => {
    const body = legacy('cardapiovariacoes')([
      { id_cardapio_variacao: 1, id_variacao: 7, status: null, status_cv: 'F' },
      { id_cardapio_variacao: 2, id_variacao: 8, status: 'Z' },
    ]);
    const links = ok(
      await listLinks(apiFor({ 'GET v1 cardapiovariacoes/listar/5': body }), '5'),
    ).cardapiovariacoes;
    expect(links.map(statusOfLink)).toEqual(['F', 'S']);
  });

  it('a category availability already decoded by the server is kept as JSON text', async () => {
    const body = legacy('categorias')([{ id_cardapio_categoria: 1, disponibilidade: { do: { initAt: 0 } } }]);
    const [c] = ok(await listCategories(apiFor({ 'GET v1 cardapiocategorias/listar': body }))).categorias;
    expect(c?.disponibilidade).toBe('{"do":{"initAt":0}}');
  });
});

describe('store settings details', () => {
  it('a neighbourhood with an unreadable fee is left out; the city and its other neighbourhoods stay', () => {
    const parsed = neighbourhoodsSchema.parse({
      status: true,
      bairros: [city(1, [hood(11, '7,50'), hood(12, 'grátis'), hood(13, undefined)])],
    });
    const hoods = parsed.bairros[0]?.bairros ?? [];
    expect(hoods.map((h) => h.id_bairro)).toEqual(['11', '13']);
    expect(hoods[0]?.atendido).toMatchObject({
      valor_taxa: '7.50',
      valor_minimo: '',
      valor_frete_gratis: '50.00',
    });
  });

  it('hours without the flags (a bare list of days) read auto_abrir/auto_fechar as N', () => {
    expect(hoursSchema.parse([{ abreviacao: 'dom', checked: 1 }])).toMatchObject({
      auto_abrir: 'N',
      auto_fechar: 'N',
      obj: [{ abreviacao: 'dom', checked: true, abertura: '' }],
    });
  });
});

describe('finance details', () => {
  it('summary: missing amounts are 0; a present but unreadable one fails (the error state)', async () => {
    const api = apiFor({
      'GET finance financial-periods/1': { total_value: '12345', commission_value: null },
      'GET finance financial-periods/2': { total_value: 'doze' },
    });
    expect(await fetchSummary(api, 'second', '1')).toMatchObject({
      total_value: 12345,
      commission_value: 0,
      order_count: 0,
    });
    await expect(fetchSummary(api, 'second', '2')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('transactions keep paginate_metadata.total, or count the rows of a bare array', async () => {
    const t = { order_hash: 'A', order_id: 1, total_value: 10 };
    const wrapped = apiFor({
      'GET finance order-transactions': { data: [t], paginate_metadata: { total: '31' } },
    });
    expect((await fetchTransactions(wrapped, { page: 1, perPage: 10 })).total).toBe(31);
    const bare = apiFor({ 'GET finance order-transactions': [t, t] });
    expect((await fetchTransactions(bare, { page: 1, perPage: 10 })).total).toBe(2);
  });

  it('a list key that holds something else fails (error state), never a false "empty"', async () => {
    const api = apiFor({ 'GET finance settlement-periods': { data: 'indisponível' } });
    await expect(fetchSettlements(api, 1, 10)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('reports, ratings and establishment details', () => {
  it('a bad chart point is left out; a chart that is not a list is empty', async () => {
    const api = apiFor({
      'POST v1 relatorio/populapainel': {
        status: true,
        diaSemana: [{ dia: 'Seg', qtde: '3' }, 'x', { dia: 'Ter', qtde: 2 }],
        obj: 'nenhum',
        pedidoBairro: null,
      },
    });
    const charts = ok(await fetchPanelCharts(api, '7' as never, null));
    expect(charts.diaSemana).toEqual([
      { dia: 'Seg', qtde: 3 },
      { dia: 'Ter', qtde: 2 },
    ]);
    expect(charts.obj).toEqual([]);
    expect(charts.pedidoBairro).toEqual([]);
    expect(charts.formaPagamento).toEqual([]);
  });

  it('getExibir: a bad change request is left out; a missing store id is the session store', async () => {
    useSession.setState({ user: ADMIN });
    const api = apiFor({
      'GET v1 estabelecimento/getExibir': {
        status: true,
        est: { nome: 'Pizzaria', texto_app: null },
        pen: [
          { id_pendencias: 1, nome_campo: 'banner', status: 'Pendente' },
          { id_pendencias: 2, nome_campo: 'cnpj', status: 'Pendente' },
        ],
      },
    });
    const data = await loadExibir(api, new AbortController().signal);
    expect(data.est).toMatchObject({
      id_estabelecimento: ADMIN.id_estabelecimento,
      nome: 'Pizzaria',
      texto_app: '',
    });
    expect(data.pen.map((p) => p.id_pendencias)).toEqual(['1']);
  });
});

// ---------------------------------------------------------------- the helpers themselves

describe('lenientList / listOf', () => {
  const item = z.object({ id: requiredId, valor: money });
  it.each([
    ['an array', [{ id: 1, valor: '1,50' }], ['1']],
    ['null', null, []],
    ['missing', undefined, []],
    ["PHP's object with numeric keys", { '1': { id: 2, valor: 2 }, '0': { id: 1, valor: 1 } }, ['1', '2']],
    ["PHP's empty object", {}, []],
  ])('%s', (_name, body, ids) => {
    expect(
      lenientList(item, 't')
        .parse(body)
        .map((i) => i.id),
    ).toEqual(ids);
  });

  it.each([
    ['a string', 'x'],
    ['a number', 3],
    ['an object', { id: 1 }],
  ])('%s is not a list', (_name, body) => {
    expect(lenientList(item, 't').safeParse(body).success).toBe(false);
  });

  it('reports once per answer, with the place, the counts and the first issues (never the payload)', () => {
    const report = vi.fn();
    const out = lenientList(item, 'lugar', report).parse([{ id: 1, valor: 1 }, { id: 2 }, { valor: 3 }]);
    expect(out).toHaveLength(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[1]).toEqual({
      where: 'lugar',
      dropped: 2,
      total: 3,
      issues: ['valor: custom'],
    });
  });

  it('listOf keeps the wrapper’s other fields and reads a bare array as the list', () => {
    const schema = listOf('itens', item);
    expect(schema.parse({ status: true, total: 9, itens: [{ id: 1, valor: 1 }] })).toEqual({
      status: true,
      total: 9,
      itens: [{ id: '1', valor: 1 }],
    });
    expect(schema.parse([{ id: 1, valor: 1 }])).toEqual({ itens: [{ id: '1', valor: 1 }] });
    // An empty list the server left out, or sent as null.
    expect(schema.parse({ status: true })).toEqual({ status: true, itens: [] });
    expect(schema.parse({ status: true, itens: null })).toEqual({ status: true, itens: [] });
  });

  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['7,5', 7.5],
  ])('optionalMoney(0) %j → %s', (raw, expected) => {
    expect(optionalMoney(0).parse(raw)).toBe(expected);
  });

  it('optionalMoney fails on text that is not money', () => {
    expect(optionalMoney(0).safeParse('abc').success).toBe(false);
  });
});

describe('parseMoney reads both forms and never guesses', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['12,50', 12.5],
    ['12.5', 12.5],
    ['R$\u00a01.234,56', 1234.56],
    ['-R$ 12,00', -12],
    ['0,00', 0],
    ['1.23,45', null],
    ['1,234', 1.234],
    ['1,234,567', null],
    ['12,', null],
    ['.5', null],
    ['--1', null],
    ['1e3', null],
    ['Infinity', null],
  ])('%j → %s', (raw, expected) => {
    expect(parseMoney(raw)).toBe(expected);
  });
});

describe('staff are told when records are left out', () => {
  it('one warning toast per call (replaced, not stacked), saying how many', async () => {
    const toast = vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    try {
      const schema = lenientList(z.object({ id: requiredId }), 'teste/listar');
      expect(schema.parse([{ id: 1 }, { id: '' }, 'lixo'])).toEqual([{ id: '1' }]);
      expect(toast).toHaveBeenCalledWith(
        '2 registros vieram do servidor com dados inválidos e não são exibidos.',
        'api-dropped:teste/listar',
      );
      schema.parse([{ id: 2 }]);
      expect(toast).toHaveBeenCalledTimes(1);
      expect(droppedItemsMessage(1)).toBe('1 registro veio do servidor com dados inválidos e não é exibido.');
    } finally {
      toast.mockRestore();
    }
  });
});
