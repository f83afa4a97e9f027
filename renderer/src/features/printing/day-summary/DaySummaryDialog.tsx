/**
 * 'Resumo do dia' (issue 20 §5): the day's summary laid out as the cashier printer gets it, with
 * Imprimir and Cancelar. The figures are taken once, when the preview opens, so what is printed
 * is what was seen; each opening has its own id, so however often Imprimir is pressed in it, the
 * summary prints once (opening it again and printing is a reprint staff asked for).
 */
import { useEffect, useMemo, useState } from 'react';
import { localDay } from '../../../../../shared/offline';
import { summarizeDay } from '../../../../../shared/reports/day-summary';
import type { DaySummaryPrint } from '../../../../../shared/reports/day-summary';
import type { LocalPrintSettings } from '../../../../../shared/printing';
import { daySummaryTicket, fromLocalPrintSettings } from '../../../../../shared/tickets';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Modal } from '../../../components/Modal';
import { LoadingBlock } from '../../../components/Spinner';
import { notify } from '../../../components/feedback/notify';
import { useServices } from '../../../services/services';
import { platformOrder, useOrders } from '../../../stores/orders';
import { useSession } from '../../../stores/session';
import { useShop } from '../../../stores/shop';
import { TicketPaper } from '../preview/TicketPaper';
import { useDaySummaryDialog } from './daySummaryStore';

const DAY_SUMMARY_TITLE_TEXT = 'Resumo do dia';
const DAY_SUMMARY_SENT = 'Resumo do dia enviado para a impressora do caixa';

/** The day's orders as the platform last said them (a change waiting offline is not yet true). */
function takeSummary(storeName: string): DaySummaryPrint {
  const now = new Date();
  const orders = [...useOrders.getState().entries.values()].map(platformOrder);
  return {
    id: `resumo-${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`,
    summary: summarizeDay(orders, localDay(now)),
    storeName,
    printedAt: now.getTime(),
  };
}

export function DaySummaryDialog() {
  const open = useDaySummaryDialog((s) => s.open);
  const hide = useDaySummaryDialog((s) => s.hide);
  const { platform } = useServices();
  const [request, setRequest] = useState<DaySummaryPrint | null>(null);
  const [settings, setSettings] = useState<LocalPrintSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    // Read once per opening, not subscribed: the store's details arriving meanwhile must not take
    // another snapshot (what is printed is what was seen).
    const storeName = useShop.getState().info?.nome || useSession.getState().user?.company || '';
    setRequest(takeSummary(storeName));
    setSettings(null);
    setError(null);
    platform.printing
      .getSettings()
      .then((view) => alive && setSettings(view.settings))
      .catch((err: unknown) => alive && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      alive = false;
    };
  }, [open, platform]);

  const ticket = useMemo(() => {
    if (!request || !settings) return null;
    return daySummaryTicket(request.summary, fromLocalPrintSettings(settings), {
      storeName: request.storeName,
      printedAt: new Date(request.printedAt),
    });
  }, [request, settings]);

  async function print() {
    if (!request || busy) return;
    setBusy(true);
    setError(null);
    // A rejected call (the bridge itself failed) reads as a refusal with its message.
    const outcome = await platform.printing.printDaySummary(request).catch((err: unknown) => ({
      ok: false as const,
      error: err instanceof Error ? err.message : String(err),
    }));
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    notify.success(DAY_SUMMARY_SENT);
    hide();
  }

  return (
    <Modal open={open} title={DAY_SUMMARY_TITLE_TEXT} onRequestClose={hide} size="md">
      {ticket && settings ? (
        <div className="day-summary" aria-label="Pré-visualização do resumo do dia">
          <TicketPaper ticket={ticket} width={settings.larguraMaximaPagina} />
        </div>
      ) : error ? null : (
        <LoadingBlock label="Preparando o resumo do dia..." />
      )}
      <ErrorNotice>{error}</ErrorNotice>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={hide} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={() => void print()} busy={busy} disabled={!ticket}>
          Imprimir
        </Button>
      </div>
    </Modal>
  );
}
