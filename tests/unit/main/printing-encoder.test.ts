import { describe, expect, it } from 'vitest';
import { encodeText, type CodePage } from '../../../main/printing/escpos/code-pages';
import { encodeEscPos, type EscPosCommand } from '../../support/escpos-encoder';
import { decodeEscPos, decodeStarLine } from '../../../sandbox/virtual-printer';

const hex = (buffer: Buffer) => buffer.toString('hex').replace(/(..)(?!$)/g, '$1 ');

// The app's ESC/POS command bytes, sequenced by the tests' encoder.
describe('ESC/POS command bytes', () => {
  it.each<[string, EscPosCommand[], string]>([
    ['init', [{ init: true }], '1b 40'],
    ['cp860 (PC860 Portuguese, n=3)', [{ codePage: 'cp860' }], '1b 74 03'],
    ['cp850 (PC850, n=2)', [{ codePage: 'cp850' }], '1b 74 02'],
    ['cp1252 (WPC1252, n=16)', [{ codePage: 'cp1252' }], '1b 74 10'],
    ['plain text after init', [{ init: true }, { text: 'Oi' }], '1b 40 4f 69 0a'],
    [
      'bold on, then off',
      [{ init: true }, { text: 'A', bold: true }, { text: 'B' }],
      '1b 40 1b 45 01 41 0a 1b 45 00 42 0a',
    ],
    ['double size', [{ init: true }, { text: 'A', doubleSize: true }], '1b 40 1d 21 11 41 0a'],
    [
      'normal size again',
      [{ init: true }, { text: 'A', doubleSize: true }, { text: 'B' }],
      '1b 40 1d 21 11 41 0a 1d 21 00 42 0a',
    ],
    ['center', [{ init: true }, { text: 'A', align: 'center' }], '1b 40 1b 61 01 41 0a'],
    ['right', [{ init: true }, { text: 'A', align: 'right' }], '1b 40 1b 61 02 41 0a'],
    [
      'no state sent twice',
      [{ init: true }, { text: 'A', bold: true }, { text: 'B', bold: true }],
      '1b 40 1b 45 01 41 0a 42 0a',
    ],
    ['every state before init (unknown leftovers)', [{ text: 'A' }], '1b 61 00 1b 45 00 1d 21 00 41 0a'],
    ['feed', [{ feed: 3 }], '1b 64 03'],
    ['feed 0 sends nothing', [{ feed: 0 }], ''],
    ['feed is clamped to one byte', [{ feed: 1000 }], '1b 64 ff'],
    ['cut (feed to cutter, partial cut)', [{ cut: true }], '1d 56 42 00'],
    ['text with newlines becomes lines', [{ init: true }, { text: 'a\nb' }], '1b 40 61 0a 62 0a'],
  ])('%s', (_name, commands, expected) => {
    expect(hex(encodeEscPos(commands))).toBe(expected);
  });
});

