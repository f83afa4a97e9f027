/**
 * A printer that needs someone (offline, out of paper, not configured) with tickets waiting.
 * When the printer itself said why (paper out, cover open, off), the banner is a status, not an
 * error: it names the printer and the problem and says what to do; the tickets come out by
 * themselves once it is fixed (the desktop journal and web mode both ask it again every 2 s),
 * so nothing here asks anyone to reprint.
 */
import { Printer } from 'lucide-react';
import {
  WEB_QUEUE_CLOSE_NOTICE,
  type PrinterAlert,
  type PrinterProblem,
} from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { alertText, usePrintQueue } from './queueStore';

const NONE: readonly PrinterAlert[] = [];

const WHAT_TO_DO: Record<PrinterProblem, string> = {
  'paper-out': 'Coloque papel na impressora.',
  'cover-open': 'Feche a tampa da impressora.',
  offline: 'Ligue a impressora e confira o cabo ou a rede.',
};

export function PrinterAlertBanner() {
  const { platform } = useServices();
  const alerts = usePrintQueue((s) => s.queue?.alerts ?? NONE);
  const show = usePrintQueue((s) => s.show);
  if (alerts.length === 0) return null;
  const desktop = platform.kind === 'desktop';
  const queueLink = (
    <button type="button" className="banner__link banner__button" onClick={show}>
      Ver fila de impressão
    </button>
  );
  return (
    <>
      {alerts.map((a) =>
        a.problem ? (
          <div key={a.printerName} className="banner banner--warning" role="status">
            <Printer className="banner__icon" size={24} aria-hidden />
            <div className="banner__body">
              <p className="banner__title">{alertText(a)}</p>
              <p className="banner__text">
                {WHAT_TO_DO[a.problem]} Os tickets saem sozinhos, uma vez só, assim que ela voltar.
                {desktop ? null : ` ${WEB_QUEUE_CLOSE_NOTICE}`} {queueLink}
              </p>
            </div>
          </div>
        ) : (
          <div key={a.printerName} className="banner banner--danger" role="alert">
            <Printer className="banner__icon" size={24} aria-hidden />
            <div className="banner__body">
              <p className="banner__title">{alertText(a)}</p>
              <p className="banner__text">
                {/* Only the desktop's journal retries by itself; the browser has no journal. */}
                {desktop
                  ? 'Nenhum ticket se perde: eles saem assim que a impressora voltar.'
                  : 'Quando a impressora voltar, use Reimprimir na fila de impressão.'}{' '}
                {queueLink}
              </p>
            </div>
          </div>
        ),
      )}
    </>
  );
}
