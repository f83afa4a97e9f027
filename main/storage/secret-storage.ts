/**
 * Secrets at rest (the session hash, QZ Tray's private key) are encrypted with Electron's
 * safeStorage. On Linux without a keyring (no GNOME Keyring / KWallet), Chromium falls back to
 * the 'basic_text' backend: safeStorage still says "available", but the key is a constant
 * built into Chromium, so the bytes are obfuscated, NOT encrypted. This wrapper reports that
 * backend as "no encryption available", so every store takes its plain path and logs that the
 * secret is stored without encryption, instead of pretending it is protected.
 */
import type { Logger } from '../log/logger';
import type { SafeStorageLike } from '../deps';

const WEAK_LINUX_BACKEND = 'basic_text';

export function withWeakKeychainCheck(
  safeStorage: SafeStorageLike,
  platform: string,
  log: Logger,
): SafeStorageLike {
  if (platform !== 'linux') return safeStorage;
  let warned = false;
  const weak = () => {
    let backend: string | undefined;
    try {
      backend = safeStorage.getSelectedStorageBackend?.();
    } catch {
      backend = undefined;
    }
    if (backend !== WEAK_LINUX_BACKEND) return false;
    if (!warned) {
      warned = true;
      log.warn(
        'Chaveiro do sistema indisponível (basic_text): segredos são gravados sem criptografia. ' +
          'Instale o GNOME Keyring ou o KWallet para protegê-los.',
      );
    }
    return true;
  };
  return {
    isEncryptionAvailable: () => !weak() && safeStorage.isEncryptionAvailable(),
    encryptString: (plain) => safeStorage.encryptString(plain),
    // Records written before (or by another backend) still open.
    decryptString: (data) => safeStorage.decryptString(data),
    ...(safeStorage.getSelectedStorageBackend
      ? { getSelectedStorageBackend: () => safeStorage.getSelectedStorageBackend!() }
      : {}),
  };
}
