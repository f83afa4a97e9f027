/**
 * Reads the bulk upload CSV one record at a time, the way stores' files really come: UTF-8 or
 * Windows-1252 (spreadsheets on Windows), a BOM, ';' (or ',' / tab) separators, quotes used
 * loosely, CRLF, LF or CR line ends, huge fields and lines. A broken record never takes the next
 * ones with it: an opening quote that does not close properly, or only closes after a long stretch
 * of lines, breaks its own physical line only, and reading resumes at the next one.
 */
import { MAX_FIELD_CHARS, MAX_LINE_CHARS } from './rules';

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvSeparator = ';' | ',' | '\t';

export const ENCODING_LABELS: Readonly<Record<CsvEncoding, string>> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Latin-1)',
};
export const SEPARATOR_LABELS: Readonly<Record<CsvSeparator, string>> = {
  ';': 'ponto e vírgula (;)',
  ',': 'vírgula (,)',
  '\t': 'tabulação',
};

/** Windows-1252's letters at 0x80–0x9F (ISO-8859-1 has control characters there); undefined bytes stay. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (a superset of Latin-1's letters); no BOM. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  let text: string;
  let encoding: CsvEncoding = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    encoding = 'windows-1252';
    // Browsers decode 'windows-1252' fully; Node without full ICU decodes it as ISO-8859-1, so the
    // 0x80–0x9F range is mapped here for both to read alike.
    text = new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
  }
  return { text: text.replace(/^\uFEFF/, ''), encoding };
}

const SEPARATORS: readonly CsvSeparator[] = [';', ',', '\t'];

/**
 * The separator of the first lines: the candidate found on most lines outside quotes, ';' on a
 * tie (the spec's separator), ';' when none appears.
 */
export function detectSeparator(text: string, sampleLines = 20): CsvSeparator {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r\n|\n|\r/, sampleLines + 1)
    .slice(0, sampleLines);
  let best: CsvSeparator = ';';
  let bestScore = 0;
  for (const sep of SEPARATORS) {
    let score = 0;
    for (const line of lines) {
      let quoted = false;
      let count = 0;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === sep && !quoted) count += 1;
      }
      if (count > 0) score += 1;
    }
    if (score > bestScore) {
      best = sep;
      bestScore = score;
    }
  }
  return best;
}

export interface CsvRecord {
  /** Physical line where the record starts (1 = first line of the file). */
  line: number;
  fields: string[];
  /** The record as written, without its line end. */
  raw: string;
  /** A record the reader could not cut into fields faithfully; it refuses itself. */
  problem: 'quotes' | 'lineTooLong' | null;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;

/** Index of the line end at or after `from` (text.length when none). */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) return i;
  }
  return text.length;
}

/** Index just past the line end at `at` (CRLF counts as one). */
function pastBreak(text: string, at: number): number {
  if (at >= text.length) return at;
  return text.charCodeAt(at) === CR && text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
}

function countBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF) n += 1;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) n += 1;
  }
  return n;
}

/**
 * The records of the text, blank ones (every field empty) left out. Fields are trimmed when
 * unquoted; a quoted field keeps its inside, with "" read as one quote.
 */
export function* readCsvRecords(text: string, separator: CsvSeparator = ';'): Generator<CsvRecord> {
  const sep = separator.charCodeAt(0);
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    const start = pos;
    const fields: string[] = [];
    let problem: CsvRecord['problem'] = null;
    let end = -1;
    let fieldStart = pos;
    for (;;) {
      // Leading spaces before an opening quote are allowed, as spreadsheets pad cells.
      let i = fieldStart;
      while (i < text.length && text.charCodeAt(i) === SPACE) i += 1;
      if (i < text.length && text.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        let value = '';
        let closed = -1;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q === -1) break;
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(j, q + 1);
            j = q + 2;
            continue;
          }
          value += text.slice(j, q);
          closed = q;
          break;
        }
        let after = closed + 1;
        while (closed !== -1 && after < text.length && text.charCodeAt(after) === SPACE) after += 1;
        const next = closed === -1 ? -1 : after < text.length ? text.charCodeAt(after) : -2;
        const wellClosed = next === sep || next === LF || next === CR || next === -2;
        // A quoted field may span lines, but not a long stretch of them: that is a quote left open.
        const spansTooFar = closed !== -1 && value.length > MAX_FIELD_CHARS && /[\r\n]/.test(value);
        if (!wellClosed || spansTooFar) {
          problem = 'quotes';
          end = lineEnd(text, start);
          break;
        }
        fields.push(value);
        if (next === sep) {
          fieldStart = after + 1;
          continue;
        }
        end = next === -2 ? text.length : after;
        break;
      }
      let k = fieldStart;
      while (k < text.length) {
        const c = text.charCodeAt(k);
        if (c === sep || c === LF || c === CR) break;
        k += 1;
      }
      fields.push(text.slice(fieldStart, k).trim());
      if (k < text.length && text.charCodeAt(k) === sep) {
        fieldStart = k + 1;
        continue;
      }
      end = k;
      break;
    }
    const raw = text.slice(start, end);
    if (problem === 'quotes') {
      fields.length = 0;
      fields.push(...raw.split(separator).map((f) => f.trim()));
    } else if (raw.length > MAX_LINE_CHARS) problem = 'lineTooLong';
    const record: CsvRecord = { line, fields, raw, problem };
    line += 1 + countBreaks(text, start, end);
    pos = pastBreak(text, end);
    if (problem !== null || fields.some((f) => f !== '')) yield record;
  }
}
