// The spec-only profile's seeded shapes (sandbox/spec-only/variants.ts): every answer of the
// specs' §7 tables has two legal shapes, a seed picks one per answer, a seed's partner the other,
// so the two fixed seeds of `npm test` cover the whole table; and the desk's readers read what
// both fixed seeds send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_CALLS, keysOf } from '../../../sandbox/spec-only/allow-list';
import { SPEC_ONLY_PREFIXES } from '../../../sandbox/spec-only/layout';
import { ORDER_EVENT_KEY, reshapeOrderEvent, SPEC_ONLY_SHAPES } from '../../../sandbox/spec-only/shapes';
import {
  ANSWER_VARIANTS,
  chooseShapes,
  FIXED_SEEDS,
  flagsAsNumbers,
  flagsAsText,
  idsAsNumbers,
  idsAsText,
  parseSeed,
  pickOf,
  statusAsOne,
} from '../../../sandbox/spec-only/variants';
import { parseLiveOrder, type LiveOrder } from '../../../shared/api/live-order';
import { bannersSchema, loginResponseSchema } from '../../../shared/api/platform-v1';
import { storeUsersSchema } from '../../../shared/api/store-settings';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { startTestSandbox, type TestSandbox } from './helpers';

describe('the table of shapes', () => {
  it('holds every documented call of the three specs and the pedido event, each with two shapes', () => {
    const keys = [...keysOf(DOCUMENTED_CALLS), ORDER_EVENT_KEY];
    expect([...ANSWER_VARIANTS.keys()].sort()).toEqual(keys.sort());
    for (const [key, [a, b]] of ANSWER_VARIANTS) expect(a.name, key).not.toBe(b.name);
  });

  it('the two fixed seeds between them pick every shape of every answer', () => {
    const [first, second] = FIXED_SEEDS.map(chooseShapes) as [
      ReturnType<typeof chooseShapes>,
      ReturnType<typeof chooseShapes>,
    ];
    for (const [key, pair] of ANSWER_VARIANTS) {
      const picked = new Set([first.get(key), second.get(key)]);
      expect(picked, key).toEqual(new Set(pair));
    }
  });

  it('each fixed seed alone mixes both shapes across the table (not one side for all)', () => {
    for (const seed of FIXED_SEEDS) {
      const sides = new Set([...ANSWER_VARIANTS.keys()].map((key) => pickOf(seed, key)));
      expect(sides).toEqual(new Set([0, 1]));
    }
  });

  it('any seed and its partner (seed ^ 1) cover the table; the same seed picks the same again', () => {
    for (const seed of [0, 1, 7, 123_456, 0xfffffffe]) {
      for (const key of ANSWER_VARIANTS.keys()) expect(pickOf(seed, key) + pickOf(seed ^ 1, key)).toBe(1);
      expect([...chooseShapes(seed)].map(([k, v]) => [k, v.name])).toEqual(
        [...chooseShapes(seed)].map(([k, v]) => [k, v.name]),
      );
    }
  });

  it('no shape turns a refusal into a success or back (status false stays false, true stays truthy)', () => {
    for (const [key, pair] of ANSWER_VARIANTS) {
      for (const v of pair) {
        const refused = v.apply({ status: false, erro: 'Recusado' }, SPEC_ONLY_SHAPES);
        expect((refused as { status: unknown }).status, `${key}: ${v.name}`).toBe(false);
        const done = v.apply({ status: true, mensagem: 'Ok' }, SPEC_ONLY_SHAPES) as { status: unknown };
        expect([true, 1], `${key}: ${v.name}`).toContain(done.status);
      }
    }
  });

  it('reads a seed only as a whole number in 0…2³²−1', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(' 4294967295 ')).toBe(4294967295);
    for (const bad of ['', 'abc', '-1', '1.5', '4294967296']) expect(parseSeed(bad), bad).toBeNull();
  });
});

