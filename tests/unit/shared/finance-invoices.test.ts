import { describe, expect, it } from 'vitest';
import {
  invoiceRow,
  invoiceTableRows,
  legacyInvoiceRow,
  type InvoiceInput,
  type LegacyInvoiceInput,
} from '../../../shared/finance/invoices';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

const invoice = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  id: '301',
  starts_at: '2026-10-01',
  ends_at: '2026-10-31',
  balance: -15990,
  overdues_at: '2026-11-20',
  status: 'overdue',
  pdf_url: 'https://x/pdf',
  invoice_url: 'https://x/pay',
  nfs: [
    { type: 'commission', pdf: 'https://x/nf1' },
    { type: 'other', pdf: 'https://x/nf2' },
  ],
  ...over,
});

const legacy = (over: Partial<LegacyInvoiceInput> = {}): LegacyInvoiceInput => ({
  hash_fatura: 'lg1',
  referencia: '05/2026',
  valor_pagar: 189.9,
  data_vencimento: '2026-06-10',
  status: 'AT',
  fatura_link: 'https://x/f',
  nfse_link: 'https://x/n',
  boleto_link: 'https://x/b',
  ...over,
});

describe('Faturas rows (03 §2.13)', () => {
  it('a normal invoice: value, period, due date, notes and pay', () => {
    const r = invoiceRow(invoice());
    expect(nbsp(r.value)).toBe('R$ 159,90');
    expect(r.carry).toBeNull();
    expect(r.period).toBe('01/10/2026 a 31/10/2026');
    expect(r.due).toBe('20/11/2026');
    expect(r.status.label).toBe('Vencido');
    expect(r.notes.map((n) => n.label)).toEqual(['NF comissao', 'NF pag. online']);
    expect(r.pay).toBe('https://x/pay');
  });

  it('accumulated invoices show 0 and the carried line; they are not payable', () => {
    const owes = invoiceRow(invoice({ balance: -2150, status: 'pending' }));
    expect(nbsp(owes.value)).toBe('R$ 0,00');
    expect(owes.carry && { ...owes.carry, value: nbsp(owes.carry.value) }).toEqual({
      label: 'Acrescimo na proxima fatura',
      value: 'R$ 21,50',
    });
    expect(owes.pay).toBeNull();
    const owed = invoiceRow(invoice({ balance: 1840, status: 'accumulated' }));
    expect(owed.carry?.label).toBe('Desconto na proxima fatura');
  });

  it('paid and canceled invoices have no pay link; notes without a pdf are left out', () => {
    expect(invoiceRow(invoice({ status: 'paid' })).pay).toBeNull();
    expect(invoiceRow(invoice({ status: 'canceled' })).pay).toBeNull();
    expect(invoiceRow(invoice({ nfs: [{ type: 'commission', pdf: null }] })).notes).toEqual([]);
  });

  it('legacy rows: reais, reference month, codes; boleto only while open', () => {
    const r = legacyInvoiceRow(legacy());
    expect(nbsp(r.value)).toBe('R$ 189,90');
    expect(r.period).toBe('05/2026');
    expect(r.status.label).toBe('Pendente');
    expect(r.pay).toBe('https://x/b');
    expect(legacyInvoiceRow(legacy({ status: 'PG' })).pay).toBeNull();
    expect(nbsp(legacyInvoiceRow(legacy({ valor_pagar: '1.234,56' })).value)).toBe('R$ 1.234,56');
    expect(nbsp(legacyInvoiceRow(legacy({ valor_pagar: 'abc' })).value)).toBe('R$ 0,00');
  });

  it.each([
    // page, lastPage, new invoices, legacy appended?
    [1, 3, 2, false],
    [2, 3, 2, false],
    [3, 3, 2, true],
    [1, 1, 2, true],
    [1, 1, 0, true],
    [1, 3, 0, true],
  ])('page %i of %i with %i new → legacy appended: %s', (page, last, count, appended) => {
    const rows = invoiceTableRows(
      page,
      last,
      Array.from({ length: count }, (_, i) => invoice({ id: String(i) })),
      [legacy(), legacy({ hash_fatura: 'lg2' })],
    );
    expect(rows.filter((r) => r.legacy)).toHaveLength(appended ? 2 : 0);
    expect(rows.slice(0, count).every((r) => !r.legacy)).toBe(true);
  });

  it.each([
    ['pending', 'https://x/pay'],
    ['overdue', 'https://x/pay'],
    ['OVERDUE', 'https://x/pay'],
    [' Pending ', 'https://x/pay'],
    ['processing', null],
    ['accumulated', null],
    ['paid', null],
    ['canceled', null],
  ])('a normal invoice %j has the pay link %s', (status, pay) => {
    expect(invoiceRow(invoice({ status })).pay).toBe(pay);
  });

  it('a payable invoice without a pay link shows none; the PDF is the invoice_url-independent pdf_url', () => {
    const r = invoiceRow(invoice({ invoice_url: null, pdf_url: null }));
    expect(r.pay).toBeNull();
    expect(r.pdf).toBeNull();
    expect(invoiceRow(invoice()).pdf).toBe('https://x/pdf');
  });

  it('a new row: key, id, status tone, notes with their links, not legacy', () => {
    const r = invoiceRow(invoice());
    expect(r).toMatchObject({ key: 'n-301', id: '301', legacy: false });
    expect(r.status).toEqual({ label: 'Vencido', tone: 'danger' });
    expect(r.notes).toEqual([
      { label: 'NF comissao', url: 'https://x/nf1' },
      { label: 'NF pag. online', url: 'https://x/nf2' },
    ]);
    expect(invoiceRow(invoice({ status: 'processing' })).status).toEqual({
      label: 'Processando',
      tone: 'info',
    });
  });

  it.each([
    ['AT', 'Pendente', 'https://x/b'],
    ['VC', 'Vencido', 'https://x/b'],
    [' vc ', 'Vencido', 'https://x/b'],
    ['at', 'Pendente', 'https://x/b'],
    ['PG', 'Pago', null],
    ['IS', 'Isenta', null],
    ['FA', 'Acumulado', null],
  ])('a legacy invoice %j reads %s with the boleto %s', (status, label, pay) => {
    const r = legacyInvoiceRow(legacy({ status }));
    expect(r.status.label).toBe(label);
    expect(r.pay).toBe(pay);
  });

  it.each([
    [189.9, 'R$ 189,90'],
    ['189.90', 'R$ 189,90'],
    ['189,90', 'R$ 189,90'],
    ['1.234,56', 'R$ 1.234,56'],
    ['1.234', 'R$ 1,23'],
    ['12', 'R$ 12,00'],
    [0.005, 'R$ 0,01'],
    [undefined, 'R$ 0,00'],
    ['abc', 'R$ 0,00'],
    ['1,2,3', 'R$ 0,00'],
  ])('a legacy amount in reais %j reads %s', (valor, shown) => {
    expect(nbsp(legacyInvoiceRow(legacy({ valor_pagar: valor })).value)).toBe(shown);
  });

  it('a legacy row: key, id, due day, links and the commission note; no carry', () => {
    const r = legacyInvoiceRow(legacy());
    expect(r).toMatchObject({
      key: 'l-lg1',
      id: 'lg1',
      due: '10/06/2026',
      pdf: 'https://x/f',
      carry: null,
      legacy: true,
    });
    expect(r.notes).toEqual([{ label: 'NF comissao', url: 'https://x/n' }]);
    expect(legacyInvoiceRow(legacy({ nfse_link: null })).notes).toEqual([]);
    expect(legacyInvoiceRow(legacy({ referencia: '' })).period).toBe('—');
  });

  it('an accumulated invoice carries its line with the value in BRL', () => {
    const r = invoiceRow(invoice({ balance: 1840, status: 'accumulated' }));
    expect(r.carry && { ...r.carry, value: nbsp(r.carry.value) }).toEqual({
      label: 'Desconto na proxima fatura',
      value: 'R$ 18,40',
    });
  });

  it('the last page lists the new invoices first, then the legacy ones, in order', () => {
    const rows = invoiceTableRows(
      2,
      2,
      [invoice({ id: 'a' }), invoice({ id: 'b' })],
      [legacy(), legacy({ hash_fatura: 'lg2' })],
    );
    expect(rows.map((r) => r.key)).toEqual(['n-a', 'n-b', 'l-lg1', 'l-lg2']);
    expect(invoiceTableRows(3, 2, [invoice({ id: 'a' })], [legacy()]).map((r) => r.key)).toEqual([
      'n-a',
      'l-lg1',
    ]);
  });
});
