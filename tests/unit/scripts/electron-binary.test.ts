import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  classifyDownloadFailure,
  displayProblem,
  findElectronBinary,
} from '../../../scripts/electron-binary';

describe('findElectronBinary', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'electron-bin-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const pkg = () => join(root, 'node_modules', 'electron');

  it('reports a missing package', () => {
    expect(findElectronBinary(root)).toEqual({ ok: false, reason: expect.stringContaining('não instalado') });
  });

  it('reports a binary that was never downloaded (no path.txt)', () => {
    mkdirSync(pkg(), { recursive: true });
    writeFileSync(join(pkg(), 'package.json'), '{}');
    expect(findElectronBinary(root)).toEqual({ ok: false, reason: 'binário não baixado' });
  });

  it('reports a path.txt whose binary is gone', () => {
    mkdirSync(pkg(), { recursive: true });
    writeFileSync(join(pkg(), 'package.json'), '{}');
    writeFileSync(join(pkg(), 'path.txt'), 'electron');
    expect(findElectronBinary(root)).toEqual({
      ok: false,
      reason: expect.stringContaining('não encontrado'),
    });
  });

  it('finds a downloaded binary', () => {
    mkdirSync(join(pkg(), 'dist'), { recursive: true });
    writeFileSync(join(pkg(), 'package.json'), '{}');
    writeFileSync(join(pkg(), 'path.txt'), 'electron');
    writeFileSync(join(pkg(), 'dist', 'electron'), '');
    expect(findElectronBinary(root)).toEqual({ ok: true, binary: join(pkg(), 'dist', 'electron') });
  });
});

describe('displayProblem', () => {
  it.each([
    [{}, 'linux', true],
    [{ DISPLAY: ':0' }, 'linux', false],
    [{ WAYLAND_DISPLAY: 'wayland-0' }, 'linux', false],
    [{}, 'win32', false],
    [{}, 'darwin', false],
  ] as const)('%j on %s → problem: %s', (env, platform, problem) => {
    expect(displayProblem(env, platform) !== null).toBe(problem);
  });
});

describe('classifyDownloadFailure', () => {
  it.each([
    [
      'TypeError: fetch failed\n    at node:internal/deps/undici',
      'binário não baixado: sem acesso à internet',
    ],
    ['Error: getaddrinfo ENOTFOUND github.com', 'binário não baixado: sem acesso à internet'],
    ['connect ECONNREFUSED 1.2.3.4:443', 'binário não baixado: sem acesso à internet'],
    [
      'Error: Generated checksum for "electron.zip" did not match',
      'binário não baixado: checksum não confere',
    ],
    ['\n  Something odd\nmore', 'binário não baixado: Something odd'],
    ['', 'binário não baixado: falha no download'],
  ])('%j → %s', (output, reason) => {
    expect(classifyDownloadFailure(output)).toBe(reason);
  });
});
