/**
 * Every answer of the three specs' §7 tables in one of two legal shapes, chosen by a seed
 * (`--seed N`, SANDBOX_SEED): the table below holds, per answer, the two shapes the spec leaves
 * open between; a seed picks one per answer. Seeds come in partners (N and N ^ 1): a seed's
 * partner picks the other shape of every answer, so the two fixed seeds of `npm test`
 * (FIXED_SEEDS) cover the whole table between them, and any random seed replays from its number.
 *
 * The specs name fields but rarely their types: ids may come as numbers or as text, flags as
 * 0/1 or '1'/'0', a success status as true or 1, "a list" bare or under its key, the order's
 * label/value lines as `[label, value]` pairs, `{label, value}` or `{rotulo, valor}`, pedidoObj
 * as an object or its JSON text, an item's `linhas` as a list or one text.
 */
import { SANDBOX_PREFIXES } from '../../shared/config';
import { createRng, mixSeed } from '../rng';
import { DOCUMENTED_CALLS, keysOf } from './allow-list';
import {
  bare,
  invoices,
  isObj,
  login,
  ORDER_EVENT_KEY,
  orders,
  store,
  type AnswerVariant,
  type Json,
  type Obj,
  type ShapeChoice,
} from './shapes';

/** The seeds `npm test` runs the spec-only walk under: partners, so they cover every shape. */
export const FIXED_SEEDS = [20261202, 20261203] as const;

/** Keys that name an id: `id`, `id_*`, `*_id`, `*Id`, `*ID`. */
const ID_KEY = /^id$|^id_|_id$|[a-z]Id$|ID$/;
/** An id as text that reads the same as a number (no leading zero, within a double's integers). */
const NUMERIC_ID = /^[1-9]\d{0,14}$/;

/** Every value under an object key, at any depth, through `f` (undefined: left as it is). */
function mapValues(value: Json, f: (key: string, v: Json) => Json | undefined): Json {
  if (Array.isArray(value)) return value.map((v) => mapValues(v, f));
  if (!isObj(value)) return value;
  for (const key of Object.keys(value)) {
    const v = value[key] as Json;
    const mapped = f(key, v);
    value[key] = mapped === undefined ? mapValues(v, f) : mapped;
  }
  return value;
}

export const idsAsText = (body: Json): Json =>
  mapValues(body, (key, v) => (ID_KEY.test(key) && typeof v === 'number' ? String(v) : undefined));

export const idsAsNumbers = (body: Json): Json =>
  mapValues(body, (key, v) =>
    ID_KEY.test(key) && typeof v === 'string' && NUMERIC_ID.test(v) ? Number(v) : undefined,
  );

/**
 * Flags (booleans) as 0/1 or '1'/'0'. `status` keeps its type: the envelope's success or refusal
 * (statusAsOne below), and base C's `status: false` is told apart from 0 by its callers.
 */
const flagsAs =
  (on: Json, off: Json) =>
  (body: Json): Json =>
    mapValues(body, (key, v) => (key !== 'status' && typeof v === 'boolean' ? (v ? on : off) : undefined));
export const flagsAsNumbers = flagsAs(1, 0);
export const flagsAsText = flagsAs('1', '0');

/** A success answered `status: 1` (the refusals keep false: only a success changes). */
export const statusAsOne = (body: Json): Json => {
  if (isObj(body) && body.status === true) body.status = 1;
  return body;
};

const pipe =
  (...steps: ((body: Json) => Json)[]) =>
  (body: Json): Json =>
    steps.reduce((b, step) => step(b), body);

const variant = (name: string, apply: AnswerVariant['apply']): AnswerVariant => ({ name, apply });

/** The two shapes of an answer nothing more specific is said of. */
const NUMBERS = variant('ids em número, flags 0/1', pipe(idsAsNumbers, flagsAsNumbers));
const TEXTS = variant("ids em texto, flags '1'/'0', status 1", pipe(idsAsText, flagsAsText, statusAsOne));

// ---------------------------------------------------------------- the order (01 §3)

type LineNotation = 'pairs' | 'rotulo';
const LINE_LISTS = ['dados_pagamento', 'andamentos'] as const;

function lines(details: Obj, notation: LineNotation): void {
  for (const key of LINE_LISTS) {
    const list = details[key];
    if (!Array.isArray(list)) continue;
    details[key] = list.map((line) => {
      if (!isObj(line)) return line;
      const label = line.label ?? null;
      const value = line.value ?? null;
      return notation === 'pairs' ? [label, value] : { rotulo: label, valor: value };
    });
  }
}

/** Each order of `pedidos`, its pedidoObj rewritten by `f`. */
function eachDetails(body: Json, f: (details: Obj, order: Obj) => void): Json {
  if (!isObj(body) || !Array.isArray(body.pedidos)) return body;
  for (const order of body.pedidos) if (isObj(order) && isObj(order.pedidoObj)) f(order.pedidoObj, order);
  return body;
}

