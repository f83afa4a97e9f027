/**
 * QZ Tray's site certificate and private key (02 §2.8: pasted on the print settings screen).
 * Both stay in main, in userData/qz-credentials.json, encrypted with the OS keychain
 * (safeStorage) when it is available; otherwise stored as is with a warning, as the session does.
 * Linux's 'basic_text' backend (no keyring) counts as unavailable (main/storage/secret-storage.ts).
 * The key never leaves this module: QZ gets signatures computed here (SHA512 with RSA).
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { QzCredentialsPatch } from '../../../shared/printing';
import type { Logger } from '../../log/logger';
import type { SafeStorageLike } from '../../deps';
import { readValidatedJsonFile, removeFile, writeJsonFileAtomic } from '../../storage/json-file';
import { PrinterError } from '../transports/port';

export const QZ_MESSAGES = {
  missingCertificate:
    'Certificado do QZ Tray não cadastrado. Cole o certificado digital nas configurações de impressão.',
  missingPrivateKey:
    'Chave privada do QZ Tray não cadastrada. Cole a chave privada nas configurações de impressão.',
  invalidCertificate: 'Certificado inválido: cole o conteúdo do arquivo .crt/.pem completo.',
  invalidPrivateKey:
    'Chave privada inválida: cole o conteúdo do arquivo .key/.pem completo (chave RSA sem senha).',
  mismatch: 'A chave privada não corresponde ao certificado: cole os dois do mesmo par.',
} as const;

/** Invalid input from the settings screen; the message is for the operator. */
export class QzCredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QzCredentialsError';
  }
}

export interface QzCredentialsStore {
  view(): { certificate: string; hasPrivateKey: boolean };
  /** A string replaces, null removes, undefined keeps; throws QzCredentialsError when invalid. */
  update(patch: QzCredentialsPatch): void;
  clear(): void;
  /** The PEM QZ asks for; throws PrinterError('not-found') when none is stored. */
  certificate(): string;
  /** Base64 SHA512/RSA signature of QZ's challenge; throws PrinterError('not-found') without a key. */
  sign(toSign: string): string;
}

interface QzCredentialsDeps {
  file: string;
  safeStorage: SafeStorageLike;
  log: Logger;
}

/** A certificate with its chain is a few KB; anything far larger is not a pasted PEM. */
const MAX_PEM_CHARS = 64 * 1024;
const CERTIFICATE_PEM = /^(-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n*)+$/;
const PRIVATE_KEY_PEM =
  /^-----BEGIN (RSA )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+-----END (RSA )?PRIVATE KEY-----$/;

const storedSecretSchema = z.discriminatedUnion('encoding', [
  z.object({ encoding: z.literal('safeStorage'), data: z.string().min(1) }),
  z.object({ encoding: z.literal('plain'), value: z.string().min(1) }),
]);
const storedFileSchema = z.object({
  version: z.literal(1),
  certificate: storedSecretSchema.nullable(),
  privateKey: storedSecretSchema.nullable(),
});
type StoredSecret = z.infer<typeof storedSecretSchema>;

interface Loaded {
  certificate: string | null;
  privateKey: string | null;
}

function normalizePem(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

function validateCertificate(text: string): string {
  const pem = normalizePem(text);
  if (pem.length > MAX_PEM_CHARS || !CERTIFICATE_PEM.test(pem)) {
    throw new QzCredentialsError(QZ_MESSAGES.invalidCertificate);
  }
  try {
    new crypto.X509Certificate(pem);
  } catch {
    throw new QzCredentialsError(QZ_MESSAGES.invalidCertificate);
  }
  return pem;
}

function validatePrivateKey(text: string): string {
  const pem = normalizePem(text);
  if (pem.length > MAX_PEM_CHARS || !PRIVATE_KEY_PEM.test(pem)) {
    throw new QzCredentialsError(QZ_MESSAGES.invalidPrivateKey);
  }
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey(pem);
  } catch {
    throw new QzCredentialsError(QZ_MESSAGES.invalidPrivateKey);
  }
  // QZ Tray checks signatures as SHA512withRSA.
  if (key.asymmetricKeyType !== 'rsa') throw new QzCredentialsError(QZ_MESSAGES.invalidPrivateKey);
  return pem;
}

