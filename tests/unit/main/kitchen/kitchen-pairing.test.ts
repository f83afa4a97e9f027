// The tablets' pairing (issue 33 §3): a 6-digit code compared in constant time, one tablet per
// code, tokens kept hashed, revocable, wrong codes limited per address for a minute, and the
// settings file kept by main (defaults when missing or unreadable).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_KITCHEN_SETTINGS } from '../../../../shared/kitchen-screen/contract';
import { createKitchenPairing, PAIRING_MESSAGES } from '../../../../main/kitchen/pairing';
import { createKitchenSettings, KitchenSettingsError } from '../../../../main/kitchen/settings';
import { createMemoryLogger } from '../../../support/logger';

let dir: string;
let clock: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-pairing-'));
  clock = 1_000_000;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const open = (changes: string[] = []) =>
  createKitchenPairing({
    file: path.join(dir, 'kitchen-devices.json'),
    log: createMemoryLogger(),
    now: () => clock,
    onChange: () => changes.push('changed'),
  });
const other = (code: string) => (code === '123456' ? '654321' : '123456');

describe('pairing', () => {
  it('a 6-digit code; spaces typed in it are ignored; one tablet per code', () => {
    const pairing = open();
    const code = pairing.code();
    expect(code).toMatch(/^\d{6}$/);
    const paired = pairing.pair(`${code.slice(0, 3)} ${code.slice(3)}`, '  Chapa  ', '10.0.0.5');
    expect(paired).toMatchObject({ ok: true, device: { name: 'Chapa', pairedAt: clock } });
    expect(pairing.pair(code, 'Outro', '10.0.0.6')).toEqual({
      ok: false,
      status: 403,
      error: PAIRING_MESSAGES.wrongCode,
    });
  });

  it('asks for a name', () => {
    const pairing = open();
    expect(pairing.pair(pairing.code(), ' \u0007 ', '10.0.0.5')).toEqual({
      ok: false,
      status: 400,
      error: PAIRING_MESSAGES.badName,
    });
  });

  it('5 wrong codes a minute per address, then the right one waits; another address is not held', () => {
    const pairing = open();
    const code = pairing.code();
    for (let i = 0; i < 5; i++)
      expect(pairing.pair(other(code), 'T', '10.0.0.5')).toMatchObject({ status: 403 });
    expect(pairing.pair(code, 'T', '10.0.0.5')).toEqual({
      ok: false,
      status: 429,
      error: PAIRING_MESSAGES.tooMany,
    });
    clock += 61_000;
    expect(pairing.pair(code, 'T', '10.0.0.5').ok).toBe(true);
    const next = pairing.code();
    for (let i = 0; i < 5; i++) pairing.pair(other(next), 'T', '10.0.0.7');
    expect(pairing.pair(next, 'U', '10.0.0.8').ok).toBe(true);
  });

  it('keeps only the token hash; the token finds its device after a restart; revoke ends it', () => {
    const changes: string[] = [];
    const pairing = open(changes);
    const paired = pairing.pair(pairing.code(), 'Chapa', '10.0.0.5');
    if (!paired.ok) throw new Error('not paired');
    expect(fs.readFileSync(path.join(dir, 'kitchen-devices.json'), 'utf8')).not.toContain(paired.token);
    const again = open();
    expect(again.deviceOf(paired.token)).toMatchObject({
      id: paired.device.id,
      name: 'Chapa',
      lastSeenAt: clock,
    });
    expect(again.deviceOf(`${paired.token}x`)).toBeUndefined();
    expect(again.deviceOf(undefined)).toBeUndefined();
    expect(again.revoke(paired.device.id)).toBe(true);
    expect(again.revoke(paired.device.id)).toBe(false);
    expect(again.deviceOf(paired.token)).toBeUndefined();
    expect(open().devices()).toEqual([]);
    expect(changes).toEqual(['changed']);
  });

  it('rotate gives a new code; the old one stops working', () => {
    const pairing = open();
    const old = pairing.code();
    let fresh = pairing.rotate();
    while (fresh === old) fresh = pairing.rotate();
    expect(pairing.pair(old, 'T', '10.0.0.5').ok).toBe(false);
    expect(pairing.pair(fresh, 'T', '10.0.0.5').ok).toBe(true);
  });
});

describe('kitchen settings file', () => {
  const file = () => path.join(dir, 'kitchen-settings.json');
  it('missing or unreadable: the defaults (off); an unreadable one is set aside', () => {
    expect(createKitchenSettings({ file: file(), log: createMemoryLogger() }).get()).toEqual(
      DEFAULT_KITCHEN_SETTINGS,
    );
    fs.writeFileSync(file(), '{"enabled": true');
    const log = createMemoryLogger();
    expect(createKitchenSettings({ file: file(), log }).get()).toEqual(DEFAULT_KITCHEN_SETTINGS);
    expect(log.has('warn', 'Configurações da tela da cozinha ilegíveis')).toBe(true);
    expect(
      fs.readdirSync(dir).some((f) => f.startsWith('kitchen-settings.json') && f !== 'kitchen-settings.json'),
    ).toBe(true);
  });

  it('refuses what breaks a rule and keeps the file as it was', () => {
    const settings = createKitchenSettings({ file: file(), log: createMemoryLogger() });
    expect(() => settings.save({ ...DEFAULT_KITCHEN_SETTINGS, ageAmberMin: 30 })).toThrow(
      KitchenSettingsError,
    );
    expect(() => settings.save({ ...DEFAULT_KITCHEN_SETTINGS, ageAmberMin: 'dez' })).toThrow(
      'Configurações da tela da cozinha inválidas.',
    );
    expect(fs.existsSync(file())).toBe(false);
  });
});
