/**
 * The day's last known orders (issue 19 §3), read when the desk starts while the platform does
 * not answer. One file, written atomically; the orders carry customers' names, phones and
 * addresses, so the content is encrypted with the OS keychain (`safeStorage`) where there is one,
 * by the same rule as the session hash (Linux's 'basic_text' counts as none: see
 * main/storage/secret-storage.ts, applied by createMainCore); otherwise it is stored as is, with
 * one warning in the log (main/storage/sealed-json.ts, shared with the print journal's copies).
 */
import { localDay, ordersCacheSchema, type OrdersCache } from '../../shared/offline';
import type { SafeStorageLike } from '../deps';
import type { Logger } from '../log/logger';
import { readJsonFile, removeFile, writeJsonFileAtomic } from '../storage/json-file';
import { createSealer } from '../storage/sealed-json';

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
  const { file, log } = deps;
  const sealer = createSealer({
    safeStorage: deps.safeStorage,
    log,
    plainField: 'cache',
    plainWarning:
      'Criptografia do sistema indisponível: os últimos pedidos conhecidos são gravados sem criptografia',
    // The platform's list comes back when it answers.
    undecryptable: 'Não foi possível decifrar os últimos pedidos conhecidos; ignorados',
  });

  function read(): unknown {
    const raw = readJsonFile(file);
    if (raw.kind === 'missing') return null;
    if (raw.kind === 'corrupt') {
      log.warn('Últimos pedidos conhecidos ilegíveis; ignorados', raw.error);
      return null;
    }
    const opened = sealer.open(raw.value);
    if (opened.kind === 'not-sealed') {
      log.warn('Últimos pedidos conhecidos em formato inválido; ignorados');
      return null;
    }
    return opened.kind === 'ok' ? opened.value : null;
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
      writeJsonFileAtomic(file, sealer.seal(ordersCacheSchema.parse(cache)));
    },

    clear() {
      removeFile(file);
    },
  };
}
