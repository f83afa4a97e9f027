/**
 * The staff-action outbox (issue 19 §1), framework-free: what was pressed while the platform did
 * not answer is kept (durably, by the injected store) and sent later, in the order pressed, each
 * action exactly once.
 *
 * - Enqueue resolves only after the store kept the entry: the screen changes after that, never
 *   before, so what staff see as waiting survives a crash or a reboot.
 * - Before a request leaves, its entry is marked 'sending' in the store. An entry found 'sending'
 *   (after a restart, or after an attempt that got no answer) may already be applied on the
 *   platform, so it is verified (the platform's state is read) before it is sent again.
 * - No answer stops the drain: nothing later may overtake it. It starts again when the platform
 *   answers (connectivity's probe), at start-up and after an enqueue while the platform answers.
 * - A refusal (the platform answered no) removes the entry and raises a notice with the
 *   platform's message: never a silent drop. The notice is kept (`keepRefusal`) before the entry
 *   goes, so a crash between tells the refusal again rather than losing it.
 * - Entries belong to the store, not to whoever pressed them (issue 36 §1): the next login of the
 *   same store shows and sends them under its own session; `userId` stays who pressed, and the
 *   outcome names who sent (`sentBy`). Another store's login never sees them.
 */
import type { NewOutboxEntry, OfflineBridge, OutboxAction, OutboxEntry } from '../../../shared/offline';

export type OutboxStore = Pick<
  OfflineBridge,
  'listOutbox' | 'addToOutbox' | 'markOutboxSending' | 'removeFromOutbox'
>;

/** What sending one action gave. */
export type SendOutcome =
  | { kind: 'applied' }
  /** No answer (network, timeout, 502/503/504): it may or may not have reached the platform. */
  | { kind: 'unanswered' }
  /** The platform answered no; `message` is its own words when it sent some. */
  | { kind: 'refused'; message: string | null };

/** What reading the platform's state says about an action that may have reached it. */
export type VerifyOutcome =
  /** The platform already has it: done, nothing is sent. */
  | { kind: 'applied' }
  /** The platform is still where the action starts from: send it. */
  | { kind: 'pending' }
  /** The platform moved on elsewhere: the action no longer applies. */
  | { kind: 'moved'; message: string }
  | { kind: 'unanswered' };

export type OutboxEvent =
  /** The entries changed (added, marked sending, removed): the screen follows. */
  | { type: 'changed'; entries: readonly OutboxEntry[] }
  /** `sentBy`: the user whose session sent it (or found it applied); `entry.userId` pressed it. */
  | { type: 'applied'; entry: OutboxEntry; sentBy: string }
  /** Refused by the platform, or found moved on: shown as a notice on what it was for. */
  | { type: 'refused'; entry: OutboxEntry; message: string | null; sentBy: string }
  /** A drain ran through (every entry it could send was sent): time to reconcile. */
  | { type: 'drained'; sent: number };

export interface OutboxDeps {
  store: OutboxStore;
  send(action: OutboxAction): Promise<SendOutcome>;
  verify(action: OutboxAction): Promise<VerifyOutcome>;
  /** Whether the platform answers now (connectivity). */
  reachable(): boolean;
  /**
   * The logged-in store and user. The store decides which entries are this desk's (another
   * store's are never replayed here); the user is who presses new ones and who sends.
   */
  scope(): { storeId: string; userId: string } | null;
  listener(event: OutboxEvent): void;
  /** Keeps a refusal's notice; the entry is removed only after it resolves. */
  keepRefusal?(entry: OutboxEntry, message: string | null): Promise<void>;
  newId?(): string;
  now?(): Date;
  /**
   * For the drain's own retry: when it stopped on no answer but connectivity still says the
   * platform answers (a lone timeout, a store that failed a write), nothing else would start it.
   */
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  retryMs?: number;
}

export type UndoResult =
  | { ok: true }
  /** It may already be on the platform: too late to take back. */
  | { ok: false; reason: 'sending' }
  | { ok: false; reason: 'unknown' };

