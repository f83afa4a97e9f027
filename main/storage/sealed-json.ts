/**
 * JSON kept at rest encrypted with the OS keychain (`safeStorage`) where there is one: the one
 * envelope the order cache (main/offline/orders-cache.ts) and the print journal's copies of
 * orders and summaries (main/printing/journal/keyed-store.ts) write. The safeStorage handed in is
 * already wrapped by withWeakKeychainCheck (secret-storage.ts), so Linux's 'basic_text' counts as
 * no keychain. Without one the value is stored as is under `plainField`, with one warning in the
 * log per sealer.
 */
import { z } from 'zod';
import type { SafeStorageLike } from '../deps';
import type { Logger } from '../log/logger';

export interface Sealer {
  /** The OS keychain encrypts now (false: what is sealed is stored as is). */
  encrypted(): boolean;
  /** The file content for `value` (already valid JSON data). */
  seal(value: unknown): object;
  /**
   * The value inside a file's content: 'not-sealed' when the content is no envelope at all (a
   * file from before, written bare), 'unreadable' when it is one that cannot be opened.
   */
  open(
    content: unknown,
  ): { kind: 'ok'; value: unknown; wasEncrypted: boolean } | { kind: 'not-sealed' } | { kind: 'unreadable' };
}

export interface SealerOptions {
  safeStorage: SafeStorageLike;
  log: Logger;
  /** The field the plain envelope keeps the value in ('cache' for the order cache). */
  plainField: string;
  /** Logged once when the keychain is unavailable. */
  plainWarning: string;
  /** Logged (with the error) when an encrypted envelope cannot be decrypted. */
  undecryptable: string;
  /** Clock for re-asking a keychain that was unavailable (tests). */
  now?(): number;
}

/**
 * How long "no keychain" is taken as the answer before the keychain is asked again: it can come
 * later (the OS keyring unlocked after login), but the print journal asks on every change and
 * each ask may be a D-Bus round trip on Linux. Once it encrypts, it stays so for this sealer.
 */
export const KEYCHAIN_RECHECK_MS = 60_000;

export function createSealer({
  safeStorage,
  log,
  plainField,
  plainWarning,
  undecryptable,
  now = Date.now,
}: SealerOptions): Sealer {
  const envelope = z.discriminatedUnion('encoding', [
    z.object({ version: z.literal(1), encoding: z.literal('safeStorage'), data: z.string().min(1) }),
    z.object({ version: z.literal(1), encoding: z.literal('plain'), [plainField]: z.unknown() }),
  ]);
  let warnedPlain = false;

  let available = false;
  let askedAt: number | undefined;
  const encrypted = () => {
    if (available) return true;
    const at = now();
    if (askedAt !== undefined && at - askedAt < KEYCHAIN_RECHECK_MS) return false;
    askedAt = at;
    try {
      available = safeStorage.isEncryptionAvailable();
    } catch {
      available = false;
    }
    return available;
  };

  return {
    encrypted,

    seal(value) {
      const json = JSON.stringify(value);
      if (encrypted()) {
        return {
          version: 1,
          encoding: 'safeStorage',
          data: safeStorage.encryptString(json).toString('base64'),
        };
      }
      if (!warnedPlain) {
        warnedPlain = true;
        log.warn(plainWarning);
      }
      return { version: 1, encoding: 'plain', [plainField]: value };
    },

    open(content) {
      const parsed = envelope.safeParse(content);
      if (!parsed.success) return { kind: 'not-sealed' };
      const sealed = parsed.data as Record<string, unknown>;
      if (sealed.encoding === 'plain') return { kind: 'ok', value: sealed[plainField], wasEncrypted: false };
      try {
        const json = safeStorage.decryptString(Buffer.from(String(sealed.data), 'base64'));
        return { kind: 'ok', value: JSON.parse(json) as unknown, wasEncrypted: true };
      } catch (error) {
        // The keychain changed (new OS user, reinstall).
        log.warn(undecryptable, error);
        return { kind: 'unreadable' };
      }
    },
  };
}
