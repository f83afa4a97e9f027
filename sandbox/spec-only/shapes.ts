/**
 * The other legal shapes: how the spec-only profile rewrites each answer the sandbox's services
 * build. The specs name fields but rarely their types, so a platform written from them alone may
 * send ids, money and counts as strings, flags as '1'/'0', leave optional fields out and answer
 * "a list" bare. One function per answer that has something to change; the services stay as
 * they are. Where the spec leaves a shape open between several, the choice is an option
 * (SpecOnlyShapes) so tests can pin each one.
 */
import { SANDBOX_PREFIXES } from '../../shared/config';
import { toSpecOnlyUrl } from './layout';

/** One shape of one answer (variants.ts): how it rewrites the body the sandbox built. */
export interface AnswerVariant {
  readonly name: string;
  readonly apply: (body: Json, shapes: SpecOnlyShapes) => Json;
  /** The 'pedido' event's variants only: the field its 'mensagem' text travels in. */
  readonly messageField?: SpecOnlyShapes['messageField'];
}

/** A seed's pick: the variant of every answer (route key) and of the 'pedido' event. */
export type ShapeChoice = ReadonlyMap<string, AnswerVariant>;

/** The realtime 'pedido' event's key in a ShapeChoice (01 §7 Realtime). */
export const ORDER_EVENT_KEY = 'EVENT pedido';

export interface SpecOnlyShapes {
  /** usuario.telefones at login: one string, a list of numbers, an empty list or null (the spec names no type). */
  telefones: 'string' | 'list' | 'empty' | 'null';
  /** logo, email and company at login null (the spec only says they "arrive at login"). */
  loginNulls: boolean;
  /** GET invoices (base C): `{data}`, `{invoices}` or a bare list (the spec: "invoices"). */
  invoices: 'data' | 'invoices' | 'bare';
  /** The field of the 'mensagem' event that carries its text (the spec names none). */
  messageField: 'texto' | 'mensagem' | 'msg' | 'message' | 'text';
}

/** The profile on its own (`npm run sandbox -- --profile spec-only`), and the e2e default. */
export const SPEC_ONLY_SHAPES: SpecOnlyShapes = {
  telefones: 'list',
  loginNulls: false,
  invoices: 'bare',
  messageField: 'mensagem',
};

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = { [key: string]: Json };

export const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const flag = (v: Json | undefined): Json | undefined => (typeof v === 'boolean' ? (v ? '1' : '0') : v);
const text = (v: Json | undefined): Json | undefined => (typeof v === 'number' ? String(v) : v);
const money = (v: Json | undefined): Json | undefined => (typeof v === 'number' ? v.toFixed(2) : v);

/** Optional fields absent: a null says nothing a missing key does not. */
function dropNulls(o: Obj): Obj {
  for (const key of Object.keys(o)) if (o[key] === null) delete o[key];
  return o;
}

function mapKeys(o: Obj, keys: readonly string[], f: (v: Json | undefined) => Json | undefined): void {
  for (const key of keys) {
    if (!(key in o)) continue;
    const v = f(o[key]);
    if (v !== undefined) o[key] = v;
  }
}

const ORDER_IDS = ['id_pedido', 'id_usuario', 'endereco_id', 'externalDeliveryId', 'orderId'];
const ORDER_FLAGS = [
  'usuario_confirmado',
  'chat_enabled',
  'canUseExternalDelivery',
  'externalDeliveryWithCode',
];
const ITEM_MONEY = ['valor_unitario', 'valor_total'];

function order(raw: Json): Json {
  if (!isObj(raw)) return raw;
  const o = dropNulls(raw);
  mapKeys(o, ORDER_IDS, text);
  mapKeys(o, ORDER_FLAGS, flag);
  mapKeys(o, ['valor_total'], money);
  mapKeys(o, ['segundos'], text);
  const details = o.pedidoObj;
  if (isObj(details)) {
    dropNulls(details);
    mapKeys(details, ['usuario_compras', 'endereco_id_bairro'], text);
    mapKeys(details, ['usuario_confirmado', 'cobrar_cliente'], flag);
    if (Array.isArray(details.itens)) {
      for (const item of details.itens) {
        if (!isObj(item)) continue;
        dropNulls(item);
        mapKeys(item, ['quantidade', 'id_cardapio_categoria'], text);
        mapKeys(item, ITEM_MONEY, money);
      }
    }
  }
  return o;
}

