import { describe, expect, it } from 'vitest';
import { selfUpdateBlocker, type InstallFacts } from '../../../main/updater/support';

describe('selfUpdateBlocker: which installs may update themselves', () => {
  it.each<[string, InstallFacts, RegExp | null]>([
    ['Windows, NSIS install', { platform: 'win32', env: {} }, null],
    [
      'Windows, Microsoft Store (appx)',
      { platform: 'win32', env: {}, windowsStore: true },
      /Microsoft Store/,
    ],
    [
      'Windows, portable .exe',
      { platform: 'win32', env: { PORTABLE_EXECUTABLE_DIR: 'C:\\Caixa' } },
      /portátil/,
    ],
    ['macOS, app bundle', { platform: 'darwin', env: {} }, null],
    ['macOS, Mac App Store', { platform: 'darwin', env: {}, mas: true }, /Mac App Store/],
    ['Linux, AppImage', { platform: 'linux', env: { APPIMAGE: '/opt/Caixa.AppImage' } }, null],
    ['Linux, .deb', { platform: 'linux', env: {} }, /\.deb/],
    ['Linux, Flatpak', { platform: 'linux', env: { FLATPAK_ID: 'br.com.caixa', APPIMAGE: '/x' } }, /Flatpak/],
    ['Linux, Flatpak (container)', { platform: 'linux', env: { container: 'flatpak' } }, /Flatpak/],
    ['Linux, Snap', { platform: 'linux', env: { SNAP: '/snap/caixa/1' } }, /Snap/],
    ['another OS', { platform: 'freebsd', env: { APPIMAGE: '/x' } }, /freebsd/],
    // Facts from one OS never leak into another's verdict.
    [
      'macOS with a stray Windows variable',
      { platform: 'darwin', env: { PORTABLE_EXECUTABLE_DIR: 'x' } },
      null,
    ],
  ])('%s', (_name, facts, blocked) => {
    const reason = selfUpdateBlocker(facts);
    if (blocked === null) expect(reason).toBeNull();
    else expect(reason).toMatch(blocked);
  });
});
