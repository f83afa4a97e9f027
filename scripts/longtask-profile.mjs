#!/usr/bin/env node
// Reads a renderer CPU profile (BENCH_BURST_PROFILE, bench/printing-auto.ts) and says which work
// made each long task: the busy stretches over 50 ms (samples between two idle ones), each with
// the functions that took the most of it, self and inclusive.
//   node scripts/longtask-profile.mjs <file.cpuprofile> [min ms = 50]
import { readFileSync } from 'node:fs';

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error('uso: node scripts/longtask-profile.mjs <arquivo.cpuprofile> [ms mínimo]');
  process.exit(2);
}
const minMs = Number(minArg ?? 50);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n) => {
  const f = n.callFrame;
  const url = f.url ? f.url.split('/').pop() : '';
  return `${f.functionName || '(anônima)'} ${url}:${f.lineNumber + 1}`;
};
const idle = (id) => nodes.get(id)?.callFrame.functionName === '(idle)';

const stretches = [];
let current = null;
let t = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  t += dt;
  if (idle(id)) {
    if (current) stretches.push(current);
    current = null;
    return;
  }
  current ??= { start: t, end: t, samples: [] };
  current.end = t;
  current.samples.push([id, profile.timeDeltas[i + 1] ?? dt]);
});
if (current) stretches.push(current);

const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `      ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');

const total = { self: new Map(), incl: new Map() };
const long = stretches.filter((s) => (s.end - s.start) / 1000 >= minMs);
for (const s of long) {
  const self = new Map();
  const incl = new Map();
  for (const [id, us] of s.samples) {
    const key = label(nodes.get(id));
    self.set(key, (self.get(key) ?? 0) + us);
    total.self.set(key, (total.self.get(key) ?? 0) + us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = label(nodes.get(at));
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + us);
      total.incl.set(k, (total.incl.get(k) ?? 0) + us);
    }
  }
  console.log(
    `tarefa de ${((s.end - s.start) / 1000).toFixed(0)} ms em +${((s.start - profile.startTime) / 1e6).toFixed(1)} s`,
  );
  console.log(`    próprio:\n${top(self, 8)}\n    inclusivo:\n${top(incl, 25)}`);
}
console.log(`\n${long.length} trechos ocupados de ${minMs} ms ou mais; somados:`);
console.log(`    próprio:\n${top(total.self, 25)}\n    inclusivo:\n${top(total.incl, 50)}`);
