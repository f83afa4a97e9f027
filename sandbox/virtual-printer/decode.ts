/**
 * Turns captured printer bytes back into text lines, like the paper would read, and the list of
 * commands that shaped them (bold, size, code page, cut, drawer pulse). Three dialects share the
 * ESC-prefixed framing: ESC/POS (Epson, Elgin, Bematech, Knup, Tanca), Daruma's, and Brother's
 * ESC/P; Star line mode has its own decoder (decode-star.ts).
 * Deliberately independent of main/printing's tables (full upper halves copied from the code
 * page charts, cp1252 from the platform's TextDecoder) so a wrong encoder byte shows up here.
 */

export type DecodedCommand =
  | { kind: 'init' }
  | { kind: 'codePage'; page: string }
  | { kind: 'bold'; on: boolean }
  /** Multipliers: 1 is normal, 2 double. */
  | { kind: 'size'; height: number; width: number }
  | { kind: 'cut'; partial: boolean }
  /** Pulse times in ms, when the command carries them (Star defines them apart). */
  | { kind: 'drawer'; pin: number; onMs?: number; offMs?: number };

export interface LineStyle {
  bold: boolean;
  height: number;
  width: number;
}

export interface DecodedJob {
  lines: string[];
  /** The style each line was printed in, index for index with `lines`. */
  styles: LineStyle[];
  cuts: number;
  codePages: string[];
  commands: DecodedCommand[];
}

export type EscDialect = 'escpos' | 'daruma' | 'brother';

// Bytes 0x80..0xff of each page, in order.
const CP850 =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
const UPPER_HALF: Record<string, string> = {
  cp860:
    'ÇüéâãàÁçêÊèÍÔìÃÂÉÀÈôõòÚùÌÕÜ¢£Ù₧ÓáíóúñÑªº¿Ò¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0',
  cp850: CP850,
  // PC858 is PC850 with the euro sign where PC850 has the dotless i.
  cp858: CP850.slice(0, 0xd5 - 0x80) + '€' + CP850.slice(0xd5 - 0x80 + 1),
  cp1252: new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i)),
};

const PAGE_NAMES: Record<EscDialect, Record<number, string>> = {
  escpos: { 0: 'cp437', 2: 'cp850', 3: 'cp860', 16: 'cp1252', 19: 'cp858' },
  daruma: { 0: 'cp437', 2: 'cp850', 3: 'cp860', 16: 'cp1252', 19: 'cp858' },
  // Brother ESC/P: standard, Eastern European, Western European.
  brother: { 0: 'cp437', 1: 'cp1250', 2: 'cp1252' },
};

const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;
const LF = 0x0a;

/** Mutable decoding state both decoders share: the lines so far and the current style. */
export class LineCollector {
  readonly lines: string[] = [];
  readonly styles: LineStyle[] = [];
  readonly commands: DecodedCommand[] = [];
  readonly codePages: string[] = [];
  cuts = 0;
  page: string | undefined;
  style: LineStyle = { bold: false, height: 1, width: 1 };
  private line = '';
  private pending = false;

  flush(): void {
    this.lines.push(this.line);
    this.styles.push({ ...this.style });
    this.line = '';
    this.pending = false;
  }

  char(b: number): void {
    if (b >= 0x20 && b < 0x7f) {
      this.line += String.fromCharCode(b);
      this.pending = true;
    } else if (b >= 0x80) {
      this.line += (this.page && UPPER_HALF[this.page]?.[b - 0x80]) || '\ufffd';
      this.pending = true;
    }
  }

  /**
   * The bytes both dialects read alike at `i`: DLE EOT n (a status query some transports append,
   * not paper), a line feed, or a character. Returns how many bytes it took.
   */
  plain(data: Uint8Array, i: number): number {
    const b = data[i] ?? 0;
    if (b === DLE && data[i + 1] === 0x04) return 3;
    if (b === LF) this.flush();
    else this.char(b);
    return 1;
  }

  command(command: DecodedCommand): void {
    this.commands.push(command);
    switch (command.kind) {
      case 'init':
        this.page = undefined;
        this.style = { bold: false, height: 1, width: 1 };
        break;
      case 'codePage':
        this.page = command.page;
        this.codePages.push(command.page);
        break;
      case 'bold':
        this.style = { ...this.style, bold: command.on };
        break;
      case 'size':
        this.style = { ...this.style, height: command.height, width: command.width };
        break;
      case 'cut':
        if (this.pending) this.flush();
        this.cuts++;
        break;
      case 'drawer':
        break;
    }
  }

  result(): DecodedJob {
    if (this.pending) this.flush();
    const { lines, styles, cuts, codePages, commands } = this;
    return { lines, styles, cuts, codePages, commands };
  }
}

// Parameter byte counts of the ESC/POS commands only skipped over (ESC x ..., GS x ...).
const ESC_SKIP: Record<number, number> = {
  0x2d: 1, // ESC - underline
  0x32: 0, // ESC 2 default line spacing
  0x33: 1, // ESC 3 line spacing
  0x47: 1, // ESC G double strike
  0x4a: 1, // ESC J feed dots
  0x4d: 1, // ESC M font
  0x61: 1, // ESC a align
  0x7b: 1, // ESC { upside down
};
const GS_SKIP: Record<number, number> = {
  0x42: 1, // GS B reverse
};

