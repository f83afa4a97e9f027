// Issue 31 §1: the back-office answers' shapes the spec leaves open, one table per reader, the
// spec's notation first.
import { describe, expect, it } from 'vitest';
import { storeUserSchema, storeUsersSchema } from '../../../shared/api/store-settings';
import { togglePayload } from '../../../shared/store-settings/users';
import { registrationSchema } from '../../../shared/api/onboarding';
import { registrationStatusSchema } from '../../../shared/api/online-payment';

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
