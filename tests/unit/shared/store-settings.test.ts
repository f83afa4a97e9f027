import { describe, expect, it } from 'vitest';
import type {
  OpeningDay,
  PaymentMethod,
  ServedNeighbourhood,
  StoreUser,
} from '../../../shared/api/store-settings';
import {
  emptyWeek,
  isOpenAt,
  parseEnd,
  parseHorarios,
  parseTime,
  periodsOf,
  validateSchedule,
} from '../../../shared/store-settings/hours';
import { parsePriceInput, priceOf, priceText } from '../../../shared/store-settings/money';
import {
  ALREADY_FREE,
  applyBulk,
  bulkPath,
  isFreeDelivery,
  toggleFreeDelivery,
} from '../../../shared/store-settings/neighbourhoods';
import { filterMethods, paymentsChanged, selectedKeys } from '../../../shared/store-settings/payments';
import {
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  PASSWORD_RULE,
  canSave,
  isStrongPassword,
  passwordError,
  togglePayload,
  userPayload,
  validateUserForm,
  type UserFormValues,
} from '../../../shared/store-settings/users';

const day = (p: Partial<OpeningDay>): OpeningDay => ({
  abreviacao: 'ter',
  checked: true,
  abertura: '18:00',
  fechamento: '23:00',
  abertura2: '',
  fechamento2: '',
  ...p,
});

describe('opening hours', () => {
  it.each([
    ['00:00', 0],
    ['23:59', 1439],
    ['18:30', 1110],
    [' 09:05 ', 545],
    ['24:00', null],
    ['12:60', null],
    ['9:00', null],
    ['ab:cd', null],
    ['', null],
    ['12:00:00', null],
  ])('parseTime(%j) = %j', (text, minutes) => expect(parseTime(text)).toBe(minutes));

  it.each([
    ['', 1439],
    ['00:00', 1439],
    ['__:__', 1439],
    ['23:00', 1380],
    ['25:00', null],
  ])('parseEnd(%j) = %j (empty or 00:00 is 23:59)', (text, minutes) => expect(parseEnd(text)).toBe(minutes));

  it.each<[string, Partial<OpeningDay>, string | null]>([
    ['one period', {}, null],
    [
      'two periods',
      { abertura: '11:00', fechamento: '15:00', abertura2: '18:00', fechamento2: '00:00' },
      null,
    ],
    ['unchecked with garbage', { checked: false, abertura: 'xx', fechamento: '' }, null],
    ['first missing', { abertura: '', fechamento: '' }, 'informe a abertura e o fechamento do 1º horário.'],
    ['first start missing', { abertura: '' }, 'informe a abertura e o fechamento do 1º horário.'],
    ['end empty counts as 23:59', { fechamento: '' }, null],
    [
      'end before start',
      { abertura: '18:00', fechamento: '17:00' },
      'o fechamento deve ser depois da abertura.',
    ],
    [
      'end equal to start',
      { abertura: '18:00', fechamento: '18:00' },
      'o fechamento deve ser depois da abertura.',
    ],
    ['invalid hour', { abertura: '25:00' }, 'horário inválido, use HH:MM entre 00:00 e 23:59.'],
    [
      'second half filled',
      { abertura2: '19:00' },
      'preencha abertura e fechamento do 2º horário, ou deixe os dois em branco.',
    ],
    [
      'second end only',
      { fechamento2: '19:00' },
      'preencha abertura e fechamento do 2º horário, ou deixe os dois em branco.',
    ],
    ['overlap', { abertura2: '22:00', fechamento2: '23:30' }, 'o 1º e o 2º horário se sobrepõem.'],
    [
      'touching counts as overlap',
      { abertura2: '23:00', fechamento2: '23:30' },
      'o 1º e o 2º horário se sobrepõem.',
    ],
    ['second before first, apart', { abertura2: '11:00', fechamento2: '14:00' }, null],
    [
      'second inside first',
      { abertura: '10:00', fechamento: '', abertura2: '12:00', fechamento2: '13:00' },
      'o 1º e o 2º horário se sobrepõem.',
    ],
  ])('%s', (_name, patch, message) => {
    const r = periodsOf(day(patch));
    expect(r.ok ? null : r.message).toBe(message);
  });

  it('names the day in every refusal', () => {
    const week = emptyWeek();
    week[0] = { ...week[0]!, checked: true, abertura: '10:00', fechamento: '09:00' };
    week[6] = { ...week[6]!, checked: true, abertura: '', fechamento: '' };
    expect(validateSchedule(week).map((p) => p.message)).toEqual([
      'Domingo: o fechamento deve ser depois da abertura.',
      'Sábado: informe a abertura e o fechamento do 1º horário.',
    ]);
  });

  it('says whether the store is open at a local instant', () => {
    const week = emptyWeek();
    week[2] = day({ abertura: '11:00', fechamento: '14:30', abertura2: '18:00', fechamento2: '00:00' });
    const at = (hh: number, mm: number) => new Date(2026, 10, 24, hh, mm); // a Tuesday
    expect(isOpenAt(week, at(10, 59))).toBe(false);
    expect(isOpenAt(week, at(11, 0))).toBe(true);
    expect(isOpenAt(week, at(14, 29))).toBe(true);
    expect(isOpenAt(week, at(14, 30))).toBe(false);
    expect(isOpenAt(week, at(23, 59))).toBe(true);
    expect(isOpenAt(week, new Date(2026, 10, 25, 12, 0))).toBe(false); // Wednesday closed
    week[2] = day({ abertura: '11:00', fechamento: '10:00' });
    expect(isOpenAt(week, at(11, 30))).toBe(false); // a refused day counts as closed
  });

  it.each([
    ['not json', '{'],
    ['not a list', '{"a":1}'],
    ['unknown day', '[{"abreviacao":"xyz"}]'],
    ['too many', JSON.stringify(Array.from({ length: 8 }, () => ({ abreviacao: 'dom' })))],
    ['null item', '[null]'],
    ['prototype', '[{"abreviacao":"__proto__"}]'],
  ])('parseHorarios refuses %s', (_n, json) => expect(parseHorarios(json)).toBeNull());

  it('parseHorarios fills a full week, missing days closed, flags read loosely', () => {
    const week = parseHorarios(
      '[{"abreviacao":"SEX","checked":"S","abertura":"18:00","fechamento":"23:00"}]',
    );
    expect(week).toHaveLength(7);
    expect(week?.[5]).toEqual(day({ abreviacao: 'sex', abertura2: '', fechamento2: '' }));
    expect(week?.[0]?.checked).toBe(false);
  });
});

