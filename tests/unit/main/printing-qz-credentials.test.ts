import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createQzCredentialsStore,
  QZ_MESSAGES,
  QzCredentialsError,
} from '../../../main/printing/qz/credentials';
import { PrinterError } from '../../../main/printing/transports/port';
import type { SafeStorageLike } from '../../../main/deps';
import { createMemoryLogger } from '../../support/logger';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/qz');
const CERT = fs.readFileSync(path.join(FIXTURES, 'certificate.pem'), 'utf8');
const KEY = fs.readFileSync(path.join(FIXTURES, 'private-key.pem'), 'utf8');
const OTHER = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const OTHER_KEY = OTHER.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const EC_KEY = crypto
  .generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const ENCRYPTED_KEY = OTHER.privateKey
  .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'segredo' })
  .toString();
const PKCS1_KEY = crypto.createPrivateKey(KEY).export({ type: 'pkcs1', format: 'pem' }).toString();

/** A keychain stand-in that really scrambles (XOR), so plain text on disk would show. */
function fakeSafeStorage(available = true): SafeStorageLike & { failDecrypt: boolean } {
  const xor = (b: Buffer) => Buffer.from(b.map((byte) => byte ^ 0x5a));
  return {
    failDecrypt: false,
    isEncryptionAvailable: () => available,
    encryptString: (text) => xor(Buffer.from(`cofre:${text}`, 'utf8')),
    decryptString(data) {
      if (this.failDecrypt) throw new Error('chaveiro trocado');
      return xor(data)
        .toString('utf8')
        .replace(/^cofre:/, '');
    },
  };
}

function setup(safeStorage = fakeSafeStorage()) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qz-')), 'qz-credentials.json');
  const log = createMemoryLogger();
  const open = () => createQzCredentialsStore({ file, safeStorage, log });
  return { file, log, safeStorage, store: open(), open };
}

function thrown(fn: () => unknown): PrinterError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PrinterError);
    return error as PrinterError;
  }
  throw new Error('did not throw');
}

function verify(signature: string, data: string): boolean {
  const publicKey = new crypto.X509Certificate(CERT).publicKey;
  return crypto.verify('sha512', Buffer.from(data), publicKey, Buffer.from(signature, 'base64'));
}

