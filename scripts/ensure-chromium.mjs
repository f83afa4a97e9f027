#!/usr/bin/env node
// Makes sure a Chromium the e2e tests and benchmarks can drive is on this machine.
// Playwright's own browser download (`npx playwright install`) cannot work offline, so we
// rely on the distribution's Chromium: CHROMIUM_PATH, else /usr/bin/chromium. As root with
// apt-get (CI), it installs Debian's `chromium`; otherwise it says exactly what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The Chromium executable the tests should use (it may not exist yet). */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => existsSync(p));
}

function run(cmd, args) {
  console.error(`$ ${cmd} ${args.join(' ')}`);
  // apt's output goes to stderr: callers such as the benchmarks keep stdout for their figures.
  const res = spawnSync(cmd, args, {
    stdio: ['ignore', process.stderr, 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return res.status === 0;
}

/**
 * Returns the path of a usable Chromium, installing Debian's package when allowed.
 * Throws with a message that says what to install when it cannot.
 */
export function ensureChromium({ env = process.env, log = console.log } = {}) {
  const wanted = chromiumPath(env);
  if (isExecutable(wanted)) return wanted;

  if (env.CHROMIUM_PATH) {
    throw new Error(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} não é um executável. Corrija a variável ou remova-a para usar ${DEFAULT_CHROMIUM}.`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasAptGet()) {
    log(`Chromium não encontrado em ${DEFAULT_CHROMIUM}: instalando o pacote Debian "chromium" com apt-get.`);
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
      if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
    }
    throw new Error(`apt-get não conseguiu instalar o Chromium em ${DEFAULT_CHROMIUM}.`);
  }
  throw new Error(
    [
      `Chromium não encontrado em ${DEFAULT_CHROMIUM}. Os testes e2e usam o Chromium do sistema (não "npx playwright install").`,
      'Instale com:  sudo apt-get update && sudo apt-get install -y chromium',
      'ou aponte CHROMIUM_PATH para um Chromium/Chrome já instalado, por exemplo:  export CHROMIUM_PATH=/usr/bin/google-chrome',
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const path = ensureChromium();
    console.log(`Chromium: ${path}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
