import { describe, expect, it } from 'vitest';
import {
  COLUMN_KEYS,
  COLUMN_LABELS,
  MAX_FILE_BYTES,
  POLL_INTERVAL_MS,
  checkColumns,
  checkFile,
  defaultColumns,
  finishedAtText,
  isRequiredColumn,
  toggleColumn,
  uploadSummary,
  type ColumnSettings,
} from '../../../shared/bulk-upload/rules';

// The messages as spec 03 §5 writes them (the column number ones are the form's own wording).
const FILE_REQUIRED = 'Selecione um arquivo CSV.';
const FILE_NOT_CSV = 'Selecione um arquivo no formato .csv.';
const FILE_TOO_BIG = 'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.';
const SAME_COLUMN = 'Não é possível ter dois tipos de dados na mesma coluna.';
const COLUMN_REQUIRED = 'Informe o número da coluna.';
const COLUMN_INVALID = 'O número da coluna deve ser um inteiro a partir de 1.';

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

  it('the limit is 10 MB (10485760 bytes) and progress is polled every 2 s', () => {
    expect(MAX_FILE_BYTES).toBe(10_485_760);
    expect(POLL_INTERVAL_MS).toBe(2000);
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

  it.each([
    ['two-digit column numbers', { product_qty: { value: '12' } }, { product_qty: 12 }],
    ['a number typed with spaces', { product_qty: { value: ' 7 ' } }, { product_qty: 7 }],
    [
      'an optional column turned on',
      { product_pdv_cod: { enabled: true, value: '10' } },
      { product_pdv_cod: 10 },
    ],
  ])('accepts %s', (_name, patch, expected) => {
    expect(checkColumns(with_(patch))).toMatchObject({ ok: true, disposition: expected });
  });

  it('barcode, stock and price are the required columns; none of them can be unchecked', () => {
    expect(COLUMN_KEYS.filter(isRequiredColumn)).toEqual(['product_ean_cod', 'product_qty', 'product_price']);
    for (const key of ['product_ean_cod', 'product_qty', 'product_price'] as const) {
      const s = defaultColumns();
      expect(toggleColumn(s, key, false)).toBe(s);
      // Even turned off by hand, a required column is checked and sent.
      const off = with_({ [key]: { enabled: false } });
      expect(checkColumns(off)).toMatchObject({ ok: true, disposition: { [key]: Number(s[key].value) } });
    }
  });

  it('the columns, their API keys (03 §3) and labels', () => {
    expect(COLUMN_KEYS).toEqual([
      'product_ean_cod',
      'product_name',
      'product_qty',
      'product_price',
      'product_promo_price',
      'product_category',
      'product_pdv_cod',
    ]);
    expect(COLUMN_LABELS).toEqual({
      product_ean_cod: 'Código de barras',
      product_name: 'Nome do produto',
      product_qty: 'Estoque',
      product_price: 'Preço',
      product_promo_price: 'Preço promocional',
      product_category: 'Categoria',
      product_pdv_cod: 'Código no PDV',
    });
    expect(defaultColumns()).toEqual({
      product_ean_cod: { enabled: true, value: '1' },
      product_name: { enabled: true, value: '2' },
      product_qty: { enabled: true, value: '3' },
      product_price: { enabled: true, value: '4' },
      product_promo_price: { enabled: false, value: '' },
      product_category: { enabled: false, value: '' },
      product_pdv_cod: { enabled: false, value: '' },
    });
  });

  it('turning an optional column on keeps what was typed', () => {
    const s = { ...defaultColumns(), product_category: { enabled: false, value: '6' } };
    expect(toggleColumn(s, 'product_category', true).product_category).toEqual({ enabled: true, value: '6' });
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
