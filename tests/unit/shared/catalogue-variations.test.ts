import { describe, expect, it } from 'vitest';
import { PRICE_CALC_CODES, priceCalcLabel } from '../../../shared/catalogue/labels';
import {
  VARIATION_MESSAGES as M,
  isPriceCalcCode,
  isVariationCategoryStatus,
  isVariationStatus,
  parseChoice,
  variationErrors,
} from '../../../shared/catalogue/variations';

const ok = { nome_variacao: 'Borda', escolha_minima: '0', escolha_maxima: '2', calculo_preco: 'st' };

describe('global variation rules (spec 02 §4, §5)', () => {
  it('labels every price calculation code', () => {
    expect(PRICE_CALC_CODES.map(priceCalcLabel)).toEqual([
      'Maior Preço',
      'Menor Preço',
      'Média Preços',
      'Soma Total',
      'Incremental',
    ]);
    expect(PRICE_CALC_CODES.every(isPriceCalcCode)).toBe(true);
    for (const bad of ['', 'MP', 'toString', '__proto__', null, 1]) expect(isPriceCalcCode(bad)).toBe(false);
  });

  it.each([
    ['0', 0],
    ['  3 ', 3],
    [5, 5],
    ['999', 999],
    ['', null],
    ['-1', null],
    ['1.5', null],
    ['1e2', null],
    ['1000', null],
    ['dois', null],
    [undefined, null],
  ])('parseChoice(%j) = %j', (input, expected) => {
    expect(parseChoice(input)).toBe(expected);
  });

  it.each([
    [{}, {}],
    [{ escolha_minima: '2', escolha_maxima: '2' }, {}],
    [{ nome_variacao: '  ' }, { nome_variacao: M.name }],
    [{ nome_variacao: 'x'.repeat(101) }, { nome_variacao: M.name }],
    [{ escolha_minima: '' }, { escolha_minima: M.choice }],
    [{ escolha_maxima: '-1' }, { escolha_maxima: M.choice }],
    [{ escolha_minima: '3', escolha_maxima: '2' }, { escolha_minima: M.minAboveMax }],
    [{ calculo_preco: '' }, { calculo_preco: M.calc }],
  ])('variationErrors(%j)', (patch, expected) => {
    expect(variationErrors({ ...ok, ...patch })).toEqual(expected);
  });

  it('reads the statuses of variations (S/F/O/N) and their categories (S/O/N)', () => {
    expect(['S', 'F', 'O', 'N'].every(isVariationStatus)).toBe(true);
    expect(isVariationStatus('X')).toBe(false);
    expect(['S', 'O', 'N'].every(isVariationCategoryStatus)).toBe(true);
    expect(isVariationCategoryStatus('F')).toBe(false);
  });
});
