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

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(name, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

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
        return await open(factory, deps.dbName ?? PAUSE_DB_NAME);
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
    const raw: unknown = await request(d.transaction(STORE).objectStore(STORE).get(KEY));
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
        const tx = d.transaction(STORE, 'readwrite', { durability: 'strict' });
        tx.objectStore(STORE).put(parsed, KEY);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
          tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
        });
      }
      for (const e of parsed.log.filter((x) => x.at > before))
        info(`[pausa] ${e.kind}: ${e.why}`, { por: e.by, em: new Date(e.at).toISOString() });
    },
  };
}
