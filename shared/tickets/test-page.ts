/**
 * The test page (issue 20 §2), one layout for desktop and web mode: who the printer is (maker and
 * model where it said, the command language its bytes are built in, the code page its accents
 * print in, where the sender knows them), the accent line, a ruler per paper width and a cut. It
 * is a Ticket like any other, so it comes out exactly as an order ticket would on that path.
 */
import { formatDateTime } from '../format';
import { columnsFor } from './settings';
import type { Ticket, TicketLine } from './types';

export const TEST_PAGE_TITLE = 'TESTE DE IMPRESSÃO';
const TEST_PAGE_ACCENTS = 'ÁÉÍÓÚ ÂÊÔ ÃÕ Ç áéíóú âêô ãõ ç';

/** What the sender knows of the printer. */
export interface TestPagePrinter {
  name: string;
  /** 'EPSON TM-T20X': maker, then model, as the printer answered its ID query. */
  identity?: string;
  /** Only where bytes are built here (desktop ESC/POS): the command language and code page. */
  commands?: { language: string; codePage: string };
}

/** Paper widths and the columns a ticket has on each (columnsFor). */
const RULERS = [
  { label: '58 mm', columns: columnsFor('4,8') },
  { label: '80 mm', columns: columnsFor('7,0') },
] as const;

/** '----+----1----+----2…' as long as the line: a tens digit every 10 columns, + at the fives. */
function widthRuler(columns: number): string {
  let line = '';
  for (let i = 1; i <= columns; i++) line += i % 10 === 0 ? String((i / 10) % 10) : i % 5 === 0 ? '+' : '-';
  return line;
}

export function testPageTicket(printer: TestPagePrinter, columns: number, when: Date): Ticket {
  const [maker, ...model] = (printer.identity ?? '').split(' ');
  // The wider ruler only where it fits: on 58 mm paper it would wrap and read as a fault.
  const rulers = RULERS.filter((r) => r.columns <= columns);
  const lines: TicketLine[] = [
    { kind: 'text', text: TEST_PAGE_TITLE, align: 'center', bold: true, size: 'large' },
    { kind: 'text', text: printer.name, align: 'center' },
    { kind: 'separator', char: '-' },
    { kind: 'pair', left: 'Marca', right: maker && maker !== '' ? maker : 'não identificada' },
    { kind: 'pair', left: 'Modelo', right: model.length > 0 ? model.join(' ') : 'não identificado' },
    ...(printer.commands
      ? ([
          { kind: 'pair', left: 'Comandos', right: printer.commands.language },
          { kind: 'pair', left: 'Página de código', right: printer.commands.codePage },
        ] as const)
      : []),
    { kind: 'text', text: TEST_PAGE_ACCENTS, align: 'left' },
    { kind: 'pair', left: 'Colunas', right: String(columns) },
    ...rulers.flatMap((r): TicketLine[] => [
      { kind: 'text', text: `Régua ${r.label} (${r.columns} colunas):`, align: 'left' },
      { kind: 'text', text: widthRuler(r.columns), align: 'left' },
    ]),
    { kind: 'text', text: formatDateTime(when), align: 'left' },
    { kind: 'feed', lines: 3 },
    { kind: 'cut' },
  ];
  return { lines, fontSize: 10, fontName: 'Courier New', marginLeft: 0, marginRight: 0 };
}
