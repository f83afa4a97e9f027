/**
 * Runs web mode's print jobs (webPrinting.ts makes them): one print at a time, as the local print
 * module prints them, with the configured delay between them. A failed ticket is tried again by
 * itself with the desktop journal's policy (2 s, 4 s, … up to 60 s, for as long as the page
 * lives): printer offline or out of paper, again as is; a request that hung or a ticket the print
 * host says was cut off (it may have come out), again marked REIMPRESSÃO. A printer that reports a
 * problem through the desk's print host (paper out, cover open, off) is no failure: its tickets
 * wait 'queued' under the problem's text and the host is asked again every PROBLEM_POLL_MS.
 *
 * Every ticket not yet out is kept (webPrintWait.ts) before it is sent, as the desktop journal
 * writes before it prints: a reload finds it, and one that was being sent when the page went (it
 * may have come out) comes back marked REIMPRESSÃO. Printed or discarded, it is forgotten.
 */
import {
  PROBLEM_POLL_MS,
  printRetryDelayMs,
  type LocalPrintSettings,
  type PrintJobView,
} from '../../../shared/printing';
import type { Sent } from './webPrintModule';
import type { Job } from './webPrintJobs';
import type { PrintWaitKeeping, WaitingTicket } from './webPrintWait';
import type { StationRecord } from './webStations';

/** A printed web ticket's reprint from the queue: the page no longer holds what it printed. */
export const WEB_COPY_GONE =
  'Este cupom já foi impresso e a página não guarda os dados dele. Para imprimir de novo, use Imprimir no pedido (ou no resumo do dia).';

export interface SchedulerDeps {
  jobs: Map<string, Job>;
  send(printer: string, text: string, copies: number, s: LocalPrintSettings): Promise<Sent>;
  settings(): LocalPrintSettings;
  sleep(ms: number): Promise<void>;
  schedule(fn: () => void, ms: number): () => void;
  now(): number;
  changed(): void;
  keeping: PrintWaitKeeping;
  /** The station record of a job a page that is gone left waiting (webStations.ts). */
  recordOf?(key: string): StationRecord | undefined;
}

/** What the bridge answers: the failure's kind stays inside (it only decides the next try). */
export function publicResult(result: Sent): Sent {
  return result.ok ? result : { ok: false, error: result.error };
}