describe('price inputs', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['5', 5],
    ['5.5', 5.5],
    ['5,50', 5.5],
    ['999.99', 999.99],
    ['0', 0],
    ['1000', undefined],
    ['12,345', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['R$ 5', undefined],
    ['5.', undefined],
    ['1234.5', undefined],
  ])('parsePriceInput(%j) = %j', (text, value) => expect(parsePriceInput(text)).toBe(value));

  it('reads and writes stored prices', () => {
    expect(priceOf('7.50')).toBe(7.5);
    expect(priceOf('')).toBe(0);
    expect(priceOf('abc')).toBe(0);
    expect(priceOf(-3)).toBe(0);
    expect(priceText(7.5)).toBe('7.50');
  });
});

describe('delivery areas', () => {
  const rec = (p: Partial<ServedNeighbourhood>): ServedNeighbourhood => ({
    id_estabelecimento_bairro: '1',
    id_estabelecimento: '1',
    inativo: 'N',
    valor_minimo: '30.00',
    valor_taxa: '5.00',
    valor_taxa_old: '0.00',
    valor_frete_gratis: '80.00',
    ...p,
  });

  it('swaps the fee with the old fee and back; both 0 warns', () => {
    const on = toggleFreeDelivery(rec({}));
    expect(on).toEqual({ ok: true, next: rec({ valor_taxa: '0.00', valor_taxa_old: '5.00' }) });
    if (!on.ok) throw new Error('unreachable');
    expect(isFreeDelivery(on.next)).toBe(true);
    expect(toggleFreeDelivery(on.next)).toEqual({ ok: true, next: rec({}) });
    expect(toggleFreeDelivery(rec({ valor_taxa: '0', valor_taxa_old: '' }))).toEqual({
      ok: false,
      warning: ALREADY_FREE,
    });
    expect(ALREADY_FREE).toBe('O frete deste bairro já é grátis!');
  });

  it.each([
    ['ativar', 'estabelecimentobairros/mudaStsLote/S'],
    ['desativar', 'estabelecimentobairros/mudaStsLote/N'],
    ['frete-gratis-on', 'estabelecimentobairros/mudaStsLote/S/E'],
    ['frete-gratis-off', 'estabelecimentobairros/mudaStsLote/S/F'],
  ] as const)('bulk %s → %s', (action, path) => expect(bulkPath(action)).toBe(path));

  it('applies a bulk change with and without header values', () => {
    expect(applyBulk(rec({}), 'N', '', {})).toEqual(rec({ inativo: 'S' }));
    expect(applyBulk(rec({}), 'S', 'E', { valor_minimo: 20 })).toEqual(
      rec({ valor_minimo: '20.00', valor_taxa: '0.00', valor_taxa_old: '5.00' }),
    );
    // A header fee on a free neighbourhood becomes its old fee; F then restores it.
    const free = rec({ valor_taxa: '0.00', valor_taxa_old: '5.00' });
    expect(applyBulk(free, 'S', 'F', { valor_taxa: 9 })).toEqual(
      rec({ valor_taxa: '9.00', valor_taxa_old: '0.00' }),
    );
    expect(applyBulk(free, 'S', 'E', {})).toEqual(free);
    expect(applyBulk(rec({ valor_taxa: '0.00' }), 'S', 'F', {})).toEqual(rec({ valor_taxa: '0.00' }));
    expect(applyBulk(rec({}), 'S', '', { valor_taxa: 7, valor_frete_gratis: 0 })).toEqual(
      rec({ valor_taxa: '7.00', valor_frete_gratis: '0.00' }),
    );
  });
});

