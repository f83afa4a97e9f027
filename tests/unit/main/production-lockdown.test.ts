// §4 of issue 13: a packaged build stays a cash desk. No DevTools, no default menu, no development
// env, the installer's AppUserModelID on Windows, and Linux's basic_text keychain never counted as
// encryption.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMainCore } from '../../../main/core';
import { APP_ID } from '../../../main/config/app-identity';
import { DEVELOPMENT_ENV_VARS, developmentEnv } from '../../../main/config/dev-env';
import { createQzCredentialsStore } from '../../../main/printing/qz/credentials';
import { createSessionService } from '../../../main/session/service';
import { withWeakKeychainCheck } from '../../../main/storage/secret-storage';
import { isDevToolsShortcut } from '../../../main/window/security';
import { fakeApp, fakeMainDeps, fakeSafeStorage, preventable, USER } from './fakes';
import { createMemoryLogger } from '../../support/logger';
import { createMemorySessionFile } from '../../support/session-file';

const repoRoot = path.join(import.meta.dirname, '..', '..', '..');

const DEV_ENV = {
  CASHDESK_API_ORIGIN: 'http://10.0.0.9:4010',
  ELECTRON_RENDERER_URL: 'http://localhost:5173',
  CASHDESK_DEV_PRINTERS: JSON.stringify([{ name: 'Virtual', host: '127.0.0.1', port: 9 }]),
  CASHDESK_DEV_PRINT_SETTINGS: '{}',
};

function build(opts: { packaged: boolean; platform?: string; env?: Record<string, string> }) {
  const app = Object.assign(fakeApp({ isPackaged: opts.packaged }), { setAppUserModelId: vi.fn() });
  const setApplicationMenu = vi.fn();
  const f = fakeMainDeps({
    app,
    setApplicationMenu,
    env: opts.env ?? DEV_ENV,
    platform: opts.platform ?? 'linux',
  });
  const core = createMainCore(f.deps);
  core.start();
  return { ...f, app, core, setApplicationMenu, win: f.windows[0]! };
}

describe('packaged build lockdown', () => {
  it('a packaged window has no DevTools and swallows their shortcuts; development keeps them', () => {
    const packaged = build({ packaged: true });
    expect(packaged.win.options?.webPreferences.devTools).toBe(false);
    for (const input of [
      { type: 'keyDown', key: 'F12' },
      { type: 'keyDown', key: 'I', control: true, shift: true },
      { type: 'keyDown', key: 'j', control: true, shift: true },
      { type: 'keyDown', key: 'i', meta: true, alt: true },
    ]) {
      const event = preventable();
      packaged.win.webContents.emit('before-input-event', event, input);
      expect(event.defaultPrevented, JSON.stringify(input)).toBe(true);
    }
    const typing = preventable();
    packaged.win.webContents.emit('before-input-event', typing, { type: 'keyDown', key: 'i', shift: true });
    expect(typing.defaultPrevented).toBe(false);

    const dev = build({ packaged: false });
    expect(dev.win.options?.webPreferences.devTools).toBe(true);
    const event = preventable();
    dev.win.webContents.emit('before-input-event', event, { type: 'keyDown', key: 'F12' });
    expect(event.defaultPrevented).toBe(false);
  });

  it.each([
    [{ key: 'F12' }, true],
    [{ key: 'c', control: true, shift: true }, true],
    [{ key: 'c', control: true }, false],
    [{ key: 'v', control: true }, false],
    [{ key: 'i', alt: true }, false],
    [{ key: 'Enter' }, false],
  ])('isDevToolsShortcut(%j) is %s', (input, expected) => {
    expect(isDevToolsShortcut(input)).toBe(expected);
  });

  it('a packaged build removes the default menu (Reload, Toggle Developer Tools); development keeps it', () => {
    expect(build({ packaged: true }).setApplicationMenu).toHaveBeenCalledWith(null);
    expect(build({ packaged: false }).setApplicationMenu).not.toHaveBeenCalled();
  });

  it('a packaged build ignores every development variable (API origin, renderer URL, dev printers)', () => {
    const { core, win, log } = build({ packaged: true });
    expect(win.loaded).toEqual(['app://bundle/index.html']);
    expect(core.resolvedConfig.apiSource).toBe('packaged');
    expect(core.runtimeConfig().api.v1).toBe('http://127.0.0.1:4010/api/v1/');
    expect(log.has('warn', 'variáveis de desenvolvimento ignoradas')).toBe(true);

    const dev = build({ packaged: false });
    expect(dev.win.loaded).toEqual(['http://localhost:5173']);
    expect(dev.core.resolvedConfig.apiSource).toBe('env');
    expect(dev.core.runtimeConfig().api.v1).toBe('http://10.0.0.9:4010/api/v1/');
  });

  it('developmentEnv is the one gate: all or nothing', () => {
    const log = createMemoryLogger();
    expect(developmentEnv({ ...DEV_ENV, PATH: '/bin' }, true, log)).toEqual({});
    expect(developmentEnv({ ...DEV_ENV, PATH: '/bin' }, false, log)).toEqual(DEV_ENV);
    expect(developmentEnv({ CASHDESK_API_ORIGIN: '  ' }, false, log)).toEqual({});
    expect([...DEVELOPMENT_ENV_VARS].sort()).toEqual(Object.keys(DEV_ENV).sort());
  });

  it("Windows uses the installer's appId as AppUserModelID; other systems do not call it", () => {
    expect(build({ packaged: true, platform: 'win32' }).app.setAppUserModelId).toHaveBeenCalledWith(APP_ID);
    expect(build({ packaged: true, platform: 'linux' }).app.setAppUserModelId).not.toHaveBeenCalled();
    const yml = fs.readFileSync(path.join(repoRoot, 'electron-builder.yml'), 'utf8');
    expect(yml).toMatch(new RegExp(`^appId: ${APP_ID.replace(/\./g, '\\.')}$`, 'm'));
  });
});

