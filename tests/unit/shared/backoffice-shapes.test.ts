// Issue 31 §1: the back-office answers' shapes the spec leaves open, one table per reader, the
// spec's notation first.
import { describe, expect, it } from 'vitest';
import { storeUserSchema, storeUsersSchema } from '../../../shared/api/store-settings';
import { togglePayload } from '../../../shared/store-settings/users';
import { registrationSchema } from '../../../shared/api/onboarding';
import { registrationStatusSchema } from '../../../shared/api/online-payment';
import { ratingsSchema } from '../../../shared/api/ratings';
import { productFileAnswerSchema } from '../../../shared/api/bulk-upload';
import { distributionBars, overallScore } from '../../../shared/reports/ratings';

const user = (over: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Ana',
  email: 'ana@loja.test',
  status: 'S',
  access_group_merchant: 'admin',
  role_group: 'Lojista Admin',
  merchant_id: 1,
  ...over,
});

describe('users/merchant: a user (02 §3 Store user)', () => {
  it.each<[string, unknown, string]>([
    ["the spec's text", 'Lojista Admin', 'Lojista Admin'],
    ['the list login uses', ['Lojista Admin'], 'Lojista Admin'],
    ['a list of two', ['Lojista Admin', ' Financeiro '], 'Lojista Admin, Financeiro'],
    ['a list with numbers and blanks', [3, '', null], '3'],
    ['a number', 3, '3'],
    ['null', null, ''],
    ['an object', { id: 3 }, ''],
  ])('role_group as %s', (_name, role_group, shown) => {
    expect(storeUserSchema.parse(user({ role_group })).role_group).toBe(shown);
  });

  it.each<[string, unknown, string]>([
    ["the spec's number", 7, '7'],
    ['text of a number', ' 8 ', '8'],
    ['text that is not a number', 'u-abc_1', 'u-abc_1'],
    ['a UUID', '3f2b9c1e-0000-4000-8000-000000000001', '3f2b9c1e-0000-4000-8000-000000000001'],
  ])('id as %s is read', (_name, id, read) => {
    expect(storeUserSchema.parse(user({ id })).id).toBe(read);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['blank', ' '],
    ['a path', '../1'],
    ['a fraction', 7.5],
    ['zero', 0],
  ])('id as %s fails the user (it goes into users/merchant-update/{id})', (_name, id) => {
    expect(storeUserSchema.safeParse(user({ id })).success).toBe(false);
  });

  it.each<[string, unknown, 'S' | 'N']>([
    ["the spec's S", 'S', 'S'],
    ["the spec's N", 'N', 'N'],
    ['n', 'n', 'N'],
    ['0', 0, 'N'],
    ["'0'", '0', 'N'],
    ['false', false, 'N'],
    ["'false'", 'false', 'N'],
    ['Inativo', 'Inativo', 'N'],
    ['1', 1, 'S'],
    ['true', true, 'S'],
    ['absent', undefined, 'S'],
  ])('status %s reads as %s, and the toggle sends the flip', (_name, status, read) => {
    const parsed = storeUserSchema.parse(user({ status }));
    expect(parsed.status).toBe(read);
    expect(togglePayload(parsed).status).toBe(read === 'S' ? 'N' : 'S');
  });

  it('a list with such users keeps every one', () => {
    const body = {
      data: [user(), user({ id: 'u-2', role_group: ['Lojista Operador'], status: 0 }), user({ id: null })],
    };
    const { data } = storeUsersSchema.parse(body);
    expect(data.map((u) => [u.id, u.role_group, u.status])).toEqual([
      ['7', 'Lojista Admin', 'S'],
      ['u-2', 'Lojista Operador', 'N'],
    ]);
  });
});

describe('pagamentoonline/listarPagOnCadastro and listarStatusPagOn: a store not yet registered', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['absent', undefined],
    ['[]', []],
    ['false', false],
  ])('obj %s: an empty registration, no status', (_name, obj) => {
    expect(registrationSchema.parse({ status: true, obj }).obj).toEqual({});
    expect(registrationStatusSchema.parse({ status: true, obj }).obj).toBeNull();
  });

  it('a registration reads every field as text', () => {
    const obj = { est_cnpj: '11222333000181', id_pagon_planos_taxas: 2, est_site: null };
    expect(registrationSchema.parse({ obj }).obj).toEqual({
      est_cnpj: '11222333000181',
      id_pagon_planos_taxas: '2',
      est_site: '',
    });
    expect(registrationStatusSchema.parse({ obj: { zoop_status: 'active' } }).obj).toBe('active');
    expect(registrationStatusSchema.parse({ obj: { zoop_status: 3 } }).obj).toBeNull();
  });

  it.each<[string, unknown]>([
    ['true', true],
    ['a text', 'cadastro'],
    ['a number', 1],
    ['a list with an entry', [{ est_cnpj: '1' }]],
  ])('obj %s is malformed (the screen says it could not read it)', (_name, obj) => {
    expect(registrationSchema.safeParse({ obj }).success).toBe(false);
    expect(registrationStatusSchema.safeParse({ obj }).success).toBe(false);
  });
});

