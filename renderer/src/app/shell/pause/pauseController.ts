/**
 * The store pause's engine (issue 34 §1), framework-free: the clock, the timer, where the pause
 * is kept, the hours, the switch and the words reach it as ports, so the tests run it on a fixed
 * clock. The rules are shared/store-pause; this only carries them out and keeps the record.
 *
 * One timer (`TICK_MS`) drives both the pause's end and the hourly closed-store notice: a tick
 * compares the wall clock with the end, so a desk that slept over the end returns on its first
 * tick after waking, as one that was off does at its start. It runs only while one of them can
 * happen (a pause of this desk, or the store closed with the notice on): an open store with no
 * pause has nothing to tick for.
 */
import type { OpeningDay } from '../../../../../shared/api/store-settings';
import type { TrayPause } from '../../../../../shared/bridge';
import {
  EMPTY_PAUSE_RECORD,
  PAUSE_LENGTHS,
  PAUSE_MESSAGES,
  clockTime,
  closedNoticeDue,
  decideAtEnd,
  decideAtStart,
  pauseEnd,
  withLog,
  type PauseLength,
  type PauseLogEntry,
  type PauseReason,
  type PauseRecord,
  type StorePause,
} from '../../../../../shared/store-pause/pause';
import type { StoreSwitchOutcome } from '../storeOpenCommand';

export const TICK_MS = 15_000;

export interface PausePorts {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  load(): Promise<PauseRecord>;
  save(record: PauseRecord): Promise<void>;
  /** The Funcionamento week, read again when asked; null when it cannot be read. */
  readHours(): Promise<OpeningDay[] | null>;
  /** Opens or closes the store the switch's way (spec call, outbox during an outage). */
  setOpen(open: boolean, message: string): Promise<StoreSwitchOutcome>;
  tray(pause: TrayPause | null): void;
  /** Shows a notice to staff: 'info' a toast, 'warn' one that stays until read. */
  tell(message: string, tone: 'info' | 'warn'): void;
}

/** Who is at the desk and for which store (the session): known once logged in. */
export interface PauseSession {
  store: string;
  who: string;
}

export interface PauseView {
  pause: StorePause | null;
  closedNotice: boolean;
}

type Listener = (view: PauseView) => void;

const lengthLabel = (id: PauseLength) => PAUSE_LENGTHS.find((l) => l.id === id)?.label ?? id;

