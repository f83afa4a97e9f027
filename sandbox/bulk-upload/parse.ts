/**
 * Reads a bulk-upload CSV the way a careful platform must (spec 03 §5 instructions, §3 column
 * keys): ';' separated, UTF-8 or Windows-1252/Latin-1, a BOM, quotes used loosely, ragged rows,
 * huge fields and lines. Records come from the reader the desk's pre-check uses
 * (shared/bulk-upload/records.ts) and each row is checked on its own with the shared row rules: a
 * bad record is reported with its line, reason and content, and the others still count. Text is
 * stored as written ('-10% Combo' stays so); formulas are neutralized where data leaves as a CSV.
 */
import { decodeCsvBytes, readCsvRecords } from '../../shared/bulk-upload/records';
import {
  MAX_ROWS,
  ROW_ERRORS,
  checkProductRow,
  isHeaderRow,
  type ColumnKey,
  type ProductRow,
} from '../../shared/bulk-upload/rules';

export { MAX_FIELD_CHARS, MAX_LINE_CHARS, MAX_ROWS, ROW_ERRORS } from '../../shared/bulk-upload/rules';

export interface ProductLine extends ProductRow {
  line: number;
  /** The line as written, for the refusal list if a later rule refuses it. */
  content: string;
}

export interface LineError {
  line: number;
  reason: string;
  /** The record as written. */
  content: string;
}

export interface ParsedFile {
  products: ProductLine[];
  errors: LineError[];
  /** Data rows read (header and blank lines excluded). */
  total: number;
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (Latin-1's letters); the BOM dropped. */
export function decodeCsv(bytes: Uint8Array): string {
  return decodeCsvBytes(bytes).text;
}

/**
 * Parses the file with the column numbers chosen in the form (1-based). The first row is a header
 * when its barcode cell is not a number.
 */
export function parseProductCsv(bytes: Uint8Array, columns: Partial<Record<ColumnKey, number>>): ParsedFile {
  const out: ParsedFile = { products: [], errors: [], total: 0 };
  let first = true;
  for (const record of readCsvRecords(decodeCsv(bytes), ';')) {
    const header = first && record.problem === null && isHeaderRow(record.fields, columns);
    first = false;
    if (header) continue;
    if (out.total >= MAX_ROWS) break;
    out.total += 1;
    const { line, raw: content } = record;
    if (record.problem === 'quotes') out.errors.push({ line, reason: ROW_ERRORS.quotes, content });
    else if (record.problem === 'lineTooLong')
      out.errors.push({ line, reason: ROW_ERRORS.lineTooLong, content });
    else {
      const check = checkProductRow(record.fields, columns);
      if (check.ok) out.products.push({ ...check.product, line, content });
      else out.errors.push({ line, reason: check.reason, content });
    }
  }
  return out;
}
