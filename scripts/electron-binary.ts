// Can `npm start` open the desktop window here? The electron package fetches its binary
// lazily (no postinstall), which fails offline, and on Linux a window needs a display.
// These helpers answer with a reason in Portuguese, for the one line `npm start` prints.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ElectronAvailability = { ok: true; binary: string } | { ok: false; reason: string };

/** Looks for the downloaded binary: node_modules/electron/path.txt + dist/<that path>. */
export function findElectronBinary(projectRoot: string): ElectronAvailability {
  const pkgDir = join(projectRoot, 'node_modules', 'electron');
  if (!existsSync(join(pkgDir, 'package.json'))) {
    return { ok: false, reason: 'pacote electron não instalado (rode npm install)' };
  }
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return { ok: false, reason: 'binário não baixado' };
  const binary = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(binary)) return { ok: false, reason: `binário não encontrado em ${binary}` };
  return { ok: true, binary };
}

/** Linux needs an X11 or Wayland display for a window; other platforms always have one. */
export function displayProblem(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string | null {
  if (platform !== 'linux') return null;
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'sem interface gráfica: DISPLAY não definido';
}

/** Turns the download's error output into a short reason. */
export function classifyDownloadFailure(output: string): string {
  if (
    /fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ENETUNREACH|ETIMEDOUT|getaddrinfo/i.test(output)
  ) {
    return 'binário não baixado: sem acesso à internet';
  }
  if (/checksum/i.test(output)) return 'binário não baixado: checksum não confere';
  const firstLine = output
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim();
  return `binário não baixado: ${firstLine ?? 'falha no download'}`;
}

/**
 * Tries the electron package's own installer once, with a time limit, and reports the result.
 * Offline it fails within a second (DNS), so `npm start` does not hang on it.
 */
export function tryDownloadElectron(projectRoot: string, timeoutMs = 60_000): Promise<ElectronAvailability> {
  const installer = join(projectRoot, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) {
    return Promise.resolve({ ok: false, reason: 'pacote electron não instalado (rode npm install)' });
  }
  return new Promise((done) => {
    const child = spawn(process.execPath, [installer], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done({
        ok: false,
        reason: `binário não baixado: download passou de ${Math.round(timeoutMs / 1000)} s`,
      });
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      done({ ok: false, reason: `binário não baixado: ${err.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) {
        const found = findElectronBinary(projectRoot);
        done(found.ok ? found : { ok: false, reason: classifyDownloadFailure(output) });
      } else if (code !== null) {
        done({ ok: false, reason: classifyDownloadFailure(output) });
      }
    });
  });
}
