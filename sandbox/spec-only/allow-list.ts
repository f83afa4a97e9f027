/**
 * The calls the three specs document (shared/spec/*.md §7), as the sandbox's route patterns:
 * the spec-only profile answers only these. Everything else the sandbox offers (its own
 * conveniences, such as the change check `pedidos/resumo`) answers 404 there, so a desk that
 * works against this profile works on a platform that follows the specs and nothing more.
 * tests/unit/sandbox/spec-only.test.ts fails on a sandbox route in neither list.
 */
import { SANDBOX_PREFIXES, type ApiBaseKey } from '../../shared/config';

export type HttpBase = Exclude<ApiBaseKey, 'chatSocket'>;
export type Call = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

export const DOCUMENTED_CALLS: Record<HttpBase, readonly Call[]> = {
  v1: [
    // 01 §7 base A
    'POST login/index',
    'GET estabelecimento/getLoja',
    'POST estabelecimento/mudaAberturaFechamento',
    'POST estabelecimento/mudaPrevisao',
    'GET estabelecimento/alteraAviso',
    'GET pagamentoonline/getAcceptanceStatus',
    'GET faturas/listar',
    'GET pedidos/listar',
    'GET pedidos/listar/:id',
    'POST pedidos/mudaStatus/:id',
    'GET pedidos/externalDeliveryStatusList/:orderId',
    'POST enderecos/updateUserAddress/:orderId/:addressId',
    'GET terms/check',
    'POST terms/sendToSignature',
    'GET establishment-banners',
    'GET chat/orderInfo/:id',
    'POST chat/establishConnection',
    'POST chat/createSocketConnection',
    // 02 §7 categories, products, composition, sizes, variations, stock
    'GET cardapiocategorias/listar',
    'GET cardapiocategorias/listar/:id',
    'POST cardapiocategorias/adicionar/:id?',
    'POST cardapiocategorias/excluir',
    'POST cardapiocategorias/ordem',
    'GET cardapio/listar/:cat/:id?',
    'POST cardapio/adicionar/:id?',
    'POST cardapio/ordem',
    'POST cardapio/duplicar',
    'POST cardapio/excluir',
    'POST cardapio/mudaSts',
    'POST cardapio/foto',
    'POST cardapioestoque/inserir',
    'POST cardapioestoque/adicionar',
    'GET cardapioestoque/listar/:id',
    'POST cardapioestoque/excluir',
    'POST cardapioestoque/ordem',
    'GET cardapiotamanhos/listar/:id',
    'POST cardapiotamanhos/adicionar/:id?',
    'POST cardapiotamanhos/excluir',
    'POST cardapiotamanhos/mudaSts',
    'POST cardapiotamanhos/ordem',
    'POST cardapiovariacoes/adicionar',
    'POST cardapiovariacoes/excluir',
    'POST cardapiovariacoes/mudaSts',
    'POST cardapiovariacoes/ordem',
    'POST variacoes/duplicar_card',
    'GET variacoes/listar/:id?',
    'GET variacoes/listarCategoria/:id',
    'POST variacoes/adicionar/:id?',
    'POST variacoes/mudaSts',
    'POST variacoes/duplicar',
    'POST variacoes/excluir',
    'POST variacoesestoque/adicionar/:id?',
    'POST variacoesestoque/excluir',
    'POST variacoesestoque/ordem',
    'GET variacoescategorias/listar',
    'POST variacoescategorias/adicionar/:id?',
    'POST variacoescategorias/excluir',
    'GET estoque/listar',
    'POST estoque/adicionar/:id?',
    'POST estoque/excluir',
    'POST estoque/mudaStatus',
    // 02 §7 neighbourhoods, print settings, hours, payments
    'GET estabelecimentobairros/listar',
    'POST estabelecimentobairros/habilitarBairro/:id',
    'POST estabelecimentobairros/editar/:id',
    'POST estabelecimentobairros/mudaStsLote/:status/:fee',
    'POST estabelecimentobairros/mudaStsLote/:status',
    'GET estabelecimentosimpressao/listar',
    'GET estabelecimentosimpressao/atualizar',
    'POST estabelecimentosimpressao/adicionar',
    'GET software_app/listarHorarios',
    'POST software_app/alteraHorarios2',
    'GET software_app/listarpagamentos',
    'POST software_app/alteraPagamentos',
    'POST pagamentoonline/setAcceptanceStatus',
    'POST pagamentoonline/mudarStatus',
    'POST estabelecimento/listarStatusPagOn',
    // 03 §7 online-payment registration, calendar
    'GET estabelecimento/consultaCep/:cep',
    'GET pagamentoonline/listarMccs',
    'POST pagamentoonline/listarPagOnCadastro',
    'POST pagamentoonline/adicionar',
    'POST pagamentoonline/imgidentificacao',
    'POST pagamentoonline/imgresidencia',
    'POST pagamentoonline/imgatividade',
    'GET pagamentoonline/listarPlanosTaxas',
    'POST pagamentoonline/ativarPagOnPlano',
    'GET pagamentoonline/otherInfo',
    'GET pagamentoonline/getTaxAndPlans',
    'POST pagamentoonline/listarBancoRecebimentos',
    'POST pagamentoonline/ativarPagOnBanco',
    'POST pagamentoonline/excluirPagOnBanco',
    'GET pagamentoonline/listarBancos',
    'GET pagamentoonlinecalendario/listar',
    'POST pagamentoonlinecalendario/listarPag',
    // 03 §7 sales, ratings, reports, store registration
    'POST bancos/filtrar',
    'POST pagamentoonline/gerahistorico',
    'GET avaliacao/listar',
    'POST avaliacao/listar',
    'GET pedidos/listarpedidoavaliacao/:id',
    'POST avaliacao/atualizar/:id',
    'POST relatorio/geraRelatorio',
    'POST relatorio/populapainel',
    'POST pagamentoonline/getReportTransactions',
    'POST pagamentoonline/getReportBatch',
    'GET estabelecimento/getExibir',
    'GET pendencias/listar',
    'POST estabelecimento/postEstabelecimento',
    'POST estabelecimento/logo',
    'POST estabelecimento/banner',
    // Not calls but resources whose URLs the answers carry (a CDN on a real platform).
    'GET cardapio/imagem/:token',
  ],
  v2: ['GET products', 'GET products/imagem/:id', 'POST bank-accounts/change'],
  json: [
    'GET invoices',
    'POST reset-password/verify-document',
    'POST reset-password/verify-stablishment',
    'POST reset-password/send-code',
    'POST reset-password/save-password',
    'PUT orders/:id',
    'POST delivery/auth',
    'GET v2/delivery/coverageAreas',
    'GET areas/:neighborhoodId',
    'POST v2/delivery',
    'POST v2/delivery/:id/cancel',
  ],
  finance: [
    'GET financial-periods',
    'GET financial-periods/:id',
    'GET order-transactions',
    'GET settlement-periods',
    'GET settlement-periods/:id',
    'GET finance/financial-periods',
    'GET finance/financial-periods/:id',
    'GET finance/order-transactions',
    'POST finance/reversal-fine',
  ],
  upload: [
    'GET product-files',
    'GET product-files/:id',
    'PATCH product-files/:id/cancel',
    'POST product-files',
  ],
  users: ['GET users/merchant', 'POST users/merchant-create', 'POST users/merchant-update/:id'],
};

