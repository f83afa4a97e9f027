// Layout + ESC/POS encoding of one ticket, the CPU part of every print (issue #4 §7, target
// ≤ 1 ms). Pure: no printer, no I/O. Each round lays out and encodes the cashier ticket (layouts
// 1, 2 and 3 in turn, 58 and 80 mm in turn) and the order's production tickets; the mean is the
// total time over the number of tickets produced.
import { performance } from 'node:perf_hooks';
import type { LiveOrder } from '../shared/api/live-order';
import {
  cashierTicket,
  DEFAULT_TICKET_SETTINGS,
  productionTickets,
  type ProductionCategory,
  type Ticket,
  type TicketSettings,
} from '../shared/tickets';
import { ticketToModelBytes } from '../main/printing/ticket-bytes';
import { twoCategoryOrder } from '../tests/unit/main/printing-fixtures';

const CATEGORIES: ProductionCategory[] = [
  { id: '1', name: 'Pizzas Salgadas', printer: 'Cozinha', grouping: 'COZINHA' },
  { id: '2', name: 'Bebidas', printer: 'Bar', grouping: 'BAR' },
];

/** A busier order than the fixture: 12 items, long names and options, so the figure is honest. */
function busyOrder(): LiveOrder {
  const order = twoCategoryOrder();
  const items = order.pedidoObj?.itens ?? [];
  const more = Array.from({ length: 10 }, (_, i) => ({
    ...items[i % items.length]!,
    nome: `Pizza meio a meio Portuguesa com Catupiry e borda recheada de cheddar nº ${i + 1}`,
    linhas: ['Sabores:Portuguesa,Quatro queijos', 'Borda:Cheddar', 'Observação: bem assada, sem azeitona'],
  }));
  if (order.pedidoObj) order.pedidoObj.itens = [...items, ...more];
  return order;
}

export interface LayoutBenchResult {
  meanMs: number;
  tickets: number;
}

/** What turns a laid-out ticket into bytes; another one (an older encoder) can be timed alike. */
export type TicketEncoder = (ticket: Ticket, opts: { columns: number; codePage: 'cp860' }) => Buffer;

export function benchLayoutEncode(
  rounds = 2000,
  encode: TicketEncoder = ticketToModelBytes,
): LayoutBenchResult {
  const order = busyOrder();
  const variants: TicketSettings[] = [1, 2, 3].flatMap((layout) =>
    (['4,8', '7,0'] as const).map((paperWidth) => ({
      ...DEFAULT_TICKET_SETTINGS,
      layout: layout as TicketSettings['layout'],
      paperWidth,
      showCustomer: true,
      showEstablishment: true,
    })),
  );
  let tickets = 0;
  let sink = 0;
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const settings = variants[i % variants.length]!;
      const columns = settings.paperWidth === '4,8' ? 32 : 48;
      const opts = { storeName: 'Pizzaria Bella Napoli' };
      sink += encode(cashierTicket(order, settings, opts), { columns, codePage: 'cp860' }).length;
      tickets++;
      for (const t of productionTickets(order, settings, CATEGORIES, opts).tickets) {
        sink += encode(t.ticket, { columns, codePage: 'cp860' }).length;
        tickets++;
      }
    }
  };
  run(200); // warm-up: JIT, code-page tables
  tickets = 0;
  const started = performance.now();
  run(rounds);
  const elapsed = performance.now() - started;
  if (sink === 0) throw new Error('nenhum byte gerado');
  return { meanMs: elapsed / tickets, tickets };
}
