import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MESSAGES,
  END_OF_DAY,
  decodeAvailability,
  emptyAvailability,
  encodeAvailability,
  endToMinutes,
  isAvailableAt,
  isValidAvailabilityText,
  timeToMinutes,
  validateAvailability,
} from '../../../shared/catalogue/availability';
import { productSchema } from '../../../shared/api/catalogue';
import { MENU_STATUS_LABELS, foldText, priceCalcLabel } from '../../../shared/catalogue/labels';
import { parsePrice, priceToInput, sanitizePriceInput } from '../../../shared/catalogue/price';

describe('availability encode/decode (spec 02 §2.4, §3, §5)', () => {
  it.each([
    ['00:00', 0],
    ['11:30', 690],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['9:00', null],
    ['', null],
    ['ab:cd', null],
    ['12:345', null],
    ['-1:00', null],
  ])('time %j = %j minutes', (text, minutes) => {
    expect(timeToMinutes(text)).toBe(minutes);
  });

  it.each([
    ['', END_OF_DAY],
    ['00:00', 1439],
    ['  ', 1439],
    ['15:00', 900],
    ['25:00', null],
  ])('end %j counts as %j', (text, minutes) => {
    expect(endToMinutes(text)).toBe(minutes);
  });

  it('always available encodes as the empty text and decodes back', () => {
    const form = emptyAvailability();
    expect(encodeAvailability(form)).toBe('');
    expect(decodeAvailability('').always).toBe(true);
  });

  it('round-trips the spec JSON string with both periods', () => {
    const form = emptyAvailability();
    form.always = false;
    form.days.sg.first = { enabled: true, start: '11:00', end: '15:00' };
    form.days.sg.second = { enabled: true, start: '18:00', end: '' };
    form.days.sb.second = { enabled: true, start: '19:00', end: '00:00' };
    const text = encodeAvailability(form);
    expect(JSON.parse(text)).toEqual({
      sg: { initAt: '11:00', endAt: '15:00', initAt2: '18:00', endAt2: '' },
      sb: { initAt: '', endAt: '', initAt2: '19:00', endAt2: '00:00' },
    });
    expect(decodeAvailability(text)).toEqual(form);
    expect(isValidAvailabilityText(text)).toBe(true);
  });

  it('applies the 1439 rule when deciding if a moment is available', () => {
    const text = JSON.stringify({ sg: { initAt: '18:00', endAt: '00:00', initAt2: '', endAt2: '' } });
    const monday = (h: number, m: number) => new Date(2025, 5, 2, h, m); // 2 Jun 2025 is a Monday
    expect(isAvailableAt(text, monday(23, 59))).toBe(true);
    expect(isAvailableAt(text, monday(17, 59))).toBe(false);
    expect(isAvailableAt(text, new Date(2025, 5, 3, 19, 0))).toBe(false);
    expect(isAvailableAt('', monday(3, 0))).toBe(true);
  });

  it('reads minutes from midnight as HH:MM (the other reading of the spec)', () => {
    const form = decodeAvailability(JSON.stringify({ do: { initAt: 600, endAt: 1439 } }));
    expect(form.days.do.first).toEqual({ enabled: true, start: '10:00', end: '23:59' });
  });

  it.each([
    ['not json', true],
    ['null', true],
    ['[]', true],
    ['"text"', true],
    ['{"__proto__":{"initAt":"10:00"}}', false],
  ])('hostile stored text %j decodes safely (always=%j)', (text, always) => {
    const form = decodeAvailability(text);
    expect(form.always).toBe(always);
    expect(Object.keys(form.days)).toEqual(['do', 'sg', 'te', 'qa', 'qi', 'sx', 'sb']);
  });

  it.each([
    ['{bad', false],
    ['[]', false],
    ['{"xx":{"initAt":"10:00"}}', false],
    ['{"sg":{"initAt":"25:00","endAt":""}}', false],
    ['{"sg":{"initAt":"10:00","endAt":"09:00"}}', false],
    ['{"sg":{"initAt":"10:00","endAt":""}}', true],
    ['{}', true],
    ['', true],
  ])('server check of %j = %j', (text, ok) => {
    expect(isValidAvailabilityText(text)).toBe(ok);
  });

  it('validates each enabled period with a clear message', () => {
    const form = emptyAvailability();
    form.always = false;
    expect(validateAvailability(form)).toEqual({ form: AVAILABILITY_MESSAGES.none });
    form.days.do.first = { enabled: true, start: '99:99', end: '' };
    form.days.te.first = { enabled: true, start: '10:00', end: '30:00' };
    form.days.qa.second = { enabled: true, start: '18:00', end: '17:00' };
    form.days.qi.first = { enabled: true, start: '18:00', end: '' };
    form.days.sx.first = { enabled: false, start: 'xx', end: 'yy' };
    expect(validateAvailability(form)).toEqual({
      'do.first': AVAILABILITY_MESSAGES.start,
      'te.first': AVAILABILITY_MESSAGES.end,
      'qa.second': AVAILABILITY_MESSAGES.order,
    });
    form.always = true;
    expect(validateAvailability(form)).toEqual({});
  });
});

