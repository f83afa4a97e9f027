// Mutation testing of the core modules (npm run test:mutation; issue 24). The modules and their
// goals are in scripts/mutation-modules.mjs. Equivalent mutants are marked in the source with
// `// Stryker disable next-line <mutator>: <reason>`.
import { mutateGlobs } from './scripts/mutation-modules.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: mutateGlobs(),
  testRunner: 'vitest',
  // Only the unit tests of these modules, in one node project (vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // The machine has two cores.
  concurrency: 2,
  // A mutant that runs this much past its tests' normal time is stopped and counts as a timeout
  // (detected), so a spinning loop cannot hold the run.
  timeoutMS: 10_000,
  timeoutFactor: 2,
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
