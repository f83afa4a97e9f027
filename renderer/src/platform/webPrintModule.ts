/**
 * The local print module's HTTP API as the original web panel used it (spec 01 §7): 'aiboo' on
 * 65517 (GET /impressoras, POST /imprimir), 'nat' on 8847 (GET /list, POST /print). Failures
 * come back as the spec's texts (01 §8), never as exceptions.
 */
import {
  DRAWER_MESSAGES,
  LOCAL_PRINT_PORTS,
  PRINT_MESSAGES,
  PRINTER_PROBLEMS,
  printerProblemMessage,
  printerProblemOf,
  WEB_QUEUE_CLOSE_NOTICE,
  type LocalPrintSettings,
  type PrinterList,
  type DrawerRequest,
  type PrintOutcome,
  type PrinterProblem,
  type PrintJobView,
  type PrintMethod,
  type PrintQueue,
} from '../../../shared/printing';
import { isLoopbackHost } from '../../../shared/origins';

export interface LocalPrintBases {
  aiboo: string;
  nat: string;
}

export const DEFAULT_LOCAL_PRINT_BASES: LocalPrintBases = {
  aiboo: `http://127.0.0.1:${LOCAL_PRINT_PORTS.aiboo}`,
  nat: `http://127.0.0.1:${LOCAL_PRINT_PORTS.nat}`,
};

/**
 * The runtime config may move the modules (`localPrint: { aiboo, nat }`, e.g. tests pointing at a
 * fake); only loopback http(s) URLs are taken, so a config can never send tickets elsewhere.
 */
export function localPrintBases(config: unknown): LocalPrintBases {
  const raw =
    typeof config === 'object' && config !== null
      ? (config as { localPrint?: Record<string, unknown> | null }).localPrint
      : undefined;
  const pick = (key: keyof LocalPrintBases): string => {
    const value = raw?.[key];
    if (typeof value !== 'string') return DEFAULT_LOCAL_PRINT_BASES[key];
    try {
      const url = new URL(value);
      const web = url.protocol === 'http:' || url.protocol === 'https:';
      return web && isLoopbackHost(url.hostname) ? url.origin : DEFAULT_LOCAL_PRINT_BASES[key];
    } catch {
      return DEFAULT_LOCAL_PRINT_BASES[key];
    }
  };
  return { aiboo: pick('aiboo'), nat: pick('nat') };
}

/** `{ impressoras: [...] }` of names, or of objects naming the printer (the shape is not fixed). */
export function printerNames(body: unknown): string[] {
  const list = Array.isArray(body) ? body : (body as { impressoras?: unknown } | null)?.impressoras;
  if (!Array.isArray(list)) throw new Error('resposta sem impressoras');
  const names = list.map((p: unknown) => {
    if (typeof p === 'string') return p;
    const o = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
    const n = o.name ?? o.nome ?? o.impressora;
    return typeof n === 'string' ? n : '';
  });
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== '' && n.length <= 200))];
}

export async function listFromModule(
  fetch: typeof globalThis.fetch,
  bases: LocalPrintBases,
  method: Exclude<PrintMethod, 'qz'>,
): Promise<PrinterList> {
  const nat = method === 'nat';
  const detail = nat ? 'Módulo de impressão nativo' : 'Módulo de impressão';
  try {
    const res = await fetch(nat ? `${bases.nat}/list` : `${bases.aiboo}/impressoras`);
    // The desk's print host refuses a page without its pairing code, and says how to pair.
    const refusal = res.status === 403 ? refusalOf(await res.json().catch(() => null)) : null;
    if (refusal) return { printers: [], problem: refusal };
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const names = printerNames(await res.json());
    return {
      printers: names.map((name) => ({ name, kind: 'os', detail, configured: false, health: 'unknown' })),
    };
  } catch {
    return { printers: [], problem: PRINT_MESSAGES.listProblem };
  }
}

/**
 * A failure's kind decides the next try (as the desktop journal does): 'offline' means nothing
 * was printed (the module is not running, or it answered that the printer failed); 'interrupted'
 * means the request hung past the limit, so the ticket may have come out (next try REIMPRESSÃO),
 * as when the desk's print host answers `interrompido` (the paper ran out or the cover was
 * opened mid-ticket: `problem` then names it, and the ticket waits for the fix like a problem's);
 * 'problem' means the printer itself reported why it cannot print now (the host's 503 with
 * `problema`): nothing was sent, the ticket waits and the host is asked again soon.
 */
export type Sent =
  | { ok: true }
  | { ok: false; error: string; kind?: 'offline' | 'config' }
  | { ok: false; error: string; kind: 'interrupted'; problem?: PrinterProblem }
  | { ok: false; error: string; kind: 'problem'; problem: PrinterProblem };

/** The print host's own words for a 403 (no pairing code, another origin), if it gave them. */
function refusalOf(body: unknown): string | null {
  const erro = (body as { erro?: unknown } | null)?.erro;
  return typeof erro === 'string' && erro.trim() !== '' ? erro.slice(0, 300) : null;
}

/** The problem a module's refusal names (the desk's own print host says it), if any. */
function reportedProblem(body: unknown): PrinterProblem | null {
  const value = (body as { problema?: unknown } | null)?.problema;
  return PRINTER_PROBLEMS.find((p) => p === value) ?? null;
}

export interface ModulePrint {
  printer: string;
  text: string;
  copies: number;
}

