/**
 * Web mode's keeping of the store pause (issue 34 §1): IndexedDB, its own small database (one
 * record), so a reload or a browser restart finds the pause as the desktop finds it in main's
 * settings. The record is validated on the way in and out (a stale or hand-edited one reads as
 * none, with a warning); where IndexedDB is missing or refuses to open, memory for the page's
 * life, said once in the console. The closing of the pause log in the console stands for main's
 * log: the browser has no other.
 */
import { EMPTY_PAUSE_RECORD, pauseRecordSchema, type PauseRecord } from '../../../shared/store-pause/pause';
import type { SettingsBridge } from '../../../shared/bridge';
import { onSuccess, openDatabase, transact } from './idb';

export const PAUSE_DB_NAME = 'cash-desk-pause';
const STORE = 'pause';
const KEY = 'record';

export interface WebPauseDeps {
  indexedDB(): IDBFactory | undefined;
  warn?(message: string, detail?: unknown): void;
  info?(message: string, detail?: unknown): void;
  dbName?: string;
}

type PauseCalls = Pick<SettingsBridge, 'getStorePause' | 'saveStorePause'>;

export function createWebPause(deps: WebPauseDeps): PauseCalls {
  const warn = deps.warn ?? ((m: string, d?: unknown) => console.warn(m, d ?? ''));
  const info = deps.info ?? ((m: string, d?: unknown) => console.info(m, d ?? ''));
  let memory: PauseRecord = structuredClone(EMPTY_PAUSE_RECORD);
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

  async function read(): Promise<PauseRecord> {
    const d = await database();
    if (!d) return structuredClone(memory);
    const raw = await transact<unknown>(d, [STORE], 'readonly', (store, done) =>
      onSuccess(store(STORE).get(KEY), (value: unknown) => done(value)),
    );
    if (raw === undefined) return structuredClone(EMPTY_PAUSE_RECORD);
    const parsed = pauseRecordSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    warn('[pausa] registro da pausa ilegível; descartado', parsed.error.issues[0]?.message);
    return structuredClone(EMPTY_PAUSE_RECORD);
  }

  return {
    getStorePause: read,
    async saveStorePause(record) {
      const parsed = pauseRecordSchema.parse(record);
      const before = (await read()).log.at(-1)?.at ?? -1;
      const d = await database();
      if (!d) memory = structuredClone(parsed);
      else {
        await transact<void>(d, [STORE], 'readwrite', (store) => {
          store(STORE).put(parsed, KEY);
        });
      }
      for (const e of parsed.log.filter((x) => x.at > before))
        info(`[pausa] ${e.kind}: ${e.why}`, { por: e.by, em: new Date(e.at).toISOString() });
    },
  };
}
