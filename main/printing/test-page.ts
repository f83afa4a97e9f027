/**
 * The desktop test page: the shared layout (shared/tickets/test-page.ts) told what main knows of
 * the printer. Its bytes come from the printer's model profile (models/), so the page shows
 * exactly what an order ticket would.
 */
import type { PrinterModel } from '../../shared/printing';
import type { Ticket } from '../../shared/tickets';
import { testPageTicket as layout } from '../../shared/tickets/test-page';
import { modelCodePage } from './models';
import type { ResolvedPrinter } from './registry';

export { TEST_PAGE_TITLE } from '../../shared/tickets/test-page';

const LANGUAGES: Record<PrinterModel, string> = {
  escpos: 'ESC/POS',
  tanca: 'Tanca',
  daruma: 'Daruma',
  star: 'Star',
  brother: 'Brother',
};

export function testPageTicket(name: string, target: ResolvedPrinter, columns: number, when: Date): Ticket {
  const commands =
    target.format === 'escpos'
      ? { language: LANGUAGES[target.model], codePage: modelCodePage(target.model, target.codePage) }
      : undefined;
  return layout(
    { name, ...(target.identity ? { identity: target.identity } : {}), ...(commands ? { commands } : {}) },
    columns,
    when,
  );
}
