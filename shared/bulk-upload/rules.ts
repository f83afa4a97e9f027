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

/**
 * Barcode, stock and price: always mapped. A test rather than a module-level list, so mutation
 * testing (which skips code run only when a module loads) exercises it.
 */
export function isRequiredColumn(key: ColumnKey): boolean {
  return key === 'product_ean_cod' || key === 'product_qty' || key === 'product_price';
}

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
const COLUMN_REQUIRED = 'Informe o número da coluna.';
const COLUMN_INVALID = 'O número da coluna deve ser um inteiro a partir de 1.';

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
  if (isRequiredColumn(key)) return settings;
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
    if (!isRequiredColumn(key) && !s.enabled) continue;
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

/*
 * Row rules (03 §5 instructions): what makes one data row of the file importable. The desk's
 * pre-check and the platform stand-in read rows with these, so both refuse a row for one reason.
 */

/** A cell longer than this refuses its row. */
export const MAX_FIELD_CHARS = 4096;
/** A record longer than this refuses itself, however its fields are cut. */
export const MAX_LINE_CHARS = 65_536;
/** Data rows read from one file; rows past it are not read. */
export const MAX_ROWS = 100_000;

export const ROW_ERRORS = {
  ean: 'Código de barras inválido: use 13 dígitos.',
  qty: 'Estoque inválido: use um número inteiro a partir de 0.',
  price: 'Preço inválido: use um número com até duas casas decimais.',
  promo: 'Preço promocional inválido: use um número com até duas casas decimais.',
  tooLong: 'Campo maior que o permitido.',
  lineTooLong: 'Linha maior que o permitido.',
  quotes: 'Aspas fora do lugar: um campo entre aspas deve terminar com aspas antes do separador.',
} as const;

export interface ProductRow {
  ean: string;
  name: string | null;
  qty: number;
  price: number;
  promoPrice: number | null;
  category: string | null;
  pdvCode: string | null;
}

export type RowCheck = { ok: true; product: ProductRow } | { ok: false; reason: string };

/** A price as the instructions write it: up to two decimals, ',' or '.', 'R$' allowed; null when not. */
export function parseMoney(cell: string): number | null {
  const s = cell.trim().replace(/^R\$\s*/i, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(s)) return null;
  return Number(s.replace(',', '.'));
}

/** The cell of a column (1-based number), undefined when unmapped or missing from the row. */
export function cellOf(
  fields: readonly string[],
  columns: Partial<Record<ColumnKey, number>>,
  key: ColumnKey,
): string | undefined {
  const n = columns[key];
  // Stryker disable next-line ConditionalExpression: fields[NaN] is undefined as well.
  return n === undefined ? undefined : fields[n - 1];
}

/** The cell of a column as typed without the spaces around it; '' when unmapped or missing. */
function cellText(
  fields: readonly string[],
  columns: Partial<Record<ColumnKey, number>>,
  key: ColumnKey,
): string {
  return (cellOf(fields, columns, key) ?? '').trim();
}

/** The first row is a header when its barcode cell is not a number. */
export function isHeaderRow(fields: readonly string[], columns: Partial<Record<ColumnKey, number>>): boolean {
  return !/^\d+$/.test(cellText(fields, columns, 'product_ean_cod'));
}

/**
 * One data row against the rules. Text cells are kept as written (trimmed): a name such as
 * '-10% Combo' is data; formulas are neutralized where data leaves as a CSV (shared/csv.ts).
 */
export function checkProductRow(
  fields: readonly string[],
  columns: Partial<Record<ColumnKey, number>>,
): RowCheck {
  if (fields.some((c) => c.length > MAX_FIELD_CHARS)) return { ok: false, reason: ROW_ERRORS.tooLong };
  const ean = cellText(fields, columns, 'product_ean_cod');
  if (!/^\d{13}$/.test(ean)) return { ok: false, reason: ROW_ERRORS.ean };
  const qty = cellText(fields, columns, 'product_qty');
  if (!/^\d{1,9}$/.test(qty)) return { ok: false, reason: ROW_ERRORS.qty };
  const price = parseMoney(cellText(fields, columns, 'product_price'));
  if (price === null) return { ok: false, reason: ROW_ERRORS.price };
  const promoCell = cellText(fields, columns, 'product_promo_price');
  // Stryker disable next-line ConditionalExpression,StringLiteral: parseMoney('') is null too.
  const promoPrice = promoCell === '' ? null : parseMoney(promoCell);
  if (promoCell !== '' && promoPrice === null) return { ok: false, reason: ROW_ERRORS.promo };
  const text = (key: ColumnKey): string | null => {
    const t = cellText(fields, columns, key);
    return t === '' ? null : t;
  };
  return {
    ok: true,
    product: {
      ean,
      name: text('product_name'),
      qty: Number(qty),
      price,
      promoPrice,
      category: text('product_category'),
      pdvCode: text('product_pdv_cod'),
    },
  };
}
