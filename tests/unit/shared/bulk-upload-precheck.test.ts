// The desk's pre-check of a bulk upload file and the reader and row rules it shares with the
// platform stand-in: encoding, separator, preview, problems by line, hostile records.
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_ROWS,
  PROBLEM_CONTENT_CHARS,
  precheckCsv,
  precheckSummary,
  separatorWarning,
} from '../../../shared/bulk-upload/precheck';
import { decodeCsvBytes, detectSeparator, readCsvRecords } from '../../../shared/bulk-upload/records';
import {
  MAX_FIELD_CHARS,
  MAX_LINE_CHARS,
  ROW_ERRORS,
  cellOf,
  checkProductRow,
  isHeaderRow,
  parseMoney,
} from '../../../shared/bulk-upload/rules';

const COLS = { product_ean_cod: 1, product_name: 2, product_qty: 3, product_price: 4 };
const utf8 = (s: string) => new TextEncoder().encode(s);
/** Windows-1252 bytes of text whose letters are all in Latin-1. */
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

describe('row rules (03 §5 instructions)', () => {
  it.each([
    ['12,90', 12.9],
    ['8.5', 8.5],
    ['R$ 3', 3],
    ['r$10,00', 10],
    [' 0 ', 0],
    ['9999999,99', 9999999.99],
    ['5,999', null],
    ['-1', null],
    ['1.000,00', null],
    ['', null],
    ['abc', null],
    ['12345678', null],
    ['1R$ 2', null],
  ])('parseMoney(%j) = %j', (cell, value) => expect(parseMoney(cell)).toBe(value));

  it('reads the mapped cell; a missing or unmapped one is undefined', () => {
    expect(cellOf(['a', 'b'], { product_name: 2 }, 'product_name')).toBe('b');
    expect(cellOf(['a'], { product_name: 2 }, 'product_name')).toBeUndefined();
    expect(cellOf(['a'], {}, 'product_name')).toBeUndefined();
    expect(isHeaderRow(['codigo', 'nome'], COLS)).toBe(true);
    expect(isHeaderRow([' 789 ', 'nome'], COLS)).toBe(false);
    expect(isHeaderRow([], COLS)).toBe(true);
  });

  it('accepts a good row with its text as written (trimmed), optional cells null', () => {
    const all = { ...COLS, product_promo_price: 5, product_category: 6, product_pdv_cod: 7 };
    expect(
      checkProductRow(['7891000100103', ' -10% Combo ', '10', '12,90', '9,90', 'Lanches', '=A1'], all),
    ).toEqual({
      ok: true,
      product: {
        ean: '7891000100103',
        name: '-10% Combo',
        qty: 10,
        price: 12.9,
        promoPrice: 9.9,
        category: 'Lanches',
        pdvCode: '=A1',
      },
    });
    expect(checkProductRow(['7891000100103', '', '0', '0', ' ', ''], all)).toEqual({
      ok: true,
      product: {
        ean: '7891000100103',
        name: null,
        qty: 0,
        price: 0,
        promoPrice: null,
        category: null,
        pdvCode: null,
      },
    });
  });

  it.each([
    [['123', 'a', '1', '1'], ROW_ERRORS.ean],
    [['78910001001031', 'a', '1', '1'], ROW_ERRORS.ean],
    [['789100010010a', 'a', '1', '1'], ROW_ERRORS.ean],
    [['7891000100103', 'a', '-1', '1'], ROW_ERRORS.qty],
    [['7891000100103', 'a', '1,5', '1'], ROW_ERRORS.qty],
    [['7891000100103', 'a', '1234567890', '1'], ROW_ERRORS.qty],
    [['7891000100103', 'a', '1'], ROW_ERRORS.price],
    [['7891000100103', 'a', '1', '5,999'], ROW_ERRORS.price],
    [['7891000100103', 'a', '1', '5', 'abc'], ROW_ERRORS.promo],
    [['7891000100103', 'x'.repeat(MAX_FIELD_CHARS + 1), '1', '1'], ROW_ERRORS.tooLong],
    [['123', 'a', '1', '1', 'x'.repeat(MAX_FIELD_CHARS + 1)], ROW_ERRORS.tooLong],
  ])('refuses row %# (%s)', (fields, reason) =>
    expect(checkProductRow(fields, { ...COLS, product_promo_price: 5 })).toEqual({ ok: false, reason }),
  );

  it('barcode and stock typed with spaces around are read trimmed', () => {
    expect(checkProductRow([' 7891000100103 ', 'a', ' 10 ', '1'], COLS)).toMatchObject({
      ok: true,
      product: { ean: '7891000100103', qty: 10 },
    });
  });

  it('a field of exactly the limit is allowed', () => {
    expect(checkProductRow(['7891000100103', 'x'.repeat(MAX_FIELD_CHARS), '1', '1'], COLS).ok).toBe(true);
  });
});

