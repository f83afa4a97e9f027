/**
 * Busy mode's engine (issue 34 §2), framework-free like the pause's: it keeps its part of the
 * desk's record through the pause controller (one record, one write at a time, the same store in
 * main or IndexedDB), and changes the estimate the delivery-time control's way (spec call, the
 * outbox during an outage). The rules are shared/store-pause/busy.
 */
import type { OpeningDay } from '../../../../../shared/api/store-settings';
import {
  BUSY_LENGTHS,
  busyEnd,
  busyTarget,
  decideBusyEnd,
  type BusyLength,
  type BusyMode,
  type Estimate,
} from '../../../../../shared/store-pause/busy';
import { clockTime, withLog, type PauseRecord } from '../../../../../shared/store-pause/pause';
import { formatDeliveryRange } from '../../../../../shared/format';
import type { PauseSession } from './pauseController';

export const BUSY_TICK_MS = 15_000;

export interface BusyPorts {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** The desk's record and its keeping (the pause controller's). */
  record(): PauseRecord;
  update(change: (current: PauseRecord) => PauseRecord): Promise<void>;
  readHours(): Promise<OpeningDay[] | null>;
  /** The estimate in force: one waiting in the outbox, else the store's. */
  estimate(): Estimate | null;
  /** Sends a preset the delivery-time control's way; true when applied or kept in the outbox. */
  setEstimate(to: Estimate, message: string): Promise<boolean>;
  tell(message: string, tone: 'info' | 'warn'): void;
}

type Listener = (busy: BusyMode | null) => void;

const lengthLabel = (id: BusyLength) => BUSY_LENGTHS.find((l) => l.id === id)?.label ?? id;
const range = (e: Estimate | null) => formatDeliveryRange(e?.min, e?.max);

export function createBusyController(ports: BusyPorts, session: PauseSession) {
  const listeners = new Set<Listener>();
  let timer: unknown = null;
  let ending = false;

  const mine = (): BusyMode | null => {
    const busy = ports.record().busy;
    return busy?.store === session.store ? busy : null;
  };
  let started = false;
  /** The clock runs only while this desk's busy mode does: nothing to end, nothing to tick. */
  const arm = () => {
    const want = started && mine() !== null;
    if (want && timer === null) timer = ports.setInterval(() => void tick(), BUSY_TICK_MS);
    if (!want && timer !== null) {
      ports.clearInterval(timer);
      timer = null;
    }
  };
  const emit = () => {
    arm();
    const v = mine();
    for (const l of listeners) l(v);
  };
  const log = (kind: 'busy' | 'busy-end', why: string) => (r: PauseRecord) =>
    withLog(r, { at: ports.now(), kind, by: session.who, why });

  /** Ends busy mode: back to the estimate before, unless staff changed it in between. */
  async function finish(why: string): Promise<void> {
    const busy = mine();
    if (!busy || ending) return;
    ending = true;
    try {
      const decision = decideBusyEnd(busy, ports.estimate());
      if (decision.kind === 'keep') {
        await ports.update((r) => log('busy-end', `${why}: ${decision.message}`)({ ...r, busy: null }));
        ports.tell(decision.message, 'warn');
        return;
      }
      const told = `Fim do modo movimentado: a previsão de entrega voltou para ${range(decision.to)}.`;
      const done = await ports.setEstimate(decision.to, told);
      // Refused, staff were told why by the control's own alert: the mode ends all the same.
      const after = done
        ? `previsão de volta a ${range(decision.to)}`
        : 'a plataforma recusou a volta da previsão';
      await ports.update((r) => log('busy-end', `${why}: ${after}`)({ ...r, busy: null }));
    } finally {
      ending = false;
      emit();
    }
  }

  async function tick(): Promise<void> {
    const busy = mine();
    if (busy && ports.now() >= busy.endsAt)
      await finish(`Fim do modo movimentado (${lengthLabel(busy.length)})`);
  }

  return {
    view: mine,
    subscribe(cb: Listener): () => void {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },

    /** Call once the pause controller read the record: a mode that ended while the desk was off ends now. */
    async start(): Promise<void> {
      started = true;
      emit();
      await tick();
    },

    stop(): void {
      started = false;
      arm();
      listeners.clear();
    },

    tick,

    /** Moves the estimate up by `steps` presets for `length`; the answer says why not when it cannot. */
    async begin(length: BusyLength, steps: 1 | 2): Promise<{ ok: true } | { ok: false; message: string }> {
      if (mine()) return { ok: false, message: 'O modo movimentado já está ligado.' };
      const from = ports.estimate();
      const target = busyTarget(from, steps);
      if (!target.ok || !from) return target.ok ? { ok: false, message: 'Previsão desconhecida.' } : target;
      const now = ports.now();
      const end = busyEnd(length, new Date(now), length === 'close' ? await ports.readHours() : null);
      if (!end.ok) return end;
      const done = await ports.setEstimate(
        target.to,
        `Modo movimentado: previsão de entrega ${range(target.to)} até ${clockTime(end.endsAt)}.`,
      );
      if (!done)
        return { ok: false, message: 'A previsão não foi alterada: o modo movimentado não começou.' };
      const busy: BusyMode = {
        store: session.store,
        startedAt: now,
        endsAt: end.endsAt,
        length,
        steps,
        from,
        to: target.to,
        by: session.who,
      };
      await ports.update((r) =>
        log(
          'busy',
          `Modo movimentado de ${lengthLabel(length)} até ${clockTime(end.endsAt)}: ${range(from)} → ${range(target.to)}`,
        )({ ...r, busy }),
      );
      emit();
      return { ok: true };
    },

    /** 'Encerrar': ends it early, the estimate moved back the same way. */
    endNow(): Promise<void> {
      return finish('Modo movimentado encerrado antes do fim');
    },
  };
}

export type BusyController = ReturnType<typeof createBusyController>;
