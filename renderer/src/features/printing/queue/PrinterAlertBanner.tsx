/** A printer that needs someone (offline, out of paper, not configured) with tickets waiting. */
import { Printer } from 'lucide-react';
import type { PrinterAlert } from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { alertText, usePrintQueue } from './queueStore';

const NONE: readonly PrinterAlert[] = [];

export function PrinterAlertBanner() {
  const { platform } = useServices();
  const alerts = usePrintQueue((s) => s.queue?.alerts ?? NONE);
  const show = usePrintQueue((s) => s.show);
  if (alerts.length === 0) return null;
  return (
    <>
      {alerts.map((a) => (
        <div key={a.printerName} className="banner banner--danger" role="alert">
          <Printer className="banner__icon" size={24} aria-hidden />
          <div className="banner__body">
            <p className="banner__title">{alertText(a)}</p>
            <p className="banner__text">
              {/* Only the desktop's journal retries by itself; the browser has no journal. */}
              {platform.kind === 'desktop'
                ? 'Nenhum ticket se perde: eles saem assim que a impressora voltar.'
                : 'Quando a impressora voltar, use Reimprimir na fila de impressão.'}{' '}
              <button type="button" className="banner__link banner__button" onClick={show}>
                Ver fila de impressão
              </button>
            </p>
          </div>
        </div>
      ))}
    </>
  );
}