describe('price inputs (spec 02 §5: max length 6, 2 decimals, dot separator)', () => {
  it.each([
    ['12.50', '12.50'],
    ['12,50', '12.50'],
    ['12.555', '12.55'],
    ['1234567', '123456'],
    ['1234.567', '1234.5'],
    ['.5', '0.5'],
    ['1..2', '1.2'],
    ['R$ 9,90', '9.90'],
    ['-3', '3'],
    ['<b>1</b>', '1'],
    ['1e5', '15'],
    ['', ''],
    ['٣', ''],
  ])('typing %j keeps %j', (raw, kept) => {
    expect(sanitizePriceInput(raw)).toBe(kept);
  });

  it.each([
    ['12.50', 12.5],
    ['0', 0],
    ['999999', 999999],
    ['12.', 12],
    ['', null],
    ['1234567', null],
    ['12,5', null],
    ['1.234', null],
    ['abc', null],
    ['NaN', null],
  ])('parses %j as %j', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it.each([
    [12.5, '12.50'],
    ['49.9', '49.90'],
    [0, ''],
    [null, ''],
    [Number.NaN, ''],
  ])('shows %j as %j', (value, text) => {
    expect(priceToInput(value)).toBe(text);
  });
});

describe('catalogue labels (spec 02 §4)', () => {
  it.each([
    ['mp', 'Maior Preço'],
    ['pm', 'Menor Preço'],
    ['mm', 'Média Preços'],
    ['st', 'Soma Total'],
    ['in', 'Incremental'],
    ['xx', 'xx'],
    ['__proto__', '__proto__'],
    ['toString', 'toString'],
    [undefined, ''],
    [5, ''],
  ])('price calculation %j reads %j', (code, label) => {
    expect(priceCalcLabel(code)).toBe(label);
  });

  it('status labels and accent-insensitive folding', () => {
    expect(MENU_STATUS_LABELS).toEqual({ S: 'Ativo', F: 'Em falta', O: 'Oculto' });
    expect(foldText('Açaí com GRANOLA')).toBe('acai com granola');
  });
});

describe("product 'A partir de' pricing (spec 02 §3)", () => {
  const base = { id_cardapio: 7, id_cardapio_categoria: 9, nome_prod: 'Pizza', preco: '0' };

  it('reads preco_antigo, apartirde, preco_apartirde and descricao_sis as the platform may send them', () => {
    expect(
      productSchema.parse({
        ...base,
        preco_antigo: '59,90',
        apartirde: 'S',
        preco_apartirde: 39.9,
        descricao_sis: 'Forno a lenha',
      }),
    ).toMatchObject({
      preco_antigo: 59.9,
      apartirde: true,
      preco_apartirde: 39.9,
      descricao_sis: 'Forno a lenha',
    });
    expect(productSchema.parse({ ...base, apartirde: 1 }).apartirde).toBe(true);
    for (const off of ['N', 0, '0', null, undefined])
      expect(productSchema.parse({ ...base, apartirde: off }).apartirde).toBe(false);
  });

  it('absent, null, empty or zero prices read as none; a price that is not money fails the product', () => {
    for (const none of [undefined, null, '', 0, '0.00'])
      expect(productSchema.parse({ ...base, preco_antigo: none, preco_apartirde: none })).toMatchObject({
        preco_antigo: null,
        preco_apartirde: null,
        descricao_sis: '',
      });
    expect(productSchema.safeParse({ ...base, preco_apartirde: 'abc' }).success).toBe(false);
  });
});

describe("product's variation links (spec 02 §3 variacoes[])", () => {
  const base = { id_cardapio: 7, id_cardapio_categoria: 9, nome_prod: 'Pizza', preco: '0' };
  const link = { id_cardapio_variacao: 3, id_variacao: 4, nome_variacao: 'Borda', status_cv: 'O' };

  it('reads the documented links in full (ids as text, size 0, status or status_cv)', () => {
    expect(productSchema.parse({ ...base, variacoes: [link] }).variacoes).toEqual([
      expect.objectContaining({
        id_cardapio_variacao: '3',
        id_variacao: '4',
        id_cardapio_tamanho: '0',
        status_cv: 'O',
      }),
    ]);
    expect(productSchema.parse({ ...base, variacoes: [] }).variacoes).toEqual([]);
  });

  it('absent, null or not a list reads as unknown (the editor then asks cardapiovariacoes/listar)', () => {
    for (const v of [undefined, null, 'x', 5])
      expect(productSchema.parse({ ...base, variacoes: v }).variacoes).toBeUndefined();
  });
});