/** What the sandbox offers beyond the specs: 404 in the spec-only profile. */
const UNDOCUMENTED_CALLS: Record<HttpBase, readonly Call[]> = {
  v1: [
    'GET pedidos/resumo',
    'GET cardapiovariacoes/listar/:id',
    'POST pagamentoonline/extrato',
    'POST pagamentoonline/transferir',
  ],
  v2: [],
  json: ['GET geocoder/autocomplete'],
  finance: [],
  // Every refused row with its content (the spec's progress answer lists the first ones only).
  upload: ['GET product-files/:id/failures'],
  users: [],
};

/** `METHOD /full/route/pattern` keys as Fastify reports them (routeOptions.url). */
export function keysOf(calls: Partial<Record<HttpBase, readonly Call[]>>): Set<string> {
  const out = new Set<string>();
  for (const [base, list] of Object.entries(calls) as [HttpBase, readonly Call[]][]) {
    for (const call of list) {
      const space = call.indexOf(' ');
      out.add(`${call.slice(0, space)} ${SANDBOX_PREFIXES[base]}${call.slice(space + 1)}`);
    }
  }
  return out;
}

const ALLOWED = keysOf(DOCUMENTED_CALLS);
const UNDOCUMENTED = keysOf(UNDOCUMENTED_CALLS);

/** Whether a `METHOD /full/route` key names a route the sandbox offers (documented or its own). */
export function isKnownCall(key: string): boolean {
  return ALLOWED.has(key) || UNDOCUMENTED.has(key);
}

/** Whether a routed request is a documented call (HEAD counts as its GET). */
export function isDocumented(method: string, routeUrl: string): boolean {
  return ALLOWED.has(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`);
}
