/**
 * Tickets as HTML: the document main prints silently on OS-installed printers, and the rows the
 * settings screen's preview shows (the same rows, so the preview is what those printers print).
 * One row per ticket line: the chosen fonts (Tahoma, Arial...) are proportional, so the paper
 * wraps the text at its real width, and alignment, amounts and the hanging indent of option
 * lines are CSS, never padding spaces. Margins keep their unit, columns, as `ch`.
 */

import { normalizeForPrinter } from './normalize';
import { FONT_SIZES, columnsFor, toFontName, type PaperWidth } from './settings';
import type { Ticket } from './types';

/** As in renderRows: margins that would leave less than this are dropped. */
const MIN_CONTENT_WIDTH = 12;

export type PreviewRow =
  | {
      kind: 'text';
      text: string;
      align: 'left' | 'center' | 'right';
      bold: boolean;
      large: boolean;
      /** Columns every wrapped row is indented by, rendered as `ch`. */
      indent: number;
    }
  | {
      kind: 'pair';
      left: string;
      right: string;
      bold: boolean;
      large: boolean;
      /** Columns the continuation rows of `left` are indented by (a hanging indent). */
      indent: number;
    }
  | { kind: 'separator'; style: 'single' | 'double' }
  | { kind: 'blank' }
  | { kind: 'cut' };

export interface TicketPreview {
  rows: PreviewRow[];
  /** Columns, after the margin clamp. */
  marginLeft: number;
  marginRight: number;
  /** Columns left for text (paper columns minus margins). */
  width: number;
}

export interface TicketHtmlOptions {
  paperWidth: PaperWidth;
  fontName: string;
  fontSize: number;
}

/** Paper and printable widths in mm: thermal heads leave ~5 mm (58 mm roll) or ~4 mm (80 mm) each side. */
export const PAPER_MM: Record<PaperWidth, { paper: number; printable: number }> = {
  '4,8': { paper: 58, printable: 48 },
  '7,0': { paper: 80, printable: 72 },
};

const indentOf = (indent: number | undefined, width: number) =>
  Math.max(0, Math.min(Math.floor(indent ?? 0) || 0, width - 1));