describe('payment methods', () => {
  const methods: PaymentMethod[] = [
    { chave: 'dinheiro', nome: 'Dinheiro', selected: true },
    { chave: 'credito_visa', nome: 'Crédito Visa', selected: false },
    { chave: 'vale_vr', nome: 'Vale-refeição VR', selected: true },
  ];
  it.each([
    ['', 3],
    ['credito', 1],
    ['CRÉDITO', 1],
    ['refeicao vr', 1],
    ['vr refeição', 1],
    ['pix', 0],
  ])('filter %j finds %i (accents and case ignored)', (q, n) =>
    expect(filterMethods(methods, q)).toHaveLength(n),
  );

  it('knows what changed and what to send', () => {
    expect(selectedKeys(methods)).toEqual(['dinheiro', 'vale_vr']);
    expect(paymentsChanged(methods, methods)).toBe(false);
    const next = methods.map((m) => (m.chave === 'credito_visa' ? { ...m, selected: true } : m));
    expect(paymentsChanged(methods, next)).toBe(true);
    const back = next.map((m) => (m.chave === 'credito_visa' ? { ...m, selected: false } : m));
    expect(paymentsChanged(methods, back)).toBe(false);
  });
});

describe('store users', () => {
  it.each([
    ['Segura#2026', true],
    ['Aa1!aaaa', true],
    ['Ção1!xyz', true],
    ['Aa1!aaa', false],
    ['aaaaaaa1!', false],
    ['AAAAAAAA!', false],
    ['Aaaaaaaa1', false],
    ['Aa1 aaaaa', false],
    ['', false],
  ])('isStrongPassword(%j) = %j', (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));

  it('password messages verbatim, per mode', () => {
    expect(passwordError('', 'create')).toBe(PASSWORD_REQUIRED);
    expect(passwordError('', 'edit')).toBeNull();
    expect(passwordError('fraca', 'edit')).toBe(PASSWORD_RULE);
    expect(PASSWORD_RULE).toBe(
      'A senha deve ter no mínimo 8 caracteres, conter pelo menos um número, uma letra maiúscula e um caractere especial.',
    );
    expect(PASSWORD_REQUIRED).toBe('Senha obrigatória.');
    expect(PASSWORD_MISMATCH).toBe('As senhas não correspondem');
  });

  const form = (p: Partial<UserFormValues> = {}): UserFormValues => ({
    name: 'Beatriz',
    email: 'b@loja.com.br',
    access_group_merchant: 'operator',
    status: 'S',
    password: 'Segura#2026',
    password_confirm: 'Segura#2026',
    ...p,
  });

  it('validates every required field', () => {
    expect(validateUserForm(form(), 'create')).toEqual({});
    expect(
      validateUserForm(
        form({ name: ' ', email: 'x', access_group_merchant: '', status: '', password: '' }),
        'create',
      ),
    ).toEqual({
      name: 'Campo obrigatório.',
      email: 'Informe um e-mail válido.',
      access_group_merchant: 'Campo obrigatório.',
      status: 'Campo obrigatório.',
      password: PASSWORD_REQUIRED,
      password_confirm: PASSWORD_MISMATCH,
    });
    expect(validateUserForm(form({ password: '', password_confirm: '' }), 'edit')).toEqual({});
  });

  it.each<[string, Partial<UserFormValues>, 'create' | 'edit', boolean, boolean]>([
    ['valid create', {}, 'create', false, true],
    ['loading', {}, 'create', true, false],
    ['mismatch', { password_confirm: 'x' }, 'edit', false, false],
    ['create, weak password', { password: 'fraca', password_confirm: 'fraca' }, 'create', false, false],
    ['create, empty password', { password: '', password_confirm: '' }, 'create', false, false],
    ['edit, empty password', { password: '', password_confirm: '' }, 'edit', false, true],
  ])('canSave: %s', (_n, p, mode, loading, ok) => expect(canSave(form(p), mode, loading)).toBe(ok));

  it('omits an empty password and never sends role_group', () => {
    const withRole = {
      ...form({ password: '', password_confirm: '' }),
      role_group: 'Lojista Admin',
    } as UserFormValues;
    const body = userPayload(withRole, 1);
    expect(body).toEqual({
      name: 'Beatriz',
      email: 'b@loja.com.br',
      status: 'S',
      access_group_merchant: 'operator',
      merchant_id: 1,
    });
    expect(userPayload(form(), 1)).toMatchObject({
      password: 'Segura#2026',
      password_confirm: 'Segura#2026',
    });
  });

  it('a status toggle flips the status and keeps a missing group out', () => {
    const u: StoreUser = {
      id: 3,
      name: 'Carlos',
      email: 'c@x.com',
      status: 'S',
      access_group_merchant: null,
      role_group: '',
      merchant_id: 1,
    };
    expect(togglePayload(u)).toEqual({ name: 'Carlos', email: 'c@x.com', status: 'N', merchant_id: 1 });
    expect(togglePayload({ ...u, status: 'N', access_group_merchant: 'admin' })).toMatchObject({
      status: 'S',
      access_group_merchant: 'admin',
    });
  });
});
