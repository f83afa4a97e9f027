import { describe, expect, it } from 'vitest';
import { MAX_FIELD_CHARS, ROW_ERRORS, decodeCsv, parseProductCsv } from '../../../sandbox/bulk-upload/parse';

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
      { line: 4, reason: ROW_ERRORS.ean },
      { line: 5, reason: ROW_ERRORS.qty },
      { line: 6, reason: ROW_ERRORS.price },
      { line: 7, reason: ROW_ERRORS.promo },
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
    expect(r.errors).toEqual([{ line: 3, reason: ROW_ERRORS.qty }]);
  });

  it('defuses formula cells and refuses huge fields', () => {
    const huge = 'x'.repeat(MAX_FIELD_CHARS + 1);
    const r = parseProductCsv(
      utf8(
        `7891000100103;=HYPERLINK("http://evil","x");1;2\n7891000100104;@SUM(A1);1;2\n7891000100105;${huge};1;2\n=1+1;a;1;2`,
      ),
      COLS,
    );
    expect(r.products.map((p) => p.name)).toEqual(['HYPERLINK("http://evil","x")', 'SUM(A1)']);
    expect(r.errors).toEqual([
      { line: 3, reason: ROW_ERRORS.tooLong },
      { line: 4, reason: ROW_ERRORS.ean },
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
