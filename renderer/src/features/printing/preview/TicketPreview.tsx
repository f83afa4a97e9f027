/**
 * Live ticket preview beside the settings form: a sample order laid out with the form's current
 * values, on 58 or 80 mm paper, cashier or production ticket. Rows come from the same shared
 * code as the printed HTML (ticketPreviewRows), so what is seen is what OS printers print.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LocalPrintSettings } from '../../../../../shared/printing';
import {
  PAPER_MM,
  cashierTicket,
  fromLocalPrintSettings,
  productionTickets,
  safeFont,
  ticketPreviewRows,
  type PaperWidth,
  type PreviewRow,
} from '../../../../../shared/tickets';
import { SAMPLE_BAR, SAMPLE_KITCHEN, sampleOrder } from './sampleOrder';
import './preview.css';

export type PreviewKind = 'cashier' | 'production';

interface Props {
  settings: LocalPrintSettings;
  storeName: string;
  /** The grouping text of the first routed category, shown as the production title. */
  grouping?: string;
}

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

function Toggle<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <div className="tp-toggle" role="group" aria-label={props.label}>
      {props.options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="tp-toggle__btn"
          aria-pressed={props.value === o.value}
          onClick={() => props.onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function TicketPreview({ settings, storeName, grouping }: Props) {
  const [width, setWidth] = useState<PaperWidth>(settings.larguraMaximaPagina);
  const [kind, setKind] = useState<PreviewKind>('cashier');
  // A new paper width in the form moves the preview to it; the toggle still lets one compare.
  useEffect(() => setWidth(settings.larguraMaximaPagina), [settings.larguraMaximaPagina]);

  const order = useMemo(() => sampleOrder(), []);
  const preview = useMemo(() => {
    const ticketSettings = fromLocalPrintSettings(settings);
    const opts = { storeName: storeName || 'Minha Loja' };
    const ticket =
      kind === 'cashier'
        ? cashierTicket(order, ticketSettings, opts)
        : productionTickets(
            order,
            ticketSettings,
            [
              { ...SAMPLE_KITCHEN, printer: 'preview', grouping: grouping || SAMPLE_KITCHEN.name },
              { ...SAMPLE_BAR, printer: 'preview' },
            ],
            opts,
          ).tickets[0]!.ticket;
    return { ticket, ...ticketPreviewRows(ticket, width) };
  }, [settings, storeName, grouping, kind, order, width]);

  const mm = PAPER_MM[width];
  const font = safeFont(preview.ticket.fontName, preview.ticket.fontSize);
  return (
    <aside className="card ticket-preview" aria-labelledby="ticket-preview-title">
      <h2 className="card__title" id="ticket-preview-title">
        Pré-visualização
      </h2>
      <div className="tp-controls">
        <Toggle<PaperWidth>
          label="Largura do papel da pré-visualização"
          value={width}
          options={[
            { value: '4,8', label: '58mm' },
            { value: '7,0', label: '80mm' },
          ]}
          onChange={setWidth}
        />
        <Toggle<PreviewKind>
          label="Via da pré-visualização"
          value={kind}
          options={[
            { value: 'cashier', label: 'Caixa' },
            { value: 'production', label: 'Produção' },
          ]}
          onChange={setKind}
        />
      </div>
      <p className="tp-caption">
        {`${kind === 'cashier' ? 'Via do caixa' : 'Via de produção'}, ${mm.paper}mm, ${font.family} ${font.sizePt}`}
      </p>
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
    </aside>
  );
}
