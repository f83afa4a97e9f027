import { DEFAULT_ALERT_SETTINGS } from '../../../shared/alerts/escalation';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, validateSettings } from '../../../main/settings/schema';
import { createSettingsService } from '../../../main/settings/service';
import { createMemoryLogger } from '../../support/logger';
import { createJsonSettingsStore, createMemorySettingsStore } from '../../support/settings-store';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
  file = path.join(dir, 'settings.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const backups = () => fs.readdirSync(dir).filter((f) => f.includes('.corrupt-'));

describe('JSON settings store', () => {
  it('starts from defaults without a file, and does not create one until a change', () => {
    const store = createJsonSettingsStore({ file, log: createMemoryLogger() });
    expect(store.getAll()).toEqual(defaultSettings());
    expect(fs.existsSync(file)).toBe(false);
  });

  it('persists changes atomically and reads them back', () => {
    const store = createJsonSettingsStore({ file, log: createMemoryLogger() });
    store.set('closeBehavior', 'tray');
    store.set('window', { bounds: { x: 5, y: 6, width: 1300, height: 900 }, maximized: true });
    expect(fs.readdirSync(dir)).toEqual(['settings.json']); // no temp file left behind
    const again = createJsonSettingsStore({ file, log: createMemoryLogger() });
    expect(again.get('closeBehavior')).toBe('tray');
    expect(again.get('window')).toEqual({
      bounds: { x: 5, y: 6, width: 1300, height: 900 },
      maximized: true,
    });
  });

  it('a write failure is logged and the value stays in memory', () => {
    fs.mkdirSync(file); // a directory where the file should be: rename fails
    const log = createMemoryLogger();
    const store = createJsonSettingsStore({ file, log });
    expect(() => store.set('closeBehavior', 'tray')).not.toThrow();
    expect(store.get('closeBehavior')).toBe('tray');
    expect(log.has('error', 'gravar')).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['broken JSON', '{"closeBehavior": "tray",'],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['binary garbage', '\u0000\u0001\u0002'],
  ])('a corrupt file (%s) → defaults, a backup and a log line, never a crash', (_name, content) => {
    fs.writeFileSync(file, content);
    const log = createMemoryLogger();
    const store = createJsonSettingsStore({ file, log, now: () => new Date('2024-01-02T03:04:05Z') });
    expect(store.getAll()).toEqual(defaultSettings());
    expect(backups()).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).toBe(content);
    expect(log.lines.some((l) => l.includes('[error]') || l.includes('[warn]'))).toBe(true);
  });

  it('invalid keys fall back one by one; valid ones survive', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({
        closeBehavior: 'explode',
        startWithOs: true,
        sound: { enabled: false, volume: 7, name: 'x' },
        window: { maximized: true },
      }),
    );
    const log = createMemoryLogger();
    const store = createJsonSettingsStore({ file, log });
    expect(store.get('closeBehavior')).toBe('ask');
    expect(store.get('startWithOs')).toBe(true);
    expect(store.get('sound')).toEqual(defaultSettings().sound);
    expect(store.get('window')).toEqual({ maximized: true });
    expect(backups()).toHaveLength(1);
    expect(log.has('warn', 'closeBehavior, sound')).toBe(true);
    // The repaired file is written back.
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).closeBehavior).toBe('ask');
  });

  it('set() rejects values outside the schema', () => {
    const store = createJsonSettingsStore({ file, log: createMemoryLogger() });
    expect(() => store.set('sound', { enabled: true, volume: 3, name: 'x' })).toThrow(/inválida/);
    expect(() => store.set('api', { origin: 'javascript:alert(1)' })).toThrow();
    expect(store.get('sound')).toEqual(defaultSettings().sound);
  });

  it('returns copies: mutating a result does not change the store', () => {
    const store = createMemorySettingsStore();
    store.get('sound').volume = 0.1;
    expect(store.get('sound').volume).toBe(1);
  });
});

describe('validateSettings', () => {
  it('accepts an API override by origin or by bases', () => {
    expect(validateSettings({ api: { origin: 'https://api.example.com' } }).invalidKeys).toEqual([]);
    expect(validateSettings({ api: { origin: 'ftp://x' } }).invalidKeys).toEqual(['api']);
    expect(validateSettings({ api: { bases: { v1: 'x' } } }).invalidKeys).toEqual(['api']);
    expect(validateSettings({ unknown: 1 }).invalidKeys).toEqual([]);
  });
});

describe('settings service', () => {
  function setup(platform = 'win32') {
    const store = createMemorySettingsStore();
    const app = { setLoginItemSettings: vi.fn() };
    const log = createMemoryLogger();
    return { store, app, log, service: createSettingsService({ store, app, log, platform }) };
  }

  it('exposes only the renderer settings', () => {
    const { service } = setup();
    expect(service.get()).toEqual({
      startWithOs: false,
      closeBehavior: 'ask',
      sound: { enabled: true, volume: 1, name: 'padrao' },
      alerts: DEFAULT_ALERT_SETTINGS,
    });
  });

  it('merges alert patches (issue 34 §3): the ladder turned on keeps the rest as it was', () => {
    const { service, store } = setup();
    const next = service.update({ alerts: { ladder: true, raiseAfterSeconds: 45 } });
    expect(next.alerts).toEqual({ ...DEFAULT_ALERT_SETTINGS, ladder: true, raiseAfterSeconds: 45 });
    expect(store.get('alerts').ladder).toBe(true);
  });

  it('merges sound patches and applies startWithOs through login items', () => {
    const { service, app } = setup();
    const next = service.update({ startWithOs: true, sound: { volume: 0.5 } });
    expect(next.sound).toEqual({ enabled: true, volume: 0.5, name: 'padrao' });
    expect(next.startWithOs).toBe(true);
    expect(app.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
    service.update({ closeBehavior: 'tray' });
    expect(app.setLoginItemSettings).toHaveBeenCalledTimes(1);
  });

  it('on Linux (no login items) it stores the choice and logs', () => {
    const { service, app, log } = setup('linux');
    expect(service.update({ startWithOs: true }).startWithOs).toBe(true);
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
    expect(log.has('warn', 'não é suportado')).toBe(true);
  });
});