export function createQzCredentialsStore({ file, safeStorage, log }: QzCredentialsDeps): QzCredentialsStore {
  let loaded: Loaded | undefined;

  const encryptionAvailable = () => {
    try {
      return safeStorage.isEncryptionAvailable();
    } catch {
      return false;
    }
  };

  function reveal(secret: StoredSecret | null, what: string): string | null {
    if (!secret) return null;
    if (secret.encoding === 'plain') return secret.value;
    try {
      return safeStorage.decryptString(Buffer.from(secret.data, 'base64'));
    } catch (error) {
      // The keychain changed (another OS user, reinstall): the operator pastes it again.
      log.warn(`QZ Tray: não foi possível decifrar ${what} salvo; cadastre de novo`, error);
      return null;
    }
  }

  function load(): Loaded {
    if (loaded) return loaded;
    const read = readValidatedJsonFile(file, storedFileSchema);
    if (read.kind === 'invalid') {
      log.warn(
        `Credenciais do QZ Tray ilegíveis; cadastre de novo${read.backup ? ` (cópia em ${read.backup})` : ''}`,
      );
    }
    loaded =
      read.kind === 'ok'
        ? {
            certificate: reveal(read.value.certificate, 'o certificado'),
            privateKey: reveal(read.value.privateKey, 'a chave privada'),
          }
        : { certificate: null, privateKey: null };
    return loaded;
  }

  function seal(value: string | null, encrypt: boolean): StoredSecret | null {
    if (value === null) return null;
    return encrypt
      ? { encoding: 'safeStorage', data: safeStorage.encryptString(value).toString('base64') }
      : { encoding: 'plain', value };
  }

  function save(next: Loaded): void {
    if (next.certificate === null && next.privateKey === null) {
      removeFile(file);
    } else {
      const encrypt = encryptionAvailable();
      if (!encrypt)
        log.warn('Criptografia do sistema indisponível: credenciais do QZ Tray salvas sem criptografia');
      writeJsonFileAtomic(file, {
        version: 1,
        certificate: seal(next.certificate, encrypt),
        privateKey: seal(next.privateKey, encrypt),
      });
    }
    loaded = next;
  }

  return {
    view() {
      const { certificate, privateKey } = load();
      return { certificate: certificate ?? '', hasPrivateKey: privateKey !== null };
    },

    update(patch) {
      const current = load();
      const next: Loaded = { ...current };
      if (patch.certificate !== undefined) {
        next.certificate =
          patch.certificate === null || patch.certificate.trim() === ''
            ? null
            : validateCertificate(patch.certificate);
      }
      if (patch.privateKey !== undefined) {
        next.privateKey =
          patch.privateKey === null || patch.privateKey.trim() === ''
            ? null
            : validatePrivateKey(patch.privateKey);
      }
      if (next.certificate !== null && next.privateKey !== null) {
        const cert = new crypto.X509Certificate(next.certificate);
        if (!cert.checkPrivateKey(crypto.createPrivateKey(next.privateKey))) {
          throw new QzCredentialsError(QZ_MESSAGES.mismatch);
        }
      }
      save(next);
      log.info(
        `Credenciais do QZ Tray atualizadas (certificado: ${next.certificate ? 'sim' : 'não'}, chave: ${next.privateKey ? 'sim' : 'não'})`,
      );
    },

    clear() {
      save({ certificate: null, privateKey: null });
      log.info('Credenciais do QZ Tray removidas');
    },

    certificate() {
      const { certificate } = load();
      if (certificate === null)
        throw new PrinterError('not-found', QZ_MESSAGES.missingCertificate, 'QZ_NO_CERTIFICATE');
      return certificate;
    },

    sign(toSign) {
      const { privateKey } = load();
      if (privateKey === null)
        throw new PrinterError('not-found', QZ_MESSAGES.missingPrivateKey, 'QZ_NO_PRIVATE_KEY');
      return crypto.createSign('SHA512').update(toSign).sign(privateKey, 'base64');
    },
  };
}
