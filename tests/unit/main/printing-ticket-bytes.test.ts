import { describe, expect, it } from 'vitest';
import { ticketToModelBytes } from '../../../main/printing/ticket-bytes';
import { cashierTicket, productionTickets, renderText, type Ticket } from '../../../shared/tickets';
import { decodeEscPos } from '../../../sandbox/virtual-printer';
import { categories, settings, twoCategoryOrder } from './printing-fixtures';

const order = twoCategoryOrder();
const cashier = cashierTicket(order, settings, { storeName: 'Pizzaria São João' });
const kitchen = productionTickets(order, settings, categories, { storeName: 'Pizzaria São João' }).tickets[0]
  ?.ticket as Ticket;

describe('ticketToModelBytes', () => {
  it.each([
    ['cashier, 48 columns, cp860', cashier, 48, 'cp860'],
    ['cashier, 32 columns, cp850', cashier, 32, 'cp850'],
    ['production, 48 columns, cp1252', kitchen, 48, 'cp1252'],
    ['production, 32 columns, cp860', kitchen, 32, 'cp860'],
  ] as const)('%s decodes to the rendered text', (_name, ticket, columns, codePage) => {
    const decoded = decodeEscPos(ticketToModelBytes(ticket, { columns, codePage }));
    expect(decoded.lines).toEqual(renderText(ticket, columns));
    expect(decoded.cuts).toBe(1);
    expect(decoded.codePages).toEqual([codePage]);
  });

  it('keeps accents and the order data', () => {
    const text = decodeEscPos(ticketToModelBytes(cashier, { columns: 48, codePage: 'cp860' })).lines.join(
      '\n',
    );
    expect(text).toContain('João');
    expect(text).toContain('Não tocar a campainha');
    expect(text).toContain('48311');
    expect(text).toContain('R$ 87,40');
    expect(text).toContain('Pizzaria São João');
    const production = decodeEscPos(
      ticketToModelBytes(kitchen, { columns: 48, codePage: 'cp860' }),
    ).lines.join('\n');
    expect(production).toContain('COZINHA');
    expect(production).toContain('Calabresa à moda');
    expect(production).not.toContain('Guaraná');
  });

  it('prints large rows double height only, never double width', () => {
    const data = ticketToModelBytes(kitchen, { columns: 48, codePage: 'cp860' });
    expect(data.includes(Buffer.from([0x1d, 0x21, 0x01]))).toBe(true);
    expect(data.includes(Buffer.from([0x1d, 0x21, 0x11]))).toBe(false);
    // Back to normal size before the feed and the cut, so the next job starts clean.
    const lastLarge = data.lastIndexOf(Buffer.from([0x1d, 0x21, 0x01]));
    expect(data.indexOf(Buffer.from([0x1d, 0x21, 0x00]), lastLarge)).toBeGreaterThan(lastLarge);
    expect([...data.subarray(-4)]).toEqual([0x1d, 0x56, 0x42, 0x00]);
  });

  it('starts with ESC @ and the code page', () => {
    const data = ticketToModelBytes(cashier, { columns: 32, codePage: 'cp860' });
    expect([...data.subarray(0, 5)]).toEqual([0x1b, 0x40, 0x1b, 0x74, 3]);
  });
});
