/**
 * Hand-written character tables for the code pages our kitchen printers understand.
 * Only what a Brazilian ticket needs: Portuguese accented letters and a few common symbols.
 * Checked against Python's cp860/cp850/cp1252 codecs; no iconv dependency in the bundle.
 */

export type CodePage = 'cp860' | 'cp850' | 'cp1252';

/** The `n` of ESC t n (select character code table) on Epson-compatible printers. */
export const CODE_PAGE_NUMBER: Record<CodePage, number> = { cp860: 3, cp850: 2, cp1252: 16 };

// char, cp860, cp850, cp1252 (undefined: the page has no such glyph).
type Row = readonly [string, number | undefined, number | undefined, number | undefined];

const ROWS: readonly Row[] = [
  ['Ç', 0x80, 0x80, 0xc7],
  ['ç', 0x87, 0x87, 0xe7],
  ['Ã', 0x8e, 0xc7, 0xc3],
  ['ã', 0x84, 0xc6, 0xe3],
  ['Õ', 0x99, 0xe5, 0xd5],
  ['õ', 0x94, 0xe4, 0xf5],
  ['Á', 0x86, 0xb5, 0xc1],
  ['á', 0xa0, 0xa0, 0xe1],
  ['À', 0x91, 0xb7, 0xc0],
  ['à', 0x85, 0x85, 0xe0],
  ['Â', 0x8f, 0xb6, 0xc2],
  ['â', 0x83, 0x83, 0xe2],
  ['É', 0x90, 0x90, 0xc9],
  ['é', 0x82, 0x82, 0xe9],
  ['È', 0x92, 0xd4, 0xc8],
  ['è', 0x8a, 0x8a, 0xe8],
  ['Ê', 0x89, 0xd2, 0xca],
  ['ê', 0x88, 0x88, 0xea],
  ['Í', 0x8b, 0xd6, 0xcd],
  ['í', 0xa1, 0xa1, 0xed],
  ['Ó', 0x9f, 0xe0, 0xd3],
  ['ó', 0xa2, 0xa2, 0xf3],
  ['Ô', 0x8c, 0xe2, 0xd4],
  ['ô', 0x93, 0x93, 0xf4],
  ['Ú', 0x96, 0xe9, 0xda],
  ['ú', 0xa3, 0xa3, 0xfa],
  ['Ü', 0x9a, 0x9a, 0xdc],
  ['ü', 0x81, 0x81, 0xfc],
  ['Ñ', 0xa5, 0xa5, 0xd1],
  ['ñ', 0xa4, 0xa4, 0xf1],
  ['ª', 0xa6, 0xa6, 0xaa],
  ['º', 0xa7, 0xa7, 0xba],
  ['°', 0xf8, 0xf8, 0xb0],
  ['½', 0xab, 0xab, 0xbd],
  ['§', undefined, 0xf5, 0xa7],
  ['£', 0x9c, 0x9c, 0xa3],
  ['¢', 0x9b, 0xbd, 0xa2],
  ['€', undefined, undefined, 0x80],
  ['–', undefined, undefined, 0x96],
  ['—', undefined, undefined, 0x97],
  ['‘', undefined, undefined, 0x91],
  ['’', undefined, undefined, 0x92],
  ['“', undefined, undefined, 0x93],
  ['”', undefined, undefined, 0x94],
  ['…', undefined, undefined, 0x85],
  ['•', undefined, undefined, 0x95],
];

const COLUMN: Record<CodePage, 1 | 2 | 3> = { cp860: 1, cp850: 2, cp1252: 3 };

const TABLES: Record<CodePage, ReadonlyMap<string, number>> = {
  cp860: buildTable('cp860'),
  cp850: buildTable('cp850'),
  cp1252: buildTable('cp1252'),
};

function buildTable(page: CodePage): Map<string, number> {
  const table = new Map<string, number>();
  for (const row of ROWS) {
    const byte = row[COLUMN[page]];
    if (byte !== undefined) table.set(row[0], byte);
  }
  return table;
}

// Used only when the page lacks the glyph. Spaces matter: Intl's pt-BR currency is "R$\u00a010,00".
const ASCII_FALLBACK: ReadonlyMap<string, string> = new Map([
  ['\u00a0', ' '],
  ['\u202f', ' '],
  ['\u2007', ' '],
  ['\t', ' '],
  ['–', '-'],
  ['—', '-'],
  ['‒', '-'],
  ['−', '-'],
  ['‘', "'"],
  ['’', "'"],
  ['‚', "'"],
  ['“', '"'],
  ['”', '"'],
  ['„', '"'],
  ['…', '...'],
  ['•', '*'],
  ['€', 'EUR'],
]);

/**
 * Encodes text for one code page. Printable ASCII passes through; control characters never do
 * (a customer name must not smuggle ESC/POS commands). A glyph the page lacks falls back to an
 * ASCII look-alike, then to its unaccented letter (ä -> a in cp860), then to '?'.
 * `page` undefined means the printer's power-on table (PC437): ASCII only, to be safe.
 */
export function encodeText(text: string, page: CodePage | undefined): Buffer {
  const table = page ? TABLES[page] : undefined;
  const bytes: number[] = [];
  for (const char of printableText(text, page)) {
    const code = char.codePointAt(0) ?? 0;
    bytes.push(code < 0x7f ? code : (table?.get(char) ?? 0x3f));
  }
  return Buffer.from(bytes);
}

/**
 * `text` restricted to what `page` can print, by the same rules as encodeText: printable ASCII,
 * the page's own glyphs, then the look-alikes. For byte builders that encode text themselves
 * (node-thermal-printer): given a glyph its page lacks, that library switches the printer to
 * another code page mid-ticket, and it passes control characters through as commands.
 */
export function printableText(text: string, page: CodePage | undefined): string {
  const table = page ? TABLES[page] : undefined;
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || table?.has(char)) out += char;
    else out += ASCII_FALLBACK.get(char) ?? stripAccent(char);
  }
  return out;
}

function stripAccent(char: string): string {
  const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /^[\x20-\x7e]$/.test(base) ? base : '?';
}
