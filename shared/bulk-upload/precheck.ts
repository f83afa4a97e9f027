/**
 * The desk's look at a bulk upload file before it is sent (03 §5): its encoding, its separator,
 * the first rows under the mapped columns and each row's problem with its line, read with the
 * same reader (records.ts) and row rules (rules.ts) as the platform stand-in. The platform still
 * decides: staff may send a file with problems.
 */
import {
  decodeCsvBytes,
  detectSeparator,
  readCsvRecords,
  type CsvEncoding,
  type CsvSeparator,
} from './records';
import { COLUMN_KEYS, MAX_ROWS, ROW_ERRORS, checkProductRow, isHeaderRow, type ColumnKey } from './rules';

export const PREVIEW_ROWS = 5;
/** What a problem shows of its line; the whole line is in the file staff already have. */
export const PROBLEM_CONTENT_CHARS = 300;

export interface PrecheckProblem {
  line: number;
  reason: string;
  /** The line as written, cut at PROBLEM_CONTENT_CHARS. */
  content: string;
}

export interface PrecheckResult {
  encoding: CsvEncoding;
  separator: CsvSeparator;
  /** The mapped columns, in the form's order. */
  columns: ColumnKey[];
  /** The header's cells under the mapped columns; null when the file has no header. */
  header: string[] | null;
  /** The first data rows under the mapped columns (read with the file's own separator). */
  preview: { line: number; cells: string[] }[];
  /** Data rows read. */
  total: number;
  ready: number;
  problems: PrecheckProblem[];
  /** Rows past MAX_ROWS were not read. */
  truncated: boolean;
}

/** 'N linhas prontas, M com problemas'. */
export function precheckSummary(ready: number, problems: number): string {
  const lines = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${lines(ready, 'linha pronta', 'linhas prontas')}, ${problems} com problemas`;
}

/** Why the separator will not be read as the staff expect; null for ';'. */
export function separatorWarning(separator: CsvSeparator): string | null {
  if (separator === ';') return null;
  const name = separator === ',' ? 'vírgula (,)' : 'tabulação';
  return `O arquivo parece usar ${name} como separador; o upload lê ponto e vírgula (;). Salve o arquivo com ";" antes de enviar.`;
}

const mappedKeys = (columns: Partial<Record<ColumnKey, number>>): ColumnKey[] =>
  COLUMN_KEYS.filter((k) => columns[k] !== undefined);

const under = (fields: readonly string[], columns: Partial<Record<ColumnKey, number>>, keys: ColumnKey[]) =>
  keys.map((k) => fields[(columns[k] ?? 0) - 1] ?? '');

export interface PrecheckOptions {
  /** Called now and then with the share of the text read (0–1). */
  onProgress?(fraction: number): void;
}

/** Checks decoded text as the platform will read it (';'). */
function precheckText(
  text: string,
  encoding: CsvEncoding,
  columns: Partial<Record<ColumnKey, number>>,
  options: PrecheckOptions = {},
): PrecheckResult {
  const separator = detectSeparator(text);
  const keys = mappedKeys(columns);
  const result: PrecheckResult = {
    encoding,
    separator,
    columns: keys,
    header: null,
    preview: [],
    total: 0,
    ready: 0,
    problems: [],
    truncated: false,
  };
  let first = true;
  for (const record of readCsvRecords(text, separator)) {
    if (first && isHeaderRow(record.fields, columns)) result.header = under(record.fields, columns, keys);
    else if (result.preview.length < PREVIEW_ROWS)
      result.preview.push({ line: record.line, cells: under(record.fields, columns, keys) });
    first = false;
    if (result.preview.length >= PREVIEW_ROWS) break;
  }
  let index = 0;
  let read = 0;
  for (const record of readCsvRecords(text, ';')) {
    read += record.raw.length + 1;
    if (index === 0 && record.problem === null && isHeaderRow(record.fields, columns)) {
      index += 1;
      continue;
    }
    index += 1;
    if (result.total >= MAX_ROWS) {
      result.truncated = true;
      break;
    }
    result.total += 1;
    const reason =
      record.problem === 'quotes'
        ? ROW_ERRORS.quotes
        : record.problem === 'lineTooLong'
          ? ROW_ERRORS.lineTooLong
          : (() => {
              const check = checkProductRow(record.fields, columns);
              return check.ok ? null : check.reason;
            })();
    if (reason === null) result.ready += 1;
    else
      result.problems.push({
        line: record.line,
        reason,
        content: record.raw.slice(0, PROBLEM_CONTENT_CHARS),
      });
    if (options.onProgress && result.total % 5000 === 0) options.onProgress(Math.min(1, read / text.length));
  }
  return result;
}

/** Decodes the file's bytes (UTF-8, else Windows-1252) and checks them. */
export function precheckCsv(
  bytes: Uint8Array,
  columns: Partial<Record<ColumnKey, number>>,
  options: PrecheckOptions = {},
): PrecheckResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  return precheckText(text, encoding, columns, options);
}
