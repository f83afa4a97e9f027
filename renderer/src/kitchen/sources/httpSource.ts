/**
 * The tablet's kitchen source: the kitchen-screen service of the desk (main/kitchen/
 * tablet-service.ts) over HTTP, with the pairing token (its cookie, or `token` for a script).
 * The feed comes as Server-Sent Events read from a fetch stream: the whole feed on connect
 * (`feed`), then each change as a `delta` on the revision before it (feed-update.ts), applied here
 * so the screen always gets a whole feed; a delta that does not follow the feed held means the
 * stream lost one: it is dropped and opened again, and starts over from the whole feed. When the
 * stream breaks, or stays silent past `staleMs` (the service sends a ping
 * every 15 s, so silence means the Wi-Fi went), the source says 'offline' and connects again with
 * a growing pause; the first feed of the new connection replaces everything shown, so nothing
 * appears twice. Within a connection a feed older than the one shown is dropped.
 */
import {
  KITCHEN_OFFLINE_TEXT,
  type KitchenCommandResult,
  type KitchenConnection,
  type KitchenFeed,
  type KitchenSource,
} from '../../../../shared/kitchen-screen/contract';
import { applyFeedUpdate, type KitchenFeedUpdate } from '../../../../shared/kitchen-screen/feed-update';

export interface HttpSourceOptions {
  /** The service's address ('' = the page's own origin). */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer` (the page itself relies on its cookie). */
  token?: string;
  fetch?: typeof fetch;
  /** Pause before the first reconnect, doubled up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** No byte for this long: the connection is taken as lost. */
  staleMs?: number;
  /** The service answered 401: this device is no longer paired (the page goes back to the form). */
  onUnpaired?(): void;
}

/** Splits an SSE text stream into events; returns the `data` of each `feed` event. */
export function createSseParser(onEvent: (event: string, data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent(event, data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
  };
}

/** A delta that does not follow the feed held: the stream missed one. */
class FeedGap extends Error {}

export function createHttpSource(options: HttpSourceOptions = {}): KitchenSource {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const minBackoff = options.minBackoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const staleMs = options.staleMs ?? 45_000;
  const headers = (extra: Record<string, string> = {}): Record<string, string> =>
    options.token ? { ...extra, Authorization: `Bearer ${options.token}` } : extra;
  /** The subscribers' delivery, by screen (a command's answer goes there too). */
  const deliveries = new Map<string, (update: KitchenFeedUpdate) => boolean>();

  function subscribe(
    screenId: string,
    onFeed: (feed: KitchenFeed) => void,
    onConnection: (state: KitchenConnection) => void,
  ): () => void {
    let active = true;
    let held: KitchenFeed | null = null;
    let state: KitchenConnection | undefined;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let backoff = minBackoff;

    const tell = (next: KitchenConnection) => {
      if (!active || state === next) return;
      state = next;
      onConnection(next);
    };
    /** False when the update does not follow the feed held (a gap: connect again). */
    const deliver = (update: KitchenFeedUpdate): boolean => {
      if (!active || update.screenId !== screenId) return true;
      const next = applyFeedUpdate(held, update);
      if (next === 'gap') return false;
      if (next !== 'stale') {
        held = next;
        onFeed(next);
      }
      return true;
    };
    deliveries.set(screenId, deliver);

    async function connect(): Promise<void> {
      controller = new AbortController();
      const abort = controller;
      let gap = false;
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const alive = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => abort.abort(), staleMs);
      };
      try {
        alive();
        const res = await doFetch(
          `${base}/feed?screen=${encodeURIComponent(screenId)}&since=${held?.revision ?? 0}`,
          {
            headers: headers({ Accept: 'text/event-stream' }),
            cache: 'no-store',
            credentials: 'same-origin',
            signal: abort.signal,
          },
        );
        if (res.status === 401) options.onUnpaired?.();
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        // A new connection's first feed is the whole truth: whatever was shown before is replaced.
        let first = true;
        const parse = createSseParser((event, data) => {
          if (event !== 'feed' && event !== 'delta') return;
          const update = JSON.parse(data) as KitchenFeedUpdate;
          if (first && event === 'feed') {
            first = false;
            held = null;
            backoff = minBackoff;
            tell('online');
          }
          if (!deliver(update)) throw new FeedGap();
        });
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          alive();
          parse(decoder.decode(value, { stream: true }));
        }
      } catch (error) {
        // Lost, refused or silent: said below, then tried again.
        gap = error instanceof FeedGap;
      } finally {
        clearTimeout(watchdog);
      }
      if (!active) return;
      if (gap) {
        // The stream is there but missed a change: a new one starts from the whole feed, at once.
        abort.abort();
        retry = setTimeout(() => void connect(), 0);
        return;
      }
      tell('offline');
      retry = setTimeout(() => void connect(), backoff);
      backoff = Math.min(maxBackoff, backoff * 2);
    }

    void connect();
    return () => {
      active = false;
      if (deliveries.get(screenId) === deliver) deliveries.delete(screenId);
      clearTimeout(retry);
      controller?.abort();
    };
  }

  async function command(
    screenId: string,
    cmd: Parameters<KitchenSource['command']>[1],
  ): Promise<KitchenCommandResult> {
    let result: KitchenCommandResult;
    try {
      const res = await doFetch(`${base}/command?screen=${encodeURIComponent(screenId)}`, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/json' }),
        credentials: 'same-origin',
        body: JSON.stringify(cmd),
      });
      if (res.status === 401) options.onUnpaired?.();
      result = (await res.json()) as KitchenCommandResult;
    } catch {
      return { ok: false, error: KITCHEN_OFFLINE_TEXT };
    }
    if (result.ok) deliveries.get(screenId)?.(result.feed);
    return result;
  }

  return { subscribe, command };
}