/** ESC ! n (print mode): bit 3 emphasized, bit 4 double height, bit 5 double width. */
function printMode(out: LineCollector, n: number): void {
  out.command({ kind: 'bold', on: (n & 0x08) !== 0 });
  out.command({ kind: 'size', height: n & 0x10 ? 2 : 1, width: n & 0x20 ? 2 : 1 });
}

/** Handles ESC at `i`; returns the bytes consumed. */
function escCommand(data: Uint8Array, i: number, out: LineCollector, dialect: EscDialect): number {
  const cmd = data[i + 1] ?? -1;
  const p = (k: number) => data[i + 2 + k] ?? 0;
  switch (cmd) {
    case 0x40:
      out.command({ kind: 'init' });
      return 2;
    case 0x74: {
      const n = p(0);
      out.command({ kind: 'codePage', page: PAGE_NAMES[dialect][n] ?? `n${n}` });
      return 3;
    }
    case 0x64: // ESC d n: feed n lines
      for (let k = 0; k < p(0); k++) out.flush();
      return 3;
    case 0x21:
      printMode(out, p(0));
      return 3;
  }
  if (dialect === 'escpos') {
    if (cmd === 0x45) {
      out.command({ kind: 'bold', on: (p(0) & 1) === 1 });
      return 3;
    }
    if (cmd === 0x70) {
      out.command({ kind: 'drawer', pin: p(0) & 1 ? 5 : 2, onMs: p(1) * 2, offMs: p(2) * 2 });
      return 5;
    }
    if (cmd === 0x69 || cmd === 0x6d) {
      // ESC i / ESC m: the old Epson full and partial cuts.
      out.command({ kind: 'cut', partial: cmd === 0x6d });
      return 2;
    }
    return 2 + (ESC_SKIP[cmd] ?? 0);
  }
  // Daruma and Brother: ESC E / ESC F take no parameter.
  if (cmd === 0x45 || cmd === 0x46) {
    out.command({ kind: 'bold', on: cmd === 0x45 });
    return 2;
  }
  if (dialect === 'daruma') {
    switch (cmd) {
      case 0x77: // ESC w n: double height on/off
        out.command({ kind: 'size', height: p(0) & 1 ? 2 : 1, width: out.style.width });
        return 3;
      case 0x0e: // ESC SO n: double width
        out.command({ kind: 'size', height: out.style.height, width: p(0) & 1 ? 2 : 1 });
        return 3;
      case 0x6d: // ESC m: cut
        out.command({ kind: 'cut', partial: false });
        return 2;
      case 0x70:
        out.command({ kind: 'drawer', pin: p(0) & 1 ? 5 : 2, onMs: p(1) * 2, offMs: p(2) * 2 });
        return 5;
      default:
        return 2 + (ESC_SKIP[cmd] ?? 0);
    }
  }
  // Brother ESC/P.
  switch (cmd) {
    case 0x69: {
      // ESC i a n (command mode), ESC i C n (cutting: 1 = full cut, 2 = cancel cutting).
      const sub = p(0);
      if (sub === 0x43 && p(1) === 1) out.command({ kind: 'cut', partial: false });
      return 4;
    }
    case 0x57: // ESC W n: double width
      out.command({ kind: 'size', height: out.style.height, width: p(0) & 1 ? 2 : 1 });
      return 3;
    case 0x58: // ESC X m nL nH: character size in dots; reported as it is asked
      return 5;
    case 0x70: // ESC p n: proportional characters, never a drawer on Brother
      return 3;
    default:
      return 2 + (ESC_SKIP[cmd] ?? 0);
  }
}

/** Lines end at LF or at a feed; text left without LF is flushed as a last line. */
export function decodeEscPos(data: Uint8Array, dialect: EscDialect = 'escpos'): DecodedJob {
  const out = new LineCollector();
  let i = 0;
  while (i < data.length) {
    const b = data[i] ?? 0;
    if (b === ESC) {
      i += escCommand(data, i, out, dialect);
    } else if (b === GS) {
      const cmd = data[i + 1] ?? -1;
      const n = data[i + 2] ?? 0;
      if (cmd === 0x21) {
        // GS ! n: high nibble width multiplier - 1, low nibble height multiplier - 1.
        out.command({ kind: 'size', height: (n & 0x0f) + 1, width: (n >> 4) + 1 });
        i += 3;
      } else if (cmd === 0x56) {
        // GS V m (0/1/48/49), or GS V m n with m = 65/66 (feed n dots first).
        out.command({ kind: 'cut', partial: n === 1 || n === 49 || n === 66 });
        i += n === 65 || n === 66 ? 4 : 3;
      } else {
        i += 2 + (GS_SKIP[cmd] ?? 0);
      }
    } else {
      i += out.plain(data, i);
    }
  }
  return out.result();
}
