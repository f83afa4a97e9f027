// The core modules `npm run test:mutation` mutates, with their goals (issue 24): the print
// journal and its store, and the staff-action outbox >= 95 %, the rest >= 90 %.
// stryker.config.mjs builds its mutate list from this table and scripts/mutation.mjs prints one
// line per entry.

/** @type {{ name: string; file: string; lines?: string; goal: number }[]} */
export const MUTATION_MODULES = [
  { name: 'main/printing/journal/journal.ts', file: 'main/printing/journal/journal.ts', goal: 95 },
  { name: 'main/printing/journal/store.ts', file: 'main/printing/journal/store.ts', goal: 95 },
  // The journal store's log and compaction, shared since with the kitchen cards and the outbox.
  { name: 'main/storage/compacting-log.ts', file: 'main/storage/compacting-log.ts', goal: 95 },
  // journal.ts's parts since the split of issue 33: the same goal as the journal they came from.
  { name: 'main/printing/journal/lanes.ts', file: 'main/printing/journal/lanes.ts', goal: 95 },
  { name: 'main/printing/journal/attempt.ts', file: 'main/printing/journal/attempt.ts', goal: 95 },
  { name: 'main/printing/journal/job-factory.ts', file: 'main/printing/journal/job-factory.ts', goal: 95 },
  { name: 'shared/order-actions.ts', file: 'shared/order-actions.ts', goal: 90 },
  {
    name: 'renderer/src/features/printing/auto-accept/decide.ts',
    file: 'renderer/src/features/printing/auto-accept/decide.ts',
    goal: 90,
  },
  // Its equivalent mutants are marked in the source, each with why no test can tell.
  {
    name: 'renderer/src/realtime/ordersSync.ts',
    file: 'renderer/src/realtime/ordersSync.ts',
    goal: 90,
  },
  // Its debug-interval reader, split out of ordersSync.ts; the same tests, the same goal.
  {
    name: 'renderer/src/realtime/ordersSyncDebug.ts',
    file: 'renderer/src/realtime/ordersSyncDebug.ts',
    goal: 90,
  },
  // The staff-action outbox of issue 19: what was pressed offline is sent later, once, in order.
  { name: 'renderer/src/offline/outbox.ts', file: 'renderer/src/offline/outbox.ts', goal: 95 },
  { name: 'renderer/src/offline/policy.ts', file: 'renderer/src/offline/policy.ts', goal: 90 },
  { name: 'shared/bulk-upload/rules.ts', file: 'shared/bulk-upload/rules.ts', goal: 90 },
  { name: 'shared/finance/invoices.ts', file: 'shared/finance/invoices.ts', goal: 90 },
  { name: 'shared/finance/labels.ts', file: 'shared/finance/labels.ts', goal: 90 },
  { name: 'shared/finance/money.ts', file: 'shared/finance/money.ts', goal: 90 },
  // Money formatting and parsing only (formatBRL … parseMoney, formatMoneyValue), not the dates;
  // tests/unit/scripts/mutation-summary.test.ts checks the ranges still frame those functions.
  // No space in a name: `mutation <module> <score> %` is read by splitting on whitespace.
  // The lenient readers of the platform's answers (issue 31 §3).
  { name: 'shared/api/lenient.ts', file: 'shared/api/lenient.ts', goal: 90 },
  { name: 'shared/api/live-order.ts', file: 'shared/api/live-order.ts', goal: 90 },
  { name: 'shared/format.ts#money', file: 'shared/format.ts', lines: '17-51,130-134', goal: 90 },
];

/** Stryker's mutate globs: `file` or `file:start-end` per line range. */
export function mutateGlobs(modules = MUTATION_MODULES) {
  return modules.flatMap((m) => (m.lines ? m.lines.split(',').map((r) => `${m.file}:${r}`) : [m.file]));
}
