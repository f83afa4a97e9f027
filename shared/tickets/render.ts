/** Ticket lines → fixed-width rows: word wrapping, alignment and margins. */

import { normalizeForPrinter } from './normalize';
import type { RenderedRow, Ticket, TicketLine } from './types';

/** Below this the paper is unusable; margins are clamped so at least this much is left. */
const MIN_CONTENT_WIDTH = 12;

/**
 * Greedy word wrap; words longer than the width are split hard. The first row may be given its
 * own width (a pair's text shares it with the amount). Never returns an empty list.
 */
export function wrapWords(text: string, width: number, firstWidth = width): string[] {
  const rows: string[] = [];
  const widthNow = (): number => Math.max(1, rows.length === 0 ? firstWidth : width);
  for (const paragraph of text.split('\n')) {
    let row = '';
    for (const word of paragraph.split(' ').filter((x) => x !== '')) {
      if (row !== '' && row.length + 1 + word.length <= widthNow()) {
        row += ' ' + word;
        continue;
      }
      if (row !== '') rows.push(row);
      let rest = word;
      while (rest.length > widthNow()) {
        const w = widthNow();
        rows.push(rest.slice(0, w));
        rest = rest.slice(w);
      }
      row = rest;
    }
    rows.push(row);
  }
  return rows;
}

function align(text: string, width: number, how: 'left' | 'center' | 'right'): string {
  if (how === 'left') return text;
  const free = width - text.length;
  return ' '.repeat(how === 'right' ? free : Math.floor(free / 2)) + text;
}

function textRows(line: Extract<TicketLine, { kind: 'text' }>, width: number): string[] {
  const indent = line.align === 'left' ? Math.min(line.indent ?? 0, width - 1) : 0;
  const pad = ' '.repeat(indent);
  return wrapWords(normalizeForPrinter(line.text), width - indent).map((r) =>
    align(pad + r, width, line.align),
  );
}

function pairRows(line: Extract<TicketLine, { kind: 'pair' }>, width: number): string[] {
  const left = normalizeForPrinter(line.left);
  const right = normalizeForPrinter(line.right);
  const leftWidth = width - right.length - 1;
  // An amount too wide to share a row goes alone, right-aligned, under the text.
  if (leftWidth < MIN_CONTENT_WIDTH / 2) {
    return [...wrapWords(left, width), ...wrapWords(right, width).map((r) => align(r, width, 'right'))];
  }
  // Continuation rows may use the amount's column too: only the first row shares it.
  const indent = Math.min(line.indent ?? 0, leftWidth - 1);
  const [first = '', ...rest] = wrapWords(left, width - indent, leftWidth);
  return [
    first + ' '.repeat(width - first.length - right.length) + right,
    ...rest.map((r) => ' '.repeat(indent) + r),
  ];
}

/** Rows for the ESC/POS encoder, each at most `columns` wide with the margins applied. */
export function renderRows(ticket: Ticket, columns: number): RenderedRow[] {
  let marginLeft = Math.max(0, Math.floor(ticket.marginLeft));
  let marginRight = Math.max(0, Math.floor(ticket.marginRight));
  if (columns - marginLeft - marginRight < MIN_CONTENT_WIDTH) {
    marginLeft = 0;
    marginRight = 0;
  }
  const width = Math.max(1, columns - marginLeft - marginRight);
  const lead = ' '.repeat(marginLeft);
  const rows: RenderedRow[] = [];
  const push = (texts: string[], bold = false, large = false): void => {
    for (const t of texts) {
      const text = t.trimEnd();
      rows.push({ cut: false, text: text === '' ? '' : lead + text, bold, large });
    }
  };
  for (const line of ticket.lines) {
    switch (line.kind) {
      case 'text':
        push(textRows(line, width), line.bold === true, line.size === 'large');
        break;
      case 'pair':
        push(pairRows(line, width), line.bold === true, line.size === 'large');
        break;
      case 'separator': {
        const ch = normalizeForPrinter(line.char).charAt(0) || '-';
        push([ch.repeat(width)]);
        break;
      }
      case 'feed':
        push(Array.from({ length: Math.max(0, Math.floor(line.lines)) }, () => ''));
        break;
      case 'cut':
        rows.push({ cut: true });
        break;
    }
  }
  return rows;
}

/** The ticket as plain text rows (cuts omitted): what the tests assert and text transports send. */
export function renderText(ticket: Ticket, columns: number): string[] {
  return renderRows(ticket, columns).flatMap((r) => (r.cut ? [] : [r.text]));
}
