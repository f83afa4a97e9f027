import { describe, expect, it } from 'vitest';
import type { LiveOrder, LiveOrderDetails } from '../../../shared/api/live-order';
import {
  DEFAULT_TICKET_SETTINGS,
  type TicketSettings,
  cashierTicket,
  renderRows,
  renderText,
} from '../../../shared/tickets';
import { ticketDetails, ticketItem, ticketOrder } from '../../support/ticket-orders';

const item = ticketItem;

const drink = item({
  nome: 'Guaraná Antártica 2L',
  valor_unitario: 8.5,
  valor_total: 8.5,
  linhas: [],
  id_cardapio_categoria: 'c2',
});

function order(p: Partial<LiveOrderDetails> = {}): LiveOrder {
  const pedidoObj = ticketDetails({
    usuario_nome: 'João da Silva',
    endereco_completo: 'Rua das Flores, 123 - Centro',
    itens: [item(), item(), drink],
    dados_pagamento: [
      { label: 'Subtotal', value: '98.50' },
      { label: 'Taxa de entrega', value: '0' },
      { label: 'Total', value: '98.50' },
    ],
    forma_pagamento: 'Dinheiro (troco para R$ 100,00)',
    andamentos: [
      { label: 'Recebido', value: '19:05' },
      { label: 'Aceito', value: '19:06' },
    ],
    ...p,
  });
  return ticketOrder(pedidoObj, { id_pedido: '1234', valor_total: 98.5 });
}

const all: TicketSettings = { ...DEFAULT_TICKET_SETTINGS, showCustomer: true, showEstablishment: true };
const reprint = { storeName: 'Pizzaria Bella', reprint: true, now: new Date(2026, 10, 21, 19, 30) };

function print(
  o: LiveOrder,
  s: Partial<TicketSettings> = {},
  columns = 32,
  opts: object = { storeName: 'Pizzaria Bella' },
) {
  return renderText(cashierTicket(o, { ...all, ...s }, { storeName: 'Pizzaria Bella', ...opts }), columns);
}

const header = [
  '         Pizzaria Bella',
  '  REIMPRESSÃO 21/11/2026 19:30',
  '          PEDIDO #1234',
  '        21/11/2026 19:05',
];
const customer = [
  '-'.repeat(32),
  'Cliente: João da Silva',
  'Telefone: (11) 98765-4321',
  'ENTREGA',
  'Rua das Flores, 123 - Centro',
];
const items = ['='.repeat(32), '2x Pizza Calabresa      R$ 90,00', '   Borda: Catupiry, Cheddar'];
const obs = ['-'.repeat(32), 'OBSERVAÇÕES:', 'Sem cebola, por favor', '-'.repeat(32)];
const pay = [
  'TOTAL                   R$ 98,50',
  'Pagamento: Dinheiro (troco para',
  'R$ 100,00)',
  '  COBRAR DO CLIENTE: R$ 98,50',
];
const end = ['', '', ''];

describe('cashierTicket: full tickets per layout (32 columns)', () => {
  it.each([
    [
      1,
      [
        ...header,
        ...customer,
        ...items,
        '   2 x R$ 45,00',
        '1x Guaraná Antártica 2L  R$ 8,50',
        ...obs,
        'Subtotal                R$ 98,50',
        'Taxa de entrega          R$ 0,00',
        ...pay,
        '-'.repeat(32),
        'Recebido                   19:05',
        'Aceito                     19:06',
        ...end,
      ],
    ],
    [2, [...header, ...customer, ...items, '1x Guaraná Antártica 2L  R$ 8,50', ...obs, ...pay, ...end]],
    [3, [...header, ...items, '1x Guaraná Antártica 2L  R$ 8,50', ...obs, ...pay, ...end]],
  ] as const)('layout %i', (layout, expected) => {
    expect(print(order(), { layout }, 32, reprint)).toEqual(expected);
  });

  it('ends with a cut and carries the font settings', () => {
    const t = cashierTicket(order(), { ...all, fontSize: 10, fontName: 'Arial' }, reprint);
    expect(renderRows(t, 32).at(-1)).toEqual({ cut: true });
    expect(t).toMatchObject({ fontSize: 10, fontName: 'Arial' });
  });
});

describe('cashierTicket: 48 columns', () => {
  it('layout 2 at 48 columns', () => {
    expect(print(order(), { layout: 2, showEstablishment: false, showCustomer: false }, 48)).toEqual([
      '                  PEDIDO #1234',
      '                21/11/2026 19:05',
      '-'.repeat(48),
      'ENTREGA',
      'Rua das Flores, 123 - Centro',
      '='.repeat(48),
      '2x Pizza Calabresa                      R$ 90,00',
      '   Borda: Catupiry, Cheddar',
      '1x Guaraná Antártica 2L                  R$ 8,50',
      '-'.repeat(48),
      'OBSERVAÇÕES:',
      'Sem cebola, por favor',
      '-'.repeat(48),
      'TOTAL                                   R$ 98,50',
      'Pagamento: Dinheiro (troco para R$ 100,00)',
      '          COBRAR DO CLIENTE: R$ 98,50',
      ...end,
    ]);
  });
});