describe('encodeText', () => {
  it.each<[CodePage, string, number[]]>([
    ['cp860', 'çãõéô', [0x87, 0x84, 0x94, 0x82, 0x93]],
    ['cp860', 'ÇÃÕÉÔ', [0x80, 0x8e, 0x99, 0x90, 0x8c]],
    ['cp860', 'áàâêíóúü', [0xa0, 0x85, 0x83, 0x88, 0xa1, 0xa2, 0xa3, 0x81]],
    ['cp850', 'çãõéô', [0x87, 0xc6, 0xe4, 0x82, 0x93]],
    ['cp850', 'ÇÃÕÉÔ', [0x80, 0xc7, 0xe5, 0x90, 0xe2]],
    ['cp850', 'ÁÂÊÍÓÚ', [0xb5, 0xb6, 0xd2, 0xd6, 0xe0, 0xe9]],
    ['cp1252', 'çãõéô', [0xe7, 0xe3, 0xf5, 0xe9, 0xf4]],
    ['cp1252', 'ÇÃÕÉÔ', [0xc7, 0xc3, 0xd5, 0xc9, 0xd4]],
    ['cp1252', '€—“”', [0x80, 0x97, 0x93, 0x94]],
    ['cp860', 'nº 1ª 2°', [0x6e, 0xa7, 0x20, 0x31, 0xa6, 0x20, 0x32, 0xf8]],
  ])('%s %s', (page, text, expected) => {
    expect([...encodeText(text, page)]).toEqual(expected);
  });

  it.each<[CodePage | undefined, string, string]>([
    ['cp860', 'R$\u00a012,50', 'R$ 12,50'], // Intl pt-BR currency uses a no-break space
    ['cp860', 'Pizza — grande', 'Pizza - grande'],
    ['cp850', '“Sem cebola”…', '"Sem cebola"...'],
    ['cp860', '€ 5', 'EUR 5'],
    ['cp860', 'Müller ä', 'Müller a'],
    ['cp860', 'pizza 🍕 中', 'pizza ? ?'],
    ['cp860', 'x\u001b@y\u0007', 'x?@y?'], // control characters never reach the printer
    ['cp860', 'cafe\u0301', 'café'], // decomposed accents are composed first
    [undefined, 'ação', 'acao'], // no code page selected: ASCII only
  ])('%s %j prints as %j', (page, text, printed) => {
    const commands: EscPosCommand[] = page ? [{ codePage: page }, { text }] : [{ text }];
    expect(decodeEscPos(encodeEscPos(commands)).lines).toEqual([printed]);
  });

  it('lets no control byte through', () => {
    const all = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f';
    const encoded = encodeText(all, 'cp860');
    expect([...encoded].every((b) => b >= 0x20 && b !== 0x7f)).toBe(true);
  });
});

describe('decodeEscPos', () => {
  it('tracks code page switches, feeds and cuts', () => {
    const bytes = encodeEscPos([
      { init: true },
      { codePage: 'cp850' },
      { text: 'Pão', bold: true },
      { codePage: 'cp1252' },
      { text: 'Feijão', align: 'center', doubleSize: true },
      { feed: 2 },
      { cut: true },
    ]);
    // The drawer pulse's times are parameters, never read as text.
    const drawerPulse = Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa]);
    const decoded = decodeEscPos(Buffer.concat([bytes, drawerPulse]));
    expect(decoded).toMatchObject({
      lines: ['Pão', 'Feijão', '', ''],
      cuts: 1,
      codePages: ['cp850', 'cp1252'],
    });
    expect(decoded.styles.slice(0, 2)).toEqual([
      { bold: true, height: 1, width: 1 },
      { bold: false, height: 2, width: 2 },
    ]);
    expect(decoded.commands.filter((c) => c.kind === 'drawer' || c.kind === 'cut')).toEqual([
      { kind: 'cut', partial: true },
      { kind: 'drawer', pin: 2, onMs: 50, offMs: 500 },
    ]);
  });
});

describe('decodeStarLine', () => {
  it('reads Star line mode as its manual writes it', () => {
    const bytes = Buffer.from([
      ...[0x1b, 0x40], // ESC @
      ...[0x1b, 0x1d, 0x74, 6], // ESC GS t 6: PC860
      ...[0x1b, 0x45], // ESC E: bold
      ...[0x1b, 0x69, 1, 0], // ESC i 1 0: double height
      ...Buffer.from('P'),
      0x84, // ã in PC860
      ...Buffer.from('o'),
      0x0a,
      ...[0x1b, 0x46], // ESC F
      ...[0x1b, 0x69, 0, 0],
      ...Buffer.from('Feij'),
      0x84,
      ...Buffer.from('o'),
      0x0a,
      ...[0x1b, 0x64, 3], // ESC d 3: feed to the cutter, partial cut
      ...[0x1b, 0x07, 20, 20, 0x07], // ESC BEL 20 20, BEL: drawer 1
    ]);
    expect(decodeStarLine(bytes)).toEqual({
      lines: ['Pão', 'Feijão'],
      styles: [
        { bold: true, height: 2, width: 1 },
        { bold: false, height: 1, width: 1 },
      ],
      cuts: 1,
      codePages: ['cp860'],
      commands: [
        { kind: 'init' },
        { kind: 'codePage', page: 'cp860' },
        { kind: 'bold', on: true },
        { kind: 'size', height: 2, width: 1 },
        { kind: 'bold', on: false },
        { kind: 'size', height: 1, width: 1 },
        { kind: 'cut', partial: true },
        { kind: 'drawer', pin: 1, onMs: 200, offMs: 200 },
      ],
    });
  });
});