/** POST /imprimir or /print with the printer, text, copies, page width, margins and font. */
export async function sendToModule(
  fetch: typeof globalThis.fetch,
  bases: LocalPrintBases,
  s: LocalPrintSettings,
  job: ModulePrint,
  timeoutMs: number,
): Promise<Sent> {
  const nat = s.metodoImpressao === 'nat';
  const failure: Sent = {
    ok: false,
    error: nat ? PRINT_MESSAGES.nativeFailed : PRINT_MESSAGES.ep01,
    kind: 'offline',
  };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(nat ? `${bases.nat}/print` : `${bases.aiboo}/imprimir`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        impressora: job.printer,
        texto: job.text,
        qtdeCopia: job.copies,
        larguraMaximaPagina: s.larguraMaximaPagina,
        margemEsquerda: s.margemEsquerda,
        margemDireita: s.margemDireita,
        nomeFonte: s.nomeFonte,
        tamanhoFonte: s.tamanhoFonte,
      }),
      signal: abort.signal,
    });
    // The module answered, so it runs: what failed is the printing itself.
    const body = (await res.json().catch(() => null)) as {
      status?: unknown;
      erro?: unknown;
      interrompido?: unknown;
    } | null;
    const problem = res.ok ? null : reportedProblem(body);
    if (!res.ok && body?.interrompido === true) {
      // The printer's own words, never EP01: the module ran and the ticket was cut, not refused.
      const said = typeof body.erro === 'string' && body.erro !== '' ? body.erro : failure.error;
      const error = problem ? printerProblemMessage(job.printer, problem) : said;
      return { ok: false, error, kind: 'interrupted', ...(problem ? { problem } : {}) };
    }
    if (problem) {
      return { ok: false, error: printerProblemMessage(job.printer, problem), kind: 'problem', problem };
    }
    // Not paired (or another origin): nothing printed, and trying again alone will not help.
    const refusal = res.status === 403 ? refusalOf(body) : null;
    if (refusal) return { ok: false, error: refusal, kind: 'config' };
    if (!res.ok) return failure;
    return body?.status === false ? failure : { ok: true };
  } catch {
    // Nothing answered on loopback: the module is not running. It hung past the limit: it may
    // have printed the ticket before stopping, so the next try is marked REIMPRESSÃO.
    return {
      ok: false,
      error: PRINT_MESSAGES.moduleNotFound,
      kind: abort.signal.aborted ? 'interrupted' : 'offline',
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POST /gaveta to the desk's own print host (issue 20 §4), which pulses the named printer's
 * drawer and logs it. The original modules have no such route: their 404 says they cannot.
 */
export async function drawerThroughModule(
  fetch: typeof globalThis.fetch,
  bases: LocalPrintBases,
  method: Exclude<PrintMethod, 'qz'>,
  printer: string,
  request: DrawerRequest,
  timeoutMs: number,
): Promise<PrintOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(`${method === 'nat' ? bases.nat : bases.aiboo}/gaveta`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        impressora: printer,
        motivo: request.reason,
        ...(request.orderId === undefined ? {} : { pedido: request.orderId }),
      }),
      signal: abort.signal,
    });
    if (res.status === 404) return { ok: false, error: DRAWER_MESSAGES.notSupported };
    const body = (await res.json().catch(() => null)) as { status?: unknown; erro?: unknown } | null;
    if (res.ok && body?.status !== false) return { ok: true };
    return { ok: false, error: typeof body?.erro === 'string' ? body.erro : PRINT_MESSAGES.moduleError };
  } catch {
    return { ok: false, error: PRINT_MESSAGES.moduleNotFound };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * This page's jobs as the queue view shows them. A failed job is tried again by itself while the
 * page lives; each printer with failures gets an alert, which says that closing the tab drops
 * the tickets still waiting. A printer that reported a problem (paper out…) gets the desktop's
 * alert: the problem's own text, its tickets waiting, not failed.
 */
export function queueSnapshot(all: readonly PrintJobView[], now: number, kept = false): PrintQueue {
  const today = new Date(now).toDateString();
  const failed = all.filter((j) => j.state === 'failed');
  const held = all.filter(
    (j) => (j.state === 'queued' || j.state === 'printing') && printerProblemOf(j.printerName, j.lastError),
  );
  const alerts = new Map<string, { message: string; waiting: number; problem: PrinterProblem | null }>();
  for (const j of [...held, ...failed]) {
    const a = alerts.get(j.printerName);
    const problem = printerProblemOf(j.printerName, j.lastError);
    alerts.set(j.printerName, {
      message: a?.problem
        ? a.message
        : problem
          ? (j.lastError ?? '')
          : `${j.lastError ?? ''} ${kept ? '' : WEB_QUEUE_CLOSE_NOTICE}`.trim(),
      waiting: (a?.waiting ?? 0) + 1,
      problem: a?.problem ?? problem,
    });
  }
  return {
    pending: all.filter((j) => j.state === 'queued' || j.state === 'printing'),
    failed,
    printedToday: all.filter(
      (j) => j.state === 'printed' && new Date(j.printedAt ?? 0).toDateString() === today,
    ),
    alerts: [...alerts].map(([printerName, a]) => ({
      printerName,
      message: a.message,
      waitingJobs: a.waiting,
      problem: a.problem,
    })),
    ...(kept ? { keptAcrossReload: true as const } : {}),
  };
}
