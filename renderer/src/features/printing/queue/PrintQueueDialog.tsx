/**
 * 'Fila de impressão': what is waiting, what failed or is parked (and why), what printed today.
 * A failed or parked job can be tried again now or discarded (after a confirmation; main logs
 * it), a printed one printed again (marked REIMPRESSÃO), and any printer can print a test page.
 * Live: the host pushes every change.
 */
import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { Printer, RotateCcw, Trash2 } from 'lucide-react';
import { formatDate, formatTime } from '../../../../../shared/format';
import { localDay } from '../../../../../shared/offline';
import type { PrintJobView, PrintQueue } from '../../../../../shared/printing';
import { SCREEN_STATION_PREFIX } from '../../../../../shared/kitchen-screen/contract';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useDeskClock } from '../../../stores/deskClock';
import { jobStatus } from './jobStatus';
import { StationCounts } from './StationCounts';
import { usePrintQueue } from '../../../order-printing/printQueueStore';

const QUEUE_TITLE = 'Fila de impressão';
const REPRINT_SENT = 'Reimpressão enviada';
const TEST_PAGE_SENT = 'Página de teste enviada';
const JOB_DISCARDED = 'Impressão descartada';
const PARKED_TAG = 'PARADA';

type JobNaming = Pick<
  PrintJobView,
  'kind' | 'orderId' | 'label' | 'printerName' | 'printerLabel' | 'createdAt'
>;

/** The station as people call it: a kitchen screen by its name ('Tela Chapa'), a printer by its own. */
const stationOf = (job: Pick<PrintJobView, 'printerName' | 'printerLabel'>) =>
  job.printerLabel ?? job.printerName;

/**
 * What staff call a job: an order's number, or for a day summary its label and the day it was
 * asked for (its orderId is an internal 'resumo-…' key, never a number anyone knows).
 */
function jobHeading(job: JobNaming): { title: string; detail: string } {
  if (job.kind === 'summary') return { title: job.label, detail: formatDate(new Date(job.createdAt)) };
  return { title: `Pedido #${job.orderId}`, detail: job.label };
}

/** The job as the buttons' names and the discard question say it. */
function jobPhrase(job: JobNaming): string {
  if (job.kind === 'summary') {
    const { title, detail } = jobHeading(job);
    return `${title} de ${detail} (${stationOf(job)})`;
  }
  return `pedido #${job.orderId} (${job.label}, ${stationOf(job)})`;
}

function discardQuestion(job: JobNaming): string {
  return `Descartar a impressão do ${jobPhrase(job)}? Ela não será impressa.`;
}

type TabId = 'pending' | 'failed' | 'printed';

const TABS: readonly { id: TabId; label: string; empty: string }[] = [
  { id: 'pending', label: 'Pendentes', empty: 'Nada esperando para imprimir.' },
  { id: 'failed', label: 'Com falha', empty: 'Nenhuma impressão com falha.' },
  { id: 'printed', label: 'Impressos hoje', empty: 'Nada impresso hoje.' },
];

/**
 * `day`'s printed tickets (YYYY-MM-DD, the desk's day), latest first: that is what the counter
 * looks for. The host's list is as of its last change, so at midnight (issue 21 §2) yesterday's
 * leave it here without waiting for the next ticket.
 */
function printedOn(queue: PrintQueue, day: string): PrintJobView[] {
  return queue.printedToday
    .filter((job) => localDay(new Date(job.printedAt ?? job.updatedAt)) === day)
    .sort((a, b) => (b.printedAt ?? 0) - (a.printedAt ?? 0));
}

function jobsOf(queue: PrintQueue, tab: TabId, day: string): PrintJobView[] {
  if (tab === 'pending') return queue.pending;
  if (tab === 'failed') return queue.failed;
  return printedOn(queue, day);
}