/** The spec's own notation: `[label, value]` pairs, an item's lines as one text, types as text. */
const ORDER_PAIRS = variant(
  "pares [rótulo, valor], linhas num texto, ids e valores em texto, flags '1'/'0'",
  (body) =>
    statusAsOne(
      eachDetails(orders(body), (details) => {
        lines(details, 'pairs');
        if (!Array.isArray(details.itens)) return;
        for (const item of details.itens) {
          if (isObj(item) && Array.isArray(item.linhas)) item.linhas = item.linhas.join('\n');
        }
      }),
    ),
);

/** `{rotulo, valor}` lines, pedidoObj as its JSON text (encoded twice), ids as numbers, flags 0/1. */
const ORDER_TEXT = variant('{rotulo, valor}, pedidoObj em texto JSON, ids em número, flags 0/1', (body) =>
  eachDetails(pipe(idsAsNumbers, flagsAsNumbers)(body), (details, order) => {
    lines(details, 'rotulo');
    order.pedidoObj = JSON.stringify(details);
  }),
);

// ---------------------------------------------------------------- the table

const v1 = SANDBOX_PREFIXES.v1;
const json = SANDBOX_PREFIXES.json;

/** "A list": bare, or under its key; each with the other pair of types. */
const listVariants = (key: string): readonly [AnswerVariant, AnswerVariant] => [
  variant(`lista solta, ${TEXTS.name}`, (body, shapes) => TEXTS.apply(bare(key)(body), shapes)),
  variant(`lista em {${key}}, ${NUMBERS.name}`, NUMBERS.apply),
];

/** Answers with more to vary than types: their own pair. */
const SPECIFIC: Record<string, readonly [AnswerVariant, AnswerVariant]> = {
  [`POST ${v1}login/index`]: [
    variant("ids e telefones em texto, flags '1'/'0' (sem nulos)", (body, shapes) =>
      flagsAsText(login(body, shapes)),
    ),
    variant('ids em número; logo, email e company nulos', (body, shapes) => {
      const out = NUMBERS.apply(body, shapes);
      if (isObj(out) && isObj(out.usuario))
        Object.assign(out.usuario, { logo: null, email: null, company: null });
      return out;
    }),
  ],
  [`GET ${v1}estabelecimento/getLoja`]: [
    variant("prazos em texto, flags '1'/'0', sem o id da loja", (body) => store(body)),
    NUMBERS,
  ],
  [`GET ${v1}pedidos/listar`]: [ORDER_PAIRS, ORDER_TEXT],
  [`GET ${v1}pedidos/listar/:id`]: [ORDER_TEXT, ORDER_PAIRS],
  [`GET ${v1}faturas/listar`]: listVariants('faturas'),
  [`GET ${v1}establishment-banners`]: listVariants('banners'),
  [`GET ${SANDBOX_PREFIXES.users}users/merchant`]: listVariants('data'),
  [`POST ${json}reset-password/verify-document`]: listVariants('establishments'),
  [`GET ${json}invoices`]: [
    variant('lista solta', (body, shapes) => invoices(body, { ...shapes, invoices: 'bare' })),
    variant('lista em {invoices}', (body, shapes) => invoices(body, { ...shapes, invoices: 'invoices' })),
  ],
  [ORDER_EVENT_KEY]: [
    { ...variant("texto de 'mensagem' em mensagem", (b) => b), messageField: 'mensagem' },
    { ...variant("texto de 'mensagem' em msg", (b) => b), messageField: 'msg' },
  ],
};

/** Every documented call's answer (and the 'pedido' event) with its two shapes. */
export const ANSWER_VARIANTS: ReadonlyMap<string, readonly [AnswerVariant, AnswerVariant]> = new Map([
  ...[...keysOf(DOCUMENTED_CALLS)].map((key) => [key, SPECIFIC[key] ?? ([NUMBERS, TEXTS] as const)] as const),
  [ORDER_EVENT_KEY, SPECIFIC[ORDER_EVENT_KEY] as readonly [AnswerVariant, AnswerVariant]],
]);

/** FNV-1a of a key: each answer's pick depends on the seed and its own key only. */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Which of an answer's two shapes `seed` picks (0 or 1); `seed ^ 1` picks the other. */
export function pickOf(seed: number, key: string): 0 | 1 {
  const coin = createRng(mixSeed(seed >>> 1, hashKey(key))).next() < 0.5 ? 0 : 1;
  return (coin ^ (seed & 1)) as 0 | 1;
}

/** The shape of every answer under `seed`. */
export function chooseShapes(seed: number): ShapeChoice {
  return new Map([...ANSWER_VARIANTS].map(([key, pair]) => [key, pair[pickOf(seed, key)]]));
}

/** A seed from `--seed` or SANDBOX_SEED: a whole number 0…4294967295, or null when unreadable. */
export function parseSeed(value: string): number | null {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff ? n : null;
}

/** A fresh seed, for a run that names none. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000);
}
