/** Catalogue codes and their pt-BR labels (spec 02 §4, §9). */
import type { MenuStatus } from '../api/platform-v1';

export const MENU_STATUS_LABELS: Readonly<Record<MenuStatus, string>> = {
  S: 'Ativo',
  F: 'Em falta',
  O: 'Oculto',
};
export const MENU_STATUSES: readonly MenuStatus[] = ['S', 'F', 'O'];

/**
 * Sizes and variation links are also described with N, inactive (spec 02 §4): a row that has it
 * shows 'Inativo', never the select's first word.
 */
export type RowStatus = MenuStatus | 'N';
export const ROW_STATUS_LABELS: Readonly<Record<RowStatus, string>> = { ...MENU_STATUS_LABELS, N: 'Inativo' };
const ROW_STATUSES_WITH_N: readonly RowStatus[] = [...MENU_STATUSES, 'N'];

/** A row's status choices: the menu's S/F/O, plus N while the row has it. */
export function rowStatusChoices(current: string): readonly RowStatus[] {
  return current === 'N' ? ROW_STATUSES_WITH_N : MENU_STATUSES;
}

export function isRowStatus(v: unknown): v is RowStatus {
  return isMenuStatus(v) || v === 'N';
}

export function isMenuStatus(v: unknown): v is MenuStatus {
  return v === 'S' || v === 'F' || v === 'O';
}

export type PriceCalcCode = 'mp' | 'pm' | 'mm' | 'st' | 'in';

export const PRICE_CALC_LABELS: Readonly<Record<PriceCalcCode, string>> = {
  mp: 'Maior Preço',
  pm: 'Menor Preço',
  mm: 'Média Preços',
  st: 'Soma Total',
  in: 'Incremental',
};
export const PRICE_CALC_CODES: readonly PriceCalcCode[] = ['mp', 'pm', 'mm', 'st', 'in'];

/** The label of a stored code; unknown codes are shown as they are, never as another mode. */
export function priceCalcLabel(code: unknown): string {
  if (typeof code === 'string' && Object.hasOwn(PRICE_CALC_LABELS, code))
    return PRICE_CALC_LABELS[code as PriceCalcCode];
  return typeof code === 'string' ? code : '';
}

/** A stock item is active or hidden (spec 02 §2.6); no 'Em falta'. */
export type StockStatus = 'S' | 'O';
export const STOCK_STATUSES: readonly StockStatus[] = ['S', 'O'];
export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, string>> = { S: 'Ativo', O: 'Oculto' };

export type StockType = 'sabor' | 'ingrediente';
export const STOCK_TYPE_LABELS: Readonly<Record<StockType, string>> = {
  sabor: 'Sabor',
  ingrediente: 'Ingrediente',
};

/** Case- and accent-insensitive text for searches. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
