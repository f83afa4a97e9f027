/**
 * Rules of the global variation editor (spec 02 §2.5, §4, §5), shared by the screen and the sandbox:
 * the choice min/max, the price calculation code and the statuses with their labels.
 */
import type { VariationCategoryStatus, VariationStatus } from '../api/catalogue-variations';
import { PRICE_CALC_CODES, type PriceCalcCode } from './labels';

export const VARIATION_MESSAGES = {
  name: 'Informe o nome da variação.',
  choice: 'Escolha mínima e máxima devem ser números inteiros a partir de 0.',
  minAboveMax: 'A escolha mínima não pode ser maior que a escolha máxima.',
  calc: 'Selecione o cálculo do preço.',
  categoryName: 'Informe o nome da categoria.',
  itemName: 'Informe o nome do item.',
  itemPrice: 'Preço inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
} as const;

export const VARIATION_STATUS_LABELS: Readonly<Record<VariationStatus, string>> = {
  S: 'Ativo',
  F: 'Em falta',
  O: 'Oculto',
  N: 'Inativo',
};
export const VARIATION_CATEGORY_STATUS_LABELS: Readonly<Record<VariationCategoryStatus, string>> = {
  S: 'Ativo',
  O: 'Oculto',
  N: 'Inativo',
};

export const isVariationStatus = (v: unknown): v is VariationStatus =>
  v === 'S' || v === 'F' || v === 'O' || v === 'N';
export const isVariationCategoryStatus = (v: unknown): v is VariationCategoryStatus =>
  v === 'S' || v === 'O' || v === 'N';
export const isPriceCalcCode = (v: unknown): v is PriceCalcCode =>
  typeof v === 'string' && (PRICE_CALC_CODES as readonly string[]).includes(v);

/** A choice count as typed: a whole number 0–999, or null. */
export function parseChoice(value: unknown): number | null {
  const t = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,3}$/.test(t) ? Number(t) : null;
}

export interface VariationDraft {
  nome_variacao: string;
  escolha_minima: string;
  escolha_maxima: string;
  calculo_preco: string;
}

export type VariationErrors = Partial<
  Record<'nome_variacao' | 'escolha_minima' | 'escolha_maxima' | 'calculo_preco', string>
>;

/** The editor's field errors (empty when the variation may be saved). */
export function variationErrors(d: VariationDraft): VariationErrors {
  const errors: VariationErrors = {};
  const name = d.nome_variacao.trim();
  if (name === '' || name.length > 100) errors.nome_variacao = VARIATION_MESSAGES.name;
  const min = parseChoice(d.escolha_minima);
  const max = parseChoice(d.escolha_maxima);
  if (min === null) errors.escolha_minima = VARIATION_MESSAGES.choice;
  if (max === null) errors.escolha_maxima = VARIATION_MESSAGES.choice;
  if (min !== null && max !== null && min > max) errors.escolha_minima = VARIATION_MESSAGES.minAboveMax;
  if (!isPriceCalcCode(d.calculo_preco)) errors.calculo_preco = VARIATION_MESSAGES.calc;
  return errors;
}
