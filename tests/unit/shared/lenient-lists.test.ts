/**
 * The list envelopes and the id, amount, link, flag and number readers of shared/api/lenient.ts,
 * one table row per value the platform may send (lenient-readers.test.ts tables the text readers).
 * The screens read through these; here each reader's rules are stated on their own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  fieldsOf,
  flag,
  httpUrl,
  idString,
  intWithin,
  issuesOf,
  lenientList,
  lenientText,
  listIn,
  listOf,
  listResponse,
  money,
  onDroppedItems,
  oneOfOr,
  optionalMoney,
  optionalNumber,
  requiredId,
  wholeNumber,
  wrappedOrBare,
  yesNo,
  type DroppedItems,
} from '../../../shared/api/lenient';

const FAILS = Symbol('fails');
const read = (schema: z.ZodType, raw: unknown): unknown => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : FAILS;
};

afterEach(() => vi.restoreAllMocks());

describe('issuesOf', () => {
  it('names the first five issues by path and code, the root as (raiz)', () => {
    const schema = z.object({ a: z.string(), b: z.array(z.number()) });
    const error = schema.safeParse({ a: 1, b: [1, 'x', 'y', 'z', 'w', 'v'] }).error!;
    expect(issuesOf(error)).toEqual([
      'a: invalid_type',
      'b.1: invalid_type',
      'b.2: invalid_type',
      'b.3: invalid_type',
      'b.4: invalid_type',
    ]);
    expect(issuesOf(z.string().safeParse(1).error!)).toEqual(['(raiz): invalid_type']);
  });
});

describe('list envelopes', () => {
  it.each<[unknown, unknown]>([
    [
      [1, 2],
      [1, 2],
    ],
    [{ itens: [3] }, [3]],
    [{ itens: 'x' }, []],
    [{ outro: [1] }, []],
    [null, []],
    [undefined, []],
    ['abc', []],
  ])('listResponse(itens) %j → %j', (raw, expected) => {
    expect(read(listResponse('itens'), raw)).toEqual(expected);
  });

  const numbers = z.object({ data: z.array(z.number()) });
  it.each<[unknown, unknown]>([
    [[1], { data: [1] }],
    [{ data: [2] }, { data: [2] }],
    ['x', FAILS],
    [{ dados: [1] }, FAILS],
  ])('wrappedOrBare(data) %j → %j', (raw, expected) => {
    expect(read(wrappedOrBare('data', numbers), raw)).toEqual(expected);
  });
});

describe('lenientList: items read one by one', () => {
  const item = z.object({ id: requiredId });
  const quiet = () => vi.fn();

  it.each<[unknown, unknown]>([
    [
      [{ id: 1 }, { id: '2' }],
      ['1', '2'],
    ],
    [null, []],
    [undefined, []],
    [{}, []],
    // PHP's json_encode of a filtered array: keys in numeric order, '10' after '2'.
    [{ '10': { id: 'c' }, '2': { id: 'b' }, '0': { id: 'a' } }, ['a', 'b', 'c']],
    // Keys read as numbers, not as text: '01' comes before '2'.
    [{ '2': { id: 'b' }, '01': { id: 'a' }, '10': { id: 'c' } }, ['a', 'b', 'c']],
    [{ a: { id: 1 } }, FAILS],
    [{ a1: { id: 1 } }, FAILS],
    [{ '1a': { id: 1 } }, FAILS],
    [{ '0': { id: 1 }, x: { id: 2 } }, FAILS],
    ['x', FAILS],
    [5, FAILS],
  ])('%j → %j', (raw, expected) => {
    const out = read(lenientList(item, 'lista', quiet()), raw);
    expect(Array.isArray(out) ? out.map((o: { id: string }) => o.id) : out).toEqual(expected);
  });

  it("a body that is no list says 'não é uma lista'", () => {
    const parsed = lenientList(item, 'lista', quiet()).safeParse('x');
    expect(parsed.error?.issues.map((i) => [i.code, i.message])).toEqual([['custom', 'não é uma lista']]);
  });

  it.each([null, undefined, {}, []])('%j is an empty list, and nothing is logged as lost', (raw) => {
    const warn = vi.fn();
    expect(lenientList(item, 'lista', warn).parse(raw)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops the unreadable items, logs once with the first one’s issues, and tells the listeners', () => {
    const warn = vi.fn();
    const heard: DroppedItems[] = [];
    const listener = (r: DroppedItems) => heard.push(r);
    const off = onDroppedItems(listener);
    // The same listener twice is one.
    const offAgain = onDroppedItems(listener);
    try {
      const out = lenientList(item, 'pedidos', warn).parse([{ id: 1 }, { id: '' }, {}, { id: 2 }]);
      expect(out).toEqual([{ id: '1' }, { id: '2' }]);
      expect(warn.mock.calls).toEqual([
        ['itens malformados ignorados', { where: 'pedidos', dropped: 2, total: 4, issues: ['id: custom'] }],
      ]);
      expect(heard).toEqual([{ where: 'pedidos', dropped: 2, total: 4 }]);
      // A whole list tells nobody.
      lenientList(item, 'pedidos', warn).parse([{ id: 3 }]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(heard).toHaveLength(1);
    } finally {
      off();
      offAgain();
    }
    lenientList(item, 'pedidos', warn).parse([{}]);
    expect(heard).toHaveLength(1);
  });

  it('tellStaff false logs the loss without telling the listeners', () => {
    const warn = vi.fn();
    const listener = vi.fn();
    const off = onDroppedItems(listener);
    try {
      lenientList(item, 'aviso', warn, false).parse([{}]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(listener).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });

  it('without a logger it warns on the console, marked [api]', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    lenientList(item, 'lista').parse([{}]);
    expect(spy).toHaveBeenCalledWith('[api] itens malformados ignorados', {
      where: 'lista',
      dropped: 1,
      total: 1,
      issues: ['id: invalid_union'],
    });
  });
});

describe('listOf and listIn', () => {
  const item = z.object({ id: requiredId });
  const ids = (v: unknown) => (v as { id: string }[]).map((o) => o.id);

  it.each<[unknown, unknown]>([
    [[{ id: 1 }], { itens: ['1'] }],
    [
      { itens: [{ id: 2 }], total: 1 },
      { itens: ['2'], total: 1 },
    ],
    [{ total: 0 }, { itens: [], total: 0 }],
    ['x', FAILS],
  ])('listOf(itens) %j → %j', (raw, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const out = read(listOf('itens', item), raw);
    expect(
      out === FAILS ? out : { ...(out as object), itens: ids((out as { itens: unknown }).itens) },
    ).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    [[{ id: 1 }], ['1']],
    [{ data: [{ id: 2 }] }, ['2']],
    [{ invoices: [{ id: 3 }] }, ['3']],
    [{ data: [{ id: 4 }], invoices: [{ id: 5 }] }, ['4']],
    [{ data: undefined, invoices: [{ id: 6 }] }, ['6']],
    [{ data: null, invoices: [{ id: 7 }] }, []],
    [{ '0': { id: 8 } }, ['8']],
    [{}, []],
    [null, []],
    [undefined, []],
    [{ outro: [{ id: 9 }] }, FAILS],
    ['x', FAILS],
  ])('listIn([data, invoices]) %j → %j', (raw, expected) => {
    const out = read(listIn(['data', 'invoices'], item, 'faturas', { warn: vi.fn() }), raw);
    expect(out === FAILS ? out : ids(out)).toEqual(expected);
  });

  it('listIn logs through the warn given and tells staff unless told not to', () => {
    const warn = vi.fn();
    const listener = vi.fn();
    const off = onDroppedItems(listener);
    try {
      listIn(['data'], item, 'faturas', { warn }).parse({ data: [{}] });
      expect(warn).toHaveBeenCalledWith(
        'itens malformados ignorados',
        expect.objectContaining({ where: 'faturas' }),
      );
      expect(listener).toHaveBeenCalledWith({ where: 'faturas', dropped: 1, total: 1 });
      listIn(['data'], item, 'aviso', { warn, tellStaff: false }).parse({ data: [{}] });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      off();
    }
  });

  it('fieldsOf gives each key the same reader', () => {
    expect(z.object(fieldsOf(lenientText, 'a', 'b')).parse({ a: 1 })).toEqual({ a: '1', b: '' });
    expect(Object.keys(fieldsOf(lenientText, 'x', 'y', 'z'))).toEqual(['x', 'y', 'z']);
  });
});

describe('ids, amounts, links and flags', () => {
  const READERS = {
    requiredId,
    idString,
    money,
    'optionalMoney(0)': optionalMoney(0),
    'optionalMoney(null)': optionalMoney(null),
    optionalNumber,
    httpUrl,
    flag,
    yesNo,
    'intWithin(1,5,3)': intWithin(1, 5, 3),
    'intWithin(0,5,3)': intWithin(0, 5, 3),
    'oneOfOr([1,2,3],1)': oneOfOr([1, 2, 3], 1),
    "oneOfOr(['a','b'],'a')": oneOfOr(['a', 'b'], 'a'),
  } satisfies Record<string, z.ZodType>;

  const ROWS: [keyof typeof READERS, unknown, unknown][] = [
    ['requiredId', 12, '12'],
    ['requiredId', ' 7 ', '7'],
    ['requiredId', '', FAILS],
    ['requiredId', '  ', FAILS],
    ['requiredId', null, FAILS],
    ['requiredId', true, FAILS],

    ['idString', 12, '12'],
    ['idString', ' 7 ', ' 7 '],
    ['idString', '', ''],
    ['idString', null, FAILS],

    ['money', 12.5, 12.5],
    ['money', '12,50', 12.5],
    ['money', 'abc', FAILS],
    ['money', null, FAILS],

    ['optionalMoney(0)', undefined, 0],
    ['optionalMoney(0)', null, 0],
    ['optionalMoney(0)', '', 0],
    ['optionalMoney(0)', '  ', 0],
    ['optionalMoney(0)', '12,50', 12.5],
    ['optionalMoney(0)', 7, 7],
    ['optionalMoney(0)', 'abc', FAILS],
    ['optionalMoney(0)', true, FAILS],
    ['optionalMoney(null)', undefined, null],
    ['optionalMoney(null)', '', null],

    ['optionalNumber', '12,5', 12.5],
    ['optionalNumber', 3, 3],
    ['optionalNumber', 'abc', null],
    ['optionalNumber', undefined, null],

    ['httpUrl', 'https://a.b/c', 'https://a.b/c'],
    ['httpUrl', 'HTTP://A.B', 'HTTP://A.B'],
    ['httpUrl', 'javascript:alert(1)', null],
    ['httpUrl', 'ftp://a.b', null],
    ['httpUrl', ' https://a.b', null],
    ['httpUrl', 'https:/a.b', null],
    ['httpUrl', 12, null],
    ['httpUrl', ['https://a.b'], null],
    ['httpUrl', undefined, null],

    ['flag', true, true],
    ['flag', 1, true],
    ['flag', '1', true],
    ['flag', 'S', true],
    ['flag', ' sim ', true],
    ['flag', 'TRUE', true],
    ['flag', false, false],
    ['flag', 0, false],
    ['flag', 'N', false],
    ['flag', 'não', false],
    ['flag', 2, false],
    ['flag', null, false],
    ['flag', undefined, false],

    ['yesNo', 'S', 'S'],
    ['yesNo', 's', 'S'],
    ['yesNo', true, 'S'],
    ['yesNo', 1, 'S'],
    ['yesNo', '1', 'S'],
    ['yesNo', 'N', 'N'],
    ['yesNo', 'n', 'N'],
    ['yesNo', false, 'N'],
    ['yesNo', 0, 'N'],
    ['yesNo', '0', 'N'],
    ['yesNo', 'x', FAILS],
    ['yesNo', 2, FAILS],

    ['intWithin(1,5,3)', 1, 1],
    ['intWithin(1,5,3)', 5, 5],
    ['intWithin(1,5,3)', '4', 4],
    ['intWithin(1,5,3)', 0, 3],
    ['intWithin(1,5,3)', 6, 3],
    ['intWithin(1,5,3)', 2.5, 3],
    ['intWithin(1,5,3)', 'x', 3],
    ['intWithin(1,5,3)', null, 3],
    // With 0 allowed, nothing is still no 0.
    ['intWithin(0,5,3)', null, 3],
    ['intWithin(0,5,3)', 'x', 3],
    ['intWithin(0,5,3)', 0, 0],

    ['oneOfOr([1,2,3],1)', 3, 3],
    ['oneOfOr([1,2,3],1)', ' 2 ', 2],
    ['oneOfOr([1,2,3],1)', 4, 1],
    ['oneOfOr([1,2,3],1)', 'x', 1],
    ['oneOfOr([1,2,3],1)', null, 1],
    ["oneOfOr(['a','b'],'a')", ' b ', 'b'],
    ["oneOfOr(['a','b'],'a')", 'b', 'b'],
    ["oneOfOr(['a','b'],'a')", 'c', 'a'],
    ["oneOfOr(['a','b'],'a')", 1, 'a'],
    ["oneOfOr(['a','b'],'a')", undefined, 'a'],
  ];

  it.each(ROWS)('%s %j → %j', (reader, raw, expected) => {
    expect(read(READERS[reader], raw)).toEqual(expected);
  });

  it("an amount that is no money says 'valor inválido'", () => {
    for (const reader of [money, optionalMoney(0)]) {
      expect(reader.safeParse('abc').error?.issues.map((i) => [i.code, i.message])).toEqual([
        ['custom', 'valor inválido'],
      ]);
    }
    expect(requiredId.safeParse(' ').error?.issues.map((i) => i.message)).toEqual(['id vazio']);
  });
});

describe('wholeNumber', () => {
  it.each<[unknown, number | null]>([
    [12, 12],
    [-3, -3],
    [0, 0],
    [12.5, null],
    [Number.NaN, null],
    [2 ** 53, null],
    [' 12 ', 12],
    ['-3', -3],
    ['123456789', 123456789],
    ['1234567890', null],
    ['1e3', null],
    ['12.0', null],
    ['x12', null],
    ['12x', null],
    ['', null],
    [true, null],
    [null, null],
    [['12'], null],
  ])('%j → %j', (raw, expected) => {
    expect(wholeNumber(raw)).toBe(expected);
  });
});
