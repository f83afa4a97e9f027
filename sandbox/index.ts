/**
 * `npm run sandbox [-- --port 4010 --db .sandbox-data/sandbox.sqlite --verbose --simulate 6]`
 * `--profile spec-only`: another platform that follows the specs (sandbox/spec-only/): only the
 * documented calls, other legal answer shapes, another URL layout, the store socket on its own port.
 * `--seed N` (or SANDBOX_SEED): which legal shape each answer takes there (spec-only/variants.ts);
 * without one a random seed, printed at start so a run can be replayed.
 * `--web-origin http://127.0.0.1:5200` (repeatable): another web-mode desk origin answered with CORS
 * (default the `npm start` desk on 5180 and the dev renderer on 5173; app:// always).
 * `--cors-headers "Authorization, Content-Type, X-Usuario"`: the request headers a preflight may name.
 * Env: SANDBOX_PORT, SANDBOX_DB, SANDBOX_HOST, SANDBOX_SIMULATE_RATE (orders per minute).
 * `--db :memory:` starts from a fresh seed every time.
 * Prints one line (URL and demo logins); `--verbose` adds one line per request.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SANDBOX_PORT } from '../shared/config';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/ids';
import { DEFAULT_CORS_ORIGINS } from './cors';
import { DEFAULT_DB_FILE, simulateFromEnv, startSandbox } from './server';
import { parseSeed, randomSeed } from './spec-only/variants';
import { MAX_ORDERS_PER_MINUTE, type SimulatorSettings } from './orders/simulator';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SANDBOX_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`[sandbox] porta inválida: ${value}`);
    process.exit(2);
  }
  return port;
}

function simulateFrom(value: string | undefined): SimulatorSettings | undefined {
  if (value === undefined) return simulateFromEnv();
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_ORDERS_PER_MINUTE) {
    console.error(
      `[sandbox] taxa de simulação inválida: ${value} (pedidos por minuto, 0 a ${MAX_ORDERS_PER_MINUTE})`,
    );
    process.exit(2);
  }
  return { ordersPerMinute: rate };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      db: { type: 'string' },
      host: { type: 'string' },
      verbose: { type: 'boolean', short: 'v', default: false },
      simulate: { type: 'string' },
      profile: { type: 'string', default: 'default' },
      'web-origin': { type: 'string', multiple: true },
      'cors-headers': { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  const profile = values.profile;
  if (profile !== 'default' && profile !== 'spec-only') {
    console.error(`[sandbox] perfil inválido: ${profile} (default ou spec-only)`);
    process.exit(2);
  }
  const seedText = values.seed ?? process.env.SANDBOX_SEED;
  const seed = seedText === undefined || seedText === '' ? randomSeed() : parseSeed(seedText);
  if (seed === null) {
    console.error(`[sandbox] semente inválida: ${seedText} (um número inteiro de 0 a 4294967295)`);
    process.exit(2);
  }
  const sandbox = await startSandbox({
    profile,
    ...(profile === 'spec-only' ? { seed } : {}),
    port: portFrom(values.port ?? process.env.SANDBOX_PORT),
    host: values.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1',
    dbFile: values.db ?? process.env.SANDBOX_DB ?? DEFAULT_DB_FILE,
    log: values.verbose,
    simulate: simulateFrom(values.simulate) ?? { ordersPerMinute: 0 },
    cors: {
      ...(values['web-origin'] ? { origins: [...DEFAULT_CORS_ORIGINS, ...values['web-origin']] } : {}),
      ...(values['cors-headers']
        ? {
            headers: values['cors-headers']
              .split(',')
              .map((h) => h.trim())
              .filter((h) => h !== ''),
          }
        : {}),
    },
  });
  const logins = DEMO_LOGINS.map((login) => `${login}/${DEMO_PASSWORD}`).join(', ');
  console.log(`Sandbox em ${sandbox.url} — logins: ${logins} — CNPJ esqueci a senha: 11.222.333/0001-81`);
  if (profile === 'spec-only') {
    console.log(
      `Perfil spec-only, semente ${seed} (repita com --seed ${seed}): configure o app com estas bases:`,
    );
    for (const [base, url] of Object.entries(sandbox.api)) console.log(`  ${base}: ${url}`);
  }
  if (sandbox.simulating > 0) console.log(`Simulando ${sandbox.simulating} pedido(s) por minuto na loja 1.`);

  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[sandbox] não foi possível iniciar:', error instanceof Error ? error.message : error);
  process.exit(1);
});
