// The electron-store adapter against a real temp folder. electron-store imports electron at top
// level (app.getPath, app.getVersion, ipcMain.on for its renderer bridge): a stand-in is mocked
// here, and vitest.config.ts inlines electron-store so the mock reaches it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  userData: '',
  app: {
    getPath: (name: string) => {
      if (name !== 'userData') throw new Error(`unexpected app.getPath('${name}')`);
      return electron.userData;
    },
    getVersion: () => '1.2.0',
  },
  ipcMain: { on: vi.fn() },
  shell: { openPath: async () => '' },
}));
vi.mock('electron', () => ({ default: electron, ...electron }));

import { createElectronStoreSettings } from '../../../main/electron/electron-store-settings';
import { defaultSettings } from '../../../main/settings/schema';
import { createMemoryLogger } from '../../support/logger';
import { createJsonSettingsStore } from '../../support/settings-store';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-store-'));
  electron.userData = dir;
  file = path.join(dir, 'settings.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const NOW = () => new Date('2024-01-02T03:04:05Z');
const open = (log = createMemoryLogger()) => createElectronStoreSettings({ dir, log, now: NOW });
const backups = () => fs.readdirSync(dir).filter((f) => f.includes('.corrupt-'));
const onDisk = () => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('electron-store settings', () => {
  it('starts from defaults without a file and writes nothing until a change', () => {
    const store = open();
    expect(store.getAll()).toEqual(defaultSettings());
    expect(fs.existsSync(file)).toBe(false);
  });

  it('set/get round-trips through userData/settings.json', () => {
    const store = open();
    store.set('closeBehavior', 'tray');
    store.set('sound', { enabled: false, volume: 0.4, name: 'sino' });
    store.set('window', { bounds: { x: 5, y: 6, width: 1300, height: 900 }, maximized: true });
    expect(store.get('closeBehavior')).toBe('tray');
    expect(onDisk()).toMatchObject({ closeBehavior: 'tray', sound: { volume: 0.4, name: 'sino' } });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir).filter((f) => f !== 'settings.json')).toEqual([]);

    const again = open();
    expect(again.getAll()).toEqual({
      ...defaultSettings(),
      closeBehavior: 'tray',
      sound: { enabled: false, volume: 0.4, name: 'sino' },
      window: { bounds: { x: 5, y: 6, width: 1300, height: 900 }, maximized: true },
    });
  });

  it('reads the file the JSON store wrote (an update keeps the operator’s choices)', () => {
    const json = createJsonSettingsStore({ file, log: createMemoryLogger() });
    json.set('closeBehavior', 'tray');
    json.set('startWithOs', true);
    const store = open();
    expect(store.get('closeBehavior')).toBe('tray');
    expect(store.get('startWithOs')).toBe(true);
    expect(backups()).toEqual([]);
  });

  it.each([
    ['closeBehavior', 'explode'],
    ['sound', { enabled: true, volume: 3, name: 'x' }],
    ['sound', { enabled: true, volume: 1, name: '../../etc/passwd' }],
    ['api', { origin: 'javascript:alert(1)' }],
    ['window', { bounds: { x: 0 }, maximized: false }],
    ['startWithOs', 'yes'],
  ] as const)('set(%s, %j) is rejected and nothing is written', (key, value) => {
    const store = open();
    store.set('closeBehavior', 'tray');
    const before = fs.readFileSync(file, 'utf8');
    expect(() => store.set(key, value as never)).toThrow(/inválida/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(store.get(key)).toEqual({ ...defaultSettings(), closeBehavior: 'tray' }[key]);
  });

  it.each([
    ['broken JSON', '{"closeBehavior": "tray",'],
    ['an empty file', ''],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['binary garbage', '\u0000\u0001\u0002'],
  ])('a corrupt file (%s) → dated backup, a log line, defaults written back', (_name, content) => {
    fs.writeFileSync(file, content);
    const log = createMemoryLogger();
    const store = open(log);
    expect(store.getAll()).toEqual(defaultSettings());
    expect(backups()).toEqual(['settings.json.corrupt-2024-01-02T03-04-05-000Z']);
    expect(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).toBe(content);
    expect(log.has('error', 'ilegível')).toBe(true);
    expect(onDisk()).toEqual(defaultSettings());

    store.set('closeBehavior', 'tray');
    expect(open().get('closeBehavior')).toBe('tray');
  });

  it('invalid keys fall back one by one, with a backup; valid ones survive', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({ closeBehavior: 'explode', startWithOs: true, sound: { volume: 7 }, extra: 1 }),
    );
    const log = createMemoryLogger();
    const store = open(log);
    expect(store.get('closeBehavior')).toBe('ask');
    expect(store.get('startWithOs')).toBe(true);
    expect(store.get('sound')).toEqual(defaultSettings().sound);
    expect(backups()).toHaveLength(1);
    expect(log.has('warn', 'closeBehavior, sound')).toBe(true);
    expect(onDisk()).toMatchObject({ closeBehavior: 'ask', startWithOs: true });
  });

  it('an unusable path is logged, never thrown; the value stays in memory', () => {
    fs.mkdirSync(file); // a directory where the file should be: neither readable nor replaceable
    const log = createMemoryLogger();
    const store = open(log);
    expect(store.getAll()).toEqual(defaultSettings());
    expect(() => store.set('closeBehavior', 'tray')).not.toThrow();
    expect(store.get('closeBehavior')).toBe('tray');
    expect(log.has('error', 'gravar')).toBe(true);
    expect(fs.statSync(file).isDirectory()).toBe(true);
  });

  it('is the real electron-store, talking to the (stand-in) electron module', () => {
    open().set('closeBehavior', 'tray');
    expect(electron.ipcMain.on).toHaveBeenCalledWith('electron-store-get-data', expect.any(Function));
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^\{\n {2}"startWithOs": false,/);
  });

  it('returns copies: mutating a result does not change the store', () => {
    const store = open();
    store.get('sound').volume = 0.1;
    expect(store.get('sound').volume).toBe(1);
  });
});
