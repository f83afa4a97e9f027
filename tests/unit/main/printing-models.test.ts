// Every printer model's bytes, built through node-thermal-printer, read back by an independent
// decoder: accents on the model's code page, bold and double height where the layout asks,
// the cut, the drawer pulse when asked, and nothing a customer types turns into a command.
import { describe, expect, it } from 'vitest';
import { modelCodePage } from '../../../main/printing/models';
import { ticketToModelBytes } from '../../../main/printing/ticket-bytes';
import {
  modelHasDrawer,
  PRINTER_MODELS,
  type EscPosCodePage,
  type PrinterModel,
} from '../../../shared/printing';
import { cashierTicket, productionTickets, renderText, type Ticket } from '../../../shared/tickets';
import { decodeForModel, type DecodedJob } from '../../support/printer-decode';
import { categories, settings, twoCategoryOrder } from './printing-fixtures';

const ACCENTS = 'ç ã õ á é í ó ú â ê ô Ç Ã Õ Á É Í Ó Ú Â Ê Ô';
const CODE_PAGES: readonly EscPosCodePage[] = ['cp860', 'cp850', 'cp1252'];

const accentTicket: Ticket = {
  lines: [
    { kind: 'text', text: 'PEDIDO #7 Açaí', align: 'center', bold: true, size: 'large' },
    { kind: 'text', text: 'Pão de queijo, limão, avó, você', align: 'left' },
    { kind: 'text', text: ACCENTS, align: 'left' },
    { kind: 'pair', left: 'Total', right: 'R$\u00a012,50', bold: true },
    { kind: 'feed', lines: 2 },
    { kind: 'cut' },
  ],
  fontName: 'Tahoma',
  fontSize: 8,
  marginLeft: 0,
  marginRight: 0,
};
const order = twoCategoryOrder();
const cashier = cashierTicket(order, settings, { storeName: 'Pizzaria São João' });
const kitchen = productionTickets(order, settings, categories, { storeName: 'Pizzaria São João' }).tickets[0]
  ?.ticket as Ticket;

const decode = (ticket: Ticket, model: PrinterModel, codePage: EscPosCodePage, openDrawer = false) =>
  decodeForModel(ticketToModelBytes(ticket, { columns: 48, codePage, model, openDrawer }), model);

const kinds = (job: DecodedJob, kind: string) => job.commands.filter((c) => c.kind === kind);

const ESC = 0x1b;
const GS = 0x1d;
const ESC_POS_PAGES = {
  cp860: { select: [ESC, 0x74, 3], decoded: 'cp860' },
  cp850: { select: [ESC, 0x74, 2], decoded: 'cp850' },
  cp1252: { select: [ESC, 0x74, 16], decoded: 'cp1252' },
};
// Brother ESC/P has no PC860 or PC850: ESC t 2 (Western European, Windows-1252) whatever is chosen.
const BROTHER_PAGE = { select: [ESC, 0x74, 2], decoded: 'cp1252' };

/**
 * What each model must do, written out from the printers' manuals (ESC/POS ESC t n, Star line
 * mode ESC GS t n with Star's own numbers, Brother ESC/P ESC t n), never read from main/printing.
 */
const EXPECTED: Record<
  PrinterModel,
  {
    doubleHeight: boolean;
    drawer: boolean;
    pages: Record<EscPosCodePage, { select: number[]; decoded: string }>;
  }
> = {
  escpos: { doubleHeight: true, drawer: true, pages: ESC_POS_PAGES },
  tanca: { doubleHeight: true, drawer: true, pages: ESC_POS_PAGES },
  daruma: { doubleHeight: true, drawer: true, pages: ESC_POS_PAGES },
  star: {
    doubleHeight: true,
    drawer: true,
    pages: {
      cp860: { select: [ESC, GS, 0x74, 6], decoded: 'cp860' },
      // Star has no plain PC850 page: PC858 is PC850 plus the euro sign.
      cp850: { select: [ESC, GS, 0x74, 4], decoded: 'cp858' },
      cp1252: { select: [ESC, GS, 0x74, 32], decoded: 'cp1252' },
    },
  },
  brother: {
    doubleHeight: false,
    drawer: false,
    pages: { cp860: BROTHER_PAGE, cp850: BROTHER_PAGE, cp1252: BROTHER_PAGE },
  },
};

const occurrences = (haystack: Buffer, needle: readonly number[]) => {
  let count = 0;
  for (
    let at = haystack.indexOf(Buffer.from(needle));
    at !== -1;
    at = haystack.indexOf(Buffer.from(needle), at + 1)
  ) {
    count += 1;
  }
  return count;
};

