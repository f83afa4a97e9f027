/** The orders top bar's printing buttons: default printer (spec 01 §2) and the print queue. */
import { ListOrdered, Printer } from 'lucide-react';
import { needsAttention, usePrintQueue } from '../queue/queueStore';
import { useDefaultPrinterModal } from '../../../order-printing/defaultPrinterStore';

export function PrintSettingsButton() {
  const show = useDefaultPrinterModal((s) => s.show);
  return (
    <button
      type="button"
      className="topbar-btn topbar-btn--icon"
      aria-label="Escolher impressora padrão"
      title="Escolher impressora padrão"
      onClick={show}
    >
      <Printer aria-hidden size={20} />
    </button>
  );
}

export function PrintQueueButton() {
  const show = usePrintQueue((s) => s.show);
  const count = usePrintQueue((s) => needsAttention(s.queue));
  const label = count > 0 ? `Fila de impressão: ${count} com problema` : 'Fila de impressão';
  return (
    <button
      type="button"
      className={`topbar-btn topbar-btn--icon topbar-btn--badged ${count > 0 ? 'topbar-btn--alert' : ''}`}
      aria-label={label}
      title={label}
      onClick={show}
    >
      <ListOrdered aria-hidden size={20} />
      {count > 0 ? (
        <span className="topbar-badge" aria-hidden>
          {count}
        </span>
      ) : null}
    </button>
  );
}