describe('QZ credentials store', () => {
  it('stores both encrypted, signs with SHA512 verifiable by the certificate, survives a restart', () => {
    const t = setup();
    t.store.update({ certificate: CERT, privateKey: KEY });
    const onDisk = fs.readFileSync(t.file, 'utf8');
    expect(onDisk).not.toContain('PRIVATE KEY');
    expect(onDisk).not.toContain('CERTIFICATE');
    expect(onDisk).not.toContain(KEY.split('\n')[1]);
    expect(JSON.parse(onDisk)).toMatchObject({ privateKey: { encoding: 'safeStorage' } });

    const again = t.open();
    expect(again.view()).toEqual({ certificate: CERT.trim(), hasPrivateKey: true });
    expect(again.certificate()).toBe(CERT.trim());
    const challenge = '{"call":"printers.find","timestamp":1763700000000}';
    const signature = again.sign(challenge);
    expect(verify(signature, challenge)).toBe(true);
    expect(verify(signature, challenge + ' ')).toBe(false);
  });

  it('accepts CRLF pastes, PKCS#1 keys and a certificate followed by its chain', () => {
    const t = setup();
    t.store.update({
      certificate: `${CERT}\n${CERT}`.replace(/\n/g, '\r\n'),
      privateKey: `  ${PKCS1_KEY}  `,
    });
    expect(t.store.view().hasPrivateKey).toBe(true);
    expect(verify(t.store.sign('x'), 'x')).toBe(true);
  });

  it('patch semantics: undefined keeps, null removes, empty text removes', () => {
    const t = setup();
    t.store.update({ certificate: CERT, privateKey: KEY });
    t.store.update({});
    expect(t.store.view()).toEqual({ certificate: CERT.trim(), hasPrivateKey: true });
    t.store.update({ privateKey: null });
    expect(t.store.view()).toEqual({ certificate: CERT.trim(), hasPrivateKey: false });
    t.store.update({ certificate: '   ' });
    expect(t.store.view()).toEqual({ certificate: '', hasPrivateKey: false });
    expect(fs.existsSync(t.file)).toBe(false);
  });

  const body = CERT.split('\n').slice(1, -2).join('\n');
  it.each([
    ['empty PEM block', '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----'],
    ['base64 garbage', '-----BEGIN CERTIFICATE-----\nQUJDRA==\n-----END CERTIFICATE-----'],
    ['no armour', body],
    ['text around it', `meu certificado:\n${CERT}`],
    ['a private key', KEY],
    ['truncated', CERT.slice(0, 400)],
    ['html', '<script>alert(1)</script>'],
    ['huge', `-----BEGIN CERTIFICATE-----\n${'A'.repeat(70_000)}\n-----END CERTIFICATE-----`],
  ])('rejects a certificate: %s', (_name, certificate) => {
    const t = setup();
    expect(() => t.store.update({ certificate })).toThrow(
      new QzCredentialsError(QZ_MESSAGES.invalidCertificate),
    );
    expect(fs.existsSync(t.file)).toBe(false);
  });

  it.each([
    ['the certificate', CERT],
    ['a public key', OTHER.publicKey.export({ type: 'spki', format: 'pem' }).toString()],
    ['a passphrase-protected key', ENCRYPTED_KEY],
    ['an EC key (QZ checks RSA)', EC_KEY],
    ['corrupted base64', KEY.replace(/\n[A-Za-z0-9+/]{20}/, '\nAAAAAAAAAAAAAAAAAAAA')],
    ['null bytes', `${KEY}\u0000`],
  ])('rejects a private key: %s', (_name, privateKey) => {
    const t = setup();
    expect(() => t.store.update({ privateKey })).toThrow(
      new QzCredentialsError(QZ_MESSAGES.invalidPrivateKey),
    );
  });

  it('rejects a key that is not the certificate pair and keeps what was stored', () => {
    const t = setup();
    t.store.update({ certificate: CERT, privateKey: KEY });
    expect(() => t.store.update({ privateKey: OTHER_KEY })).toThrow(QZ_MESSAGES.mismatch);
    expect(verify(t.open().sign('ok'), 'ok')).toBe(true);
  });

  it('missing credentials are PrinterErrors with the settings-screen texts', () => {
    const t = setup();
    expect(thrown(() => t.store.certificate())).toMatchObject({
      kind: 'not-found',
      message: QZ_MESSAGES.missingCertificate,
    });
    expect(thrown(() => t.store.sign('x'))).toMatchObject({
      kind: 'not-found',
      message: QZ_MESSAGES.missingPrivateKey,
    });
    t.store.update({ certificate: CERT, privateKey: KEY });
    t.store.clear();
    expect(t.open().view()).toEqual({ certificate: '', hasPrivateKey: false });
  });

  it('without a keychain stores as is, with a warning (as the session does)', () => {
    const t = setup(fakeSafeStorage(false));
    t.store.update({ certificate: CERT, privateKey: KEY });
    expect(JSON.parse(fs.readFileSync(t.file, 'utf8'))).toMatchObject({ privateKey: { encoding: 'plain' } });
    expect(t.log.has('warn', 'sem criptografia')).toBe(true);
    expect(t.open().view().hasPrivateKey).toBe(true);
  });

  it('a keychain that no longer decrypts, or a corrupt file, means "paste again", not a crash', () => {
    const t = setup();
    t.store.update({ certificate: CERT, privateKey: KEY });
    t.safeStorage.failDecrypt = true;
    expect(t.open().view()).toEqual({ certificate: '', hasPrivateKey: false });
    expect(t.log.has('warn', 'não foi possível decifrar')).toBe(true);

    fs.writeFileSync(t.file, '{"version":1,"privateKey":');
    expect(t.open().view()).toEqual({ certificate: '', hasPrivateKey: false });
    expect(t.log.has('warn', 'ilegíveis')).toBe(true);
    fs.writeFileSync(t.file, JSON.stringify({ version: 2, certificate: 'x', privateKey: null }));
    expect(t.open().view().certificate).toBe('');
  });
});
