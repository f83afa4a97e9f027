/**
 * Reads a bulk-upload CSV the way the platform must (spec 03 §5 instructions, §3 column keys):
 * ';' separated, UTF-8 or Latin-1 (spreadsheets on Windows save Latin-1), a BOM, quotes used
 * loosely, ragged rows, huge fields and spreadsheet formulas. Each row is validated on its own:
 * a bad row is reported with its line and reason and the others still count.
 */
import { parse } from 'csv-parse/sync';
import type { ColumnKey } from '../../shared/bulk-upload/rules';

export const MAX_FIELD_CHARS = 4096;
export const MAX_ROWS = 100_000;

export interface ProductLine {
  line: number;
  ean: string;
  name: string | null;
  qty: number;
  price: number;
  promoPrice: number | null;
  category: string | null;
  pdvCode: string | null;
}

export interface LineError {
  line: number;
  reason: string;
}

export interface ParsedFile {
  products: ProductLine[];
  errors: LineError[];
  /** Data rows read (header and blank lines excluded). */
  total: number;
}

export const ROW_ERRORS = {
  ean: 'Código de barras inválido: use 13 dígitos.',
  qty: 'Estoque inválido: use um número inteiro a partir de 0.',
  price: 'Preço inválido: use um número com até duas casas decimais.',
  promo: 'Preço promocional inválido: use um número com até duas casas decimais.',
  tooLong: 'Campo maior que o permitido.',
} as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** UTF-8 when the bytes are valid UTF-8, else Latin-1 (windows-1252); the BOM dropped. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = latin1.decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Spreadsheet formulas lose their trigger, so the stored text can never run when exported again. */
export function defuse(cell: string): string {
  return cell.replace(/^[=+\-@\t\r]+/, '').trim();
}

function money(cell: string): number | null {
  const s = cell.trim().replace(/^R\$\s*/i, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(s)) return null;
  return Number(s.replace(',', '.'));
}

function text(cell: string | undefined): string | null {
  if (cell === undefined) return null;
  const t = defuse(cell);
  return t === '' ? null : t;
}

/**
 * Parses the file with the column numbers chosen in the form (1-based). The first row is a header
 * when its barcode cell is not a number.
 */
export function parseProductCsv(bytes: Uint8Array, columns: Partial<Record<ColumnKey, number>>): ParsedFile {
  const records = parse(decodeCsv(bytes), {
    delimiter: ';',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    bom: true,
    max_record_size: MAX_FIELD_CHARS * 16,
    to: MAX_ROWS + 1,
    info: true,
    // With `info: true` each record comes as {record, info}; the typings do not follow the option.
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const at = (row: string[], key: ColumnKey): string | undefined => {
    const n = columns[key];
    return n === undefined ? undefined : row[n - 1];
  };
  const out: ParsedFile = { products: [], errors: [], total: 0 };
  records.forEach(({ record, info }, index) => {
    const eanCell = (at(record, 'product_ean_cod') ?? '').trim();
    if (index === 0 && !/^\d+$/.test(eanCell)) return;
    out.total += 1;
    const line = info.lines;
    if (record.some((c) => c.length > MAX_FIELD_CHARS)) {
      out.errors.push({ line, reason: ROW_ERRORS.tooLong });
      return;
    }
    if (!/^\d{13}$/.test(eanCell)) {
      out.errors.push({ line, reason: ROW_ERRORS.ean });
      return;
    }
    const qtyCell = (at(record, 'product_qty') ?? '').trim();
    if (!/^\d{1,9}$/.test(qtyCell)) {
      out.errors.push({ line, reason: ROW_ERRORS.qty });
      return;
    }
    const price = money(at(record, 'product_price') ?? '');
    if (price === null) {
      out.errors.push({ line, reason: ROW_ERRORS.price });
      return;
    }
    const promoCell = at(record, 'product_promo_price');
    const promoPrice = promoCell === undefined || promoCell.trim() === '' ? null : money(promoCell);
    if (promoCell !== undefined && promoCell.trim() !== '' && promoPrice === null) {
      out.errors.push({ line, reason: ROW_ERRORS.promo });
      return;
    }
    out.products.push({
      line,
      ean: eanCell,
      name: text(at(record, 'product_name')),
      qty: Number(qtyCell),
      price,
      promoPrice,
      category: text(at(record, 'product_category')),
      pdvCode: text(at(record, 'product_pdv_cod')),
    });
  });
  return out;
}
