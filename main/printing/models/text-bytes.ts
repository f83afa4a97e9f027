/**
 * A row's text as node-thermal-printer would append it, in one buffer (issue 32 §5). The library
 * encodes character by character through iconv and concatenates each one onto the buffer; for a
 * character the active page lacks it even switches pages. Here each character's byte is asked of
 * the library once, per printer type and character set, and kept: ASCII goes as is (the library
 * writes it as is), a character the library writes as one byte on the same page is looked up,
 * and any other (not on the page, or a page switch) makes the whole row the library's again.
 */
import type { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { thermalPrinterLibrary } from './library';

/** The library's builder as a scratch pad: set a page, print one character, read it back. */
interface Scratch {
  setCharacterSet(set: string): void;
  println(text: string): void;
  getBuffer(): Buffer | null;
  clear(): void;
}

/** Per printer type and set: the byte of each character, or NONE when it is not one byte. */
const tables = new Map<string, { scratch: Scratch; bytes: Map<string, number> }>();
const NONE = -1;
const LF = 0x0a;
const QUESTION_MARK = 0x3f;

function tableFor(type: PrinterTypes, set: string) {
  const key = `${type}|${set}`;
  let table = tables.get(key);
  if (!table) {
    const { ThermalPrinter: Printer } = thermalPrinterLibrary();
    const scratch = new Printer({ type } as ConstructorParameters<typeof ThermalPrinter>[0]);
    table = { scratch: scratch as unknown as Scratch, bytes: new Map() };
    tables.set(key, table);
  }
  return table;
}

function libraryByte(type: PrinterTypes, set: string, char: string): number {
  const table = tableFor(type, set);
  const known = table.bytes.get(char);
  if (known !== undefined) return known;
  const { scratch } = table;
  scratch.setCharacterSet(set);
  scratch.clear();
  scratch.println(char);
  const built = scratch.getBuffer();
  scratch.clear();
  // One byte then the line feed: printed on this page, no switch. '?' is the library's "no glyph".
  const byte =
    built && built.length === 2 && built[1] === LF && built[0] !== QUESTION_MARK ? (built[0] ?? NONE) : NONE;
  table.bytes.set(char, byte);
  return byte;
}

/** The row's bytes as the library would append them; undefined when only the library can say. */
export function libraryTextBytes(type: PrinterTypes, set: string, text: string): Buffer | undefined {
  const out = Buffer.allocUnsafe(text.length);
  let n = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code < 0x80) {
      out[n++] = code;
      continue;
    }
    const byte = libraryByte(type, set, char);
    if (byte === NONE) return undefined;
    out[n++] = byte;
  }
  return out.subarray(0, n);
}
