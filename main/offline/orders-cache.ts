/**
 * The day's last known orders (issue 19 §3), read when the desk starts while the platform does
 * not answer. One file, written atomically; the orders carry customers' names, phones and
 * addresses, so the content is encrypted with the OS keychain (`safeStorage`) where there is one,
 * by the same rule as the session hash (Linux's 'basic_text' counts as none: see
 * main/storage/secret-storage.ts, applied by createMainCore); otherwise it is stored as is, with
 * one warning in the log.
 */
import { z } from 'zod';
import { localDay, ordersCacheSchema, type OrdersCache } from '../../shared/offline';
import type { SafeStorageLike } from '../deps';
import type { Logger } from '../log/logger';
import { readJsonFile, removeFile, writeJsonFileAtomic } from '../storage/json-file';

const storedCacheSchema = z.discriminatedUnion('encoding', [
  z.object({ version: z.literal(1), encoding: z.literal('safeStorage'), data: z.string().min(1) }),
  z.object({ version: z.literal(1), encoding: z.literal('plain'), cache: z.unknown() }),
]);

export interface OrdersCacheStoreDeps {
  file: string;
  safeStorage: SafeStorageLike;
  log: Logger;
  now(): number;
}

export interface OrdersCacheStore {
  /** Today's snapshot for this store, or null (none, another day or store, unreadable). */
  load(storeId: string): OrdersCache | null;
  save(cache: OrdersCache): void;
  clear(): void;
}

export function createOrdersCacheStore(deps: OrdersCacheStoreDeps): OrdersCacheStore {
  const { file, safeStorage, log } = deps;
  let warnedPlain = false;

  const encryptionAvailable = () => {
    try {
      return safeStorage.isEncryptionAvailable();
    } catch {
      return false;
    }
  };

  function read(): unknown {
    const raw = readJsonFile(file);
    if (raw.kind === 'missing') return null;
    if (raw.kind === 'corrupt') {
      log.warn('Últimos pedidos conhecidos ilegíveis; ignorados', raw.error);
      return null;
    }
    const stored = storedCacheSchema.safeParse(raw.value);
    if (!stored.success) {
      log.warn('Últimos pedidos conhecidos em formato inválido; ignorados');
      return null;
    }
    if (stored.data.encoding === 'plain') return stored.data.cache;
    try {
      return JSON.parse(safeStorage.decryptString(Buffer.from(stored.data.data, 'base64'))) as unknown;
    } catch (error) {
      // The keychain changed (new OS user, reinstall): the platform's list comes back when it answers.
      log.warn('Não foi possível decifrar os últimos pedidos conhecidos; ignorados', error);
      return null;
    }
  }

  return {
    load(storeId) {
      const raw = read();
      if (raw === null) return null;
      const parsed = ordersCacheSchema.safeParse(raw);
      if (!parsed.success) {
        log.warn('Últimos pedidos conhecidos não conferem com o formato atual; ignorados');
        return null;
      }
      const cache = parsed.data;
      if (cache.storeId !== storeId || cache.day !== localDay(new Date(deps.now()))) return null;
      return cache;
    },

    save(cache) {
      const valid = ordersCacheSchema.parse(cache);
      const json = JSON.stringify(valid);
      if (encryptionAvailable()) {
        const data = safeStorage.encryptString(json).toString('base64');
        writeJsonFileAtomic(file, { version: 1, encoding: 'safeStorage', data });
        return;
      }
      if (!warnedPlain) {
        warnedPlain = true;
        log.warn(
          'Criptografia do sistema indisponível: os últimos pedidos conhecidos são gravados sem criptografia',
        );
      }
      writeJsonFileAtomic(file, { version: 1, encoding: 'plain', cache: valid });
    },

    clear() {
      removeFile(file);
    },
  };
}
