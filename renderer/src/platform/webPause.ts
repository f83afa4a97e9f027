/**
 * Web mode's keeping of the busy-hours desk records (issue 34): the store pause and busy mode
 * (§1, §2) and the estimate each order was accepted under (§4), in IndexedDB, their own small
 * database (one key each), so a reload or a browser restart finds them as the desktop finds them
 * in main's settings. Each record is validated on the way in and out (a stale or hand-edited one
 * reads as none, with a warning); where IndexedDB is missing or refuses to open, memory for the
 * page's life, said once in the console. The closing of the pause log in the console stands for
 * main's log: the browser has no other.
 */
import type { z } from 'zod';
import { EMPTY_PAUSE_RECORD, pauseRecordSchema, type PauseRecord } from '../../../shared/store-pause/pause';
import { acceptedEstimatesSchema, EMPTY_ACCEPTED_ESTIMATES } from '../../../shared/orders/accepted-estimates';
import type { SettingsBridge } from '../../../shared/bridge';
import { onSuccess, openDatabase, transact } from './idb';

export const PAUSE_DB_NAME = 'cash-desk-pause';
const STORE = 'pause';
const KEY = 'record';
const ESTIMATES_KEY = 'accepted-estimates';

export interface WebPauseDeps {
  indexedDB(): IDBFactory | undefined;
  warn?(message: string, detail?: unknown): void;
  info?(message: string, detail?: unknown): void;
  dbName?: string;
}

type PauseCalls = Pick<
  SettingsBridge,
  'getStorePause' | 'saveStorePause' | 'getAcceptedEstimates' | 'saveAcceptedEstimates'
>;

export function createWebPause(deps: WebPauseDeps): PauseCalls {
  const warn = deps.warn ?? ((m: string, d?: unknown) => console.warn(m, d ?? ''));
  const info = deps.info ?? ((m: string, d?: unknown) => console.info(m, d ?? ''));
  const memory = new Map<string, unknown>();
  let db: Promise<IDBDatabase | null> | null = null;

  function database(): Promise<IDBDatabase | null> {
    db ??= (async () => {
      try {
        const factory = deps.indexedDB();
        if (!factory) throw new Error('IndexedDB indisponível');
        return await openDatabase(factory, deps.dbName ?? PAUSE_DB_NAME, 1, (created) => {
          created.createObjectStore(STORE);
        });
      } catch (err) {
        warn('[pausa] IndexedDB indisponível; a pausa fica só nesta página', err);
        return null;
      }
    })();
    return db;
  }

  /** One kept record: read and written whole under `key`, checked by `schema` both ways. */
  function kept<S extends z.ZodType>(key: string, schema: S, empty: z.output<S>, what: string) {
    return {
      async read(): Promise<z.output<S>> {
        const d = await database();
        const raw = d
          ? await transact<unknown>(d, [STORE], 'readonly', (store, done) =>
              onSuccess(store(STORE).get(key), (value: unknown) => done(value)),
            )
          : memory.get(key);
        if (raw === undefined) return structuredClone(empty);
        const parsed = schema.safeParse(raw);
        if (parsed.success) return parsed.data;
        warn(`[pausa] ${what} ilegível; descartado`, parsed.error.issues[0]?.message);
        return structuredClone(empty);
      },
      async write(record: unknown): Promise<z.output<S>> {
        const parsed = schema.parse(record);
        const d = await database();
        if (!d) memory.set(key, structuredClone(parsed));
        else
          await transact<void>(d, [STORE], 'readwrite', (store) => {
            store(STORE).put(parsed, key);
          });
        return parsed;
      },
    };
  }

  const pause = kept(KEY, pauseRecordSchema, EMPTY_PAUSE_RECORD, 'registro da pausa');
  const estimates = kept(
    ESTIMATES_KEY,
    acceptedEstimatesSchema,
    EMPTY_ACCEPTED_ESTIMATES,
    'registro das previsões dos pedidos aceitos',
  );

  return {
    getStorePause: pause.read,
    async saveStorePause(record: PauseRecord) {
      const before = (await pause.read()).log.at(-1)?.at ?? -1;
      const saved = await pause.write(record);
      for (const e of saved.log.filter((x) => x.at > before))
        info(`[pausa] ${e.kind}: ${e.why}`, { por: e.by, em: new Date(e.at).toISOString() });
    },
    getAcceptedEstimates: estimates.read,
    async saveAcceptedEstimates(record) {
      await estimates.write(record);
    },
  };
}
