import { describe, expect, it } from 'vitest';
import { encodeText, type CodePage } from '../../../main/printing/escpos/code-pages';
import { encodeEscPos, type EscPosCommand } from '../../../main/printing/escpos/encoder';
import { decodeEscPos } from '../../../sandbox/virtual-printer';

const hex = (buffer: Buffer) => buffer.toString('hex').replace(/(..)(?!$)/g, '$1 ');

describe('encodeEscPos commands', () => {
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
    // A command it does not know (ESC p, the cash drawer pulse) is skipped, not read as text.
    const drawerPulse = Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa]);
    expect(decodeEscPos(Buffer.concat([bytes, drawerPulse]))).toEqual({
      lines: ['Pão', 'Feijão', '', ''],
      cuts: 1,
      codePages: ['cp850', 'cp1252'],
    });
  });
});
