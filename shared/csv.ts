/**
 * The one CSV writer for everything the desk lets staff download. Cells that a spreadsheet would
 * run as a formula (starting with = + - @, tab or CR) get a leading apostrophe, as OWASP's
 * CSV-injection guidance says: stored data stays as written ('-10% Combo' is a name), and only
 * what leaves as a CSV is neutralized. Every cell is quoted, so separators, quotes and line
 * breaks inside a cell cannot shift columns.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will read as text. Numbers are written as they are. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return neutralizeCell(cell);
}

/** Rows as CSV text: ';' separated (pt-BR spreadsheets), CRLF line ends, every cell quoted. */
export function toCsv(rows: readonly (readonly CsvCell[])[], separator = ';'): string {
  return rows
    .map((row) => row.map((cell) => `"${cellText(cell).replace(/"/g, '""')}"`).join(separator))
    .join('\r\n');
}

/** The file's text: a UTF-8 BOM first, so spreadsheets on Windows read the accents. */
export function csvFileText(rows: readonly (readonly CsvCell[])[], separator = ';'): string {
  return `\uFEFF${toCsv(rows, separator)}\r\n`;
}