describe('avaliacao/listar: totals and distributions (03 §7)', () => {
  const totals = { nota_comida: 45, nota_entrega: 40, nota_geral: 42, total: 10 };
  const body = (over: Record<string, unknown>) => ({
    status: true,
    contaComida: [1, 0, 0, 2, 7],
    contaEntrega: [0, 0, 0, 0, 10],
    contaGeral: [0, 0, 1, 1, 8],
    total: [totals],
    avaliacao: [],
    ...over,
  });

  it.each<[string, unknown, (typeof totals)[]]>([
    ["the spec's total[]", [totals], [totals]],
    ['an object', totals, [totals]],
    ['an object of text', { nota_comida: '45', nota_entrega: '40', nota_geral: '42', total: '10' }, [totals]],
    ["PHP's list object", { 0: totals }, [totals]],
    [
      'an object without the total',
      { nota_comida: 45 },
      [{ nota_comida: 45, nota_entrega: 0, nota_geral: 0, total: 0 }],
    ],
    ['null', null, []],
    ['a text', 'x', []],
  ])('total as %s', (_name, total, read) => {
    expect(ratingsSchema.parse(body({ total })).total).toEqual(read);
  });

  it.each<[string, unknown, number[]]>([
    ["the spec's list", [1, 0, 0, 2, 7], [1, 0, 0, 2, 7]],
    ['a list of text', ['1', '0', '0', '2', '7'], [1, 0, 0, 2, 7]],
    ['keyed 1-5', { 1: 1, 2: 0, 3: 0, 4: 2, 5: 7 }, [1, 0, 0, 2, 7]],
    ['keyed 1-5 as text, out of order, one missing', { 5: '7', 1: '1', 4: '2' }, [1, 0, 0, 2, 7]],
    ["keyed 0-4 (PHP's list)", { 0: 1, 1: 0, 2: 0, 3: 2, 4: 7 }, [1, 0, 0, 2, 7]],
    ['null', null, []],
    ['a number', 5, []],
  ])('a distribution as %s', (_name, conta, read) => {
    const parsed = ratingsSchema.parse(body({ contaComida: conta, contaEntrega: conta, contaGeral: conta }));
    expect([parsed.contaComida, parsed.contaEntrega, parsed.contaGeral]).toEqual([read, read, read]);
  });

  it('the score and the bars read from an object total and keyed distributions as from the lists', () => {
    const spec = ratingsSchema.parse(body({}));
    const other = ratingsSchema.parse(
      body({
        total: totals,
        contaComida: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 7 },
        contaEntrega: { 5: 10 },
        contaGeral: { 3: 1, 4: 1, 5: 8 },
      }),
    );
    expect(overallScore(other.total[0])).toBe(overallScore(spec.total[0]));
    expect(overallScore(other.total[0])).toBe(4.2);
    for (const key of ['contaComida', 'contaEntrega', 'contaGeral'] as const) {
      expect(distributionBars(other[key])).toEqual(distributionBars(spec[key]));
    }
  });
});

describe('product-files: an accepted upload (03 §7)', () => {
  const file = (over: Record<string, unknown>) => ({
    product_file: { id: 12, status: 'processing', added_products: 0, total_products: 3, ...over },
  });

  it.each<[string, unknown, string]>([
    ["the spec's number", 12, '12'],
    ['numeric text', '12', '12'],
    ['a text id', 'pf_9a', 'pf_9a'],
    ['a UUID', '0b6f-4c2e-9a', '0b6f-4c2e-9a'],
  ])('id as %s is still an accepted upload', (_name, id, read) => {
    expect(productFileAnswerSchema.parse(file({ id })).product_file.id).toBe(read);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a path', '../x'],
    ['blank', ''],
  ])('id as %s is malformed', (_name, id) => {
    expect(productFileAnswerSchema.safeParse(file({ id })).success).toBe(false);
  });

  it.each<[string, unknown, string]>([
    ["the spec's processing", 'processing', 'processing'],
    ['PROCESSING', 'PROCESSING', 'processing'],
    [' Processing ', ' Processing ', 'processing'],
    ['FINISHED', 'FINISHED', 'finished'],
    ['Canceled', 'Canceled', 'canceled'],
    ['cancelled', 'cancelled', 'canceled'],
    ['unknown', 'queued?', 'finished'],
  ])('status %s reads as %s', (_name, status, read) => {
    expect(productFileAnswerSchema.parse(file({ status })).product_file.status).toBe(read);
  });
});
