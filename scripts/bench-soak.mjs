#!/usr/bin/env node
// `npm run bench:soak`: a week at the counter (bench/soak.ts), apart from `npm run bench` (about
// 15–20 minutes). Figures on stdout as `bench <name> <value> <unit>`, progress on stderr. Main's
// core runs in a process of its own, started with --expose-gc, so its memory is read after a GC.
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

register();
const root = resolve(import.meta.dirname, '..');
const { buildStaleReason, runBuild } = await import('./build-state.ts');
const { benchSoak } = await import('../bench/soak.ts');
const { soakFigures } = await import('../bench/soak-figures.ts');

const note = (msg) => process.stderr.write(`${msg}\n`);
const print = (name, value, unit) => console.log(`bench ${name} ${value} ${unit}`);

const stale = buildStaleReason(root);
if (stale) {
  note(`compilando (${stale})...`);
  const code = await runBuild(root, { stdout: 'stderr' });
  if (code !== 0) process.exit(code);
}

const executablePath = ensureChromium({ log: note });
note('uma semana no balcão...');
const started = Date.now();
// SOAK_DAYS=2 (and SOAK_ORDERS=36, orders a day) for a shorter look while working on it; the
// figures are the week's by default.
const days = Number(process.env.SOAK_DAYS) || undefined;
const ordersPerDay = Number(process.env.SOAK_ORDERS) || undefined;
const soak = await benchSoak({
  rootDir: join(root, 'out', 'renderer'),
  executablePath,
  log: note,
  days,
  ordersPerDay,
});
const minutes = (Date.now() - started) / 60000;
note(`  ${soak.orders} pedidos em ${minutes.toFixed(1)} min`);
const f = soakFigures(soak.days);
print('soak.renderer_heap_growth_per_day', f.rendererHeapGrowthPerDayMb.toFixed(2), 'MB');
print('soak.dom_nodes_day7_over_day1', f.domNodesLastOverFirst.toFixed(2), 'ratio');
print('soak.main_rss_growth_per_day', f.mainRssGrowthPerDayMb.toFixed(2), 'MB');
print('soak.main_heap_growth_per_day', f.mainHeapGrowthPerDayMb.toFixed(2), 'MB');
print('soak.disk_growth_per_day', f.diskGrowthPerDayMb.toFixed(2), 'MB');
print('soak.event_to_row_days5to7_over_days1to3', f.eventToRowLateOverEarly.toFixed(2), 'ratio');
print('soak.timer_firings_per_day', Math.round(f.timerFiringsPerDay), 'n');
print('soak.timer_firings_per_day.real_equivalent', Math.round(f.timerFiringsPerDayRealEquivalent), 'n');
print('soak.tickets_missing', soak.ticketsMissing, 'n');
print('soak.tickets_duplicated', soak.ticketsDuplicated, 'n');
for (const [kind, bytes] of Object.entries(soak.days.at(-1).sizes)) {
  print(`soak.size_day7.${kind}`, (bytes / 1024).toFixed(1), 'KB');
}
print('soak.minutes', minutes.toFixed(1), 'min');
process.exit(0);