describe('reading records', () => {
  const read = (text: string, sep: ';' | ',' | '\t' = ';') =>
    [...readCsvRecords(text, sep)].map((r) => [r.line, r.fields, r.problem]);

  it('UTF-8 stays UTF-8; invalid UTF-8 is read as Windows-1252; the BOM goes', () => {
    expect(decodeCsvBytes(utf8('\uFEFFPão de Açúcar'))).toEqual({ text: 'Pão de Açúcar', encoding: 'utf-8' });
    expect(decodeCsvBytes(latin1('P\u00e3o de A\u00e7\u00facar'))).toEqual({
      text: 'Pão de Açúcar',
      encoding: 'windows-1252',
    });
    // 0x80 is the euro sign in Windows-1252 (not a control character as in ISO-8859-1).
    expect(decodeCsvBytes(Uint8Array.from([0x80, 0x20, 0x31, 0x96, 0x81])).text).toBe('€ 1–\u0081');
  });

  it.each([
    ['codigo;nome;preco\n1;a;2', ';'],
    ['codigo,nome,preco\n1,a,2', ','],
    ['codigo\tnome\tpreco\n1\ta\t2', '\t'],
    ['"a;b",c,d\n"e;f",g,h', ','],
    ['sozinho', ';'],
    ['a;b,c\nd;e,f', ';'],
  ])('detects the separator of %j', (text, sep) => expect(detectSeparator(text)).toBe(sep));

  it('cuts fields, trims unquoted ones, unescapes quotes, skips blank records and counts lines', () => {
    expect(read(' a ; "b;""c""" ;d\r\n\r\n;;\n"x\ny";z\rlast')).toEqual([
      [1, ['a', 'b;"c"', 'd'], null],
      [4, ['x\ny', 'z'], null],
      [6, ['last'], null],
    ]);
    expect(read('a,b\tc', ',')).toEqual([[1, ['a', 'b\tc'], null]]);
    expect(read('a;Pão "caseiro" 500g;c')).toEqual([[1, ['a', 'Pão "caseiro" 500g', 'c'], null]]);
    expect(read('a;"b"')).toEqual([[1, ['a', 'b'], null]]);
    expect(read('a;"b" ;c')).toEqual([[1, ['a', 'b', 'c'], null]]);
  });

  it('a broken quote breaks its own line only', () => {
    expect(read('1;=HYPERLINK("http://x";"y");3\n2;ok')).toEqual([
      [1, ['1', '=HYPERLINK("http://x"', '"y")', '3'], 'quotes'],
      [2, ['2', 'ok'], null],
    ]);
    expect(read('1;"aberta;3\n2;ok\n3;ok')).toEqual([
      [1, ['1', '"aberta', '3'], 'quotes'],
      [2, ['2', 'ok'], null],
      [3, ['3', 'ok'], null],
    ]);
    // An opening quote whose close is far away, past many lines, is a quote left open.
    const far = `1;"aberta\n${'2;ok\n'.repeat(1000)}fim";x`;
    const records = [...readCsvRecords(far)];
    expect(records[0]).toMatchObject({ line: 1, problem: 'quotes' });
    expect(records[1]).toMatchObject({ line: 2, fields: ['2', 'ok'], problem: null });
    expect(records).toHaveLength(1002);
  });

  it('a record past the line limit refuses itself; the raw text is kept', () => {
    const long = `1;${'x'.repeat(MAX_LINE_CHARS)}`;
    const [first, second] = [...readCsvRecords(`${long}\n2;ok`)];
    expect(first).toMatchObject({ line: 1, problem: 'lineTooLong', raw: long });
    expect(second).toMatchObject({ line: 2, problem: null, raw: '2;ok' });
  });
});

