/**
 * The kitchen-screen service (issue 33 §3): its own HTTP server for kitchen tablets, off by
 * default, listening only on the store-network address and port of the settings (never the
 * loopback print host, which stays loopback-only). An unpaired device gets the pairing form and
 * nothing else; a paired one (token cookie or `Authorization: Bearer`) gets the kitchen page (the
 * renderer's kitchen.html and its assets), the list of screens, a screen's feed as Server-Sent
 * Events (the whole feed on connect as `feed`, then each change as a `delta` on the revision
 * before it, or a whole `feed` when the settings renamed the screen) and the commands.
 * Requests naming another host than the bound address are refused (DNS rebinding).
 */
import fs from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { KitchenCommandResult, KitchenFeed } from '../../shared/kitchen-screen/contract';
import { isFeedDelta, type KitchenFeedUpdate } from '../../shared/kitchen-screen/feed-update';
import { kitchenCommandSchema, screenIdSchema } from '../../shared/kitchen-screen/schemas';
import { contentTypeFor } from '../../shared/mime';
import type { Logger } from '../log/logger';
import { resolveInside } from '../protocol/app-protocol';
import type { KitchenPairing } from './pairing';
import { pairingPage, securityHeaders, tokenCookie, tokenOf } from './tablet-page';

export const TABLET_MESSAGES = {
  unpaired: 'Este tablet não está pareado com o caixa.',
  noScreen: 'Tela da cozinha não encontrada.',
  badCommand: 'Comando inválido para a tela da cozinha.',
  notFound: 'Página não encontrada.',
  wrongHost: 'Endereço não permitido.',
  tooLarge: 'Pedido grande demais.',
  noPage: 'A página da tela da cozinha não está instalada.',
} as const;

export interface TabletServiceDeps {
  pairing: KitchenPairing;
  /** A screen's feed; undefined for a screen the settings do not have. */
  feed(screenId: string): KitchenFeed | undefined;
  command(screenId: string, command: unknown): KitchenCommandResult;
  screens(): { id: string; name: string }[];
  /** Calls back with the screen whose cards changed and its update; returns the unsubscribe. */
  watch(listener: (screenId: string, update: KitchenFeedUpdate) => void): () => void;
  /** out/renderer: kitchen.html and its assets. */
  rendererDir: string;
  log: Logger;
  heartbeatMs?: number;
}

export interface TabletService {
  url: string;
  port: number;
  /** Ends the streams of devices that are no longer paired (after a revoke). */
  dropRevoked(): void;
  close(): Promise<void>;
}

const MAX_BODY = 4096;
const KITCHEN_PAGE = 'kitchen.html';

interface Stream {
  res: ServerResponse;
  screenId: string;
  token: string;
}

