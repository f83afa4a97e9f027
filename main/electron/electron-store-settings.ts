/**
 * Settings persisted by electron-store in userData/settings.json (the file the JSON store wrote
 * too, so an update keeps what the operator chose). electron-store only reads and writes the
 * file: defaults, per-key zod validation and the corrupt-file backup are the shared
 * createPersistentSettingsStore's, exactly as for the JSON store.
 *
 * electron-store is ESM-only and imports electron at top level: electron.vite.config.ts bundles
 * it into the CJS main (externalizeDeps.exclude), which is why it lives under main/electron/.
 */
import path from 'node:path';
import ElectronStore from 'electron-store';
import type { Logger } from '../log/logger';
import type { StoredSettings } from '../settings/schema';
import { createPersistentSettingsStore, type SettingsStore } from '../settings/store';
import { removeFile, type JsonRead } from '../storage/json-file';

type Raw = Record<string, unknown>;

interface ElectronStoreSettingsOptions {
  /** The folder of the file: app.getPath('userData'). */
  dir: string;
  /** File name without '.json'. */
  name?: string;
  log: Logger;
  now?: () => Date;
}

/** Valid JSON that is not an object (an array, a string, null) is as unusable as broken JSON. */
function deserialize(text: string): Raw {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SyntaxError('o arquivo de configurações não contém um objeto JSON');
  return value as Raw;
}

export function createElectronStoreSettings({
  dir,
  name = 'settings',
  log,
  now,
}: ElectronStoreSettingsOptions): SettingsStore {
  const file = path.join(dir, `${name}.json`);
  let store: ElectronStore<Raw> | null = null;

  // clearInvalidConfig false: electron-store throws on a bad file instead of silently emptying
  // it, so the shared loader can back it up and log before starting from defaults.
  const open = () =>
    new ElectronStore<Raw>({
      cwd: dir,
      name,
      clearInvalidConfig: false,
      configFileMode: 0o600,
      serialize: (value) => JSON.stringify(value, null, 2) + '\n',
      deserialize,
    });

  return createPersistentSettingsStore(
    {
      file,
      read(): JsonRead {
        try {
          store = open();
          return { kind: 'ok', value: store.store };
        } catch (error) {
          store = null;
          return { kind: 'corrupt', error: error instanceof Error ? error : new Error(String(error)) };
        }
      },
      write(value: StoredSettings) {
        if (!store) {
          // Only after read() found the file unusable and the loader backed it up: start it over.
          removeFile(file);
          store = open();
        }
        // A copy: electron-store may add its own bookkeeping keys to the object it is given.
        store.store = structuredClone(value) as unknown as Raw;
      },
    },
    { log, ...(now ? { now } : {}) },
  );
}
