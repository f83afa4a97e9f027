/**
 * A ticket on paper, as the printer will lay it out: rows from the same shared code as the
 * printed HTML (ticketPreviewRows), on 58 or 80 mm. The settings' preview and the day summary's
 * preview both show their ticket through it.
 */
import { useMemo } from 'react';
import {
  PAPER_MM,
  safeFont,
  ticketPreviewRows,
  type PaperWidth,
  type PreviewRow,
  type Ticket,
} from '../../../../../shared/tickets';
import './preview.css';

function Row({ row }: { row: PreviewRow }) {
  switch (row.kind) {
    case 'text':
      return (
        <div
          className={`tp-row tp-${row.align}${row.bold ? ' tp-b' : ''}${row.large ? ' tp-l' : ''}`}
          style={row.indent > 0 ? { paddingLeft: `${row.indent}ch` } : undefined}
        >
          {row.text || '\u00A0'}
        </div>
      );
    case 'pair':
      return (
        <div className={`tp-row tp-pair${row.bold ? ' tp-b' : ''}${row.large ? ' tp-l' : ''}`}>
          <span
            style={
              row.indent > 0 ? { paddingLeft: `${row.indent}ch`, textIndent: `-${row.indent}ch` } : undefined
            }
          >
            {row.left}
          </span>
          <span className="tp-amount">{row.right}</span>
        </div>
      );
    case 'separator':
      return <hr className={`tp-sep tp-sep--${row.style}`} />;
    case 'blank':
      return <div className="tp-row">{'\u00A0'}</div>;
    case 'cut':
      return (
        <div className="tp-cut" role="img" aria-label="Corte do papel">
          <span aria-hidden>✂</span>
        </div>
      );
  }
}

export function TicketPaper({ ticket, width }: { ticket: Ticket; width: PaperWidth }) {
  const preview = useMemo(() => ticketPreviewRows(ticket, width), [ticket, width]);
  const mm = PAPER_MM[width];
  const font = safeFont(ticket.fontName, ticket.fontSize);
  return (
    <div className="tp-stage">
      <div
        className="tp-paper"
        data-testid="ticket-preview-paper"
        data-width={width}
        style={{
          width: `${mm.paper}mm`,
          padding: `2mm ${(mm.paper - mm.printable) / 2}mm`,
          fontFamily: `"${font.family}", sans-serif`,
          fontSize: `${font.sizePt}pt`,
        }}
      >
        <div style={{ padding: `0 ${preview.marginRight}ch 0 ${preview.marginLeft}ch` }}>
          {preview.rows.map((row, i) => (
            <Row key={i} row={row} />
          ))}
        </div>
      </div>
    </div>
  );
}
