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
  type PaperWidth,
} from '../../../../../shared/tickets';
import { TicketPaper } from './TicketPaper';
import { SAMPLE_BAR, SAMPLE_KITCHEN, sampleOrder } from './sampleOrder';

export type PreviewKind = 'cashier' | 'production';

interface Props {
  settings: LocalPrintSettings;
  storeName: string;
  /** The grouping text of the first routed category, shown as the production title. */
  grouping?: string;
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
  const ticket = useMemo(() => {
    const ticketSettings = fromLocalPrintSettings(settings);
    const opts = { storeName: storeName || 'Minha Loja' };
    return kind === 'cashier'
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
  }, [settings, storeName, grouping, kind, order]);

  const mm = PAPER_MM[width];
  const font = safeFont(ticket.fontName, ticket.fontSize);
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
      <TicketPaper ticket={ticket} width={width} />
    </aside>
  );
}
