import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { MAIN_BUNDLED_PACKAGES } from './scripts/main-bundle';

const root = import.meta.dirname;
// CASHDESK_OUT_DIR builds elsewhere than out/ (parallel work on one tree; E2E_OUT_DIR reads it).
// The kitchen screen's page (issue 33 §3), for the desk's second window and the tablets.
const kitchenHtml = resolve(root, 'renderer/kitchen.html');
const kitchenPage: Record<string, string> = existsSync(kitchenHtml) ? { kitchen: kitchenHtml } : {};
const outDir = process.env.CASHDESK_OUT_DIR ? resolve(process.env.CASHDESK_OUT_DIR) : resolve(root, 'out');

export default defineConfig({
  main: {
    build: {
      outDir: resolve(outDir, 'main'),
      // Packages carried inside the CJS main, each for its reason (scripts/main-bundle.ts).
      externalizeDeps: { exclude: [...MAIN_BUNDLED_PACKAGES] },
      rollupOptions: {
        input: { index: resolve(root, 'main/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(outDir, 'preload'),
      rollupOptions: {
        input: { index: resolve(root, 'preload/index.ts') },
        // One CJS file: sandboxed preloads cannot load ESM or other chunks.
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    base: './',
    publicDir: resolve(root, 'renderer/public'),
    plugins: [react()],
    build: {
      outDir: resolve(outDir, 'renderer'),
      emptyOutDir: true,
      // electron-vite leaves the renderer unminified by default; the first screen has a 250 KB gzip budget.
      minify: true,
      rollupOptions: { input: { index: resolve(root, 'renderer/index.html'), ...kitchenPage } },
    },
  },
});
