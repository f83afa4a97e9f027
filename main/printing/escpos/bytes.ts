/**
 * ESC/POS commands as the bytes an Epson-compatible printer expects, where the printer library
 * writes a command wrong or not at all (see models/index.ts for which one and why).
 */
import { CODE_PAGE_NUMBER, type CodePage } from './code-pages';

type Align = 'left' | 'center' | 'right';

const ESC = 0x1b;
const GS = 0x1d;

const ALIGN_BYTE: Record<Align, number> = { left: 0, center: 1, right: 2 };
// GS ! n: high nibble width multiplier - 1, low nibble height multiplier - 1.
const SIZE_NORMAL = 0x00;
const SIZE_DOUBLE = 0x11;

export const bytes = {
  init: () => Buffer.from([ESC, 0x40]),
  codePage: (page: CodePage) => Buffer.from([ESC, 0x74, CODE_PAGE_NUMBER[page]]),
  bold: (on: boolean) => Buffer.from([ESC, 0x45, on ? 1 : 0]),
  size: (double: boolean) => Buffer.from([GS, 0x21, double ? SIZE_DOUBLE : SIZE_NORMAL]),
  align: (align: Align) => Buffer.from([ESC, 0x61, ALIGN_BYTE[align]]),
  feed: (lines: number) => Buffer.from([ESC, 0x64, lines]),
  // GS V 66 n: feed to the cutter (n = 0 extra dots) and partial cut; works on cutters that lack a full cut.
  cut: () => Buffer.from([GS, 0x56, 0x42, 0x00]),
};
