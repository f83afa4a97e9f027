// The accessibility audit every screen passes in the end-to-end run: axe-core (WCAG 2.x A/AA
// rules) injected into the page, run against the whole document, and any violation of impact
// 'serious' or 'critical' fails the test with one readable line per node.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function source(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeViolationLine {
  rule: string;
  impact: ImpactValue | undefined;
  target: string;
  summary: string;
}

/**
 * Waits (2 s at most) for the page's finite animations and transitions to end. A toast fading in
 * or out blends its text into its tint (4.48:1 for a success toast at 90 %), which axe would
 * measure as the colours of the screen; spinners and other endless animations are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** Runs axe-core on the page once its animations end; returns the serious and critical findings. */
export async function auditPage(page: Page): Promise<AxeViolationLine[]> {
  await settleAnimations(page);
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated through the driver, not as a <script>: the app's CSP (rightly) refuses inline scripts.
  if (!loaded) await page.evaluate(source());
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      },
    ),
  )) as AxeResults;
  const lines: AxeViolationLine[] = [];
  for (const v of results.violations) {
    if (!BLOCKING.includes(v.impact ?? 'minor')) continue;
    for (const node of v.nodes) {
      lines.push({
        rule: v.id,
        impact: v.impact ?? undefined,
        target: node.target.join(' '),
        summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return lines;
}

export function formatViolations(screen: string, lines: readonly AxeViolationLine[]): string {
  return [
    `axe-core: ${lines.length} serious/critical violation(s) on "${screen}":`,
    ...lines.map((l) => `  [${l.impact}] ${l.rule} at ${l.target}: ${l.summary}`),
  ].join('\n');
}
