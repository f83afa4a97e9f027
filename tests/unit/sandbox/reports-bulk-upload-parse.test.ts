import { describe, expect, it } from 'vitest';
import { ROW_ERRORS, decodeCsv, parseProductCsv } from '../../../sandbox/bulk-upload/parse';

const COLS = {
  product_ean_cod: 1,
  product_name: 2,
  product_qty: 3,
  product_price: 4,
  product_promo_price: 5,
};
const utf8 = (s: string) => new TextEncoder().encode(s);
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

describe('bulk upload CSV parsing (sandbox)', () => {
  it('reads a header and good rows, reports bad ones by line', () => {
    const csv = [
      'ean;nome;estoque;preco;promo',
      '7891000100103;Coca-Cola 2L;10;12,90;',
      '7891000100104;Guaraná;0;8.5;7,99',
      '123;Curto;1;1',
      '7891000100105;Sem estoque;-1;5',
      '7891000100106;Preço ruim;1;5,999',
      '7891000100107;Promo ruim;1;5;abc',
      '7891000100108;;3;0',
    ].join('\r\n');
    const r = parseProductCsv(utf8(csv), COLS);
    expect(r.total).toBe(7);
    expect(r.products.map((p) => [p.ean, p.name, p.qty, p.price, p.promoPrice])).toEqual([
      ['7891000100103', 'Coca-Cola 2L', 10, 12.9, null],
      ['7891000100104', 'Guaraná', 0, 8.5, 7.99],
      ['7891000100108', null, 3, 0, null],
    ]);
    expect(r.errors).toEqual([
      { line: 4, reason: ROW_ERRORS.ean, content: '123;Curto;1;1' },
      { line: 5, reason: ROW_ERRORS.qty, content: '7891000100105;Sem estoque;-1;5' },
      { line: 6, reason: ROW_ERRORS.price, content: '7891000100106;Preço ruim;1;5,999' },
      { line: 7, reason: ROW_ERRORS.promo, content: '7891000100107;Promo ruim;1;5;abc' },
    ]);
  });

  it('tolerates Latin-1, a BOM, loose quotes and ragged rows', () => {
    expect(decodeCsv(latin1('P\u00e3o de a\u00e7\u00facar'))).toBe('Pão de açúcar');
    expect(decodeCsv(utf8('\uFEFFabc'))).toBe('abc');
    const r = parseProductCsv(
      latin1(
        '7891000100103;P\u00e3o "caseiro" 500g;4;9,90\n7891000100104;"Bolo; de fub\u00e1";2;15\n7891000100105;X',
      ),
      COLS,
    );
    expect(r.products.map((p) => p.name)).toEqual(['Pão "caseiro" 500g', 'Bolo; de fubá']);
    expect(r.errors).toEqual([{ line: 3, reason: ROW_ERRORS.qty, content: '7891000100105;X' }]);
  });

  it('keeps text as written (formulas are neutralized only where data leaves as a CSV)', () => {
    const r = parseProductCsv(
      utf8(
        '7891000100103;=HYPERLINK("http://evil","x");1;2\n7891000100104;@SUM(A1);1;2\n7891000100105;-10% Combo;1;2\n7891000100106;+Bebida;1;2\n=1+1;a;1;2',
      ),
      COLS,
    );
    expect(r.products.map((p) => p.name)).toEqual([
      '=HYPERLINK("http://evil","x")',
      '@SUM(A1)',
      '-10% Combo',
      '+Bebida',
    ]);
    expect(r.errors.map((e) => [e.line, e.reason])).toEqual([[5, ROW_ERRORS.ean]]);
  });

  // Each bad record refuses only itself: the rows before and after it are read as usual.
  const good = (n: number) => `789100010010${n};Produto ${n};1;2`;
  it.each([
    [
      'an unquoted field holding quotes and the separator',
      '7891000100200;=HYPERLINK("http://x";"y");1;2',
      ROW_ERRORS.quotes,
    ],
    ['a 5,000-character field', `7891000100200;${'x'.repeat(5000)};1;2`, ROW_ERRORS.tooLong],
    ['a 70,000-character field', `7891000100200;${'x'.repeat(70_000)};1;2`, ROW_ERRORS.lineTooLong],
    ['a 200,000-character line', `7891000100200;${'x;'.repeat(100_000)}1;2`, ROW_ERRORS.lineTooLong],
    ['a 70,000-character quoted field', `7891000100200;"${'x'.repeat(70_000)}";1;2`, ROW_ERRORS.lineTooLong],
    ['a quote left open', '7891000100200;"Bolo;3;2', ROW_ERRORS.quotes],
    ['text after a closing quote', '7891000100200;"Bolo" de fubá;3;2', ROW_ERRORS.quotes],
  ])('%s refuses only its row', (_name, bad, reason) => {
    const csv = ['ean;nome;estoque;preco', good(1), bad, good(2), good(3)].join('\r\n');
    const r = parseProductCsv(utf8(csv), COLS);
    expect(r.total).toBe(4);
    expect(r.products.map((p) => [p.line, p.name])).toEqual([
      [2, 'Produto 1'],
      [4, 'Produto 2'],
      [5, 'Produto 3'],
    ]);
    expect(r.errors).toEqual([{ line: 3, reason, content: bad }]);
  });

  it('a quoted field may hold the separator, quotes and a line break; lines keep counting', () => {
    const csv = '7891000100101;"Bolo; ""caseiro""\nde fubá";1;2\n7891000100102;Pão;x;2';
    const r = parseProductCsv(utf8(csv), COLS);
    expect(r.products.map((p) => p.name)).toEqual(['Bolo; "caseiro"\nde fubá']);
    expect(r.errors.map((e) => e.line)).toEqual([3]);
  });

  it('reads Latin-1 accents and CR-only line ends', () => {
    const r = parseProductCsv(
      latin1('7891000100101;P\u00e3o de A\u00e7\u00facar;1;2\r7891000100102;Caf\u00e9;1;2'),
      COLS,
    );
    expect(r.products.map((p) => [p.line, p.name])).toEqual([
      [1, 'Pão de Açúcar'],
      [2, 'Café'],
    ]);
  });

  it('5,000 rows with some bad ones, in well under a second', () => {
    const rows = ['ean;nome;estoque;preco'];
    for (let i = 0; i < 5000; i++) {
      const ean = String(7891000000000 + i);
      rows.push(
        i % 100 === 7
          ? `${ean.slice(0, 12)};Ruim ${i};1;2`
          : `${ean};Produto ${i};${i % 50};${(i % 90) + 1},50`,
      );
    }
    const started = performance.now();
    const r = parseProductCsv(utf8(rows.join('\n')), COLS);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(r.total).toBe(5000);
    expect(r.errors).toHaveLength(50);
    expect(r.products).toHaveLength(4950);
  });
});
