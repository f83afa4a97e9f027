/**
 * Pure ESC/POS encoder: a list of printer commands -> the bytes an Epson-compatible printer
 * expects. It knows nothing about tickets; the ticket layout is turned into these commands
 * elsewhere. State (bold, size, alignment) is only re-sent when it changes.
 */
import { CODE_PAGE_NUMBER, encodeText, type CodePage } from './code-pages';

export type { CodePage } from './code-pages';

type Align = 'left' | 'center' | 'right';

export type EscPosCommand =
  | { init: true }
  | { codePage: CodePage }
  | { text: string; bold?: boolean; doubleSize?: boolean; align?: Align }
  | { feed: number }
  | { cut: true };

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

const ALIGN_BYTE: Record<Align, number> = { left: 0, center: 1, right: 2 };
// GS ! n: high nibble width multiplier - 1, low nibble height multiplier - 1.
const SIZE_NORMAL = 0x00;
const SIZE_DOUBLE = 0x11;
const MAX_FEED = 255;

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

interface PrintState {
  page: CodePage | undefined;
  bold: boolean | undefined;
  double: boolean | undefined;
  align: Align | undefined;
}

export function encodeEscPos(commands: readonly EscPosCommand[]): Buffer {
  const out: Buffer[] = [];
  // Unknown until ESC @: whatever the previous job left behind.
  const state: PrintState = { page: undefined, bold: undefined, double: undefined, align: undefined };

  for (const command of commands) {
    if ('init' in command) {
      out.push(bytes.init());
      Object.assign(state, { page: undefined, bold: false, double: false, align: 'left' });
    } else if ('codePage' in command) {
      out.push(bytes.codePage(command.codePage));
      state.page = command.codePage;
    } else if ('text' in command) {
      const bold = command.bold ?? false;
      const double = command.doubleSize ?? false;
      const align = command.align ?? 'left';
      if (state.align !== align) out.push(bytes.align(align));
      if (state.bold !== bold) out.push(bytes.bold(bold));
      if (state.double !== double) out.push(bytes.size(double));
      Object.assign(state, { bold, double, align });
      for (const line of command.text.split(/\r?\n/)) {
        out.push(encodeText(line, state.page), Buffer.from([LF]));
      }
    } else if ('feed' in command) {
      const lines = Math.max(0, Math.min(MAX_FEED, Math.floor(command.feed)));
      if (lines > 0) out.push(bytes.feed(lines));
    } else {
      out.push(bytes.cut());
    }
  }
  return Buffer.concat(out);
}
