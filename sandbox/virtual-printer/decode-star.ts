/**
 * Star line mode (Star TSP/SP printers in their native emulation) back into text lines and
 * commands. Its framing differs from ESC/POS where it matters: ESC E / ESC F switch bold,
 * ESC i n1 n2 sets the size, ESC GS t n selects the code page by Star's own numbers, ESC d n
 * cuts, and the drawer fires on BEL after ESC BEL n1 n2 sets its pulse.
 */
import { LineCollector, type DecodedJob } from './decode';

// Star's code page numbers (ESC GS t n), not ESC/POS's.
const STAR_PAGES: Record<number, string> = {
  0: 'cp437',
  1: 'cp437',
  3: 'cp437',
  4: 'cp858',
  6: 'cp860',
  32: 'cp1252',
};

const ESC = 0x1b;
const GS = 0x1d;
const BEL = 0x07;
const FS = 0x1a;

// Parameter byte counts of the commands only skipped over.
const ESC_SKIP: Record<number, number> = {
  0x2d: 1, // ESC - underline
  0x34: 0, // ESC 4 highlight on
  0x35: 0, // ESC 5 highlight off
  0x57: 1, // ESC W width
  0x68: 1, // ESC h height
  0x1e: 2, // ESC RS F n font
  0x7a: 1, // ESC z line spacing
};

export function decodeStarLine(data: Uint8Array): DecodedJob {
  const out = new LineCollector();
  // Pulse times in ms set by ESC BEL n1 n2 (units of 10 ms); the power-on default otherwise.
  let pulse: { onMs: number; offMs: number } | undefined;
  let i = 0;
  while (i < data.length) {
    const b = data[i] ?? 0;
    const cmd = data[i + 1] ?? -1;
    const p = (k: number) => data[i + 2 + k] ?? 0;
    if (b === ESC && cmd === 0x40) {
      out.command({ kind: 'init' });
      i += 2;
    } else if (b === ESC && cmd === GS) {
      // ESC GS t n (code page), ESC GS a n (alignment).
      if (p(0) === 0x74) {
        const n = p(1);
        out.command({ kind: 'codePage', page: STAR_PAGES[n] ?? `star${n}` });
      }
      i += 4;
    } else if (b === ESC && (cmd === 0x45 || cmd === 0x46)) {
      out.command({ kind: 'bold', on: cmd === 0x45 });
      i += 2;
    } else if (b === ESC && cmd === 0x69) {
      out.command({ kind: 'size', height: p(0) + 1, width: p(1) + 1 });
      i += 4;
    } else if (b === ESC && cmd === 0x64) {
      // ESC d n: 0/1 cut where the paper stands, 2/3 feed to the cutter first; odd is partial.
      out.command({ kind: 'cut', partial: p(0) % 2 === 1 });
      i += 3;
    } else if (b === ESC && cmd === BEL) {
      pulse = { onMs: p(0) * 10, offMs: p(1) * 10 };
      i += 4;
    } else if (b === ESC) {
      i += 2 + (ESC_SKIP[cmd] ?? 0);
    } else if (b === BEL || b === FS) {
      out.command({ kind: 'drawer', pin: b === BEL ? 1 : 2, ...(pulse ?? {}) });
      i++;
    } else {
      i += out.plain(data, i);
    }
  }
  return out.result();
}
