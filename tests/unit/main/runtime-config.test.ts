import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import packaged from '../../../config/app.config.json';
import { apiBasesSchema, EMPTY_API_BASES } from '../../../shared/bridge-schemas';
import { buildCsp, platformCallsOf, sandboxApiBases } from '../../../shared/config';
import { DEFAULT_BRAND, loadConfigFile, resolveRuntimeConfig } from '../../../main/config/runtime-config';
import { createMemoryLogger } from '../../support/logger';

const prod = sandboxApiBases('https://api.caixa.example.com');
const resolve = (args: Partial<Parameters<typeof resolveRuntimeConfig>[0]>) =>
  resolveRuntimeConfig({ packaged, env: {}, override: null, log: createMemoryLogger(), ...args });

describe('runtime config', () => {
  it('the committed config has the brand and EMPTY api bases', () => {
    const r = resolve({});
    expect(r.config.brand).toEqual(DEFAULT_BRAND);
    expect(r.config.brand).toMatchObject({
      name: 'Caixa Delivery',
      logo: 'brand/logo.svg',
      supportPhone: '(11) 4002-8922',
    });
    expect(r.config.api).toEqual(EMPTY_API_BASES);
    expect(apiBasesSchema.safeParse(r.config.api).success).toBe(false);
    expect(r.apiSource).toBe('none');
    expect(r.updates).toEqual({ url: '', intervalHours: 4, publicKey: '' });
  });

  it('update settings come only from the config built into the bundle, never from the editable file', () => {
    const updates = {
      url: 'https://updates.example.com/caixa/',
      intervalHours: 2,
      publicKey: 'MCowBQYDK2VwAyEA',
    };
    const fromFile = resolve({
      packaged: { ...packaged, updates: { ...updates, url: 'https://evil.example/' } },
    });
    expect(fromFile.updates).toEqual({ url: '', intervalHours: 4, publicKey: '' });
    const built = resolve({
      packaged: { ...packaged, updates: { url: 'https://evil.example/' } },
      bundled: { ...packaged, updates },
    });
    expect(built.updates).toEqual(updates);
  });

  it('CASHDESK_API_ORIGIN points every base at that origin', () => {
    const r = resolve({ env: { CASHDESK_API_ORIGIN: 'http://127.0.0.1:4010/' } });
    expect(r.apiSource).toBe('env');
    expect(r.config.api).toEqual(sandboxApiBases('http://127.0.0.1:4010'));
    expect(r.config.api.v1).toBe('http://127.0.0.1:4010/api/v1/');
  });

  it('a packaged build refuses plain http bases (loopback excepted) and falls to the next source', () => {
    const log = createMemoryLogger();
    const plain = sandboxApiBases('http://api.caixa.example.com');
    const r = resolveRuntimeConfig({
      packaged: { ...packaged, api: prod },
      env: {},
      override: { bases: plain },
      log,
      secureOnly: true,
    });
    expect(r.apiSource).toBe('packaged');
    expect(r.config.api).toEqual(prod);
    expect(log.has('error', 'sem criptografia')).toBe(true);
    const loopback = resolve({ env: { CASHDESK_API_ORIGIN: 'http://127.0.0.1:4010' }, secureOnly: true });
    expect(loopback.apiSource).toBe('env');
    // Development takes the plain base.
    expect(resolve({ override: { bases: plain } }).apiSource).toBe('settings');
  });

  it('env wins over settings, settings over the packaged file', () => {
    const withPkg = { ...packaged, api: prod };
    expect(resolve({ packaged: withPkg }).apiSource).toBe('packaged');
    const s = resolve({ packaged: withPkg, override: { origin: 'https://outra.example.com' } });
    expect(s.apiSource).toBe('settings');
    expect(s.config.api.v2).toBe('https://outra.example.com/api/v2/');
    expect(resolve({ packaged: withPkg, override: { bases: prod } }).config.api).toEqual(prod);
    expect(
      resolve({
        packaged: withPkg,
        override: { origin: 'https://outra.example.com' },
        env: { CASHDESK_API_ORIGIN: 'http://127.0.0.1:1' },
      }).apiSource,
    ).toBe('env');
  });

  it.each([
    ['javascript: origin', { CASHDESK_API_ORIGIN: 'javascript:alert(1)' }],
    ['garbage origin', { CASHDESK_API_ORIGIN: 'não é url' }],
  ])('an invalid env (%s) is logged and skipped', (_name, env) => {
    const log = createMemoryLogger();
    const r = resolveRuntimeConfig({ packaged: { ...packaged, api: prod }, env, override: null, log });
    expect(r.apiSource).toBe('packaged');
    expect(log.has('error', 'CASHDESK_API_ORIGIN')).toBe(true);
  });

  it('invalid packaged bases → empty bases, logged, the app still starts', () => {
    const log = createMemoryLogger();
    const r = resolveRuntimeConfig({
      packaged: { ...packaged, api: { ...prod, v1: 'ftp://x' } },
      env: {},
      override: null,
      log,
    });
    expect(r.config.api).toEqual(EMPTY_API_BASES);
    expect(log.has('error', 'v1')).toBe(true);
  });

  it('a broken file keeps the default brand and no updates', () => {
    const r = resolve({ packaged: { brand: { name: '' }, updates: { url: 'file:///x' } } });
    expect(r.config.brand).toEqual(DEFAULT_BRAND);
    expect(r.updates.url).toBe('');
    expect(resolve({ packaged: 'nonsense' }).config.brand).toEqual(DEFAULT_BRAND);
  });

  it('passes the user-id header and the access reading through; a broken one is logged and dropped', () => {
    const r = resolve({});
    expect(r.config.requests).toEqual({ userIdHeader: 'X-Id-Usuario' });
    expect(r.config.access).toEqual({ reading: 'menu' });
    const custom = resolve({
      packaged: { ...packaged, requests: { userIdHeader: 'X-User' }, access: { reading: 'table' } },
    });
    expect(custom.config.requests).toEqual({ userIdHeader: 'X-User' });
    expect(custom.config.access).toEqual({ reading: 'table' });
    const log = createMemoryLogger();
    const broken = resolve({
      packaged: { ...packaged, requests: { userIdHeader: 'Authorization' }, access: { reading: 'x' } },
      log,
    });
    expect(broken.config.requests).toBeUndefined();
    expect(broken.config.access).toBeUndefined();
    expect(log.has('error', 'requests inválido')).toBe(true);
  });

  it('passes which calls the platform offers through; a misspelt member keeps its default', () => {
    expect(platformCallsOf(resolve({}).config)).toEqual({
      financeOverview: 'auto',
      acceptanceSwitch: 'auto',
      ratingsFirstLoad: 'auto',
      statement: 'auto',
      transfer: 'auto',
    });
    const custom = resolve({
      packaged: {
        ...packaged,
        calls: {
          financeOverview: 'first',
          statement: 'absent',
          transfer: 'talvez',
          acceptanceSwitch: 'mudarStatus',
        },
      },
    });
    expect(custom.config.calls).toEqual({
      financeOverview: 'first',
      statement: 'absent',
      acceptanceSwitch: 'mudarStatus',
    });
    expect(platformCallsOf(custom.config)).toEqual({
      financeOverview: 'first',
      acceptanceSwitch: 'mudarStatus',
      ratingsFirstLoad: 'auto',
      statement: 'absent',
      transfer: 'auto',
    });
    const log = createMemoryLogger();
    expect(resolve({ packaged: { ...packaged, calls: 'nenhuma' }, log }).config.calls).toBeUndefined();
    expect(log.has('error', 'calls inválido')).toBe(true);
  });

  it('the CSP connect-src lists only the configured origins', () => {
    const csp = buildCsp(resolve({ env: { CASHDESK_API_ORIGIN: 'http://127.0.0.1:4010' } }).config.api);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010 ws://127.0.0.1:4010");
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('loadConfigFile', () => {
  it('reads the first readable candidate, skips broken ones, falls back to the bundled copy', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    try {
      const broken = path.join(dir, 'broken.json');
      const good = path.join(dir, 'good.json');
      fs.writeFileSync(broken, '{ nope');
      fs.writeFileSync(good, JSON.stringify({ updates: { url: 'https://u.example.com/' } }));
      const log = createMemoryLogger();
      expect(loadConfigFile([path.join(dir, 'missing.json'), broken, good], 'bundled', log)).toEqual({
        updates: { url: 'https://u.example.com/' },
      });
      expect(log.has('error', 'ilegível')).toBe(true);
      expect(loadConfigFile([path.join(dir, 'missing.json')], 'bundled', log)).toBe('bundled');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
