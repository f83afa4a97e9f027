// electron-updater loads when the updater first needs it, not with main (issue 36 §4): the
// wiring of main/index.ts (realAutoUpdater, parseUpdateFeed handed to the core) leaves it
// unloaded, and the feed parser, on its first call, parses as electron-updater does.
import { describe, expect, it } from 'vitest';
import { electronUpdaterLoaded, parseUpdateFeed, realAutoUpdater } from '../../../main/electron/updater';
import { createLogger } from '../../../main/log/logger';

const FEED = [
  'version: 1.3.0',
  'files:',
  '  - url: cash-desk-setup-1.3.0.exe',
  '    sha512: c2hhNTEy',
  '    size: 1024',
  'path: cash-desk-setup-1.3.0.exe',
  'sha512: c2hhNTEy',
  "releaseDate: '2026-12-01T10:00:00.000Z'",
].join('\n');

describe('electron-updater on first use', () => {
  it('is not loaded by importing the updater wiring or by creating its adapter', () => {
    realAutoUpdater(createLogger([]));
    expect(electronUpdaterLoaded()).toBe(false);
  });

  it("loads with the first feed parsed, and parses it as electron-updater's provider does", () => {
    const info = parseUpdateFeed(FEED) as { version: string; files: { url: string; size: number }[] };
    expect(electronUpdaterLoaded()).toBe(true);
    expect(info.version).toBe('1.3.0');
    expect(info.files[0]).toMatchObject({ url: 'cash-desk-setup-1.3.0.exe', size: 1024 });
  });
});
