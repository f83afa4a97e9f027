import { describe, expect, it } from 'vitest';
import type { LiveOrder, LiveOrderDetails, LiveOrderItem } from '../../../shared/api/live-order';
import {
  DEFAULT_TICKET_SETTINGS,
  type PaperWidth,
  type PreviewRow,
  type Ticket,
  type TicketSettings,
  cashierTicket,
  escapeHtml,
  productionTickets,
  renderText,
  safeFont,
  ticketHtmlDocument,
  ticketPreviewRows,
} from '../../../shared/tickets';
import { ticketDetails, ticketItem, ticketOrder } from '../../support/ticket-orders';

const item = (p: Partial<LiveOrderItem> = {}) => ticketItem({ id_cardapio_categoria: '12', ...p });

function order(p: Partial<LiveOrderDetails> = {}, id = '1234'): LiveOrder {
  const pedidoObj = ticketDetails({
    usuario_nome: 'Conceição Gonçalves',
    endereco_completo: 'Rua São João, 45 - Ipê',
    itens: [item(), item({ nome: 'Pão de queijo', valor_unitario: 6, valor_total: 6, linhas: [] })],
    dados_pagamento: [],
    forma_pagamento: 'Cartão de crédito',
    andamentos: [],
    ...p,
  });
  return ticketOrder(pedidoObj, { id_pedido: id, valor_total: 51 });
}

const settings: TicketSettings = { ...DEFAULT_TICKET_SETTINGS, showCustomer: true, showEstablishment: true };
const html = (t: Ticket, paperWidth: PaperWidth = '7,0', fontName = 'Tahoma', fontSize = 8) =>
  ticketHtmlDocument(t, { paperWidth, fontName, fontSize });
const cashier = (o: LiveOrder, s: Partial<TicketSettings> = {}, reprint = false) =>
  cashierTicket(o, { ...settings, ...s }, { storeName: 'Pizzaria Bella', reprint });

