#!/usr/bin/env node
// `npm start`: build when out/ is missing or stale, start the sandbox (the platform stand-in),
// then open the desktop app when the Electron binary can be had, else the renderer in web
// mode on http://127.0.0.1:5180 pointed at the sandbox. Ctrl+C stops everything.
// Three virtual printers (named like the demo store's cloud print settings) print to text files
// under .cashdesk-dev/tickets/{caixa,cozinha,bar}/; the app gets them as network printers
// (CASHDESK_DEV_PRINTERS, read only by development builds). In web mode the print host
// (main/printing/host.ts) serves the local print module on 65517 / 8847 for the browser.
//
//   npm start                      sandbox on 4010 (SANDBOX_PORT or --port N), web on 5180
//   npm start -- --web             skip Electron, always web mode
//   npm start -- --web-port 5181   another web-mode port
//   npm start -- --verbose         the sandbox logs every request
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();

const root = resolve(import.meta.dirname, '..');
const { buildStaleReason, runBuild } = await import('./build-state.ts');
const { findElectronBinary, displayProblem, tryDownloadElectron } = await import('./electron-binary.ts');
const { startWebServer, loadBrand, sandboxRuntimeConfig } = await import('./web-server.ts');
const { DEFAULT_SANDBOX_PORT, DEFAULT_WEB_PORT } = await import('../shared/config.ts');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    'web-port': { type: 'string' },
    web: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

function portFrom(value, fallback, what) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`Porta inválida para ${what}: ${value}`);
    process.exit(2);
  }
  return n;
}

const sandboxPort = portFrom(args.port ?? process.env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT, 'o sandbox');
const webPort = portFrom(args['web-port'] ?? process.env.WEB_PORT, DEFAULT_WEB_PORT, 'o modo web');