describe("Linux's basic_text keychain is not encryption", () => {
  const basicText = (platformBackend: string) => ({
    ...fakeSafeStorage(true),
    getSelectedStorageBackend: () => platformBackend,
  });

  it('the session hash is stored as plain (and said so) with basic_text; encrypted with a real keyring', () => {
    const run = (backend: string, platform = 'linux') => {
      const log = createMemoryLogger();
      const file = createMemorySessionFile();
      const session = createSessionService({
        file,
        safeStorage: withWeakKeychainCheck(basicText(backend), platform, log),
        log,
      });
      session.save(USER);
      return { stored: JSON.stringify(file.value), log, session };
    };
    const weak = run('basic_text');
    expect(weak.stored).toContain('"encoding":"plain"');
    expect(weak.log.has('warn', 'basic_text')).toBe(true);
    expect(weak.log.has('warn', 'sem criptografia')).toBe(true);
    expect(weak.session.load()).toEqual(USER);

    const strong = run('gnome_libsecret');
    expect(strong.stored).toContain('"encoding":"safeStorage"');
    expect(strong.stored).not.toContain(USER.sessao.hash);
    // Only Linux reports a backend; elsewhere the OS keychain is used as is.
    expect(run('basic_text', 'win32').stored).toContain('"encoding":"safeStorage"');
  });

  it('the core wires the check: a packaged Linux desk on basic_text stores the session hash as plain', () => {
    const f = fakeMainDeps({ safeStorage: basicText('basic_text'), platform: 'linux' });
    const core = createMainCore(f.deps);
    core.session.save(USER);
    expect(
      JSON.stringify((f.deps.sessionFile as ReturnType<typeof createMemorySessionFile>).value),
    ).toContain('"encoding":"plain"');
    expect(f.log.has('warn', 'basic_text')).toBe(true);
  });

  it('the QZ private key is not "encrypted" with basic_text either', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qz-basic-text-'));
    try {
      const log = createMemoryLogger();
      const file = path.join(dir, 'qz-credentials.json');
      const store = createQzCredentialsStore({
        file,
        safeStorage: withWeakKeychainCheck(basicText('basic_text'), 'linux', log),
        log,
      });
      const key = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/qz/private-key.pem'), 'utf8');
      store.update({ privateKey: key });
      expect(fs.readFileSync(file, 'utf8')).toContain('"encoding": "plain"');
      expect(log.has('warn', 'sem criptografia')).toBe(true);
      expect(log.has('warn', 'basic_text')).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