describe('cashierTicket: options and variations', () => {
  const cases: [string, LiveOrder, Partial<TicketSettings>, (rows: string[]) => void][] = [
    [
      'ungrouped prints each item',
      order(),
      { groupItems: false },
      (r) => {
        expect(r.filter((x) => x.startsWith('1x Pizza Calabresa'))).toHaveLength(2);
        expect(r.some((x) => x.startsWith('2x'))).toBe(false);
      },
    ],
    [
      'different options are not grouped',
      order({ itens: [item(), item({ linhas: ['Borda:Cheddar'] })] }),
      {},
      (r) => {
        expect(r.filter((x) => x.startsWith('1x Pizza Calabresa'))).toHaveLength(2);
      },
    ],
    [
      'different unit prices are not grouped',
      order({ itens: [item(), item({ valor_unitario: 40, valor_total: 40 })] }),
      {},
      (r) => {
        expect(r.filter((x) => x.startsWith('1x Pizza'))).toHaveLength(2);
      },
    ],
    [
      'customer and establishment off',
      order(),
      { showCustomer: false, showEstablishment: false },
      (r) => {
        expect(r.join('\n')).not.toMatch(/João|98765|Pizzaria Bella/);
        expect(r).toContain('ENTREGA');
      },
    ],
    [
      'pickup hides the address',
      order({ retirada_local: true }),
      {},
      (r) => {
        expect(r).toContain('RETIRADA NO LOCAL');
        expect(r.join('\n')).not.toMatch(/Rua das Flores|ENTREGA/);
      },
    ],
    [
      'paid online',
      order({ cobrar_cliente: false, forma_pagamento: 'Pix online' }),
      {},
      (r) => {
        expect(r).toContain('    PAGO ONLINE - NÃO COBRAR');
        expect(r.join('\n')).not.toMatch(/COBRAR DO CLIENTE/);
      },
    ],
    [
      'zero-price items read Grátis',
      order({ itens: [item({ nome: 'Brinde', valor_unitario: 0, valor_total: 0, linhas: [] })] }),
      {},
      (r) => {
        expect(r).toContain('1x Brinde                 Grátis');
      },
    ],
    [
      'skip lines at start',
      order(),
      { skipLinesAtStart: 2, showEstablishment: false },
      (r) => {
        expect(r.slice(0, 3)).toEqual(['', '', '          PEDIDO #1234']);
      },
    ],
    [
      'no observations, no section',
      order({ observacoes: '  ' }),
      {},
      (r) => {
        expect(r).not.toContain('OBSERVAÇÕES:');
      },
    ],
    [
      'layout 3 ignores showCustomer',
      order(),
      { layout: 3 },
      (r) => {
        expect(r.join('\n')).not.toMatch(/João|Rua das Flores/);
      },
    ],
    [
      'garbage date is printed raw',
      { ...order(), data_criacao: 'ontem' },
      {},
      (r) => {
        expect(r).toContain('             ontem');
      },
    ],
  ];
  it.each(cases)('%s', (_name, o, s, check) => check(print(o, s)));

  it('marks reprints only when asked, with or without a time', () => {
    expect(print(order())).not.toContain('REIMPRESSÃO');
    expect(print(order(), {}, 32, { reprint: true })).toContain('          REIMPRESSÃO');
  });

  it.each([32, 48])('long names and many options wrap within %i columns, accents kept', (columns) => {
    const long = item({
      nome: 'Pizza Gigante Meio a Meio Frango com Catupiry e Portuguesa Especial da Casa',
      quantidade: 12,
      valor_unitario: 99.9,
      valor_total: 1198.8,
      linhas: [
        'Sabores:Frango com Catupiry,Portuguesa,Calabresa Acebolada,Marguerita',
        'Borda:Cheddar',
        'Adicionais:Bacon,Ovo,Azeitona,Palmito,Milho,Ervilha,Cebola,Orégano',
        'Observação do item: bem passada — sem açúcar…',
        'SupercalifragilisticexpialidociousSupercalifragilistic',
      ],
    });
    const rows = print(
      order({ itens: [long, long], observacoes: 'Interfone quebrado — ligar 📞 ao chegar' }),
      {},
      columns,
    );
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(columns);
    const text = rows.join(' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/24x Pizza Gigante/);
    expect(text).toContain('R$ 2.397,60');
    expect(text).toContain('açúcar...');
    expect(text).toContain('Interfone quebrado - ligar ao chegar');
    expect(text).toContain('Orégano');
    expect(text).not.toMatch(/[—…📞]/u);
  });
});
