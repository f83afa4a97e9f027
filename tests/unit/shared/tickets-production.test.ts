import { describe, expect, it } from 'vitest';
import type { LiveOrder, LiveOrderItem } from '../../../shared/api/live-order';
import {
  DEFAULT_TICKET_SETTINGS,
  type ProductionCategory,
  productionTickets,
  renderRows,
  renderText,
} from '../../../shared/tickets';

function item(nome: string, category: string, linhas: string[] = [], valor = 10): LiveOrderItem {
  return {
    nome,
    quantidade: 1,
    valor_unitario: valor,
    valor_total: valor,
    linhas,
    id_cardapio_categoria: category,
  };
}

function order(itens: LiveOrderItem[], observacoes = ''): LiveOrder {
  // Only the fields the production layout reads matter here.
  return {
    id_pedido: '987',
    data_criacao: '2026-11-21 12:00:00',
    usuario_nome: 'Maria Conceição Souza',
    pedidoObj: { usuario_nome: 'Maria Conceição Souza', itens, observacoes },
  } as unknown as LiveOrder;
}

const categories: ProductionCategory[] = [
  { id: 'pz', name: 'Pizzas', printer: 'Cozinha EPSON', grouping: 'COZINHA' },
  { id: 'bb', name: 'Bebidas', printer: 'Bar', grouping: '' },
  { id: 'sb', name: 'Sobremesas', printer: '' },
  { id: 'lc', name: 'Lanches' },
];

const o = order(
  [
    item('Pizza Portuguesa', 'pz', ['Borda:Catupiry']),
    item('Suco de Laranja', 'bb', ['Gelo:Sem']),
    item('Pizza Portuguesa', 'pz', ['Borda:Catupiry']),
    item('Pudim', 'sb'),
    item('Açaí', 'gone'),
  ],
  'Entregar tudo junto',
);

describe('productionTickets', () => {
  const result = productionTickets(o, DEFAULT_TICKET_SETTINGS, categories, { storeName: 'Loja' });

  it('routes one ticket per category with a printer, in menu order', () => {
    expect(result.tickets.map((t) => [t.categoryId, t.printer])).toEqual([
      ['pz', 'Cozinha EPSON'],
      ['bb', 'Bar'],
    ]);
  });

  it('reports the categories it skipped', () => {
    expect(result.skipped).toEqual([
      { categoryId: 'sb', name: 'Sobremesas', reason: 'no-printer', itemCount: 1 },
      { categoryId: 'gone', name: 'gone', reason: 'unknown-category', itemCount: 1 },
    ]);
  });

  it('prints items without prices, grouped, titled by the grouping text, large', () => {
    const [kitchen, bar] = result.tickets;
    expect(renderText(kitchen!.ticket, 32)).toEqual([
      '            COZINHA',
      '          PEDIDO #987',
      '             Maria',
      '        21/11/2026 12:00',
      '='.repeat(32),
      '2x Pizza Portuguesa',
      '   Borda: Catupiry',
      '-'.repeat(32),
      'OBSERVAÇÕES:',
      'Entregar tudo junto',
      '',
      '',
      '',
    ]);
    // An empty grouping text falls back to the category name.
    expect(renderText(bar!.ticket, 32)[0]).toBe('            Bebidas');
    expect(renderText(bar!.ticket, 32).join('\n')).not.toMatch(/R\$|Pizza/);
    // Separators stay normal height; every text row is large.
    const rows = renderRows(kitchen!.ticket, 32);
    expect(rows.at(-1)).toEqual({ cut: true });
    expect(
      rows.filter((r) => !r.cut && r.text !== '' && !/^[-=]+$/.test(r.text)).every((r) => !r.cut && r.large),
    ).toBe(true);
  });

  it.each([8, 10, 16])('uses font size %i plus 2', (fontSize) => {
    const r = productionTickets(o, { ...DEFAULT_TICKET_SETTINGS, fontSize }, categories, {
      storeName: 'Loja',
    });
    expect(r.tickets.every((t) => t.ticket.fontSize === fontSize + 2)).toBe(true);
  });

  it('ungrouped settings, reprint marker and skip lines', () => {
    const settings = { ...DEFAULT_TICKET_SETTINGS, groupItems: false, skipLinesAtStart: 1 };
    const r = productionTickets(o, settings, categories, {
      storeName: 'Loja',
      reprint: true,
      now: new Date(2026, 10, 21, 13, 0),
    });
    const rows = renderText(r.tickets[0]!.ticket, 48);
    expect(rows.slice(0, 3)).toEqual([
      '',
      '                    COZINHA',
      '          REIMPRESSÃO 21/11/2026 13:00',
    ]);
    expect(rows.filter((x) => x === '1x Pizza Portuguesa')).toHaveLength(2);
  });

  it('gives nothing for an order without items and tolerates missing data', () => {
    expect(productionTickets(order([]), DEFAULT_TICKET_SETTINGS, categories, { storeName: '' })).toEqual({
      tickets: [],
      skipped: [],
    });
    const bare = { id_pedido: '1', data_criacao: null, pedidoObj: undefined } as unknown as LiveOrder;
    expect(productionTickets(bare, DEFAULT_TICKET_SETTINGS, categories, { storeName: '' }).tickets).toEqual(
      [],
    );
  });
});
