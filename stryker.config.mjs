// Mutation testing of the core modules (npm run test:mutation; issue 24). The modules and their
// goals are in scripts/mutation-modules.mjs.
//
// Equivalent mutants: no test can tell them from the code, each for the reason given. Stryker
// skips them through a comment on the line before, in the source:
// `// Stryker disable next-line <mutators>: <reason>`. Each is listed here too (file:~line, the line
// as it was last counted), with the same mutators and reason;
// tests/unit/scripts/stryker-equivalents.test.ts fails when the two differ.
// - main/printing/journal/contract.ts:~110 StringLiteral: only 'html' is told apart; any other value sends one
//   write.
// - main/printing/journal/journal.ts:~87 MethodExpression: every() differs only on no jobs or a mix, and
//   changed() gets one job, an order's queued tickets, or none (putAll writes nothing then).
// - main/printing/journal/lanes.ts:~44 EqualityOperator: seqs are unique (start() resumes above the
//   highest).
// - main/printing/journal/store.ts:~201 ConditionalExpression,EqualityOperator: the parts only split the
//   writes; the text is the same.
// - main/storage/compacting-log.ts:~70 ArrowFunction: a settled close left in the set only makes close()
//   await it again.
// - main/storage/compacting-log.ts:~148 ConditionalExpression: compact() returns the compaction in flight
//   anyway.
// - main/storage/line-log.ts:~112 ObjectLiteral,BooleanLiteral: the log was just read, so it exists.
// - renderer/src/offline/outbox.ts:~130 StringLiteral: only reached with a session (start lists none without).
// - renderer/src/offline/outbox.ts:~195 ArrowFunction: undefined stops the drain as false does.
// - renderer/src/realtime/ordersSync.ts:~244 ConditionalExpression,LogicalOperator: the check timer exists
//   only while running with fetchDigest.
// - renderer/src/realtime/ordersSync.ts:~270 StringLiteral: 'away' is told apart only from 'works' and
//   'missing'; any other text acts the same.
// - renderer/src/realtime/ordersSync.ts:~341 ConditionalExpression: without `since`, byEvent.at >= undefined
//   is false as well.
// - renderer/src/realtime/ordersSyncDebug.ts:~30 OptionalChaining: a null storage throws without `?.`, and the
//   catch gives the same {}.
// - renderer/src/realtime/ordersSyncDebug.ts:~32 ConditionalExpression: JSON.parse of null is null and of ''
//   throws: {} either way.
// - renderer/src/realtime/ordersSyncDebug.ts:~35 ConditionalExpression: without it Object.entries(undefined)
//   throws and the catch gives {}.
// - renderer/src/realtime/ordersSyncDebug.ts:~39 ConditionalExpression,LogicalOperator: the schema passed only
//   numbers, and JSON has no Infinity.
// - shared/api/lenient.ts:~84 ConditionalExpression: an array's keys are its indices in order, so the
//   object path below reads it the same (JSON has no holes).
// - shared/api/live-order.ts:~91 ObjectLiteral,StringLiteral: no one reads the issue: listOf only counts
//   the line as lost.
// - shared/bulk-upload/rules.ts:~172 ConditionalExpression: fields[NaN] is undefined as well.
// - shared/bulk-upload/rules.ts:~206 ConditionalExpression,StringLiteral: parseMoney('') is null too.
// - shared/finance/labels.ts:~137 ConditionalExpression: only numbers are in ONLINE_CODES.
// - shared/order-actions.ts:~178 all: spec 01 §4 lists PC on its own; the same answer as an unknown status.
import { mutateGlobs } from './scripts/mutation-modules.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: mutateGlobs(),
  testRunner: 'vitest',
  // Only the unit tests of these modules, in one node project (vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level code: the spec's labels and messages, lookup tables, patterns,
  // formatters) count (issue 31): each re-runs every test file with a fresh module graph
  // (vitest.mutation.config.ts isolates files for that), so an empty options object that formats
  // without 'R$' is a killed mutant, not an unseen one.
  ignoreStatic: false,
  // The machine has two cores.
  concurrency: 2,
  // A mutant that runs this much past its tests' normal time is stopped and counts as a timeout
  // (detected), so a spinning loop cannot hold the run. The covering tests of a mutant take well
  // under a second, so 5 s of slack still leaves room on a loaded machine while a hanging mutant
  // costs a few seconds instead of tens.
  timeoutMS: 5000,
  timeoutFactor: 1.5,
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    'out',
    'dist',
    'release',
    'tests/artifacts',
    'tests/e2e',
    'test-results',
    '.sandbox-data',
    'build',
  ],
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'tests/artifacts/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: null },
};