describe.each(PRINTER_MODELS)('model %s', (model) => {
  const can = EXPECTED[model];

  it('offers the drawer only where its printers have one (the screens read this)', () => {
    expect(modelHasDrawer(model)).toBe(can.drawer);
  });

  it.each(CODE_PAGES)("%s: selected by the model's own command, once", (codePage) => {
    const bytes = ticketToModelBytes(accentTicket, { columns: 48, codePage, model });
    expect(occurrences(bytes, can.pages[codePage].select)).toBe(1);
    expect(modelCodePage(model, codePage)).toBe(model === 'brother' ? 'cp1252' : codePage);
  });

  it.each(CODE_PAGES)('%s: every accent reads back as typed, on one code page', (codePage) => {
    for (const ticket of [accentTicket, cashier, kitchen]) {
      const job = decode(ticket, model, codePage);
      expect(job.lines).toEqual(renderText(ticket, 48));
      // Selected once: a glyph the page lacks never makes the library switch pages mid-ticket.
      expect(job.codePages).toEqual([can.pages[codePage].decoded]);
    }
    expect(decode(accentTicket, model, codePage).lines).toContain(ACCENTS);
    expect(decode(accentTicket, model, codePage).lines).toContain('Pão de queijo, limão, avó, você');
  });

  it('prints bold rows bold and large rows double height (or bold where it has no size)', () => {
    const job = decode(accentTicket, model, 'cp860');
    const title = job.lines.findIndex((l) => l.includes('PEDIDO #7'));
    const plain = job.lines.findIndex((l) => l.startsWith('Pão de queijo'));
    const total = job.lines.findIndex((l) => l.startsWith('Total'));
    expect(job.styles[title]).toEqual({ bold: true, height: can.doubleHeight ? 2 : 1, width: 1 });
    expect(job.styles[plain]).toEqual({ bold: false, height: 1, width: 1 });
    expect(job.styles[total]).toEqual({ bold: true, height: 1, width: 1 });
    expect(kinds(job, 'bold')).toContainEqual({ kind: 'bold', on: true });
    if (can.doubleHeight) expect(kinds(job, 'size')).toContainEqual({ kind: 'size', height: 2, width: 1 });
  });

  it('cuts once, after the last line, and leaves the printer in its default style', () => {
    const job = decode(cashier, model, 'cp860');
    expect(job.cuts).toBe(1);
    expect(kinds(job, 'cut')).toHaveLength(1);
    expect(job.styles.at(-1)).toEqual({ bold: false, height: 1, width: 1 });
    const afterCut = job.commands.slice(job.commands.findIndex((c) => c.kind === 'cut') + 1);
    const last = (kind: string) => afterCut.findLast((c) => c.kind === kind);
    expect(last('bold') ?? { kind: 'bold', on: false }).toEqual({ kind: 'bold', on: false });
    expect(last('size') ?? { kind: 'size', height: 1, width: 1 }).toEqual({
      kind: 'size',
      height: 1,
      width: 1,
    });
  });

  it('pulses the drawer only when asked, with a complete command', () => {
    expect(kinds(decode(cashier, model, 'cp860'), 'drawer')).toEqual([]);
    const drawer = kinds(decode(cashier, model, 'cp860', true), 'drawer');
    if (!can.drawer) {
      expect(drawer).toEqual([]);
      return;
    }
    expect(drawer).toHaveLength(1);
    // ESC p 0 25 250 on ESC/POS dialects; ESC BEL 11 55 + BEL on Star.
    expect(drawer[0]).toEqual(
      model === 'star'
        ? { kind: 'drawer', pin: 1, onMs: 110, offMs: 550 }
        : { kind: 'drawer', pin: 2, onMs: 50, offMs: 500 },
    );
  });

  it('never lets typed text become a command', () => {
    const hostile: Ticket = {
      ...accentTicket,
      lines: [
        { kind: 'text', text: 'João\x1bp\x00\x19\xfa\x1dV\x00\x1b@\x07\x1bd\x02', align: 'left' },
        { kind: 'text', text: 'Euro € — “aspas” … •', align: 'left' },
        { kind: 'cut' },
      ],
    };
    const job = decode(hostile, model, 'cp860');
    expect(kinds(job, 'drawer')).toEqual([]);
    expect(job.cuts).toBe(1);
    expect(kinds(job, 'init')).toHaveLength(model === 'escpos' || model === 'tanca' ? 1 : 2);
    expect(job.codePages).toHaveLength(1);
    expect(job.lines[0]?.startsWith('João')).toBe(true);
  });
});

describe('models', () => {
  it('keep the layout of a printer saved before models existed (escpos)', () => {
    const bytes = ticketToModelBytes(cashier, { columns: 48, codePage: 'cp860' });
    expect(
      bytes.equals(ticketToModelBytes(cashier, { columns: 48, codePage: 'cp860', model: 'escpos' })),
    ).toBe(true);
  });

  it('differ where the printers differ', () => {
    const star = ticketToModelBytes(accentTicket, { columns: 48, codePage: 'cp860', model: 'star' });
    const epson = ticketToModelBytes(accentTicket, { columns: 48, codePage: 'cp860', model: 'escpos' });
    expect([...star.subarray(0, 6)]).toEqual([0x1b, 0x40, 0x1b, 0x1d, 0x74, 6]);
    expect([...epson.subarray(0, 5)]).toEqual([0x1b, 0x40, 0x1b, 0x74, 3]);
    expect(modelCodePage('brother', 'cp860')).toBe('cp1252');
  });
});
