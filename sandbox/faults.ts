/**
 * Injected faults for tests: a status, a body, a delay or a lost answer on requests whose path (and,
 * if given, query) matches, optionally for a number of times, added through the control API (`/control/faults`). Checked in an onRequest
 * hook, before the session guard, so a fault can stand in for any route, including login. A delay
 * may also hold the answer after the route ran (an onSend hook): the change is applied and seen by
 * everyone else while its caller has not heard of it yet.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, errorBody, isApiPath, pathOf, styleOf } from './http';

export interface FaultSpec {
  /** GET, POST, ...; any method when omitted. */
  method?: string;
  /** Matches when the request path contains it (so a prefix or any fragment works). */
  path: string;
  /**
   * Also required in the raw query string when set: tells one call apart from others on the same
   * path (a search from the images served under it, say), so a `times` fault is not used up by them.
   */
  query?: string;
  /** Answer with this status instead of running the route (500 when neither status nor latency is set). */
  status?: number;
  /** Body of the injected answer; the base's error shape when omitted. */
  body?: unknown;
  /** Delay before answering (or before running the route when no status is set). */
  latencyMs?: number;
  /** Delay between the route having run (its change applied) and its answer leaving. */
  answerLatencyMs?: number;
  /** How many matching requests it affects; unlimited when omitted. */
  times?: number;
  /**
   * Run the route, then cut the connection instead of sending its answer: the platform applied
   * the request and the client sees a network error (an answer lost on the way back). A browser
   * silently sends a request again when a kept-alive connection closes without a byte of answer,
   * so while such a fault waits every answer closes its connection (and adding one closes the
   * idle ones): the request it cuts goes out on a fresh connection, which a browser never retries.
   */
  dropAnswer?: boolean;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  /** Requests whose route runs and whose answer is never sent (dropAnswer). */
  const answersToDrop = new WeakSet<FastifyRequest['raw']>();
  /** Requests whose answer waits for answerLatencyMs once the route has run. */
  const heldAnswers = new WeakMap<FastifyRequest, number>();

  /** The first live fault for a request, counted as used. */
  function take(method: string, url: string): Fault | undefined {
    const path = pathOf(url);
    const query = url.slice(path.length + 1);
    const fault = faults.find(
      (f) =>
        (!f.method || f.method.toUpperCase() === method) &&
        path.includes(f.path) &&
        (f.query === undefined || query.includes(f.query)) &&
        (f.times ?? Infinity) > f.hits,
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) faults = faults.filter((f) => f !== fault);
    return fault;
  }

  return {
    add(spec: FaultSpec): Fault {
      const fault: Fault = { ...spec, id: nextId++, hits: 0 };
      faults.push(fault);
      return fault;
    },
    remove(id: number): boolean {
      const before = faults.length;
      faults = faults.filter((f) => f.id !== id);
      return faults.length < before;
    },
    clear(): number {
      const n = faults.length;
      faults = [];
      return n;
    },
    list: (): Fault[] => faults.map((f) => ({ ...f })),

    /** onRequest hook for API routes (not /control, not CORS preflights). */
    async hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.method === 'OPTIONS' || !isApiPath(request.url) || faults.length === 0) return;
      const fault = take(request.method, request.url);
      if (!fault) return;
      if (fault.answerLatencyMs) heldAnswers.set(request, fault.answerLatencyMs);
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.dropAnswer) {
        answersToDrop.add(request.raw);
        return;
      }
      if (fault.status === undefined && (fault.latencyMs || fault.answerLatencyMs)) return;
      const status = fault.status ?? 500;
      await reply.code(status).send(fault.body ?? errorBody(styleOf(request.url), MSG.fault));
    },

    /**
     * onSend hook: the route has run. An answerLatencyMs request's answer waits; a dropAnswer
     * request's connection is cut before its answer, and while such a fault waits every other
     * answer closes its connection.
     */
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const ms = heldAnswers.get(request);
      if (ms) await sleep(ms);
      if (answersToDrop.has(request.raw)) request.raw.socket.destroy();
      else if (faults.some((f) => f.dropAnswer)) reply.header('connection', 'close');
      return payload;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
