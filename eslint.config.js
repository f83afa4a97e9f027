// Lint keeps each folder inside its process boundary (see STYLE.md):
// renderer/ never imports electron or node:*, shared/ imports neither Electron, Node nor the DOM,
// and nothing imports main/ at run time except tests. Inside renderer/src imports go down the
// floors (eslint/renderer-floors.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rendererFloors from './eslint/renderer-floors.js';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
];
const noNode = [{ group: ['node:*'], message: 'Node modules stay in main/, sandbox/ and tests.' }];
const noElectron = { name: 'electron', message: 'Only main/ and preload/ may import electron.' };
const noMain = {
  group: ['**/main/**', '../main/*', '../../main/*'],
  message: 'Nothing imports main/ at run time.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'release',
      'tests/artifacts',
      'test-results',
      'build',
      '.sandbox-data',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [noElectron, ...nodeBuiltins.map((name) => ({ name, message: 'No Node in the renderer.' }))],
          patterns: [...noNode, noMain],
        },
      ],
    },
  },
  {
    // app/ → features/<domain>/ → shared floors: imports go down, never across features.
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'renderer-floors': rendererFloors },
    rules: { 'renderer-floors/no-cross-floor-import': 'error' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            noElectron,
            ...nodeBuiltins.map((name) => ({ name, message: 'shared/ is pure: no Node.' })),
          ],
          patterns: [
            ...noNode,
            noMain,
            {
              group: ['**/renderer/**', '**/preload/**', '**/sandbox/**'],
              message: 'shared/ depends on nothing.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'require',
      ],
    },
  },
  {
    files: ['preload/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noNode,
            noMain,
            { group: ['**/renderer/**'], message: 'preload only knows shared/.' },
          ],
        },
      ],
    },
  },
  {
    // preload/bridge.ts is bundled for the browser by the e2e harness: only index.ts touches electron.
    files: ['preload/**/*.ts'],
    ignores: ['preload/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only preload/index.ts imports electron; the bridge gets an IpcRendererLike.',
            },
          ],
          patterns: [
            ...noNode,
            noMain,
            { group: ['**/renderer/**'], message: 'preload only knows shared/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['main/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/preload/**', '**/sandbox/**'],
              message: 'main/ only knows shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // `ignores`, not '!' entries in `files`: flat-config `files` entries are OR'ed, so a negated
    // entry would match every other file in the repo (renderer and preload included).
    files: ['main/**/*.ts'],
    ignores: ['main/index.ts', 'main/electron/**'],
    rules: {
      // Services get their Electron pieces injected so they are testable without the binary.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Inject Electron pieces; only main/index.ts and main/electron/ import electron.',
            },
          ],
          patterns: [
            {
              group: ['**/renderer/**', '**/preload/**', '**/sandbox/**'],
              message: 'main/ only knows shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noElectron],
          patterns: [
            noMain,
            {
              group: ['**/renderer/**', '**/preload/**'],
              message: 'The sandbox is the platform: it knows shared/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.config.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Tests never load the real electron module.' }] },
      ],
    },
  },
);
