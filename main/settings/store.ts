/**
 * `SettingsStore`: typed get/set over `StoredSettings`. `createPersistentSettingsStore(backend)`
 * is the shared part of every file-backed store (load, per-key validation, corrupt-file backup,
 * write-through); backends only read and write: `createElectronStoreSettings`
 * (main/electron/electron-store-settings.ts) is the one main/index.ts uses; tests/support has an
 * in-memory store and one on a plain JSON file.
 * A corrupt file never crashes the app: it is backed up, logged, and defaults are used.
 */
import type { Logger } from '../log/logger';
import { backupFile, type JsonRead } from '../storage/json-file';
import { defaultSettings, storedSettingsShape, validateSettings, type StoredSettings } from './schema';

export interface SettingsStore {
  get<K extends keyof StoredSettings>(key: K): StoredSettings[K];
  set<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void;
  getAll(): StoredSettings;
}

function checked<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): StoredSettings[K] {
  const parsed = storedSettingsShape[key].safeParse(value);
  if (!parsed.success)
    throw new Error(`Configuração inválida para '${key}': ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data as StoredSettings[K];
}

const clone = <T>(value: T): T => structuredClone(value);

/** Where a persistent store keeps its data: reads the raw file, writes a validated whole. */
interface SettingsBackend {
  /** The file on disk: an unreadable or invalid one is copied next to it before it is replaced. */
  readonly file: string;
  /** 'corrupt' for anything that is not readable JSON (the store backs it up and starts over). */
  read(): JsonRead;
  /** Replaces the whole file; may throw (the store logs and keeps the value in memory). */
  write(value: StoredSettings): void;
}

export interface PersistentSettingsStoreOptions {
  log: Logger;
  now?: () => Date;
}

export function createPersistentSettingsStore(
  backend: SettingsBackend,
  { log, now = () => new Date() }: PersistentSettingsStoreOptions,
): SettingsStore {
  let data = load();

  function load(): StoredSettings {
    const read = backend.read();
    if (read.kind === 'missing') return defaultSettings();
    if (read.kind === 'corrupt') {
      const backup = backupFile(backend.file, now());
      log.error(
        `Arquivo de configurações ilegível; usando padrões (cópia em ${backup ?? 'nenhuma'})`,
        read.error,
      );
      persist(defaultSettings());
      return defaultSettings();
    }
    const { settings, invalidKeys } = validateSettings(read.value);
    if (invalidKeys.length > 0) {
      const backup = backupFile(backend.file, now());
      log.warn(
        `Configurações inválidas (${invalidKeys.join(', ')}) voltaram ao padrão; cópia em ${backup ?? 'nenhuma'}`,
      );
      persist(settings);
    }
    return settings;
  }

  function persist(value: StoredSettings): void {
    try {
      backend.write(value);
    } catch (error) {
      // Keep running on the in-memory value; the next change tries again.
      log.error('Não foi possível gravar as configurações', error);
    }
  }

  return {
    get: (key) => clone(data[key]),
    set: (key, value) => {
      data = { ...data, [key]: checked(key, clone(value)) };
      persist(data);
    },
    getAll: () => clone(data),
  };
}
