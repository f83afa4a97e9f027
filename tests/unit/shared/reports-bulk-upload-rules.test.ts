import { describe, expect, it } from 'vitest';
import {
  COLUMN_INVALID,
  COLUMN_REQUIRED,
  FILE_NOT_CSV,
  FILE_REQUIRED,
  FILE_TOO_BIG,
  MAX_FILE_BYTES,
  SAME_COLUMN,
  checkColumns,
  checkFile,
  defaultColumns,
  finishedAtText,
  toggleColumn,
  uploadSummary,
  type ColumnSettings,
} from '../../../shared/bulk-upload/rules';

describe('bulk upload file (03 §5)', () => {
  it.each([
    [null, FILE_REQUIRED],
    [undefined, FILE_REQUIRED],
    [{ name: 'produtos.csv', size: 10 }, null],
    [{ name: 'PRODUTOS.CSV', size: 10 }, null],
    [{ name: 'produtos.csv ', size: 10 }, null],
    [{ name: 'produtos.xlsx', size: 10 }, FILE_NOT_CSV],
    [{ name: 'produtos.csv.exe', size: 10 }, FILE_NOT_CSV],
    [{ name: 'csv', size: 10 }, FILE_NOT_CSV],
    [{ name: 'a.csv', size: MAX_FILE_BYTES }, null],
    [{ name: 'a.csv', size: MAX_FILE_BYTES + 1 }, FILE_TOO_BIG],
  ])('%j → %s', (file, message) => {
    expect(checkFile(file)).toBe(message);
  });

  it('the size message is verbatim', () => {
    expect(FILE_TOO_BIG).toBe(
      'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.',
    );
  });
});

const with_ = (patch: Partial<Record<keyof ColumnSettings, { enabled?: boolean; value?: string }>>) => {
  const s = defaultColumns();
  for (const [k, v] of Object.entries(patch)) Object.assign(s[k as keyof ColumnSettings], v);
  return s;
};

describe('column mapping (03 §5)', () => {
  it('the default maps barcode, name, stock and price to 1–4', () => {
    expect(checkColumns(defaultColumns())).toEqual({
      ok: true,
      disposition: { product_ean_cod: 1, product_name: 2, product_qty: 3, product_price: 4 },
    });
  });

  it.each([
    [{ product_price: { value: '' } }, { product_price: COLUMN_REQUIRED }],
    [{ product_qty: { value: '0' } }, { product_qty: COLUMN_INVALID }],
    [{ product_qty: { value: '-1' } }, { product_qty: COLUMN_INVALID }],
    [{ product_qty: { value: '2.5' } }, { product_qty: COLUMN_INVALID }],
    [{ product_qty: { value: 'três' } }, { product_qty: COLUMN_INVALID }],
    [{ product_qty: { value: '1e3' } }, { product_qty: COLUMN_INVALID }],
    [{ product_qty: { value: '2' } }, { product_name: SAME_COLUMN, product_qty: SAME_COLUMN }],
    [
      { product_promo_price: { enabled: true, value: '4' } },
      { product_price: SAME_COLUMN, product_promo_price: SAME_COLUMN },
    ],
    [{ product_category: { enabled: true, value: '' } }, { product_category: COLUMN_REQUIRED }],
    // Required columns count even if something turned them off.
    [{ product_ean_cod: { enabled: false, value: '' } }, { product_ean_cod: COLUMN_REQUIRED }],
  ])('%j → %j', (patch, errors) => {
    expect(checkColumns(with_(patch))).toEqual({ ok: false, errors });
  });

  it('unchecking an optional column removes its number; required ones cannot be unchecked', () => {
    let s = toggleColumn(defaultColumns(), 'product_promo_price', true);
    s = { ...s, product_promo_price: { enabled: true, value: '5' } };
    expect(checkColumns(s)).toMatchObject({ ok: true, disposition: { product_promo_price: 5 } });
    s = toggleColumn(s, 'product_promo_price', false);
    expect(s.product_promo_price).toEqual({ enabled: false, value: '' });
    expect(toggleColumn(s, 'product_price', false)).toBe(s);
    // An unchecked optional column with a clashing number would not clash: it is not sent.
    s = toggleColumn(s, 'product_name', false);
    expect(checkColumns(s)).toEqual({
      ok: true,
      disposition: { product_ean_cod: 1, product_qty: 3, product_price: 4 },
    });
  });
});

describe('last upload summary (03 §9)', () => {
  it('reads x de y and the finish time', () => {
    expect(uploadSummary(4987, 5000)).toBe('4987 de 5000 produtos cadastrados/atualizados');
    expect(finishedAtText(new Date(2025, 0, 5, 9, 7))).toBe('05/01/2025 às 09:07');
    expect(finishedAtText(null)).toBe('');
    expect(finishedAtText(new Date('x'))).toBe('');
  });
});