/** The rows a ticket prints as on an OS printer (and in the preview) at this paper width. */
export function ticketPreviewRows(ticket: Ticket, paperWidth: PaperWidth): TicketPreview {
  const columns = columnsFor(paperWidth);
  let marginLeft = Math.max(0, Math.floor(ticket.marginLeft) || 0);
  let marginRight = Math.max(0, Math.floor(ticket.marginRight) || 0);
  if (columns - marginLeft - marginRight < MIN_CONTENT_WIDTH) {
    marginLeft = 0;
    marginRight = 0;
  }
  const width = Math.max(1, columns - marginLeft - marginRight);
  const rows: PreviewRow[] = [];
  for (const line of ticket.lines) {
    switch (line.kind) {
      case 'text':
        rows.push({
          kind: 'text',
          text: normalizeForPrinter(line.text),
          align: line.align,
          bold: line.bold === true,
          large: line.size === 'large',
          indent: line.align === 'left' ? indentOf(line.indent, width) : 0,
        });
        break;
      case 'pair':
        rows.push({
          kind: 'pair',
          left: normalizeForPrinter(line.left),
          right: normalizeForPrinter(line.right),
          bold: line.bold === true,
          large: line.size === 'large',
          indent: indentOf(line.indent, width),
        });
        break;
      case 'separator':
        rows.push({ kind: 'separator', style: line.char === '=' ? 'double' : 'single' });
        break;
      case 'feed':
        for (let i = 0; i < Math.max(0, Math.floor(line.lines)); i++) rows.push({ kind: 'blank' });
        break;
      case 'cut':
        rows.push({ kind: 'cut' });
        break;
    }
  }
  return { rows, marginLeft, marginRight, width };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Only the spec's fonts and sizes reach the CSS: a stored value is never trusted as CSS text. */
export function safeFont(fontName: string, fontSize: number): { family: string; sizePt: number } {
  const family = toFontName(fontName);
  const base = FONT_SIZES as readonly number[];
  // Production tickets carry size + 2 (01 §9): accept any even size from the smallest to the largest + 2.
  const sizePt =
    Number.isInteger(fontSize) && fontSize >= base[0]! && fontSize <= base[base.length - 1]! + 2
      ? fontSize
      : 8;
  return { family, sizePt };
}

function rowHtml(row: PreviewRow): string {
  const cls = (r: { bold: boolean; large: boolean }) =>
    ['row', r.bold ? 'b' : '', r.large ? 'l' : ''].filter((c) => c !== '').join(' ');
  switch (row.kind) {
    case 'text': {
      const indent = row.indent > 0 ? ` style="padding-left:${row.indent}ch"` : '';
      return `<div class="${cls(row)} ${row.align}"${indent}>${escapeHtml(row.text) || '&nbsp;'}</div>`;
    }
    case 'pair': {
      const hang = row.indent > 0 ? ` style="padding-left:${row.indent}ch;text-indent:-${row.indent}ch"` : '';
      return `<div class="${cls(row)} pair"><span${hang}>${escapeHtml(row.left)}</span><span class="amount">${escapeHtml(row.right)}</span></div>`;
    }
    case 'separator':
      return `<hr class="${row.style}">`;
    case 'blank':
      return '<div class="row">&nbsp;</div>';
    case 'cut':
      return '<div class="cut" role="separator" aria-label="Corte do papel"><span>&#9986;</span></div>';
  }
}

/**
 * A complete, self-contained document for one ticket: inline CSS only, no scripts, every text
 * escaped (order data is hostile), the CSP forbidding anything else.
 */
export function ticketHtmlDocument(ticket: Ticket, opts: TicketHtmlOptions): string {
  const preview = ticketPreviewRows(ticket, opts.paperWidth);
  const { family, sizePt } = safeFont(opts.fontName, opts.fontSize);
  const mm = PAPER_MM[opts.paperWidth] ?? PAPER_MM['7,0'];
  const side = (mm.paper - mm.printable) / 2;
  const css = [
    `@page{size:${mm.paper}mm auto;margin:0}`,
    'html,body{margin:0;padding:0;background:#fff;color:#000}',
    `.ticket{box-sizing:border-box;width:${mm.paper}mm;padding:2mm ${side}mm;font-family:"${family}",sans-serif;font-size:${sizePt}pt;line-height:1.25}`,
    `.content{padding:0 ${preview.marginRight}ch 0 ${preview.marginLeft}ch}`,
    '.row{white-space:pre-wrap;overflow-wrap:anywhere;min-height:1.25em}',
    '.left{text-align:left}.center{text-align:center}.right{text-align:right}',
    '.b{font-weight:700}.l{font-size:1.25em;line-height:1.2}',
    '.pair{display:flex;justify-content:space-between;align-items:baseline;gap:1ch}.pair>span:first-child{flex:1 1 auto;min-width:0}.pair .amount{flex:none;white-space:nowrap;text-align:right}',
    'hr{border:0;margin:.35em 0}hr.single{border-top:1px dashed #000}hr.double{border-top:3px double #000}',
    '.cut{margin-top:2mm;border-top:1px dashed #000;text-align:right;line-height:1}',
    '.cut span{font-family:"Segoe UI Symbol","DejaVu Sans",sans-serif;font-size:10pt;position:relative;top:-.6em;background:#fff;padding-left:1mm}',
  ].join('');
  const body = preview.rows.map(rowHtml).join('\n');
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<title>Pedido</title>',
    `<style>${css}</style>`,
    '</head><body>',
    `<div class="ticket"><div class="content">\n${body}\n</div></div>`,
    '</body></html>',
  ].join('\n');
}
