#!/usr/bin/env node
// `npm run bench:soak`: a week at the counter (bench/soak.ts), apart from `npm run bench` (about
// 8–10 minutes). Figures on stdout as `bench <name> <value> <unit>`, progress on stderr. Runs
// with --expose-gc (package.json) so main's memory is read after a forced GC.
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

register();
const root = resolve(import.meta.dirname, '..');
const { buildStaleReason, runBuild } = await import('./build-state.ts');
const { benchSoak } = await import('../bench/soak.ts');

const note = (msg) => process.stderr.write(`${msg}\n`);
const print = (name, value, unit) => console.log(`bench ${name} ${value} ${unit}`);
const MB = 1048576;

if (typeof globalThis.gc !== 'function')
  note('aviso: sem --expose-gc, a memória do main inclui lixo não coletado');
const stale = buildStaleReason(root);
if (stale) {
  note(`compilando (${stale})...`);
  const code = await runBuild(root, { stdout: 'stderr' });
  if (code !== 0) process.exit(code);
}

const executablePath = ensureChromium({ log: note });
note('uma semana no balcão...');
const started = Date.now();
// SOAK_DAYS=2 for a shorter look while working on it; the figures are the week's by default.
const days = Number(process.env.SOAK_DAYS) || undefined;
const soak = await benchSoak({ rootDir: join(root, 'out', 'renderer'), executablePath, log: note, days });
note(`  ${soak.orders} pedidos em ${((Date.now() - started) / 60000).toFixed(1)} min`);
const first = soak.days[0];
const last = soak.days.at(-1);
// Growth from day 1's end (warm caches, the first day's data in) to the last day's end.
const perDay = (pick) => (pick(last) - pick(first)) / MB / Math.max(1, soak.days.length - 1);
print('soak.renderer_heap_growth_per_day', perDay((d) => d.rendererHeapBytes).toFixed(2), 'MB');
print('soak.dom_nodes_day7_over_day1', (last.domNodes / first.domNodes).toFixed(2), 'ratio');
print('soak.main_rss_growth_per_day', perDay((d) => d.mainBytes).toFixed(2), 'MB');
print('soak.disk_growth_per_day', perDay((d) => d.diskBytes).toFixed(2), 'MB');
print('soak.event_to_row_day7_over_day1', (last.eventToRowMs / first.eventToRowMs).toFixed(2), 'ratio');
print('soak.tickets_missing', soak.ticketsMissing, 'n');
print('soak.tickets_duplicated', soak.ticketsDuplicated, 'n');
for (const [kind, bytes] of Object.entries(last.sizes)) {
  print(`soak.size_day7.${kind}`, (bytes / 1024).toFixed(1), 'KB');
}
process.exit(0);
