// The built app in the real Electron binary (03 §2.22), where that binary exists: start it
// against a fresh sandbox, log in, see the orders screen, then close the window through the
// prompt ('Tem certeza que precisa fechar?' → Fechar) and see the process end.
// The electron package fetches its binary lazily and this kind of machine has no internet, so
// here the suite is skipped, and the reason is printed (with what to run where there is internet).
// Everything behind the binary is covered in desktop mode (desktop.spec.ts and the unit tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, type ElectronApplication } from 'playwright-core';
import { findElectronBinary, displayProblem } from '../../scripts/electron-binary';
import { DEMO, expect, loginForm, OUT_DIR, test } from './fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

const repoRoot = join(import.meta.dirname, '..', '..');
const binary = findElectronBinary(repoRoot);
const noDisplay = displayProblem();
const skipReason = !binary.ok
  ? `binário do Electron ausente (${binary.reason}): rode "npx install-electron" numa máquina com internet`
  : noDisplay;

test.describe('Electron smoke (binário real)', () => {
  test.skip(skipReason !== null, skipReason ?? '');
  if (skipReason !== null) console.log(`electron-smoke: pulado, ${skipReason}`);

  let sandbox: TestSandbox;
  let dataDir: string;
  let app: ElectronApplication | null = null;

  test.beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cashdesk-electron-'));
    sandbox = await startTestSandbox(join(dataDir, 'sandbox'));
  });

  test.afterEach(async () => {
    await app?.close().catch(() => undefined);
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts, logs in against the sandbox and closes through the prompt', async () => {
    if (!binary.ok) return;
    // The project folder (package.json "main" → out/main/index.cjs), as `npm start` runs it; a
    // build elsewhere (E2E_OUT_DIR) is started by its main file.
    const entry = OUT_DIR === join(repoRoot, 'out') ? repoRoot : join(OUT_DIR, 'main', 'index.cjs');
    const args = [entry, `--user-data-dir=${join(dataDir, 'profile')}`];
    if (process.platform === 'linux' && process.getuid?.() === 0) args.push('--no-sandbox');
    app = await electron.launch({
      executablePath: binary.binary,
      args,
      cwd: repoRoot,
      // A fresh data folder (userData) wherever the OS puts it: never the tester's own cash desk.
      env: {
        ...process.env,
        CASHDESK_API_ORIGIN: sandbox.url,
        XDG_CONFIG_HOME: join(dataDir, 'config'),
        APPDATA: join(dataDir, 'appdata'),
      } as Record<string, string>,
      timeout: scaled(60_000),
    });
    const page = await app.firstWindow();
    const form = loginForm(page);
    await form.usuario.fill(DEMO.admin.usuario);
    await form.senha.fill(DEMO.admin.senha);
    await form.acessar.click();
    await expect(page.getByRole('region', { name: 'Lista de pedidos' })).toBeVisible({
      timeout: scaled(30_000),
    });

    const exited = new Promise<void>((resolve) => app?.process().once('exit', () => resolve()));
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.close());
    const prompt = page.getByRole('alertdialog', { name: 'Tem certeza que precisa fechar?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Fechar' }).click();
    await exited;
    app = null;
  });
});