export function createPauseController(ports: PausePorts, session: PauseSession) {
  let record: PauseRecord = structuredClone(EMPTY_PAUSE_RECORD);
  let hours: OpeningDay[] | null = null;
  let fechado: 'S' | 'N' | null = null;
  let closedSince: number | null = null;
  let lastNoticeAt: number | null = null;
  let started = false;
  let ending = false;
  let timer: unknown = null;
  let saving: Promise<void> = Promise.resolve();
  const listeners = new Set<Listener>();

  const mine = () => (record.pause?.store === session.store ? record.pause : null);
  const view = (): PauseView => ({ pause: mine(), closedNotice: record.closedNotice });
  /** The timer on while a tick can change something, off otherwise. */
  const arm = () => {
    const want = started && (mine() !== null || (fechado === 'S' && record.closedNotice));
    if (want && timer === null) timer = ports.setInterval(() => void tick(), TICK_MS);
    if (!want && timer !== null) {
      ports.clearInterval(timer);
      timer = null;
    }
  };
  const emit = () => {
    arm();
    const v = view();
    for (const l of listeners) l(v);
    ports.tray(v.pause ? { endsAt: v.pause.endsAt } : null);
  };

  /** Keeps the record (one write at a time, in order); a refused write is said, the state stays. */
  function commit(next: PauseRecord): Promise<void> {
    record = next;
    emit();
    const write = saving.then(() => ports.save(next));
    saving = write.catch(() => {
      ports.tell(
        'Não foi possível guardar a pausa neste computador; ela vale até o caixa ser fechado.',
        'warn',
      );
    });
    return saving;
  }

  const entry = (kind: PauseLogEntry['kind'], why: string): PauseLogEntry => ({
    at: ports.now(),
    kind,
    by: session.who,
    why,
  });

  async function refreshHours(): Promise<OpeningDay[] | null> {
    const read = await ports.readHours();
    if (read) hours = read;
    return hours;
  }

  /** Ends the pause with a log line; `reopen` sends the opening (the switch's way). */
  async function finish(
    kind: PauseLogEntry['kind'],
    why: string,
    reopen: boolean,
    told?: string,
  ): Promise<void> {
    const pause = mine();
    if (!pause || ending) return;
    ending = true;
    try {
      await commit(withLog({ ...record, pause: null }, entry(kind, why)));
      const tone = kind === 'ended' || !reopen ? 'warn' : 'info';
      if (!reopen) {
        closedSince = ports.now();
        if (told) ports.tell(told, tone);
        return;
      }
      // The opening's own toast says it once confirmed; one waiting for the platform is said here.
      const outcome = await ports.setOpen(true, told ?? 'Pausa encerrada: a loja foi reaberta.');
      if (outcome === 'kept' && told) ports.tell(`${told} (aguardando a conexão com a plataforma)`, tone);
      if (outcome === 'refused' || outcome === 'failed') closedSince = ports.now();
    } finally {
      ending = false;
    }
  }

  async function atEnd(pause: StorePause): Promise<void> {
    const decision = decideAtEnd(pause, new Date(ports.now()), await refreshHours());
    if (decision.kind === 'reopen')
      await finish(
        'return',
        `Fim da pausa (${lengthLabel(pause.length)}, ${pause.reason}): reaberta automaticamente`,
        true,
        `Fim da pausa: a loja foi reaberta às ${clockTime(ports.now())}.`,
      );
    else await finish('return', `Fim da pausa fora do horário: ${decision.message}`, false, decision.message);
  }

  async function tick(): Promise<void> {
    const pause = mine();
    const now = ports.now();
    if (pause && now >= pause.endsAt) {
      await atEnd(pause);
      return;
    }
    const due = closedNoticeDue({
      enabled: record.closedNotice,
      paused: pause !== null,
      closedSince: fechado === 'S' ? closedSince : null,
      lastNoticeAt,
      now: new Date(now),
      hours,
    });
    if (due) {
      lastNoticeAt = now;
      ports.tell(PAUSE_MESSAGES.closedNotice, 'warn');
    }
  }

  return {
    view,
    subscribe(cb: Listener): () => void {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },

    /**
     * Reads the kept pause and decides what the start means for it (running: its timer goes on;
     * ended while the desk was off: reopened within the hours, and said). Call once the shop's
     * open/closed state is known (`shopChanged` first).
     */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      record = await ports.load().catch(() => structuredClone(EMPTY_PAUSE_RECORD));
      await refreshHours();
      const now = ports.now();
      const decision = decideAtStart(record.pause, session.store, new Date(now), hours);
      emit();
      if (decision.kind === 'running' && fechado === 'N') {
        await finish(
          'ended',
          'A loja estava aberta ao iniciar o caixa',
          false,
          PAUSE_MESSAGES.openedElsewhere,
        );
        return;
      }
      if (decision.kind === 'reopen')
        await finish(
          'return',
          `Fim da pausa com o caixa desligado: ${decision.message}`,
          true,
          decision.message,
        );
      else if (decision.kind === 'stay-closed')
        await finish(
          'return',
          `Fim da pausa com o caixa desligado: ${decision.message}`,
          false,
          decision.message,
        );
    },

    stop(): void {
      started = false;
      arm();
      listeners.clear();
    },

    tick,

    /** Closes the store for `length`; the answer says why not when it cannot. */
    async pause(
      length: PauseLength,
      reason: PauseReason,
    ): Promise<{ ok: true } | { ok: false; message: string }> {
      const now = ports.now();
      const end = pauseEnd(length, new Date(now), length === 'shift' ? await refreshHours() : hours);
      if (!end.ok) return end;
      const outcome = await ports.setOpen(false, `Loja pausada até ${clockTime(end.endsAt)}.`);
      if (outcome === 'refused' || outcome === 'failed')
        return { ok: false, message: 'A loja não foi fechada: a pausa não começou.' };
      const pause: StorePause = {
        store: session.store,
        startedAt: now,
        endsAt: end.endsAt,
        length,
        reason,
        by: session.who,
        hours,
      };
      await commit(
        withLog(
          { ...record, pause },
          entry('pause', `Pausa de ${lengthLabel(length)} até ${clockTime(end.endsAt)}: ${reason}`),
        ),
      );
      return { ok: true };
    },

    /** 'Retomar agora': ends the pause early and opens the store. */
    resumeNow(): Promise<void> {
      return finish(
        'return',
        'Retomada antes do fim (Retomar agora)',
        true,
        'Pausa encerrada: a loja foi reaberta.',
      );
    },

    /** The switch was pressed by hand: the pause ends, the switch does the rest. */
    endByHand(nextOpen: boolean): Promise<void> {
      return finish(
        'ended',
        nextOpen ? 'Loja aberta pelo interruptor' : 'Loja fechada pelo interruptor',
        false,
      );
    },

    /** The shop's open/closed state as the desk knows it (getLoja, the 'loja' event, the switch). */
    shopChanged(next: 'S' | 'N' | null): void {
      const was = fechado;
      fechado = next;
      if (next === 'S' && was !== 'S') closedSince = ports.now();
      if (next !== 'S') closedSince = null;
      arm();
      if (started && next === 'N' && was === 'S' && mine() && !ending)
        void finish(
          'ended',
          'A loja foi aberta por outro caixa ou pela plataforma',
          false,
          PAUSE_MESSAGES.openedElsewhere,
        );
    },

    /** The record as kept now (busy mode reads its part). */
    record: (): PauseRecord => record,

    /** Busy mode's changes go through the same keeping, one write at a time (busyController.ts). */
    update(change: (current: PauseRecord) => PauseRecord): Promise<void> {
      return commit(change(record));
    },

    setClosedNotice(on: boolean): Promise<void> {
      return commit(
        withLog(
          { ...record, closedNotice: on },
          entry('notice', on ? 'Aviso de loja fechada ligado' : 'Aviso de loja fechada desligado'),
        ),
      );
    },
  };
}

export type PauseController = ReturnType<typeof createPauseController>;
