// Is out/ missing or older than the sources? `npm start` and `npm run bench` rebuild only then.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What electron-vite build produces; all three must exist. */
export const BUILD_OUTPUTS = ['out/main/index.cjs', 'out/preload/index.cjs', 'out/renderer/index.html'];

const SOURCE_DIRS = ['main', 'preload', 'renderer', 'shared'];
const SOURCE_FILES = ['electron.vite.config.ts', 'package.json', 'tsconfig.base.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** A reason to rebuild, or null when out/ is newer than every source file. */
export function buildStaleReason(projectRoot: string): string | null {
  const outputs = BUILD_OUTPUTS.map((p) => join(projectRoot, p));
  const missing = outputs.find((p) => !existsSync(p));
  if (missing) return `${missing} não existe`;
  const builtAt = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sourcesAt = Math.max(
    ...SOURCE_DIRS.map((d) => newestMtime(join(projectRoot, d))),
    ...SOURCE_FILES.map((f) => newestMtime(join(projectRoot, f))),
  );
  return sourcesAt > builtAt ? 'código-fonte mais novo que out/' : null;
}

/**
 * Runs `electron-vite build`; resolves with its exit code. Its output is shown; with
 * `stdout: 'stderr'` it all goes to stderr (benchmarks keep stdout for their figures).
 */
export function runBuild(
  projectRoot: string,
  { stdout = 'inherit' }: { stdout?: 'inherit' | 'stderr' } = {},
): Promise<number> {
  const bin = join(
    projectRoot,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'electron-vite.cmd' : 'electron-vite',
  );
  return new Promise((done) => {
    const child = spawn(bin, ['build'], {
      cwd: projectRoot,
      stdio: ['ignore', stdout === 'stderr' ? process.stderr : 'inherit', 'inherit'],
      shell: process.platform === 'win32',
    });
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}
