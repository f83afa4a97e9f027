/**
 * The packages main's bundle carries inside it instead of loading them from node_modules at run
 * time (electron.vite.config.ts), shared with the bench that bundles main as it is shipped
 * (bench/desk-process.ts).
 *
 * - electron-store is ESM-only and imports electron itself: it cannot be required by the CJS main.
 * - zod (issue 36 §4): loaded from node_modules it is some hundred module files, resolved and read
 *   one by one before main can build a single schema, about a third of main's CPU time from the
 *   process's start to its window; bundled, the same code is one file already in memory.
 */
export const MAIN_BUNDLED_PACKAGES: readonly string[] = ['electron-store', 'zod'];

/** The package a bare import names ('zod/v4/core' → 'zod', '@scope/pkg/x' → '@scope/pkg'). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
