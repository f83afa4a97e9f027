// electron-builder cannot run here (it downloads Electron and NSIS), so check its config the way
// it would: load it with electron-builder's own loader and validate it against its schema.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';

const root = join(import.meta.dirname, '..', '..', '..');

describe('electron-builder.yml', () => {
  it('passes electron-builder’s schema and keeps the agreed settings', async () => {
    const config = await getConfig(root, join(root, 'electron-builder.yml'), null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();

    expect(config.appId).toBe('br.com.caixadelivery.desktop');
    expect(config.productName).toBe('Caixa Delivery');
    expect(config.directories).toMatchObject({ output: 'release', buildResources: 'build' });
    expect(config.asar).toBe(true);
    expect(config.artifactName).toBe('${name}-${version}-${os}-${arch}.${ext}');
    expect(config.artifactName).not.toMatch(/\s/);
    // The loader normalises `files` to [{ filter: [...] }].
    const files = JSON.stringify(config.files);
    for (const pattern of ['out/**', 'package.json', '!sandbox{,/**}', '!tests{,/**}', '!renderer{,/**}']) {
      expect(files).toContain(JSON.stringify(pattern));
    }
    expect(config.extraResources).toEqual([{ from: 'config/app.config.json', to: 'config/app.config.json' }]);
    expect(config.nsis).toMatchObject({
      oneClick: false,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: 'always',
      createStartMenuShortcut: true,
    });
    expect(config.linux).toMatchObject({ category: 'Office', icon: 'build/icons' });
    expect(config.linux?.maintainer).toBeTruthy();
    // The icons the installers reference exist (build/ holds them).
    for (const icon of [config.win?.icon, config.linux?.icon]) {
      expect(icon && existsSync(join(root, icon)), String(icon)).toBe(true);
    }
    expect(existsSync(join(root, 'config', 'app.config.json'))).toBe(true);
    expect(config.publish).toEqual({
      provider: 'generic',
      url: '${env.CASHDESK_UPDATE_URL}',
      channel: 'latest',
    });
  });
});
