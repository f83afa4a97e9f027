/**
 * The local print module the web panel talks to (spec 01 §7), served by the desk itself on
 * loopback from the same printing core: 'aiboo' on 65517 (/impressoras, /imprimir) and 'nat'
 * on 8847 (/list, /print); both ports answer all four routes.
 *
 * Any web page and any program on this PC can reach loopback (issue 37 §1), so: a Host that is
 * not loopback (DNS rebinding) is refused; a request with an Origin (a browser) must come from
 * the configured web-mode origin; and every request must carry the install's pairing code in
 * the X-Caixa-Token header (shared/local-print-host.ts), which a form or a no-cors fetch cannot
 * send and a cross-origin fetch can only send after a preflight answered for that origin alone.
 * A local program sends no Origin and pairs with the code alone. The drawer route is rate
 * limited. The log names the caller (its Origin, or 'programa local') and reports the reason or
 * order a caller gives as what the caller said, never as fact.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DRAWER_RATE_LIMIT,
  LOCAL_HOST_MESSAGES,
  LOCAL_HOST_TOKEN_HEADER,
} from '../../../shared/local-print-host';
import { isLoopbackHost as isLoopbackName } from '../../../shared/origins';
import { LOCAL_PRINT_PORTS, PRINT_MESSAGES } from '../../../shared/printing';
import type { Logger } from '../../log/logger';
import { PrinterProblemError } from './core';
import { PrinterError } from '../transports/port';
import { bodyFields, parseDrawerRequest, parsePrintRequest, type LocalPrintRequest } from './request';
import type { DrawerRequest, PrintOutcome, PrinterProblem } from '../../../shared/printing';

export { bodyFields, LOCAL_MESSAGES, MAX_TEXT_CHARS, parseDrawerRequest, parsePrintRequest } from './request';
export type { LocalPrintRequest, ParsedPrintRequest } from './request';

export interface LocalPrintCore {
  listPrinters(): Promise<string[]>;
  /** Rejects with a PrinterError (or any Error) whose message the panel shows. */
  printText(req: LocalPrintRequest): Promise<void>;
  /**
   * POST /gaveta (the desk's own addition: the original modules have no drawer route). `caller`
   * names who asked (origin or 'programa local'), for the log.
   */
  openDrawer?(printer: string, request: DrawerRequest, caller: string): Promise<PrintOutcome>;
}

interface LocalPrintServiceOptions {
  core: LocalPrintCore;
  ports?: { aiboo?: number; nat?: number };
  /** Default 127.0.0.1. */
  host?: string;
  /** The pairing code check and the web-mode origins, read at each request (a rotation applies at once). */
  access: { accepts(header: string | undefined): boolean; webOrigins(): readonly string[] };
  /** The drawer's rate limit (default DRAWER_RATE_LIMIT) and its clock. */
  drawerLimit?: { pulses: number; windowMs: number };
  now?(): number;
  log: Logger;
}

export interface LocalPrintService {
  ports: { aiboo: number | null; nat: number | null };
  close(): Promise<void>;
}

export const MAX_BODY_BYTES = 256 * 1024;

export const SERVICE_MESSAGES = {
  origin: LOCAL_HOST_MESSAGES.origin,
  token: LOCAL_HOST_MESSAGES.token,
  drawerRate: LOCAL_HOST_MESSAGES.drawerRate,
  host: 'Endereço não autorizado.',
  notFound: 'Rota não encontrada.',
  method: 'Método não permitido.',
  tooLarge: 'Pedido de impressão grande demais.',
  body: 'Pedido de impressão ilegível: envie JSON ou campos de formulário.',
} as const;

/** The transports' codes for a ticket cut off mid-way, as the problems the 503 answer names. */
const INTERRUPTION_PROBLEMS: Readonly<Record<string, PrinterProblem>> = {
  PAPER_OUT: 'paper-out',
  COVER_OPEN: 'cover-open',
};

type Reply = (status: number, body: unknown, headers?: Record<string, string>) => void;