describe('the shapes themselves', () => {
  it('ids as text or numbers, at any depth, only under id keys', () => {
    const body = { id: 1, itens: [{ id_cardapio: 2, preco: 3 }], orderId: 4, coverageAreaID: 5 };
    expect(idsAsText(structuredClone(body))).toEqual({
      id: '1',
      itens: [{ id_cardapio: '2', preco: 3 }],
      orderId: '4',
      coverageAreaID: '5',
    });
    expect(idsAsNumbers({ id: '12', id_x: '012', hash_id: 'ab', valor: '3' })).toEqual({
      id: 12,
      id_x: '012',
      hash_id: 'ab',
      valor: '3',
    });
  });

  it("flags as 0/1 or '1'/'0', status left to statusAsOne (a refusal stays false)", () => {
    const body = { status: true, ativo: true, lista: [{ oculto: false }] };
    expect(flagsAsNumbers(structuredClone(body))).toEqual({ status: true, ativo: 1, lista: [{ oculto: 0 }] });
    expect(flagsAsText(structuredClone(body))).toEqual({
      status: true,
      ativo: '1',
      lista: [{ oculto: '0' }],
    });
    expect(statusAsOne({ status: true })).toEqual({ status: 1 });
    expect(statusAsOne({ status: false })).toEqual({ status: false });
  });

  it("the 'pedido' event's 'mensagem' text travels in the field each seed picks", () => {
    const fields = FIXED_SEEDS.map(
      (seed) =>
        Object.keys(
          reshapeOrderEvent({ tipo: 'mensagem', texto: 'Oi' }, SPEC_ONLY_SHAPES, chooseShapes(seed)),
        )[1],
    );
    expect(new Set(fields)).toEqual(new Set(['mensagem', 'msg']));
  });
});

/** What the desk reads, under each fixed seed, from a spec-only sandbox. */
describe.each(FIXED_SEEDS)('the desk reads every answer under seed %i', (seed) => {
  let sb: TestSandbox;
  let hash: string;
  const v1 = SPEC_ONLY_PREFIXES.v1;
  beforeAll(async () => {
    sb = await startTestSandbox({ profile: 'spec-only', seed });
    const login = await sb.call<Record<string, unknown>>(`${v1}login/index`, {
      form: { usuario: 'admin', senha: 'demo1234' },
    });
    const read = loginResponseSchema.parse(login.body);
    hash = read.usuario.sessao.hash;
  });
  afterAll(() => sb.close());

  it('orders: every order of the list and of listar/{id}, with its payment and progress lines', async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const list = await sb.call<{ pedidos: Record<string, unknown>[] }>(`${v1}pedidos/listar`, { hash });
    // The answer came in the seed's shape: pedidoObj as JSON text, or its lines as pairs.
    const raw = list.body.pedidos[0]?.pedidoObj;
    const picked = chooseShapes(seed).get(`GET ${SANDBOX_PREFIXES.v1}pedidos/listar`)?.name ?? '';
    if (picked.startsWith('{rotulo')) expect(typeof raw).toBe('string');
    else expect((raw as { dados_pagamento: unknown[] }).dados_pagamento[0]).toBeInstanceOf(Array);
    const orders = list.body.pedidos
      .map((o) => parseLiveOrder(o, warn, 'pedidos/listar'))
      .filter((o): o is LiveOrder => o !== null);
    expect(orders.length).toBe(list.body.pedidos.length);
    expect(warnings).toEqual([]);
    const first = orders[0] as LiveOrder;
    expect(first.pedidoObj.dados_pagamento.length).toBeGreaterThan(0);
    expect(first.pedidoObj.andamentos.length).toBeGreaterThan(0);
    expect(first.pedidoObj.naoLidos).toBeUndefined();
    const one = await sb.call<{ pedidos: unknown[] }>(`${v1}pedidos/listar/${first.id_pedido}`, { hash });
    const again = parseLiveOrder(one.body.pedidos[0], warn, 'pedidos/listar/{id}');
    expect(again?.pedidoObj.dados_pagamento).toEqual(first.pedidoObj.dados_pagamento);
    expect(warnings).toEqual([]);
  });

  it('banners and users: bare or under their key, read alike', async () => {
    const banners = await sb.call(`${v1}establishment-banners`, { hash });
    expect(bannersSchema.parse(banners.body).length).toBeGreaterThan(0);
    const users = await sb.call(`${SPEC_ONLY_PREFIXES.users}users/merchant`, { hash });
    expect(storeUsersSchema.parse(users.body).data.length).toBeGreaterThan(0);
  });
});
