/**
 * Turns captured ESC/POS bytes back into text lines, like the paper would read.
 * Deliberately independent of main/printing's tables (full upper halves copied from the code
 * page charts, cp1252 from the platform's TextDecoder) so a wrong encoder byte shows up here.
 */

export interface DecodedJob {
  lines: string[];
  cuts: number;
  codePages: string[];
}

// Bytes 0x80..0xff of each page, in order.
const UPPER_HALF: Record<string, string> = {
  cp860:
    'ÇüéâãàÁçêÊèÍÔìÃÂÉÀÈôõòÚùÌÕÜ¢£Ù₧ÓáíóúñÑªº¿Ò¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0',
  cp850:
    'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
  cp1252: new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i)),
};

const PAGE_NAMES: Record<number, string> = { 0: 'cp437', 2: 'cp850', 3: 'cp860', 16: 'cp1252' };

const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;
const LF = 0x0a;

// Parameter byte counts of the commands we skip over (ESC x ..., GS x ...).
const ESC_PARAMS: Record<number, number> = {
  0x21: 1, // ESC ! print mode
  0x2d: 1, // ESC - underline
  0x32: 0, // ESC 2 default line spacing
  0x33: 1, // ESC 3 line spacing
  0x40: 0, // ESC @ init (handled)
  0x45: 1, // ESC E bold
  0x47: 1, // ESC G double strike
  0x4a: 1, // ESC J feed dots
  0x4d: 1, // ESC M font
  0x61: 1, // ESC a align
  0x64: 1, // ESC d feed lines (handled)
  0x70: 3, // ESC p drawer pulse
  0x74: 1, // ESC t code page (handled)
};
const GS_PARAMS: Record<number, number> = {
  0x21: 1, // GS ! size
  0x42: 1, // GS B reverse
  0x56: 1, // GS V cut (handled; m = 65/66 takes one more byte)
};

/** Lines end at LF or at a feed; text left without LF is flushed as a last line. */
export function decodeEscPos(data: Uint8Array): DecodedJob {
  const lines: string[] = [];
  const codePages: string[] = [];
  let cuts = 0;
  let page: string | undefined;
  let line = '';
  let pending = false;
  const flush = () => {
    lines.push(line);
    line = '';
    pending = false;
  };

  let i = 0;
  while (i < data.length) {
    const b = data[i] ?? 0;
    if (b === ESC) {
      const cmd = data[i + 1] ?? -1;
      if (cmd === 0x40) page = undefined;
      if (cmd === 0x74) {
        const n = data[i + 2] ?? -1;
        page = PAGE_NAMES[n] ?? `n${n}`;
        codePages.push(page);
      }
      if (cmd === 0x64) {
        const n = data[i + 2] ?? 0;
        for (let k = 0; k < n; k++) flush();
      }
      i += 2 + (ESC_PARAMS[cmd] ?? 0);
    } else if (b === GS) {
      const cmd = data[i + 1] ?? -1;
      let extra = GS_PARAMS[cmd] ?? 0;
      if (cmd === 0x56) {
        if (pending) flush();
        cuts++;
        const m = data[i + 2] ?? 0;
        if (m === 65 || m === 66) extra = 2;
      }
      i += 2 + extra;
    } else if (b === DLE && data[i + 1] === 0x04) {
      i += 3; // DLE EOT n: a status query, not paper
    } else if (b === LF) {
      flush();
      i++;
    } else {
      if (b >= 0x20 && b < 0x7f) {
        line += String.fromCharCode(b);
        pending = true;
      } else if (b >= 0x80) {
        line += (page && UPPER_HALF[page]?.[b - 0x80]) || '\ufffd';
        pending = true;
      }
      i++;
    }
  }
  if (pending) flush();
  return { lines, cuts, codePages };
}
