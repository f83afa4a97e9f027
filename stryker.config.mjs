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
  // A static mutant (module-level code: the spec's labels and messages, lookup tables, patterns)
  // cannot be switched on per test, so each one re-runs every test file with a fresh module graph;
  // those few mutants took most of the run. Their behaviour is pinned anyway by the tests that
  // compare with the spec's literal Portuguese. Mutants also reached from inside a test still run,
  // with only the tests that reach them.
  ignoreStatic: true,
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
