import { describe, expect, it } from 'vitest';
import {
  type Ticket,
  type TicketLine,
  normalizeForPrinter,
  renderRows,
  renderText,
  wrapWords,
} from '../../../shared/tickets';

function ticket(lines: TicketLine[], marginLeft = 0, marginRight = 0): Ticket {
  return { lines, fontSize: 8, fontName: 'Tahoma', marginLeft, marginRight };
}

describe('normalizeForPrinter', () => {
  it.each([
    ['Pão de queijo — grande', 'Pão de queijo - grande'],
    ['10–20 min', '10-20 min'],
    ['“Sem” ‘gelo’', '"Sem" \'gelo\''],
    ['Aguarde…', 'Aguarde...'],
    ['Açaí 🍇 com granola 😋', 'Açaí com granola'],
    ['ç ã õ é ô á í ú â ê à ü Ç Ã Õ É', 'ç ã õ é ô á í ú â ê à ü Ç Ã Õ É'],
    ['R$\u00a045,00', 'R$ 45,00'],
    ['Crème brûlée œ ő', 'Crème brûlée o'],
    ['2 × Coxinha • frita', '2 x Coxinha * frita'],
    ['linha1\r\nlinha2', 'linha1\nlinha2'],
    ['Nº 5, 1ª vez, 30°', 'Nº 5, 1ª vez, 30°'],
    ['Cafe\u0301 decomposed', 'Café decomposed'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForPrinter(input)).toBe(expected);
  });
});

describe('wrapWords', () => {
  it.each([
    ['short', 10, ['short']],
    ['one two three four', 9, ['one two', 'three', 'four']],
    ['abcdefghijkl xy', 5, ['abcde', 'fghij', 'kl xy']],
    ['', 5, ['']],
    ['a\nb', 5, ['a', 'b']],
  ])('%j at %i', (text, width, expected) => {
    expect(wrapWords(text, width)).toEqual(expected);
  });
});

describe('renderText', () => {
  it('aligns, separates, feeds and leaves cuts to renderRows', () => {
    const t = ticket([
      { kind: 'text', text: 'ABC', align: 'center' },
      { kind: 'text', text: 'ABC', align: 'right', bold: true },
      { kind: 'separator', char: '—' },
      { kind: 'feed', lines: 2 },
      { kind: 'cut' },
    ]);
    expect(renderText(t, 10)).toEqual(['   ABC', '       ABC', '----------', '', '']);
    expect(renderRows(t, 10).at(-1)).toEqual({ cut: true });
    expect(renderRows(t, 10)[1]).toEqual({ cut: false, text: '       ABC', bold: true, large: false });
  });

  it('wraps a long pair, amount on the first row, continuation indented', () => {
    const t = ticket([
      { kind: 'pair', left: '2x Pizza Grande Meia Calabresa Meia Mussarela', right: 'R$ 90,00', indent: 3 },
    ]);
    expect(renderText(t, 32)).toEqual(['2x Pizza Grande Meia    R$ 90,00', '   Calabresa Meia Mussarela']);
  });

  it('hard-splits words longer than the width, with a hanging indent', () => {
    const t = ticket([{ kind: 'text', text: 'Sabores: ' + 'X'.repeat(40), align: 'left', indent: 3 }]);
    expect(renderText(t, 32)).toEqual(['   Sabores:', '   ' + 'X'.repeat(29), '   ' + 'X'.repeat(11)]);
  });

  it('applies the margins inside the paper width', () => {
    const t = ticket(
      [
        { kind: 'separator', char: '=' },
        { kind: 'pair', left: 'TOTAL', right: 'R$ 1,00' },
        { kind: 'text', text: 'X', align: 'right' },
      ],
      2,
      3,
    );
    expect(renderText(t, 32)).toEqual([
      '  ' + '='.repeat(27),
      '  TOTAL' + ' '.repeat(15) + 'R$ 1,00',
      '  ' + ' '.repeat(26) + 'X',
    ]);
  });

  it('ignores margins that would leave no room', () => {
    const t = ticket([{ kind: 'separator', char: '-' }], 12, 12);
    expect(renderText(t, 32)).toEqual(['-'.repeat(32)]);
  });

  it.each([32, 48])('no row exceeds %i columns whatever the input', (columns) => {
    const t = ticket(
      [
        { kind: 'text', text: 'W'.repeat(200), align: 'center' },
        { kind: 'pair', left: 'palavra '.repeat(30), right: 'R$ 1.234.567,89' },
        { kind: 'pair', left: 'x', right: 'y'.repeat(100) },
        { kind: 'text', text: 'opção '.repeat(40), align: 'left', indent: 5 },
      ],
      1,
      1,
    );
    for (const row of renderText(t, columns)) expect(row.length).toBeLessThanOrEqual(columns);
  });
});
