/**
 * The logged-in user, kept by main in userData/session.json. The session hash is encrypted
 * with the OS keychain (`safeStorage`) when available; otherwise it is stored as is, with a
 * warning in the log. Linux's 'basic_text' backend (no keyring) counts as unavailable: its key is
 * a constant, so the hash would only look encrypted (main/storage/secret-storage.ts). The renderer gets the SessionUser back (it signs API calls with the hash)
 * and nothing else.
 */
import { z } from 'zod';
import { sessionUserSchema } from '../../shared/bridge-schemas';
import type { SessionUser } from '../../shared/session';
import type { SafeStorageLike } from '../deps';
import type { Logger } from '../log/logger';
import { readJsonFile, removeFile, writeJsonFileAtomic, type JsonRead } from '../storage/json-file';

/** Where the session record lives: a file in production, memory in tests (tests/support). */
export interface SessionFile {
  read(): JsonRead;
  write(value: unknown): void;
  remove(): void;
}

export function createJsonSessionFile(file: string): SessionFile {
  return {
    read: () => readJsonFile(file),
    write: (value) => writeJsonFileAtomic(file, value),
    remove: () => removeFile(file),
  };
}

const storedHashSchema = z.discriminatedUnion('encoding', [
  z.object({ encoding: z.literal('safeStorage'), data: z.string().min(1) }),
  z.object({ encoding: z.literal('plain'), value: z.string().min(1) }),
]);

const storedSessionSchema = z.object({
  version: z.literal(1),
  user: sessionUserSchema.extend({ sessao: z.object({ id_sessao: z.string() }) }),
  hash: storedHashSchema,
});

interface SessionService {
  load(): SessionUser | null;
  save(user: SessionUser): void;
  clear(): void;
}

interface SessionServiceDeps {
  file: SessionFile;
  safeStorage: SafeStorageLike;
  log: Logger;
}

export function createSessionService({ file, safeStorage, log }: SessionServiceDeps): SessionService {
  let cached: SessionUser | null | undefined;

  const encryptionAvailable = () => {
    try {
      return safeStorage.isEncryptionAvailable();
    } catch {
      return false;
    }
  };

  function discard(reason: string, error?: unknown): null {
    log.warn(`Sessão salva descartada: ${reason}`, error);
    try {
      file.remove();
    } catch (removeError) {
      log.error('Não foi possível apagar a sessão salva', removeError);
    }
    cached = null;
    return null;
  }

  function readFromDisk(): SessionUser | null {
    const read = file.read();
    if (read.kind === 'missing') return null;
    if (read.kind === 'corrupt') return discard('arquivo ilegível', read.error);
    const parsed = storedSessionSchema.safeParse(read.value);
    if (!parsed.success) return discard('formato inválido');
    const { user, hash: stored } = parsed.data;
    let hash: string;
    if (stored.encoding === 'plain') {
      hash = stored.value;
    } else {
      try {
        hash = safeStorage.decryptString(Buffer.from(stored.data, 'base64'));
      } catch (error) {
        // The keychain changed (new OS user, reinstall): the operator simply logs in again.
        return discard('não foi possível decifrar', error);
      }
    }
    const full = sessionUserSchema.safeParse({ ...user, sessao: { ...user.sessao, hash } });
    return full.success ? full.data : discard('usuário inválido');
  }

  return {
    load() {
      if (cached === undefined) cached = readFromDisk();
      return cached ? structuredClone(cached) : null;
    },
    save(user) {
      const valid = sessionUserSchema.parse(user);
      const { hash, ...sessao } = valid.sessao;
      let storedHash: z.infer<typeof storedHashSchema>;
      if (encryptionAvailable()) {
        storedHash = { encoding: 'safeStorage', data: safeStorage.encryptString(hash).toString('base64') };
      } else {
        log.warn('Criptografia do sistema indisponível: a sessão foi salva sem criptografia');
        storedHash = { encoding: 'plain', value: hash };
      }
      file.write({ version: 1, user: { ...valid, sessao }, hash: storedHash });
      cached = structuredClone(valid);
      log.info(`Sessão salva (loja ${valid.id_estabelecimento}, usuário ${valid.id_usuario})`);
    },
    clear() {
      file.remove();
      cached = null;
      log.info('Sessão encerrada');
    },
  };
}
