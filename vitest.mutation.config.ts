// The unit tests Stryker runs against each mutant (npm run test:mutation): only the files that
// exercise the mutated core modules, in one node project, so a run stays within minutes. A file
// that needs the DOM says so itself (`// @vitest-environment jsdom`).
import { defineConfig } from 'vitest/config';

// tests/unit/main/printing-journal.test.ts is left out: it prints over real loopback TCP with
// second-long waits, and printing-journal-rules.test.ts states the same rules in memory.
const MUTATION_TEST_FILES = [
  'tests/unit/main/printing-journal-store.test.ts',
  'tests/unit/main/printing-journal-rules.test.ts',
  'tests/unit/main/printing-journal-store-rules.test.ts',
  'tests/unit/main/printing-journal-parts.test.ts',
  'tests/unit/main/printing-stations.test.ts',
  'tests/unit/renderer/orders-actions.test.ts',
  'tests/unit/shared/delivery.test.ts',
  'tests/unit/renderer/printing-auto-accept.test.ts',
  'tests/unit/renderer/orders-sync.test.ts',
  'tests/unit/renderer/orders-sync-rules.test.ts',
  'tests/unit/renderer/orders-sync-edges.test.ts',
  'tests/unit/renderer/offline-outbox.test.ts',
  'tests/unit/renderer/offline-policy.test.ts',
  'tests/unit/shared/reports-bulk-upload-rules.test.ts',
  'tests/unit/shared/bulk-upload-precheck.test.ts',
  'tests/unit/shared/finance-invoices.test.ts',
  'tests/unit/shared/finance-rules.test.ts',
  'tests/unit/shared/format-backoffice.test.ts',
  'tests/unit/renderer/format.test.ts',
  // The lenient readers (issue 31): shared/api/lenient.ts and the live-order reader.
  'tests/unit/shared/lenient-readers.test.ts',
  'tests/unit/shared/lenient-lists.test.ts',
  'tests/unit/shared/live-order-shapes.test.ts',
  'tests/unit/shared/live-order-rules.test.ts',
  // A static mutant that throws at load leaves a file with no tests, which Stryker counts as a survivor.
  'tests/unit/scripts/mutation-modules-load.test.ts',
  'tests/unit/shared/wire-spec-shapes.test.ts',
  'tests/unit/shared/backoffice-shapes.test.ts',
  'tests/unit/main/line-log.test.ts',
  'tests/unit/main/compacting-log.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    include: MUTATION_TEST_FILES,
    // Each file gets its own module graph: a static mutant (module-level code, counted since
    // issue 31: stryker.config.mjs has no `ignoreStatic`) is only seen by a module loaded afresh
    // with it switched on, which a graph shared across files does not do.
    isolate: true,
    // A mutant that makes a loop spin must fail its test, not hold the run. A loop that re-queues
    // itself on microtasks never lets a timer fire: the fakes it calls run on a budget instead
    // (tests/support/runaway.ts).
    testTimeout: 5000,
    hookTimeout: 5000,
  },
});
