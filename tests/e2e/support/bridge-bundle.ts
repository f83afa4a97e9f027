// Bundles bridge-shim.ts (with the real preload/bridge.ts) into one IIFE for addInitScript.
// Built once per worker process.
import { build } from 'esbuild';
import { join } from 'node:path';

let cached: Promise<string> | null = null;

export function bridgeInitScript(): Promise<string> {
  cached ??= build({
    entryPoints: [join(import.meta.dirname, 'bridge-shim.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
    sourcemap: 'inline',
  }).then((result) => {
    const file = result.outputFiles[0];
    if (!file) throw new Error('esbuild produced no bridge bundle');
    return file.text;
  });
  return cached;
}
