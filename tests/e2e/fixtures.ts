// Playwright fixtures for the cash desk. Every test gets:
//   sandbox  a fresh platform stand-in (own SQLite file, random port) + control/login helpers;
//   web      the BUILT renderer (out/renderer) served on loopback, runtime-config → that sandbox;
//   main     in desktop mode, the real main core with fake Electron pieces behind the real
//            preload bridge (see support/desktop.ts); in web mode it throws if used;
//   app      goto(route) and screenshot(name) for the page in the chosen mode.
// Choose the mode per file or describe with `test.use({ mode: 'desktop' })` (default 'web').
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { loadBrand, sandboxRuntimeConfig, startWebServer, type WebServer } from '../../scripts/web-server';
import type { Brand } from '../../shared/config';
import { SPEC_ONLY_SHAPES, type SandboxProfile, type SpecOnlyShapes } from '../../sandbox/spec-only';
import { auditPage, formatViolations } from './support/axe';
import { ANSWER_FIRST_RUN } from './support/first-run';
import { startDesktopHarness, type DesktopHarness } from './support/desktop';
import { DEMO, startTestSandbox, type TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

export { expect, DEMO };

export type AppMode = 'web' | 'desktop';

/** settled(): no API call in flight for this long (the shell's screens load in steps). */
const API_QUIET_MS = 600;
/** How often settled() looks at the API calls in flight. */
const QUIET_POLL_MS = 50;

const repoRoot = join(import.meta.dirname, '..', '..');
const SCREENSHOT_DIR = join(repoRoot, 'tests', 'artifacts', 'screenshots');
/** The build under test: out/, or E2E_OUT_DIR (a build made with CASHDESK_OUT_DIR). */
export const OUT_DIR = process.env.E2E_OUT_DIR || join(repoRoot, 'out');
/** The built renderer; E2E_RENDERER_DIR points elsewhere (e.g. a copy while out/ is being rebuilt). */
export const RENDERER_DIR = process.env.E2E_RENDERER_DIR || join(OUT_DIR, 'renderer');

export interface AppFixture {
  /** Base URL of the served renderer. */
  url: string;
  mode: AppMode;
  /** Opens a hash route, e.g. goto('/login') → <url>/#/login. */
  goto(route?: string): Promise<void>;
  /** Saves tests/artifacts/screenshots/<name>.png. */
  screenshot(name: string): Promise<void>;
  /**
   * axe-core over the page as it is now: fails on any serious or critical violation (every
   * screen, and each modal or state worth a screenshot, is audited in the e2e run).
   */
  audit(screen: string): Promise<void>;
  /** Logs in through the login screen and waits for the shell. */
  loginAs(usuario: string, senha?: string): Promise<void>;
  /** Waits until the shell is shown and its first calls have answered. */
  settled(): Promise<void>;
}

interface Fixtures {
  mode: AppMode;
  /** The runtime config's brand; default config/app.config.json's. */
  brand: Brand | undefined;
  /** 'separate': the sandbox serves its store socket from a second origin (and its login says so). */
  socketOrigin: 'same' | 'separate';
  /**
   * 'spec-only': the sandbox as another platform that follows the specs (only their calls, other
   * legal shapes, its own URL layout and socket port); the desk is configured with its bases.
   */
  profile: SandboxProfile;
  /** spec-only: the shapes the spec leaves open (default SPEC_ONLY_SHAPES: each the other way). */
  shapes: Partial<SpecOnlyShapes>;
  /** spec-only: every §7 answer in the shape this seed picks (sandbox/spec-only/variants.ts). */
  seed: number | undefined;
  /**
   * true: the first-run guide is offered as on a new computer (issue 35 §1). Default false: the
   * offer counts as answered, since every fresh test browser has no print settings saved.
   */
  firstRun: boolean;
  sandbox: TestSandbox;
  web: WebServer;
  main: DesktopHarness;
  app: AppFixture;
}

/** The login form's fields and button (spec 01 §2: Usuário, Senha, ACESSAR). */
export function loginForm(page: Page) {
  return {
    usuario: page.getByLabel('Usuário'),
    senha: page.getByLabel('Senha', { exact: true }),
    acessar: page.getByRole('button', { name: 'ACESSAR' }),
  };
}

export const test = base.extend<Fixtures>({
  mode: ['web', { option: true }],
  brand: [undefined, { option: true }],
  socketOrigin: ['same', { option: true }],
  profile: ['default', { option: true }],
  shapes: [{}, { option: true }],
  seed: [undefined, { option: true }],
  firstRun: [false, { option: true }],

  context: async ({ context, firstRun }, use) => {
    if (!firstRun) await context.addInitScript({ content: ANSWER_FIRST_RUN });
    await use(context);
  },

  sandbox: async ({ socketOrigin, profile, shapes, seed }, use, testInfo) => {
    const dir = testInfo.outputPath('sandbox');
    mkdirSync(dir, { recursive: true });
    const sandbox = await startTestSandbox(dir, {
      socketOrigin,
      profile,
      shapes: { ...SPEC_ONLY_SHAPES, ...shapes },
      ...(seed === undefined ? {} : { seed }),
    });
    await use(sandbox);
    await sandbox.close();
  },

  web: async ({ sandbox, brand }, use) => {
    const web = await startWebServer({
      port: 0,
      rootDir: RENDERER_DIR,
      runtimeConfig: {
        ...sandboxRuntimeConfig(sandbox.url, brand ?? loadBrand(join(repoRoot, 'config', 'app.config.json'))),
        api: sandbox.api,
      },
    });
    // The sandbox answers CORS only for the desk's own origin (sandbox/cors.ts).
    await sandbox.allowOrigin(web.url);
    await use(web);
    await web.close();
  },

  main: async ({ mode, context, page, sandbox, web }, use, testInfo) => {
    if (mode !== 'desktop') {
      await use(
        new Proxy({} as DesktopHarness, {
          get: (_target, prop) => {
            if (prop === 'then' || typeof prop === 'symbol') return undefined;
            throw new Error('main só existe no modo desktop: test.use({ mode: "desktop" })');
          },
        }),
      );
      return;
    }
    const userDataDir = testInfo.outputPath('user-data');
    mkdirSync(userDataDir, { recursive: true });
    const harness = await startDesktopHarness({
      context,
      page,
      sandboxUrl: sandbox.url,
      rendererOrigin: web.url,
      userDataDir,
    });
    await use(harness);
    await harness.dispose();
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('main.log', {
        body: harness.fakes.log.lines.join('\n'),
        contentType: 'text/plain',
      });
    }
  },

  app: async ({ mode, page, web, main, sandbox }, use) => {
    // Desktop mode installs the bridge before the first navigation.
    if (mode === 'desktop') void main.core;
    // API calls in flight (socket.io's long polls excluded), for settled().
    const pending = new Set<Request>();
    let lastChange = Date.now();
    const isApiCall = (r: Request) => r.url().startsWith(sandbox.url) && !r.url().includes('/socket.io/');
    const done = (r: Request) => {
      if (pending.delete(r)) lastChange = Date.now();
    };
    page.on('request', (r) => {
      if (!isApiCall(r)) return;
      pending.add(r);
      lastChange = Date.now();
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const app: AppFixture = {
      url: web.url,
      mode,
      async goto(route = '/') {
        const hash = route.startsWith('#') ? route : `#${route.startsWith('/') ? route : `/${route}`}`;
        await page.goto(`${web.url}/${hash}`);
      },
      async screenshot(name) {
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `${name}.png`),
          animations: 'disabled',
          caret: 'hide',
        });
      },
      async audit(screen) {
        const violations = await auditPage(page);
        expect(violations, formatViolations(screen, violations)).toEqual([]);
      },
      async loginAs(usuario, senha = 'demo1234') {
        await app.goto('/login');
        const form = loginForm(page);
        await form.usuario.fill(usuario);
        await form.senha.fill(senha);
        await form.acessar.click();
        await expect(page).not.toHaveURL(/#\/login/);
        await app.settled();
      },
      async settled() {
        // The shell is up and its first calls (store, invoices, terms, orders) have answered,
        // so what a test does next is not raced by them.
        // CSS locators: a modal (terms, error) hides the shell from the accessibility tree.
        await expect(page.locator('nav[aria-label="Menu principal"]')).toBeVisible();
        // The header's store switch comes first; a screen may have switches of its own.
        await expect(page.locator('[role="switch"]').first()).toBeVisible();
        // Checked every 50 ms: expect.poll's default back-off (up to 1 s between checks) would add
        // up to a second past the quiet window to every login.
        await expect
          .poll(() => pending.size === 0 && Date.now() - lastChange >= API_QUIET_MS, {
            timeout: scaled(15_000),
            intervals: [QUIET_POLL_MS],
          })
          .toBe(true);
      },
    };
    await use(app);
  },
});