/** Everything to stop on Ctrl+C or when the desktop window closes, newest first. */
const cleanups = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((err) => console.error(String(err)));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function explainListenError(err, what, port, hint) {
  if (err && err.code === 'EADDRINUSE') {
    console.error(`A porta ${port} (${what}) já está em uso. ${hint}`);
  } else {
    console.error(`Não foi possível iniciar ${what}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return stop(1);
}

// 1. Build.
const stale = buildStaleReason(root);
if (stale) {
  console.log(`Compilando o app (${stale})...`);
  const code = await runBuild(root);
  if (code !== 0) {
    console.error('A compilação (electron-vite build) falhou; veja as mensagens acima.');
    process.exit(code);
  }
}

// 2. Sandbox.
const dataDir = join(root, '.sandbox-data');
mkdirSync(dataDir, { recursive: true });
const { startSandbox } = await import('../sandbox/server.ts');
const { DEFAULT_CORS_ORIGINS } = await import('../sandbox/cors.ts');
const { demoTraffic } = await import('./demo-traffic.ts');
// The demo has traffic: new orders arrive within a minute (SANDBOX_SIMULATE_RATE=0 turns it off).
const traffic = demoTraffic();
let sandbox;
try {
  sandbox = await startSandbox({
    // CORS for this desk's web-mode origin (app:// and the defaults are always answered).
    cors: {
      origins: [...DEFAULT_CORS_ORIGINS, `http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`],
    },
    port: sandboxPort,
    host: '127.0.0.1',
    dbFile: join(dataDir, 'sandbox.sqlite'),
    log: args.verbose,
    simulate: traffic,
  });
} catch (err) {
  await explainListenError(
    err,
    'o sandbox',
    sandboxPort,
    'Use SANDBOX_PORT=<porta> npm start ou npm start -- --port <porta>.',
  );
}
cleanups.push(() => sandbox.close());
console.log(`Sandbox: ${sandbox.url}  (logins de demonstração: admin / demo1234, operador / demo1234)`);
console.log(
  traffic.ordersPerMinute > 0
    ? `Pedidos simulados: ${traffic.ordersPerMinute} por minuto (SANDBOX_SIMULATE_RATE=0 desliga).`
    : 'Pedidos simulados desligados.',
);

// 3. Virtual printers: a newcomer sees the demo store's tickets come out as text files.
const { startVirtualPrinter } = await import('../sandbox/virtual-printer/index.ts');
const { DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER, DEMO_BAR_PRINTER, demoPrintSettings } =
  await import('../sandbox/print-settings/service.ts');
const ticketsRoot = join(root, '.cashdesk-dev', 'tickets');
const devPrinters = [];
for (const [name, folder] of [
  [DEMO_CASHIER_PRINTER, 'caixa'],
  [DEMO_KITCHEN_PRINTER, 'cozinha'],
  [DEMO_BAR_PRINTER, 'bar'],
]) {
  const printer = await startVirtualPrinter({ ticketsDir: join(ticketsRoot, folder) });
  cleanups.push(() => printer.close());
  devPrinters.push({ name, host: printer.host, port: printer.port });
}
// The demo store's cloud settings (store 1) as the app's first local settings, so its tickets
// come out before anyone opens the settings screen; saving there replaces them.
const devPrintEnv = {
  CASHDESK_DEV_PRINTERS: JSON.stringify(devPrinters),
  CASHDESK_DEV_PRINT_SETTINGS: JSON.stringify(demoPrintSettings(1)),
};
console.log(
  `Impressoras virtuais: ${devPrinters.map((p) => `${p.name} (porta ${p.port})`).join(', ')}. Cupons em ${ticketsRoot}/<caixa|cozinha|bar>/.`,
);

// 4. Desktop if possible: the binary (downloaded once if missing) and, on Linux, a display.
const INSTALL_ADVICE = 'rode "npx install-electron" (ou npm rebuild electron) numa máquina com internet';
async function electronAvailability() {
  if (args.web) return { ok: false, reason: 'modo web pedido com --web', advice: 'rode npm start sem --web' };
  let found = findElectronBinary(root);
  if (!found.ok) {
    console.log('Binário do Electron ausente: tentando baixar uma vez...');
    found = await tryDownloadElectron(root, 60_000);
  }
  const noDisplay = displayProblem();
  if (!found.ok && noDisplay) {
    return {
      ok: false,
      reason: `${found.reason}; ${noDisplay}`,
      advice: `${INSTALL_ADVICE} e interface gráfica`,
    };
  }
  if (!found.ok) return { ...found, advice: INSTALL_ADVICE };
  if (noDisplay)
    return { ok: false, reason: noDisplay, advice: 'rode npm start numa sessão com interface gráfica' };
  return found;
}

const electron = await electronAvailability();
if (electron.ok) {
  const electronArgs = [root];
  // Chromium refuses to run as root with its sandbox on (containers, CI).
  if (process.platform === 'linux' && process.getuid?.() === 0) electronArgs.push('--no-sandbox');
  const child = spawn(electron.binary, electronArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CASHDESK_API_ORIGIN: sandbox.url, ...devPrintEnv },
  });
  cleanups.push(
    () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('close', () => done());
        child.kill('SIGTERM');
      }),
  );
  child.on('close', (code) => void stop(code ?? 0));
  console.log(
    `App desktop iniciado (${electron.binary}), apontado para ${sandbox.url}. Ctrl+C encerra tudo.`,
  );
} else {
  // The browser has no bridge: it prints through the local print module, served here. It
  // answers only this web-mode page's origin, and only with its pairing code, which the page
  // gets in its runtime config (scripts/web-server.ts says why that is safe on loopback).
  const { startPrintHost } = await import('../main/printing/host.ts');
  let host;
  try {
    host = await startPrintHost({
      dataDir: join(root, '.cashdesk-dev', 'print-host'),
      env: { ...process.env, ...devPrintEnv },
      webOrigins: [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`],
    });
    cleanups.push(() => host.close());
    console.log(
      `Módulo de impressão local: porta ${host.ports.aiboo ?? 'indisponível'} (aiboo) e ${host.ports.nat ?? 'indisponível'} (nat).`,
    );
  } catch (err) {
    console.error(
      `Módulo de impressão local não iniciou: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  let web;
  try {
    web = await startWebServer({
      port: webPort,
      rootDir: join(root, 'out', 'renderer'),
      runtimeConfig: sandboxRuntimeConfig(sandbox.url, loadBrand(join(root, 'config', 'app.config.json'))),
      ...(host ? { localPrint: { token: host.token } } : {}),
    });
  } catch (err) {
    await explainListenError(err, 'o modo web', webPort, 'Use npm start -- --web-port <porta>.');
  }
  cleanups.push(() => web.close());
  console.log(
    `Electron indisponível (${electron.reason}). Abrindo em modo web: ${web.url} — para o app desktop, ${electron.advice}.`,
  );
  console.log('Ctrl+C encerra o sandbox e o servidor web.');
}