export async function startTabletService(
  bind: { address: string; port: number },
  deps: TabletServiceDeps,
): Promise<TabletService> {
  const streams = new Set<Stream>();
  let allowedHost = '';

  function json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  }
  function html(
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(body);
  }

  function readBody(req: IncomingMessage): Promise<string | null> {
    return new Promise((resolve, reject) => {
      let size = 0;
      const parts: Buffer[] = [];
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY) {
          resolve(null);
          req.destroy();
        } else parts.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
      req.on('error', reject);
    });
  }

  /** The form's or the JSON's fields (the page posts a form; a script may post JSON). */
  function fields(req: IncomingMessage, body: string): Record<string, string> {
    const type = req.headers['content-type'] ?? '';
    if (type.includes('application/json')) {
      try {
        const value = JSON.parse(body) as unknown;
        if (typeof value !== 'object' || value === null) return {};
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      } catch {
        return {};
      }
    }
    return Object.fromEntries(new URLSearchParams(body));
  }

  async function pair(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const wantsJson = (req.headers['content-type'] ?? '').includes('application/json');
    const body = await readBody(req);
    if (body === null) return json(res, 413, { error: TABLET_MESSAGES.tooLarge });
    const { code = '', name = '' } = fields(req, body);
    const outcome = deps.pairing.pair(code, name, req.socket.remoteAddress ?? '?');
    if (!outcome.ok) {
      return wantsJson
        ? json(res, outcome.status, { error: outcome.error })
        : html(res, outcome.status, pairingPage(outcome.error));
    }
    res.setHeader('Set-Cookie', tokenCookie(outcome.token));
    if (wantsJson) return json(res, 200, { ok: true, token: outcome.token, device: outcome.device });
    res.writeHead(303, { Location: '/', 'Cache-Control': 'no-store' });
    res.end();
  }

  async function file(res: ServerResponse, urlPath: string): Promise<void> {
    const resolved = resolveInside(deps.rendererDir, urlPath);
    // The desk's own page (index.html) is not the tablet's: only the kitchen page and assets.
    const name = resolved ? path.basename(resolved) : '';
    if (!resolved || (name.endsWith('.html') && name !== KITCHEN_PAGE))
      return json(res, 404, { error: TABLET_MESSAGES.notFound });
    try {
      const data = await fs.readFile(resolved);
      res.writeHead(200, { 'Content-Type': contentTypeFor(resolved), 'Cache-Control': 'no-cache' });
      res.end(data);
    } catch {
      if (name === KITCHEN_PAGE) return html(res, 503, `<p>${TABLET_MESSAGES.noPage}</p>`);
      json(res, 404, { error: TABLET_MESSAGES.notFound });
    }
  }

  function openFeed(res: ServerResponse, screenId: string, token: string): void {
    const feed = deps.feed(screenId);
    if (!feed) return json(res, 404, { error: TABLET_MESSAGES.noScreen });
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const stream: Stream = { res, screenId, token };
    streams.add(stream);
    res.on('close', () => streams.delete(stream));
    res.write(event(feed));
  }

  /** One event: serialised once for all the screen's streams. */
  const event = (update: KitchenFeedUpdate) =>
    `id: ${update.revision}\nevent: ${isFeedDelta(update) ? 'delta' : 'feed'}\ndata: ${JSON.stringify(update)}\n\n`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    securityHeaders(res);
    if (req.headers.host !== allowedHost) return json(res, 403, { error: TABLET_MESSAGES.wrongHost });
    const url = new URL(req.url ?? '/', `http://${allowedHost}`);
    const method = req.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/pair') return pair(req, res);
    const token = tokenOf(req.headers);
    const device = deps.pairing.deviceOf(token);
    if (!device || !token) {
      if (method === 'GET' && (url.pathname === '/' || url.pathname === `/${KITCHEN_PAGE}`))
        return html(res, 200, pairingPage());
      return json(res, 401, { error: TABLET_MESSAGES.unpaired });
    }
    if (method === 'GET' && url.pathname === '/') return file(res, KITCHEN_PAGE);
    if (method === 'GET' && url.pathname === '/screens') return json(res, 200, deps.screens());
    const screen = screenIdSchema.safeParse(url.searchParams.get('screen') ?? '');
    if (url.pathname === '/feed' || url.pathname === '/command') {
      if (!screen.success) return json(res, 404, { error: TABLET_MESSAGES.noScreen });
      if (method === 'GET' && url.pathname === '/feed') return openFeed(res, screen.data, token);
      if (method === 'POST' && url.pathname === '/command') {
        const body = await readBody(req);
        if (body === null) return json(res, 413, { error: TABLET_MESSAGES.tooLarge });
        let parsed: ReturnType<typeof kitchenCommandSchema.safeParse>;
        try {
          parsed = kitchenCommandSchema.safeParse(JSON.parse(body));
        } catch {
          return json(res, 400, { ok: false, error: TABLET_MESSAGES.badCommand });
        }
        if (!parsed.success) return json(res, 400, { ok: false, error: TABLET_MESSAGES.badCommand });
        if (!deps.feed(screen.data)) return json(res, 404, { ok: false, error: TABLET_MESSAGES.noScreen });
        return json(res, 200, deps.command(screen.data, parsed.data));
      }
    }
    if (method === 'GET') return file(res, url.pathname);
    json(res, 404, { error: TABLET_MESSAGES.notFound });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      deps.log.error('Tela da cozinha: falha ao atender um tablet', error);
      if (!res.headersSent) json(res, 500, { error: 'Falha no caixa.' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(bind.port, bind.address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  allowedHost = `${bind.address.includes(':') ? `[${bind.address}]` : bind.address}:${port}`;

  const unwatch = deps.watch((screenId, update) => {
    let text: string | undefined;
    for (const stream of streams)
      if (stream.screenId === screenId) stream.res.write((text ??= event(update)));
  });
  // A comment now and then: a tablet whose Wi-Fi dropped is noticed, by both ends.
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.res.write(': ping\n\n');
  }, deps.heartbeatMs ?? 15_000);
  heartbeat.unref();
  deps.log.info(`Tela da cozinha: atendendo tablets em http://${allowedHost}/`);

  return {
    url: `http://${allowedHost}/`,
    port,
    dropRevoked() {
      for (const stream of streams) {
        if (deps.pairing.deviceOf(stream.token)) continue;
        streams.delete(stream);
        stream.res.end();
      }
    },
    async close() {
      unwatch();
      clearInterval(heartbeat);
      for (const stream of streams) stream.res.end();
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
