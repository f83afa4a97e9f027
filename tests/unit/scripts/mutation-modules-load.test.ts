// Each module `npm run test:mutation` scores loads on its own. A static mutant (module-level code)
// that throws at load fails a test file's imports, which vitest reports as a failed file with no
// tests, and Stryker counts a run with no failed test as a survivor: here the load is a test.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_MODULES } from '../../../scripts/mutation-modules.mjs';

describe('the scored modules', () => {
  it.each(MUTATION_MODULES.map((m) => m.file).filter((f, i, all) => all.indexOf(f) === i))(
    '%s loads',
    async (file) => {
      const mod = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
      expect(Object.keys(mod).length).toBeGreaterThan(0);
    },
  );
});
