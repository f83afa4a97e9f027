#!/usr/bin/env node
// `npm run test:spec-only-random [-- <runs>]`: the spec-only walk (tests/e2e/spec-only.spec.ts,
// every menu screen and the order lifecycle) under random seeds, one run per seed (default 1).
// Each seed is printed before its run, and again with the result: `SPEC_ONLY_SEED=<seed> npx
// playwright test tests/e2e/spec-only.spec.ts -g "walk under seed"` replays a failure exactly.
// Needs the build (`npm run build`), like `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? '1');
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error(`Número de execuções inválido: ${process.argv[2]} (1 a 100)`);
  process.exit(2);
}

const failed = [];
for (let i = 0; i < runs; i++) {
  // Any 32-bit seed; randomInt's upper bound is exclusive and at most 2^48.
  const seed = randomInt(0, 2 ** 32);
  console.log(`\n==== spec-only, semente ${seed} (${i + 1}/${runs})`);
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'playwright'),
    ['test', 'tests/e2e/spec-only.spec.ts', '-g', 'walk under seed', '--workers=1'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SPEC_ONLY_SEED: String(seed) } },
  );
  const ok = result.status === 0;
  console.log(`---- semente ${seed}: ${ok ? 'ok' : 'FALHOU'}`);
  if (!ok) failed.push(seed);
}
if (failed.length > 0) {
  console.log(`\nFalharam: ${failed.map((s) => `SPEC_ONLY_SEED=${s}`).join(', ')}`);
  process.exit(1);
}
console.log(`\n${runs} semente(s) ok.`);
