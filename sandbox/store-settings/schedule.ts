/**
 * The platform opens and closes a store by its opening hours when auto_abrir / auto_fechar are on
 * (spec 02 §2.10). Edge-triggered, like a person at the door: at an opening minute a closed store
 * opens, at a closing minute an open store closes; in between, staff may still open or close by
 * hand. Each change goes through setFechado, which emits 'loja' so the desk's header follows.
 *
 * The clock is the sandbox's own unless a test sets one (`POST /control/clock`): then time only
 * moves when the test says so, and every move is evaluated at once.
 */
import { isOpenAt } from '../../shared/store-settings/hours';
import type { SandboxContext } from '../context';
import { setFechado } from '../routes/v1/store';
import { createStoreSettingsRepo } from './repo';

const TICK_MS = 20_000;

export interface StoreSchedule {
  start(): void;
  stop(): void;
  /** Evaluates every scheduled store between the last evaluation and `at`. */
  tick(at?: Date): { opened: number[]; closed: number[] };
  /** A fixed clock (tests); null goes back to the sandbox's clock. */
  setClock(at: Date | null): { opened: number[]; closed: number[] };
  clock(): Date;
  manual(): boolean;
}

function createStoreSchedule(ctx: SandboxContext): StoreSchedule {
  const repo = createStoreSettingsRepo(ctx.db);
  let manualAt: Date | null = null;
  let last: Date | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const clock = (): Date => manualAt ?? ctx.now();

  function tick(at: Date = clock()): { opened: number[]; closed: number[] } {
    const opened: number[] = [];
    const closed: number[] = [];
    const before = last;
    last = at;
    if (!before || before.getTime() >= at.getTime()) return { opened, closed };
    for (const row of repo.scheduledStores()) {
      const store = ctx.repo.establishment(row.establishment_id);
      if (!store) continue;
      const { days } = repo.hours(row.establishment_id);
      const was = isOpenAt(days, before);
      const is = isOpenAt(days, at);
      if (was === is) continue;
      if (is && row.auto_abrir === 'S' && store.fechado === 'S' && store.loja_bloqueada !== 'S') {
        setFechado(ctx, store.id, 'N');
        opened.push(store.id);
      } else if (!is && row.auto_fechar === 'S' && store.fechado === 'N') {
        setFechado(ctx, store.id, 'S');
        closed.push(store.id);
      }
    }
    return { opened, closed };
  }

  return {
    start() {
      if (timer) return;
      last = clock();
      timer = setInterval(() => {
        if (!manualAt) tick();
      }, TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    tick,
    setClock(at) {
      if (at === null) {
        manualAt = null;
        last = clock();
        return { opened: [], closed: [] };
      }
      // Setting a clock for the first time starts counting from it: no edge is crossed yet.
      if (!manualAt) last = at;
      manualAt = at;
      return tick(at);
    },
    clock,
    manual: () => manualAt !== null,
  };
}

const schedules = new WeakMap<SandboxContext, StoreSchedule>();

export function scheduleOf(ctx: SandboxContext): StoreSchedule {
  let s = schedules.get(ctx);
  if (!s) {
    s = createStoreSchedule(ctx);
    schedules.set(ctx, s);
  }
  return s;
}