/** Every printer the queue mentions, for the test-page buttons (a kitchen screen prints no page). */
function queuePrinters(queue: PrintQueue): string[] {
  const printers = (jobs: PrintJobView[]) =>
    jobs.filter((j) => !j.printerName.startsWith(SCREEN_STATION_PREFIX)).map((j) => j.printerName);
  const names = [
    ...queue.alerts.map((a) => a.printerName),
    ...printers(queue.pending),
    ...printers(queue.failed),
    ...printers(queue.printedToday),
  ];
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

function attemptsText(n: number): string {
  return n === 1 ? '1 tentativa' : `${n} tentativas`;
}

function JobRow({
  job,
  busy,
  onReprint,
  onDiscard,
}: {
  job: PrintJobView;
  busy: boolean;
  onReprint(): void;
  onDiscard(): void;
}) {
  const held = job.state === 'failed' || job.state === 'parked';
  const at = job.printedAt ?? job.updatedAt;
  const heading = jobHeading(job);
  const phrase = jobPhrase(job);
  const status = jobStatus(job);
  return (
    <li className="print-job" data-state={job.state} data-status={status.word}>
      <div className="print-job__main">
        <strong>{heading.title}</strong> <span className="print-job__label">{heading.detail}</span>
        {/* The spaces keep the tags apart for screen readers and copied text ('Caixa Nº 1'). */}
        {job.stationNo === undefined ? null : (
          <>
            {' '}
            <span className="print-job__tag">Nº {job.stationNo}</span>
          </>
        )}
        {job.reprint ? (
          <>
            {' '}
            <span className="print-job__tag">REIMPRESSÃO</span>
          </>
        ) : null}
        {job.state === 'parked' ? (
          <>
            {' '}
            <span className="print-job__tag">{PARKED_TAG}</span>
          </>
        ) : null}
      </div>
      <div className="print-job__meta">
        <span className={`print-job__status print-job__status--${status.word}`}>{status.label}</span>
        <span>{stationOf(job)}</span>
        <span>
          <time dateTime={new Date(at).toISOString()}>{formatTime(new Date(at))}</time>
        </span>
        <span>{attemptsText(job.attempts)}</span>
      </div>
      {job.lastError && job.state !== 'printed' ? (
        <p className="print-job__error">{job.lastError}</p>
      ) : status.reason ? (
        <p className="print-job__reason">{status.reason}</p>
      ) : null}
      {/* A job still waiting prints by itself: a reprint now would put it on paper twice. */}
      {held || job.state === 'printed' ? (
        <div className="print-job__actions">
          <Button
            variant="secondary"
            icon={<RotateCcw aria-hidden size={16} />}
            busy={busy}
            aria-label={`Reimprimir ${phrase}`}
            onClick={onReprint}
          >
            Reimprimir
          </Button>
          {held ? (
            <Button
              variant="secondary"
              icon={<Trash2 aria-hidden size={16} />}
              disabled={busy}
              aria-label={`Descartar impressão do ${phrase}`}
              onClick={onDiscard}
            >
              Descartar
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function PrintQueueDialog() {
  const open = usePrintQueue((s) => s.open);
  const hide = usePrintQueue((s) => s.hide);
  const [tab, setTab] = useState<TabId>('pending');
  const [busy, setBusy] = useState<string | null>(null);

  // Opened because something failed: show that first.
  useEffect(() => {
    if (open) setTab(usePrintQueue.getState().queue?.failed.length ? 'failed' : 'pending');
  }, [open]);

  async function act(
    id: string,
    run: () => Promise<{ ok: true } | { ok: false; error: string }>,
    done: string,
  ) {
    setBusy(id);
    try {
      const result = await run();
      if (result.ok) notify.success(done);
      else await dialogs.alert({ tone: 'error', message: result.error });
    } catch (err) {
      await dialogs.alert({ tone: 'error', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  }

  // The queue changes with every ticket (a burst of orders pushes it many times a second): only an
  // open dialog reads it, lists its jobs and names its printers (issue 35 §3).
  return (
    <Modal open={open} title={QUEUE_TITLE} onRequestClose={hide} size="lg">
      {open ? <QueueBody tab={tab} onTab={setTab} busy={busy} act={act} /> : null}
      <ModalCloseFooter onClose={hide} />
    </Modal>
  );
}

function QueueBody({
  tab,
  onTab,
  busy,
  act,
}: {
  tab: TabId;
  onTab(tab: TabId): void;
  busy: string | null;
  act(
    id: string,
    run: () => Promise<{ ok: true } | { ok: false; error: string }>,
    done: string,
  ): Promise<void>;
}) {
  const { platform } = useServices();
  const queue = usePrintQueue((s) => s.queue);
  const day = useDeskClock((s) => s.day);
  if (!queue) return <p className="dialog__message">A fila de impressão ainda não respondeu.</p>;
  const printers = queuePrinters(queue);
  return (
    <>
      {platform.kind === 'web' ? (
        <p className="field__hint">No navegador a fila mostra só as impressões feitas nesta página.</p>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(v) => onTab(v as TabId)} className="print-queue">
        <Tabs.List className="print-queue__tabs" aria-label="Situação das impressões">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} className="print-queue__tab">
              {t.label} ({jobsOf(queue, t.id, day).length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => {
          const jobs = jobsOf(queue, t.id, day);
          return (
            <Tabs.Content key={t.id} value={t.id} className="print-queue__panel">
              {jobs.length === 0 ? (
                <p className="print-queue__empty">{t.empty}</p>
              ) : (
                <ul className="print-queue__list">
                  {jobs.map((job) => (
                    <JobRow
                      key={job.key}
                      job={job}
                      busy={busy === job.key}
                      onReprint={() =>
                        void act(job.key, () => platform.printing.reprintJob(job.key), REPRINT_SENT)
                      }
                      onDiscard={() =>
                        void (async () => {
                          const sure = await dialogs.confirm({
                            message: discardQuestion(job),
                            confirmLabel: 'Descartar',
                            danger: true,
                          });
                          if (sure)
                            await act(job.key, () => platform.printing.discardJob(job.key), JOB_DISCARDED);
                        })()
                      }
                    />
                  ))}
                </ul>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <StationCounts stations={queue.stations} />
      {printers.length > 0 ? (
        <section className="print-queue__printers" aria-label="Impressoras">
          <h3 className="print-queue__subtitle">Impressoras</h3>
          <ul>
            {printers.map((name) => (
              <li key={name}>
                <span>{name}</span>
                <Button
                  variant="secondary"
                  icon={<Printer aria-hidden size={16} />}
                  busy={busy === `test:${name}`}
                  aria-label={`Página de teste em ${name}`}
                  onClick={() =>
                    void act(`test:${name}`, () => platform.printing.testPage(name), TEST_PAGE_SENT)
                  }
                >
                  Página de teste
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