/** Who asked, for the log: the page's origin, or a program on this PC (no Origin). */
function callerOf(origin: string | undefined): string {
  return origin === undefined ? 'programa local' : origin.slice(0, 200);
}

export async function startLocalPrintService(opts: LocalPrintServiceOptions): Promise<LocalPrintService> {
  const host = opts.host ?? '127.0.0.1';
  const { log, core } = opts;
  const { access } = opts;
  const now = opts.now ?? Date.now;
  const limit = opts.drawerLimit ?? DRAWER_RATE_LIMIT;
  /** When the drawer was pulsed through this host lately (for the rate limit). */
  let pulses: number[] = [];
  /** The problem each printer last reported, so a panel asking every 2 s logs it once. */
  const problems = new Map<string, string>();

  async function handle(req: http.IncomingMessage, reply: Reply, caller: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const route = url.pathname.replace(/\/+$/, '') || '/';
    const isList = route === '/impressoras' || route === '/list';
    const isPrint = route === '/imprimir' || route === '/print';
    const isDrawer = route === '/gaveta' && core.openDrawer !== undefined;
    if (!isList && !isPrint && !isDrawer)
      return reply(404, { status: false, erro: SERVICE_MESSAGES.notFound });
    const method = isList ? 'GET' : 'POST';
    if (req.method !== method) {
      return reply(405, { status: false, erro: SERVICE_MESSAGES.method }, { Allow: `${method}, OPTIONS` });
    }

    if (isList) {
      try {
        const impressoras = await core.listPrinters();
        return reply(200, { status: true, impressoras });
      } catch (error) {
        log.warn('Serviço local: falha ao listar impressoras', error);
        return reply(502, { status: false, erro: PRINT_MESSAGES.listProblem, impressoras: [] });
      }
    }

    const raw = await readBody(req);
    if (raw === null) return reply(413, { status: false, erro: SERVICE_MESSAGES.tooLarge });
    const fields = raw.trim() === '' ? {} : bodyFields(req.headers['content-type'], raw);
    if (fields === null) return reply(400, { status: false, erro: SERVICE_MESSAGES.body });
    if (isDrawer && core.openDrawer) {
      const drawer = parseDrawerRequest(fields);
      if (!drawer.ok) return reply(400, { status: false, erro: drawer.error });
      const t = now();
      pulses = pulses.filter((at) => t - at < limit.windowMs);
      if (pulses.length >= limit.pulses) {
        log.warn(
          `Serviço local: gaveta recusada (limite por minuto) na impressora ${drawer.printer}; chamador: ${caller}`,
        );
        return reply(429, { status: false, erro: SERVICE_MESSAGES.drawerRate }, { 'Retry-After': '60' });
      }
      pulses.push(t);
      // The drawer logs the pulse itself, naming the caller and what it said.
      const outcome = await core.openDrawer(drawer.printer, drawer.request, caller);
      return outcome.ok ? reply(200, { status: true }) : reply(502, { status: false, erro: outcome.error });
    }
    const parsed = parsePrintRequest(fields);
    if (!parsed.ok) return reply(400, { status: false, erro: parsed.error });
    const printer = parsed.request.printer;
    try {
      await core.printText(parsed.request);
    } catch (error) {
      if (error instanceof PrinterProblemError) {
        if (problems.get(printer) !== error.problem)
          log.warn(`Serviço local: ${error.message}; cupom aguarda`);
        problems.set(printer, error.problem);
        // 503 with the problem: nothing printed, the panel keeps the ticket and asks again.
        return reply(503, { status: false, erro: error.message, problema: error.problem });
      }
      const message = error instanceof Error && error.message ? error.message : PRINT_MESSAGES.moduleError;
      log.warn(`Serviço local: impressão em ${parsed.request.printer} falhou (chamador: ${caller})`, message);
      if (error instanceof PrinterError && error.kind === 'interrupted') {
        // Part of the ticket may be out: the panel's next try must be marked REIMPRESSÃO, and
        // when the printer said why, it waits for the fix as on a 503.
        const problema = INTERRUPTION_PROBLEMS[error.code ?? ''];
        return reply(502, {
          status: false,
          erro: message,
          interrompido: true,
          ...(problema ? { problema } : {}),
        });
      }
      return reply(502, { status: false, erro: message });
    }
    if (problems.delete(printer)) log.info(`Serviço local: impressora ${printer} voltou`);
    log.info(`Serviço local: cupom impresso em ${printer} (chamador: ${caller})`);
    return reply(200, { status: true });
  }

  function listener(req: http.IncomingMessage, res: http.ServerResponse): void {
    const origin = req.headers.origin;
    const headers: Record<string, string> = {};
    const reply: Reply = (status, body, extra) => {
      if (res.headersSent) return;
      res.writeHead(status, {
        ...headers,
        ...extra,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      });
      res.end(body === null ? undefined : JSON.stringify(body));
    };

    if (!isLoopbackHost(req.headers.host)) {
      reply(403, { status: false, erro: SERVICE_MESSAGES.host });
      return;
    }
    if (origin !== undefined) {
      if (!access.webOrigins().includes(origin)) {
        log.warn(`Serviço local: origem recusada ${origin.slice(0, 200)}`);
        reply(403, { status: false, erro: SERVICE_MESSAGES.origin });
        req.resume();
        return;
      }
      // No Access-Control-Allow-Private-Network: the desk's page is on loopback itself, and a
      // public page asking for loopback is exactly who must not get in.
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin,
        Vary: 'Origin',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': `Content-Type, ${LOCAL_HOST_TOKEN_HEADER}`,
        'Access-Control-Max-Age': '600',
      });
    }
    // A preflight carries no custom header: it is answered (for the allowed origin only, above)
    // so the real request can bring the code.
    if (req.method === 'OPTIONS') {
      reply(204, null);
      return;
    }
    const caller = callerOf(origin);
    if (!access.accepts(headerValue(req.headers[LOCAL_HOST_TOKEN_HEADER.toLowerCase()]))) {
      log.warn(`Serviço local: pedido sem código de pareamento válido recusado (chamador: ${caller})`);
      reply(403, { status: false, erro: SERVICE_MESSAGES.token });
      req.resume();
      return;
    }
    handle(req, reply, caller).catch((error: unknown) => {
      log.error('Serviço local de impressão: erro inesperado', error);
      reply(500, { status: false, erro: PRINT_MESSAGES.moduleError });
    });
  }

  const servers: http.Server[] = [];
  async function listen(name: 'aiboo' | 'nat', port: number): Promise<number | null> {
    const server = http.createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, listener);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // The web panel's own print module may already run there: it keeps the port.
      if (code === 'EADDRINUSE')
        log.warn(`Serviço local (${name}): a porta ${port} já está em uso; não iniciado`);
      else log.error(`Serviço local (${name}): não iniciou na porta ${port}`, error);
      return null;
    }
    server.on('error', (error) => log.error(`Serviço local (${name}): erro no servidor`, error));
    servers.push(server);
    const actual = (server.address() as AddressInfo).port;
    log.info(`Serviço local de impressão (${name}) em http://${host}:${actual}`);
    return actual;
  }

  const aiboo = await listen('aiboo', opts.ports?.aiboo ?? LOCAL_PRINT_PORTS.aiboo);
  const nat = await listen('nat', opts.ports?.nat ?? LOCAL_PRINT_PORTS.nat);

  return {
    ports: { aiboo, nat },
    async close() {
      await Promise.all(
        servers.splice(0).map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** Host header of a loopback address (any port); a rebinding DNS name is refused. */
function isLoopbackHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(:\d{1,5})?$/.exec(hostHeader.trim().toLowerCase());
  return match !== null && isLoopbackName(match[1] ?? '');
}

/** The body as text, or null when it passes the limit (the rest is not read). */
function readBody(req: http.IncomingMessage): Promise<string | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise<string | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
