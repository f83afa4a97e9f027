// electron-builder.yml carries the release hardening of issue 13 §3: Windows signing with
// publisherName (electron-updater verifies the installer), Electron fuses, and the Linux targets.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.join(import.meta.dirname, '..', '..', '..');
// js-yaml ships with electron-builder (app-builder-lib), which is what reads this file.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const text = fs.readFileSync(path.join(repoRoot, 'electron-builder.yml'), 'utf8');
const config = yaml.load(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('electron-builder.yml', () => {
  it('signs Windows builds with a certificate from the environment and names the publisher', () => {
    expect(config.win.verifyUpdateCodeSignature).toBe(true);
    expect(config.win.signtoolOptions.publisherName).toEqual(expect.any(String));
    expect(config.win.signtoolOptions.publisherName.length).toBeGreaterThan(0);
    expect(config.win.signtoolOptions.signingHashAlgorithms).toEqual(['sha256']);
    // No certificate or password in the file: electron-builder reads WIN_CSC_LINK / WIN_CSC_KEY_PASSWORD.
    expect(text).not.toMatch(/certificateFile|certificatePassword|cscLink|cscKeyPassword/);
    expect(text).toContain('WIN_CSC_LINK');
    expect(text).toContain('WIN_CSC_KEY_PASSWORD');
  });

  it('flips the Electron fuses: no RunAsNode, NODE_OPTIONS or --inspect; asar integrity and cookie encryption on', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('Linux builds the self-updating AppImage and a .deb; the feed is the generic https folder', () => {
    expect(config.linux.target.map((t: { target: string }) => t.target)).toEqual(['AppImage', 'deb']);
    expect(config.publish).toMatchObject({ provider: 'generic', url: '${env.CASHDESK_UPDATE_URL}' });
  });

  it('the README documents signing, fuses and the .deb updated by hand', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Installers and updates'));
    expect(section).toContain('WIN_CSC_LINK');
    expect(section).toContain('publisherName');
    expect(section).toMatch(/fuses/i);
    expect(section).toMatch(/\.deb[^\n]*(by hand|manual)/i);
    expect(section).toContain('basic_text');
  });
});
