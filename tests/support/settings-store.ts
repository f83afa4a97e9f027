/**
 * Settings stores for tests: one in memory (unit tests, the e2e harness) and one on a JSON file
 * of our own, which drives the shared persistent store (load, per-key validation, corrupt-file
 * backup) the way the electron-store backend does in production.
 */
import { defaultSettings, storedSettingsShape, type StoredSettings } from '../../main/settings/schema';
import {
  createPersistentSettingsStore,
  type PersistentSettingsStoreOptions,
  type SettingsStore,
} from '../../main/settings/store';
import { readJsonFile, writeJsonFileAtomic } from '../../main/storage/json-file';

const clone = <T>(value: T): T => structuredClone(value);

/** Validates every set() as the persistent store does, so a test cannot store what main refuses. */
export function createMemorySettingsStore(initial: Partial<StoredSettings> = {}): SettingsStore {
  let data: StoredSettings = { ...defaultSettings(), ...clone(initial) };
  return {
    get: (key) => clone(data[key]),
    set: (key, value) => {
      const parsed = storedSettingsShape[key].safeParse(clone(value));
      if (!parsed.success)
        throw new Error(`Configuração inválida para '${key}': ${parsed.error.issues[0]?.message ?? ''}`);
      data = { ...data, [key]: parsed.data };
    },
    getAll: () => clone(data),
  };
}

export function createJsonSettingsStore({
  file,
  ...options
}: PersistentSettingsStoreOptions & { file: string }): SettingsStore {
  return createPersistentSettingsStore(
    { file, read: () => readJsonFile(file), write: (value) => writeJsonFileAtomic(file, value) },
    options,
  );
}