export function createPrintScheduler(deps: SchedulerDeps) {
  const { jobs, now, changed, schedule } = deps;
  /** One print at a time (and the configured delay between them). */
  let tail: Promise<unknown> = Promise.resolve();

  /** Keeps a ticket not yet out, as it stands now. */
  function keep(job: Job): Promise<void> {
    if (!job.render) return Promise.resolve();
    const render = job.render;
    const no = job.view.stationNo;
    job.kept ??= { text: render(false, no), reprintText: render(true, no) };
    const view: PrintJobView = { ...job.view };
    // Its station record (its number) is kept in the same transaction: both or neither.
    return deps.keeping.put({ key: view.key, copies: job.copies, view, ...job.kept }, job.record);
  }

  /** Forgets a ticket that is out (or discarded): the customer's data goes with it. */
  function forget(job: Job): void {
    delete job.kept;
    void deps.keeping.remove(job.view.key, job.record);
  }

  async function run(job: Job, reprint: boolean, s: LocalPrintSettings): Promise<Sent> {
    const v = job.view;
    Object.assign(v, { state: 'printing', reprint, attempts: v.attempts + 1, updatedAt: now() });
    changed();
    const render = job.render;
    if (!render) {
      Object.assign(v, { state: 'printed', updatedAt: now() });
      changed();
      return { ok: false, error: WEB_COPY_GONE, kind: 'config' };
    }
    // Kept as 'printing' before it goes: a page gone meanwhile leaves it to be sent again, marked.
    await keep(job);
    const result = await deps.send(v.printerName, render(reprint, v.stationNo), job.copies, s);
    // The ticket may have come out: every later try is marked REIMPRESSÃO.
    if (!result.ok && result.kind === 'interrupted') v.reprint = true;
    if (!result.ok && (result.kind === 'problem' || result.kind === 'interrupted') && result.problem) {
      // The printer said why: the ticket waits for the fix under the problem's text. Only a
      // refusal (nothing sent) was no try at printing; a cut-off ticket was one.
      const refused = result.kind === 'problem' ? 1 : 0;
      Object.assign(v, { state: 'queued', lastError: result.error, attempts: v.attempts - refused });
      v.updatedAt = now();
      askAgainSoon(job);
      void keep(job);
      changed();
      return { ok: true };
    }
    if (result.ok) {
      Object.assign(v, { state: 'printed', lastError: undefined, printedAt: now() });
      delete v.nextAttemptAt;
      job.failures = 0;
      // Out: its number counts as out, in the same write that forgets the ticket.
      if (job.record) Object.assign(job.record, { out: true, outAt: now() });
      // Out on paper: the customer's data is not kept any longer than the ticket waited.
      job.render = null;
      forget(job);
    } else {
      Object.assign(v, { state: 'failed', lastError: result.error });
      retryLater(job, result);
      void keep(job);
    }
    v.updatedAt = now();
    changed();
    return publicResult(result);
  }

  /** The printer reported a problem: ask the host again on the short poll, not the backoff. */
  function askAgainSoon(job: Job): void {
    job.cancelRetry?.();
    job.view.nextAttemptAt = now() + PROBLEM_POLL_MS;
    job.cancelRetry = schedule(() => {
      delete job.cancelRetry;
      if (jobs.get(job.view.key) !== job || job.view.state !== 'queued') return;
      void runAll([job], job.view.reprint, deps.settings());
    }, PROBLEM_POLL_MS);
  }

  /** The desktop journal's policy, for as long as this page lives (a discard or a reprint stops it). */
  function retryLater(job: Job, result: Sent): void {
    job.cancelRetry?.();
    delete job.cancelRetry;
    if (result.ok || result.kind === 'config') return;
    job.failures = (job.failures ?? 0) + 1;
    const delay = printRetryDelayMs(job.failures);
    job.view.nextAttemptAt = now() + delay;
    job.cancelRetry = schedule(() => {
      delete job.cancelRetry;
      if (jobs.get(job.view.key) !== job || job.view.state !== 'failed') return;
      void runAll([job], job.view.reprint, deps.settings());
    }, delay);
  }

  /** Runs jobs one after another (after whatever is printing now); the first error is returned. */
  function runAll(list: Job[], reprint: boolean, s: LocalPrintSettings): Promise<Sent> {
    for (const j of list) {
      j.fresh = false;
      Object.assign(j.view, { state: 'queued', updatedAt: now() });
      // Kept while it waits its turn: a reload before its turn loses it not.
      void keep(j);
    }
    if (list.length > 0) changed();
    const work = tail.then(async () => {
      let first: Sent = { ok: true };
      for (const [i, job] of list.entries()) {
        if (i > 0) await deps.sleep(s.delay);
        const r = await run(job, reprint, s);
        if (!r.ok && first.ok) first = r;
      }
      return first;
    });
    tail = work.catch(() => undefined);
    return work;
  }

  /**
   * The tickets a page that is gone left waiting: back in the queue and sent again, each as it
   * was (one that was being sent may have come out: marked REIMPRESSÃO). A job this page already
   * has under the same key stays as it is. Settles once they are in the queue, not printed.
   */
  function resume(tickets: readonly WaitingTicket[]): void {
    const back: Job[] = [];
    for (const t of tickets) {
      if (jobs.has(t.key)) continue;
      const reprint = t.view.reprint || t.view.state === 'printing';
      const job: Job = {
        view: { ...t.view, key: t.key, reprint },
        copies: t.copies,
        fresh: false,
        render: (marked) => (marked ? t.reprintText : t.text),
        kept: { text: t.text, reprintText: t.reprintText },
      };
      const record = deps.recordOf?.(t.key);
      if (record) job.record = record;
      jobs.set(t.key, job);
      back.push(job);
    }
    if (back.length === 0) return;
    changed();
    const s = deps.settings();
    for (const job of back) void runAll([job], job.view.reprint, s);
  }

  return { runAll, resume, forget, keep };
}
