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
import { alertText, usePrintQueue } from '../../../order-printing/printQueueStore';

const NONE: readonly PrinterAlert[] = [];

const WHAT_TO_DO: Record<PrinterProblem, string> = {
  'paper-out': 'Coloque papel na impressora.',
  'cover-open': 'Feche a tampa da impressora.',
  offline: 'Ligue a impressora e confira o cabo ou a rede.',
};

/**
 * What the banner says under the printer's name: a problem the printer reported is a status (it
 * fixes itself once someone acts); anything else is an alert, and only the desktop's journal
 * retries by itself (the browser has no journal).
 */
function bannerFor(a: PrinterAlert, kept: boolean): { tone: 'warning' | 'danger'; text: string } {
  if (a.problem)
    return {
      tone: 'warning',
      text: `${WHAT_TO_DO[a.problem]} Os tickets saem sozinhos, uma vez só, assim que ela voltar.${
        kept ? '' : ` ${WEB_QUEUE_CLOSE_NOTICE}`
      }`,
    };
  return {
    tone: 'danger',
    text: kept
      ? 'Nenhum ticket se perde: eles saem assim que a impressora voltar.'
      : 'Quando a impressora voltar, use Reimprimir na fila de impressão.',
  };
}

export function PrinterAlertBanner() {
  const { platform } = useServices();
  const alerts = usePrintQueue((s) => s.queue?.alerts ?? NONE);
  const show = usePrintQueue((s) => s.show);
  const keptByBrowser = usePrintQueue((s) => s.queue?.keptAcrossReload === true);
  if (alerts.length === 0) return null;
  // The desktop's journal keeps every ticket; in a browser, the page's storage may (issue 36 §2).
  const kept = platform.kind === 'desktop' || keptByBrowser;
  return (
    <>
      {alerts.map((a) => {
        const { tone, text } = bannerFor(a, kept);
        return (
          <div
            key={a.printerName}
            className={`banner banner--${tone}`}
            role={tone === 'warning' ? 'status' : 'alert'}
          >
            <Printer className="banner__icon" size={24} aria-hidden />
            <div className="banner__body">
              <p className="banner__title">{alertText(a)}</p>
              <p className="banner__text">
                {text}{' '}
                <button type="button" className="banner__link banner__button" onClick={show}>
                  Ver fila de impressão
                </button>
              </p>
            </div>
          </div>
        );
      })}
    </>
  );
}