/** The visible text of the document, rows joined by newlines (tags dropped, entities decoded). */
function visibleText(doc: string): string {
  const body = doc.slice(doc.indexOf('<body>'));
  return body
    .replace(/<hr[^>]*>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function rowTexts(rows: PreviewRow[]): string[] {
  return rows.flatMap((r) =>
    r.kind === 'text' ? [r.text] : r.kind === 'pair' ? [`${r.left} | ${r.right}`] : [],
  );
}

describe('ticketHtmlDocument', () => {
  it('is a complete document with no scripts and a CSP that forbids them', () => {
    const doc = html(cashier(order()));
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain(`default-src 'none'; style-src 'unsafe-inline'`);
    expect(doc).not.toMatch(/<script|<link|<img|src=|href=/i);
    expect(doc.trim().endsWith('</html>')).toBe(true);
  });

  it.each([
    ['ç ã õ é ô in names and address', { usuario_nome: 'Conceição Gonçalves' }, ['Conceição Gonçalves']],
    ['option lines', {}, ['Borda: Catupiry, Cheddar']],
    ['observations', { observacoes: 'Pão sem açúcar, pôr orégano' }, ['Pão sem açúcar, pôr orégano']],
    ['pickup', { retirada_local: true }, ['RETIRADA NO LOCAL']],
  ])('keeps the text: %s', (_name, details, expected) => {
    const text = visibleText(html(cashier(order(details))));
    for (const e of expected) expect(text).toContain(e);
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"onload="alert(1)', '&quot;onload=&quot;alert(1)'],
    ["<img src=x onerror='x'>", '&lt;img src=x onerror=&#39;x&#39;&gt;'],
    ['</div></body><style>body{display:none}</style>', '&lt;/div&gt;&lt;/body&gt;&lt;style&gt;'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
  ])('escapes hostile order text %s', (hostile, escaped) => {
    const o = order({ observacoes: hostile, usuario_nome: hostile });
    o.pedidoObj.itens = [item({ nome: hostile, linhas: [`${hostile}:${hostile}`] })];
    const doc = html(cashier(o));
    expect(doc).toContain(escaped);
    const body = doc.slice(doc.indexOf('<body>'));
    expect(body).not.toMatch(/<script|<img|<style|onload="|<\/body><style/i);
    expect(visibleText(doc)).toContain(hostile.slice(0, 12));
  });

  it.each([
    ['4,8', 58, 48],
    ['7,0', 80, 72],
  ] as const)('lays out %s at %d mm paper', (width, paper, printable) => {
    const doc = html(cashier(order()), width);
    expect(doc).toContain(`size:${paper}mm auto`);
    expect(doc).toContain(`width:${paper}mm`);
    expect(doc).toContain(`padding:2mm ${(paper - printable) / 2}mm`);
  });

  it('has one row per ticket line with the ESC/POS text, wrapped by the paper, not by spaces', () => {
    const long = 'Pizza Meia Calabresa Meia Portuguesa com Borda Recheada de Catupiry Especial';
    const o = order();
    o.pedidoObj.itens = [item({ nome: long, quantidade: 2, valor_total: 90 })];
    for (const [width, columns] of [
      ['4,8', 32],
      ['7,0', 48],
    ] as const) {
      const t = cashier(o, { layout: 2 });
      // Same words (the amount sits beside the first ESC/POS row, after the name here).
      const words = (text: string) =>
        text
          .replace(/[-=]{6,}/g, ' ')
          .split(/\s+/)
          .filter(Boolean)
          .sort();
      const escpos = words(renderText(t, columns).join(' '));
      const preview = words(
        rowTexts(ticketPreviewRows(t, width).rows)
          .map((r) => r.replace(' | ', ' '))
          .join(' '),
      );
      expect(preview).toEqual(escpos);
      const lines = t.lines.filter((l) => l.kind === 'text' || l.kind === 'pair').length;
      expect(rowTexts(ticketPreviewRows(t, width).rows)).toHaveLength(lines);
    }
    const doc = html(cashier(o, { layout: 2 }), '4,8');
    expect(doc).toContain(`2x ${long}`);
    expect(doc).toContain('white-space:pre-wrap');
    expect(doc).toMatch(/<span style="padding-left:3ch;text-indent:-3ch">2x Pizza Meia/);
  });

  it('marks a reprint REIMPRESSÃO, bold', () => {
    const rows = ticketPreviewRows(cashier(order(), {}, true), '7,0').rows;
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'text', text: 'REIMPRESSÃO', bold: true }));
    expect(visibleText(html(cashier(order(), {}, true)))).toContain('REIMPRESSÃO');
    expect(visibleText(html(cashier(order())))).not.toContain('REIMPRESSÃO');
  });

  it('ends with a visible cut mark and shows separators', () => {
    const doc = html(cashier(order()));
    expect(doc).toContain('class="cut"');
    expect(doc.lastIndexOf('class="cut"')).toBeGreaterThan(doc.lastIndexOf('TOTAL'));
    expect(doc).toContain('<hr class="single">');
    expect(doc).toContain('<hr class="double">');
  });

  it('uses the chosen font and size; production tickets carry size + 2 and large rows', () => {
    expect(html(cashier(order()), '7,0', 'Courier New', 12)).toContain('font-family:"Courier New"');
    expect(html(cashier(order()), '7,0', 'Courier New', 12)).toContain('font-size:12pt');
    const prod = productionTickets(
      order(),
      { ...settings, fontSize: 10 },
      [{ id: '12', name: 'Pizzas', printer: 'Cozinha' }],
      {
        storeName: 'Pizzaria Bella',
      },
    ).tickets[0]!.ticket;
    const doc = html(prod, '7,0', prod.fontName, prod.fontSize);
    expect(doc).toContain('font-size:12pt');
    const rows = ticketPreviewRows(prod, '7,0').rows.filter((r) => r.kind === 'text');
    expect(rows.every((r) => r.kind === 'text' && r.large)).toBe(true);
    expect(doc).toMatch(/class="row b l center">Pizzas</);
  });

  it.each([
    ['Comic Sans', 8, 'Tahoma', 8],
    ['Tahoma;}body{display:none', 8, 'Tahoma', 8],
    ['verdana', 14, 'Verdana', 14],
    ['Arial', 18, 'Arial', 18],
    ['Arial', 99, 'Arial', 8],
    ['Arial', Number.NaN, 'Arial', 8],
    ['Arial', 9.5, 'Arial', 8],
  ])('only lets known fonts and sizes into the CSS: %s %s', (font, size, family, pt) => {
    expect(safeFont(font, size)).toEqual({ family, sizePt: pt });
    const doc = html(cashier(order()), '7,0', font, size);
    expect(doc).toContain(`font-family:"${family}"`);
    expect(doc).not.toContain('display:none');
  });

  it('applies margins as columns and drops them when they would eat the paper', () => {
    const withMargins = ticketPreviewRows({ ...cashier(order()), marginLeft: 2, marginRight: 3 }, '4,8');
    expect(withMargins).toMatchObject({ marginLeft: 2, marginRight: 3, width: 27 });
    const huge = ticketPreviewRows({ ...cashier(order()), marginLeft: 15, marginRight: 15 }, '4,8');
    expect(huge).toMatchObject({ marginLeft: 0, marginRight: 0, width: 32 });
    expect(html({ ...cashier(order()), marginLeft: 2, marginRight: 3 })).toContain('padding:0 3ch 0 2ch');
  });

  it('keeps the amount of a pair whole and on the right, whatever its length', () => {
    const t: Ticket = {
      lines: [
        { kind: 'pair', left: 'Total geral', right: 'R$ 1.000.000.000.000,00 (um trilhão)', bold: true },
      ],
      fontName: 'Tahoma',
      fontSize: 8,
      marginLeft: 0,
      marginRight: 0,
    };
    expect(ticketPreviewRows(t, '4,8').rows).toEqual([
      {
        kind: 'pair',
        left: 'Total geral',
        right: 'R$ 1.000.000.000.000,00 (um trilhão)',
        bold: true,
        large: false,
        indent: 0,
      },
    ]);
    expect(html(t, '4,8')).toContain('.pair .amount{flex:none;white-space:nowrap');
  });

  it.each([
    ['&', '&amp;'],
    ['<>', '&lt;&gt;'],
    [`"'`, '&quot;&#39;'],
    ['plain', 'plain'],
  ])('escapeHtml(%s)', (input, out) => {
    expect(escapeHtml(input)).toBe(out);
  });
});
