// The one CSV writer of the desk's downloads: formulas neutralized (OWASP CSV injection), every
// cell quoted, accents kept for spreadsheets on Windows.
import { describe, expect, it } from 'vitest';
import { csvFileText, neutralizeCell, toCsv } from '../../../shared/csv';

describe('CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://x";"y")', `'=HYPERLINK("http://x";"y")`],
    ['+55 11 9999', `'+55 11 9999`],
    ['-10% Combo', `'-10% Combo`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['Pão de Açúcar', 'Pão de Açúcar'],
    [' =1', ' =1'],
    ['a=1', 'a=1'],
    ['', ''],
  ])('neutralizeCell(%j)', (cell, out) => expect(neutralizeCell(cell)).toBe(out));

  it('quotes every cell, doubles quotes, keeps numbers, blanks null and undefined', () => {
    expect(
      toCsv([
        ['Linha', 'Motivo', 'Conteúdo'],
        [3, 'Aspas fora do lugar', '7891;=HYPERLINK("http://x";"y");1;2'],
        [-4, null, undefined],
        [Number.NaN, 'a;b\r\nc', '-10% Combo'],
      ]),
    ).toBe(
      [
        '"Linha";"Motivo";"Conteúdo"',
        `"3";"Aspas fora do lugar";"7891;=HYPERLINK(""http://x"";""y"");1;2"`,
        '"-4";"";""',
        `"";"a;b\r\nc";"'-10% Combo"`,
      ].join('\r\n'),
    );
    expect(toCsv([['a', 'b']], ',')).toBe('"a","b"');
  });

  it('a cell starting with a formula trigger is neutralized even inside a longer content', () => {
    expect(toCsv([['=1+1;x']])).toBe(`"'=1+1;x"`);
  });

  it('the file starts with a BOM and ends with a line end', () => {
    expect(csvFileText([['Pão']])).toBe('\uFEFF"Pão"\r\n');
  });
});