describe('pre-check', () => {
  it('a Latin-1 file with accents and one broken row: preview under the mapped columns, problems by line', () => {
    const csv = [
      'codigo;nome;estoque;preco',
      '7891000100101;P\u00e3o de A\u00e7\u00facar;10;12,90',
      '7891000100102;Caf\u00e9;5;8',
      '123;Curto;1;1',
      '7891000100104;Ma\u00e7\u00e3;2;3,5',
    ].join('\r\n');
    const r = precheckCsv(latin1(csv), {
      product_ean_cod: 1,
      product_name: 2,
      product_qty: 3,
      product_price: 4,
    });
    expect(r).toMatchObject({
      encoding: 'windows-1252',
      separator: ';',
      columns: ['product_ean_cod', 'product_name', 'product_qty', 'product_price'],
      header: ['codigo', 'nome', 'estoque', 'preco'],
      total: 4,
      ready: 3,
      truncated: false,
    });
    expect(r.preview).toEqual([
      { line: 2, cells: ['7891000100101', 'Pão de Açúcar', '10', '12,90'] },
      { line: 3, cells: ['7891000100102', 'Café', '5', '8'] },
      { line: 4, cells: ['123', 'Curto', '1', '1'] },
      { line: 5, cells: ['7891000100104', 'Maçã', '2', '3,5'] },
    ]);
    expect(r.problems).toEqual([{ line: 4, reason: ROW_ERRORS.ean, content: '123;Curto;1;1' }]);
    expect(precheckSummary(r.ready, r.problems.length)).toBe('3 linhas prontas, 1 com problemas');
  });

  it('the same file in UTF-8 reads the same; columns follow the mapping', () => {
    const r = precheckCsv(utf8('7891000100101;Pão de Açúcar;10;12,90'), {
      product_ean_cod: 1,
      product_price: 4,
      product_qty: 3,
    });
    expect(r.encoding).toBe('utf-8');
    expect(r.header).toBeNull();
    expect(r.columns).toEqual(['product_ean_cod', 'product_qty', 'product_price']);
    expect(r.preview).toEqual([{ line: 1, cells: ['7891000100101', '10', '12,90'] }]);
    expect(r.ready).toBe(1);
  });

  it('hostile records are problems of their own line; a huge field is cut in the list', () => {
    const huge = 'x'.repeat(70_000);
    const csv = [
      '7891000100101;Bom;1;2',
      '7891000100102;=HYPERLINK("http://x";"y");1;2',
      `7891000100103;${'x'.repeat(5000)};1;2`,
      `7891000100104;${huge};1;2`,
      '7891000100105;Bom;1;2',
    ].join('\n');
    const r = precheckCsv(utf8(csv), COLS);
    expect(r.ready).toBe(2);
    expect(r.problems.map((p) => [p.line, p.reason])).toEqual([
      [2, ROW_ERRORS.quotes],
      [3, ROW_ERRORS.tooLong],
      [4, ROW_ERRORS.lineTooLong],
    ]);
    expect(r.problems[2]?.content).toHaveLength(PROBLEM_CONTENT_CHARS);
  });

  it('shows at most PREVIEW_ROWS rows; a comma file is previewed with its separator and warned about', () => {
    const rows = Array.from({ length: 8 }, (_, i) => `789100010010${i},Item ${i},1,2`);
    const r = precheckCsv(utf8(rows.join('\n')), COLS);
    expect(r.separator).toBe(',');
    expect(r.preview).toHaveLength(PREVIEW_ROWS);
    expect(r.preview[0]?.cells).toEqual(['7891000100100', 'Item 0', '1', '2']);
    // The platform reads ';': the first line is a header to it (no number in its barcode cell) and
    // every other row is refused; the desk counts it so and says why.
    expect(r.ready).toBe(0);
    expect(r.problems).toHaveLength(7);
    expect(separatorWarning(r.separator)).toContain('vírgula (,)');
    expect(separatorWarning(';')).toBeNull();
    expect(separatorWarning('\t')).toContain('tabulação');
  });

  it('says it in Portuguese, singular and plural', () => {
    expect(precheckSummary(1, 0)).toBe('1 linha pronta, 0 com problemas');
    expect(precheckSummary(4050, 1)).toBe('4050 linhas prontas, 1 com problemas');
  });

  it('reports progress on big files', () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => `${7891000100000 + i};P;1;2`);
    const seen: number[] = [];
    const r = precheckCsv(utf8(rows.join('\n')), COLS, { onProgress: (f) => seen.push(f) });
    expect(r.ready).toBe(12_000);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeGreaterThan(0.3);
    expect(seen[1]).toBeLessThanOrEqual(1);
  });
});
