import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest keeps one core for itself by default, which on a 2-core machine leaves one worker;
    // its own process mostly waits on the workers, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    // Hang guards, not speed limits: a test that renders a screen or builds a sandbox takes
    // several times longer on a loaded machine (vitest's 5 s default failed tests that pass).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/{main,preload,sandbox,shared,scripts}/**/*.test.ts'],
          // electron-store is ESM and imports electron: inlined, so a test's vi.mock('electron') reaches it.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/unit/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/renderer/setup.ts'],
        },
      },
    ],
  },
});