export type DrainResult = 'done' | 'unanswered' | 'busy' | 'unreachable';

export interface EnqueueInput {
  action: OutboxAction;
  /**
   * The action was already sent once and got no answer: it may be on the platform, so it is kept
   * as 'sending' and verified before it is sent again.
   */
  possiblySent?: boolean;
}

export interface Outbox {
  /** Reads what the store kept (a restart) and drains it when the platform answers. */
  start(): Promise<void>;
  /** Keeps the action durably; resolves (and tells the listener) only after the store did. */
  enqueue(input: EnqueueInput): Promise<OutboxEntry>;
  /** Takes back a 'waiting' entry. */
  undo(id: string): Promise<UndoResult>;
  /** Sends what waits, in order, one at a time; one drain at once. */
  drain(): Promise<DrainResult>;
  /** The entries of this login's store, in sending order. */
  entries(): readonly OutboxEntry[];
  /** Stops draining after the entry in flight (logout). */
  stop(): void;
}

function defaultId(): string {
  return globalThis.crypto.randomUUID();
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? defaultId;
  /** This login's entries in `seq` order; the store is the truth, this its mirror. */
  let list: OutboxEntry[] = [];
  let draining: Promise<DrainResult> | null = null;
  let stopped = false;
  let retry: unknown = null;
  /** Ids dropped while start() reads the store: its read must not bring them back. */
  let removedWhileReading: Set<string> | null = null;
  /** Presses between their add and their mark: a read of the store meanwhile sees them half-kept. */
  const enqueuing = new Set<string>();
  const retryMs = deps.retryMs ?? 2000;

  const mine = (e: OutboxEntry) => {
    const scope = deps.scope();
    return scope !== null && e.storeId === scope.storeId;
  };
  // Stryker disable next-line StringLiteral: only reached with a session (start lists none without).
  const sender = () => deps.scope()?.userId ?? '';
  const changed = () => deps.listener({ type: 'changed', entries: [...list] });

  function put(entry: OutboxEntry) {
    list = [...list.filter((e) => e.id !== entry.id), entry].sort((a, b) => a.seq - b.seq);
  }
  function drop(id: string) {
    removedWhileReading?.add(id);
    list = list.filter((e) => e.id !== id);
  }
  function setState(id: string, state: OutboxEntry['state']) {
    list = list.map((e) => (e.id === id ? { ...e, state } : e));
  }

  /** Gone from the store, then told: the outcome first, so the screen never shows a gap between. */
  async function remove(entry: OutboxEntry, event: OutboxEvent) {
    if (event.type === 'refused') await deps.keepRefusal?.(entry, event.message);
    await deps.store.removeFromOutbox(entry.id);
    drop(entry.id);
    deps.listener(event);
    changed();
  }

  /** One entry; false: no answer, stop here. */
  async function deliver(entry: OutboxEntry): Promise<boolean> {
    if (entry.state === 'sending') {
      const verdict = await deps.verify(entry.action);
      if (verdict.kind === 'unanswered') return false;
      if (verdict.kind === 'applied') {
        await remove(entry, { type: 'applied', entry, sentBy: sender() });
        return true;
      }
      if (verdict.kind === 'moved') {
        await remove(entry, { type: 'refused', entry, message: verdict.message, sentBy: sender() });
        return true;
      }
    } else {
      // Claimed in memory first, so an undo pressed meanwhile sees it is on its way.
      setState(entry.id, 'sending');
      await deps.store.markOutboxSending(entry.id);
      changed();
    }
    const sent = { ...entry, state: 'sending' as const };
    const outcome = await deps.send(entry.action);
    if (outcome.kind === 'unanswered') return false;
    await remove(
      sent,
      outcome.kind === 'applied'
        ? { type: 'applied', entry: sent, sentBy: sender() }
        : { type: 'refused', entry: sent, message: outcome.message, sentBy: sender() },
    );
    return true;
  }

  /**
   * The entries from the head on, `sent` of them delivered so far. One step per call, not a loop:
   * every step waits for the platform, so none can spin without yielding (a loop whose body is
   * skipped would, and no timeout could stop it).
   */
  async function runDrain(sent = 0): Promise<DrainResult> {
    if (!stopped) {
      if (!deps.reachable()) return 'unreachable';
      const next = list[0];
      if (next) {
        // The store or the call threw: treated as no answer, the entry stays for the next drain.
        // Stryker disable next-line ArrowFunction: undefined stops the drain as false does.
        const ok = await deliver(next).catch(() => false);
        if (!ok) return 'unanswered';
        return runDrain(sent + 1);
      }
    }
    if (sent > 0) deps.listener({ type: 'drained', sent });
    return 'done';
  }

  /** Armed only at the end of a drain, which cleared any earlier one: never two at once. */
  function retryLater() {
    const timers = deps.timers;
    if (!timers || stopped) return;
    retry = timers.setTimeout(() => {
      retry = null;
      void drain();
    }, retryMs);
  }

  function cancelRetry() {
    // Clearing no timer (null) does nothing.
    deps.timers?.clearTimeout(retry);
    retry = null;
  }

  function drain(): Promise<DrainResult> {
    if (draining) return draining.then(() => 'busy' as const);
    cancelRetry();
    // The retry is armed before this drain ends, so no other drain can start in between.
    draining = runDrain()
      .then((result) => {
        if (result === 'unanswered' && deps.reachable()) retryLater();
        return result;
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    async start() {
      stopped = false;
      // A press may land while the store is read (just after login): what this engine did
      // meanwhile is fresher than the read, so its entries win and what it removed stays gone.
      const removed = new Set<string>();
      removedWhileReading = removed;
      let stored: OutboxEntry[];
      try {
        stored = await deps.store.listOutbox();
      } finally {
        removedWhileReading = null;
      }
      const fresh = new Map(list.map((e) => [e.id, e]));
      // A press still being kept (between its add and its 'sending' mark) is its own to show.
      list = [
        ...stored.filter((e) => mine(e) && !removed.has(e.id) && !fresh.has(e.id) && !enqueuing.has(e.id)),
        ...[...fresh.values()].filter(mine),
      ].sort((a, b) => a.seq - b.seq);
      changed();
      // Not a drain that would find nothing to do: until it settled, one asked for next is 'busy'.
      if (list.length > 0 && deps.reachable()) void drain();
    },
    async enqueue({ action, possiblySent }) {
      const scope = deps.scope();
      if (!scope) throw new Error('Sem sessão: nada pode aguardar a plataforma.');
      const fresh: NewOutboxEntry = {
        id: newId(),
        storeId: scope.storeId,
        userId: scope.userId,
        pressedAt: now().toISOString(),
        action,
      };
      enqueuing.add(fresh.id);
      let entry: OutboxEntry;
      try {
        entry = await deps.store.addToOutbox(fresh);
        if (possiblySent && entry.state === 'waiting') {
          await deps.store.markOutboxSending(entry.id);
          entry = { ...entry, state: 'sending' };
        }
      } finally {
        enqueuing.delete(fresh.id);
      }
      put(entry);
      changed();
      if (deps.reachable()) void drain();
      return entry;
    },
    async undo(id) {
      const entry = list.find((e) => e.id === id);
      if (!entry) return { ok: false, reason: 'unknown' };
      if (entry.state !== 'waiting') return { ok: false, reason: 'sending' };
      // Out of the mirror first, so a drain starting meanwhile cannot pick it.
      drop(id);
      try {
        await deps.store.removeFromOutbox(id);
      } catch (err) {
        put(entry);
        throw err;
      }
      changed();
      return { ok: true };
    },
    drain,
    entries: () => list,
    stop() {
      stopped = true;
      cancelRetry();
    },
  };
}