export function orders(body: Json): Json {
  if (isObj(body) && Array.isArray(body.pedidos)) body.pedidos = body.pedidos.map(order);
  return body;
}

export function login(body: Json, shapes: SpecOnlyShapes): Json {
  if (!isObj(body) || !isObj(body.usuario)) return body;
  const u = dropNulls(body.usuario);
  mapKeys(u, ['id_estabelecimento', 'id_usuario'], text);
  if (shapes.telefones === 'list' && typeof u.telefones === 'string') {
    u.telefones = u.telefones
      .split(/\s*[,/;]\s*/)
      .map((t) => t.trim())
      .filter((t) => t !== '');
  }
  if (shapes.telefones === 'empty') u.telefones = [];
  if (shapes.telefones === 'null') u.telefones = null;
  if (shapes.loginNulls) {
    u.logo = null;
    u.email = null;
    u.company = null;
  }
  return body;
}

export function store(body: Json): Json {
  if (isObj(body) && isObj(body.estabelecimento)) {
    const s = dropNulls(body.estabelecimento);
    // 01 §3 lists the answer's fields without the store's id: the session already holds it.
    delete s.id_estabelecimento;
    mapKeys(s, ['entrega_minimo', 'entrega_maximo'], text);
    mapKeys(s, ['upload_em_massa', 'loja_bloqueada'], flag);
  }
  return body;
}

export function invoices(body: Json, shapes: SpecOnlyShapes): Json {
  if (!isObj(body) || !Array.isArray(body.data)) return body;
  const list = body.data.map((inv) => {
    if (!isObj(inv)) return inv;
    mapKeys(inv, ['id', 'balance'], text);
    return inv;
  });
  if (shapes.invoices === 'bare') return list;
  if (shapes.invoices === 'invoices') return { invoices: list };
  return { ...body, data: list };
}

/** Where the spec says "a list" and nothing more, the list comes bare. */
export function bare(key: string) {
  return (body: Json): Json => (isObj(body) && Array.isArray(body[key]) ? body[key] : body);
}

type Shaper = (body: Json, shapes: SpecOnlyShapes) => Json;

const v1 = SANDBOX_PREFIXES.v1;
export const SHAPERS: Record<string, Shaper> = {
  [`POST ${v1}login/index`]: login,
  [`GET ${v1}estabelecimento/getLoja`]: store,
  [`GET ${v1}pedidos/listar`]: orders,
  [`GET ${v1}pedidos/listar/:id`]: orders,
  [`GET ${v1}faturas/listar`]: bare('faturas'),
  [`GET ${v1}establishment-banners`]: bare('banners'),
  [`GET ${SANDBOX_PREFIXES.json}invoices`]: invoices,
  [`GET ${SANDBOX_PREFIXES.users}users/merchant`]: bare('data'),
};

/** Absolute URLs of the sandbox's own layout, anywhere in an answer, in the profile's layout. */
function relink(value: Json, origin: string): Json {
  if (typeof value === 'string') return value.startsWith(origin) ? toSpecOnlyUrl(value, origin) : value;
  if (Array.isArray(value)) return value.map((v) => relink(v, origin));
  if (isObj(value)) {
    for (const key of Object.keys(value)) value[key] = relink(value[key] as Json, origin);
  }
  return value;
}

/**
 * One answer in the profile's shapes. `routeKey` is `METHOD /route/pattern` in the sandbox's own
 * layout; a body that is not JSON, or a failure, passes through.
 */
export function reshape(
  routeKey: string,
  body: unknown,
  shapes: SpecOnlyShapes,
  origin: string,
  choice?: ShapeChoice,
): unknown {
  const json = relink(body as Json, origin);
  if (choice) {
    const variant = choice.get(routeKey);
    return variant ? variant.apply(json, shapes) : json;
  }
  const shaper = SHAPERS[routeKey];
  return shaper ? shaper(json, shapes) : json;
}

/** The 'pedido' event as the profile emits it ('mensagem' carries its text in another field). */
export function reshapeOrderEvent(
  payload: Record<string, unknown>,
  pinned: SpecOnlyShapes,
  choice?: ShapeChoice,
): Record<string, unknown> {
  const field = choice?.get(ORDER_EVENT_KEY)?.messageField;
  const shapes = field ? { ...pinned, messageField: field } : pinned;
  if (payload.tipo !== 'mensagem' || shapes.messageField === 'texto' || !('texto' in payload)) return payload;
  const { texto, ...rest } = payload;
  return { ...rest, [shapes.messageField]: texto };
}
