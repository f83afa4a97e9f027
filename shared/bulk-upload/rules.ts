/**
 * The bulk upload form's rules (spec 03 §3 column keys, §5 Bulk upload, §9 limits): the file
 * (required, .csv, at most 10 MB) and the column mapping (numbers are integers from 1; barcode,
 * stock and price always mapped; an unchecked optional column has no number; two data types never
 * share a column). Messages verbatim.
 */

export const COLUMN_KEYS = [
  'product_ean_cod',
  'product_name',
  'product_qty',
  'product_price',
  'product_promo_price',
  'product_category',
  'product_pdv_cod',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export const REQUIRED_COLUMNS: readonly ColumnKey[] = ['product_ean_cod', 'product_qty', 'product_price'];

export const COLUMN_LABELS: Readonly<Record<ColumnKey, string>> = {
  product_ean_cod: 'Código de barras',
  product_name: 'Nome do produto',
  product_qty: 'Estoque',
  product_price: 'Preço',
  product_promo_price: 'Preço promocional',
  product_category: 'Categoria',
  product_pdv_cod: 'Código no PDV',
};

export const MAX_FILE_BYTES = 10_485_760;
export const POLL_INTERVAL_MS = 2000;

export const FILE_REQUIRED = 'Selecione um arquivo CSV.';
export const FILE_NOT_CSV = 'Selecione um arquivo no formato .csv.';
export const FILE_TOO_BIG =
  'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.';
export const SAME_COLUMN = 'Não é possível ter dois tipos de dados na mesma coluna.';
export const COLUMN_REQUIRED = 'Informe o número da coluna.';
export const COLUMN_INVALID = 'O número da coluna deve ser um inteiro a partir de 1.';

/** The file check; null when the file can be sent. */
export function checkFile(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return FILE_REQUIRED;
  if (!/\.csv$/i.test(file.name.trim())) return FILE_NOT_CSV;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_BIG;
  return null;
}

export interface ColumnSetting {
  /** Required columns are always enabled. */
  enabled: boolean;
  /** As typed. */
  value: string;
}
export type ColumnSettings = Record<ColumnKey, ColumnSetting>;

/** Barcode, name, stock and price in the first four columns; the optional ones off. */
export function defaultColumns(): ColumnSettings {
  const out = {} as ColumnSettings;
  COLUMN_KEYS.forEach((key, i) => {
    const on = i < 4;
    out[key] = { enabled: on, value: on ? String(i + 1) : '' };
  });
  return out;
}

/** Turns an optional column on or off; off clears its number. Required columns stay on. */
export function toggleColumn(settings: ColumnSettings, key: ColumnKey, enabled: boolean): ColumnSettings {
  if (REQUIRED_COLUMNS.includes(key)) return settings;
  return { ...settings, [key]: { enabled, value: enabled ? settings[key].value : '' } };
}

export type ColumnCheck =
  | { ok: true; disposition: Partial<Record<ColumnKey, number>> }
  | { ok: false; errors: Partial<Record<ColumnKey, string>> };

/** The mapping as the upload call sends it (columns_disposition[key] = number), or each field's error. */
export function checkColumns(settings: ColumnSettings): ColumnCheck {
  const errors: Partial<Record<ColumnKey, string>> = {};
  const disposition: Partial<Record<ColumnKey, number>> = {};
  const byNumber = new Map<number, ColumnKey[]>();
  for (const key of COLUMN_KEYS) {
    const s = settings[key];
    if (!REQUIRED_COLUMNS.includes(key) && !s.enabled) continue;
    const text = s.value.trim();
    if (text === '') {
      errors[key] = COLUMN_REQUIRED;
      continue;
    }
    if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
      errors[key] = COLUMN_INVALID;
      continue;
    }
    const n = Number(text);
    disposition[key] = n;
    byNumber.set(n, [...(byNumber.get(n) ?? []), key]);
  }
  for (const keys of byNumber.values()) {
    if (keys.length > 1) for (const k of keys) errors[k] ??= SAME_COLUMN;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, disposition };
}

/** 'x de y produtos cadastrados/atualizados' (03 §9). */
export function uploadSummary(added: number, total: number): string {
  return `${added} de ${total} produtos cadastrados/atualizados`;
}

/** The finish time as "dd/MM/yyyy 'às' HH:mm", local time; '' when unknown. */
export function finishedAtText(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getDate())}/${p(date.getMonth() + 1)}/${date.getFullYear()} às ${p(date.getHours())}:${p(date.getMinutes())}`;
}
