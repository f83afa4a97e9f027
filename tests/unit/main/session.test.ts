import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/session';
import type { SafeStorageLike } from '../../../main/deps';
import { createJsonSessionFile, createSessionService } from '../../../main/session/service';
import { fakeSafeStorage, USER } from './fakes';
import { createMemoryLogger } from '../../support/logger';
import { createMemorySessionFile } from '../../support/session-file';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-'));
  file = path.join(dir, 'session.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function service(safeStorage: SafeStorageLike = fakeSafeStorage(), log = createMemoryLogger()) {
  return createSessionService({ file: createJsonSessionFile(file), safeStorage, log });
}

describe('session service', () => {
  it('encrypts the hash at rest: the file does not contain it', () => {
    service().save(USER);
    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).not.toContain(USER.sessao.hash);
    expect(raw).not.toContain(Buffer.from(USER.sessao.hash).toString('base64'));
    expect(JSON.parse(raw).hash.encoding).toBe('safeStorage');
    expect(raw).toContain('Pizzaria Bella Napoli'); // the rest is not secret
  });

  it('loads the full SessionUser back (a fresh process, same keychain)', () => {
    service().save(USER);
    expect(service().load()).toEqual(USER);
  });

  it('falls back to plain storage with a warning when encryption is unavailable', () => {
    const log = createMemoryLogger();
    service(fakeSafeStorage(false), log).save(USER);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).hash).toEqual({
      encoding: 'plain',
      value: USER.sessao.hash,
    });
    expect(log.has('warn', 'sem criptografia')).toBe(true);
    expect(service(fakeSafeStorage(false)).load()).toEqual(USER);
  });

  it('a safeStorage that throws on the availability check counts as unavailable', () => {
    const broken: SafeStorageLike = {
      ...fakeSafeStorage(),
      isEncryptionAvailable: () => {
        throw new Error('not ready');
      },
    };
    service(broken).save(USER);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).hash.encoding).toBe('plain');
  });

  it('a hash that cannot be decrypted (keychain changed) discards the session', () => {
    service().save(USER);
    const other: SafeStorageLike = {
      ...fakeSafeStorage(),
      decryptString: () => {
        throw new Error('keychain');
      },
    };
    const log = createMemoryLogger();
    expect(service(other, log).load()).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    expect(log.has('warn', 'decifrar')).toBe(true);
  });

  it.each([
    ['not json', '{'],
    ['wrong shape', '{"version":1,"user":{}}'],
    ['wrong version', '{"version":9}'],
  ])('a %s file is discarded without crashing', (_name, content) => {
    fs.writeFileSync(file, content);
    expect(service().load()).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('clear() forgets the session', () => {
    const s = service();
    s.save(USER);
    s.clear();
    expect(s.load()).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    expect(service().load()).toBeNull();
  });

  it('reads the file once: later loads (one per IPC call) come from memory, as copies', () => {
    service().save(USER);
    const json = createJsonSessionFile(file);
    let reads = 0;
    const counting = { ...json, read: () => (reads++, json.read()) };
    const s = createSessionService({
      file: counting,
      safeStorage: fakeSafeStorage(),
      log: createMemoryLogger(),
    });
    const first = s.load();
    expect(first).toEqual(USER);
    first!.sessao.hash = 'changed';
    expect(s.load()).toEqual(USER);
    expect(reads).toBe(1);
  });

  it('save() updates what load() returns and writes the encrypted record', () => {
    const memory = createMemorySessionFile();
    const s = createSessionService({
      file: memory,
      safeStorage: fakeSafeStorage(),
      log: createMemoryLogger(),
    });
    expect(s.load()).toBeNull();
    s.save(USER);
    expect(s.load()).toEqual(USER);
    expect(memory.value).toMatchObject({ version: 1, hash: { encoding: 'safeStorage' } });
  });

  it('drops fields the login added that the app does not use', () => {
    const s = service();
    s.save({ ...USER, senha: 'x' } as SessionUser);
    expect(s.load()).not.toHaveProperty('senha');
    expect(fs.readFileSync(file, 'utf8')).not.toContain('senha');
  });
});
