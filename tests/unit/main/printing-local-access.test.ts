// The local print host's access file (issue 37 §1): created at first start, read back, a broken
// one replaced by a host that is off with a new code; the code check reads typed spellings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalHostAccess, previousHostUse } from '../../../main/printing/local-service/access';
import { createMemoryLogger } from '../../support/logger';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-access-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, 'local-print-host.json');
const bytes = (seed: number) => () => Uint8Array.from({ length: 20 }, (_, i) => (i + seed) * 7);

describe('local print host access', () => {
  it('creates the file at first start with the migration signal, then reads it back', () => {
    const log = createMemoryLogger();
    const first = createLocalHostAccess({ file: file(), log, wasUsed: () => true, random: bytes(1) });
    expect(first.get()).toMatchObject({ version: 1, enabled: true });
    expect(log.has('info', 'ligado (esta instalação já atendeu um navegador ou programa)')).toBe(true);
    let asked = false;
    const again = createLocalHostAccess({
      file: file(),
      log,
      wasUsed: () => {
        asked = true;
        return false;
      },
      random: bytes(2),
    });
    expect(again.get()).toEqual(first.get());
    expect(asked).toBe(false);
  });

  it('a file read back is not rewritten at start (review of issue 32: no write on every start)', () => {
    const log = createMemoryLogger();
    createLocalHostAccess({ file: file(), log, wasUsed: () => false, random: bytes(1) });
    const written = fs.statSync(file());
    const past = new Date(written.mtimeMs - 60_000);
    fs.utimesSync(file(), past, past);
    const before = fs.statSync(file()).mtimeMs;
    createLocalHostAccess({ file: file(), log, wasUsed: () => false, random: bytes(2) });
    expect(fs.statSync(file()).mtimeMs).toBe(before);
  });

  it.each(['{not json', JSON.stringify({ version: 1, enabled: true, token: 'abc', webOrigins: [] })])(
    'a broken file (%s) gives a host that is off, with a new code',
    (content) => {
      fs.writeFileSync(file(), content);
      const log = createMemoryLogger();
      const access = createLocalHostAccess({ file: file(), log, wasUsed: () => true, random: bytes(3) });
      expect(access.get().enabled).toBe(false);
      expect(access.token()).toMatch(/^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$/);
      expect(log.has('error', 'Acesso ao módulo de impressão ilegível')).toBe(true);
    },
  );

  it('accepts the code in any typed spelling, nothing else', () => {
    const access = createLocalHostAccess({ file: file(), log: createMemoryLogger(), wasUsed: () => false });
    const token = access.token();
    expect(access.accepts(token)).toBe(true);
    expect(access.accepts(token.toLowerCase().replaceAll('-', ''))).toBe(true);
    expect(access.accepts(undefined)).toBe(false);
    expect(access.accepts('')).toBe(false);
    expect(access.accepts(`${token}A`)).toBe(false);
    const rotated = access.rotate();
    expect(access.accepts(token)).toBe(false);
    expect(access.accepts(rotated.token)).toBe(true);
  });

  it('previousHostUse reads main.log and its rotated files only', () => {
    const logs = path.join(dir, 'logs');
    expect(previousHostUse(logs)).toBe(false);
    fs.mkdirSync(logs);
    fs.writeFileSync(path.join(logs, 'other.log'), 'Serviço local: cupom impresso em Caixa\n');
    expect(previousHostUse(logs)).toBe(false);
    fs.writeFileSync(path.join(logs, 'main.3.log'), 'x Serviço local: impressão em Caixa falhou\n');
    expect(previousHostUse(logs)).toBe(true);
  });
});
