// The PI that printing sets, during a platform outage (issue 19 §1), desktop mode: Imprimir on an
// accepted order prints at once (the print journal is local) and the order's move to PI waits in
// the outbox, shown as 'Aguardando conexão'; when the platform answers it is applied exactly
// once. Exactly-once is read from the sandbox's order history, never from the screen. Two ways
// in: the desk already knows the platform is away (the PI is queued without a request), or it
// has not noticed yet (the PI's own request may be the first to meet the outage: then it is
// queued as possibly sent, and the platform's state is read before it is sent again).
import type { Page } from '@playwright/test';
import type { OutageMode } from '../../sandbox/outage';
import { DEMO, expect, test } from './fixtures';
import { detail, inSection, row } from './support/orders-desk';
import { expectDeskOffline, newOrder, timesApplied } from './support/outage';
import { cashierOnly, isReprint, jobsOn, orderNumber } from './support/printing';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'desktop' });
test.describe.configure({ timeout: scaled(90_000) });

const OUTAGE_SECONDS = 120;
const REPLAY_TIMEOUT = scaled(20_000);

const waitingMark = (page: Page) => page.getByRole('status').filter({ hasText: 'Aguardando conexão' });

interface Case {
  mode: OutageMode;
  /** The desk has noticed the outage before Imprimir is pressed. */
  known: boolean;
}
const CASES: Case[] = [
  { mode: 'refuse', known: true },
  { mode: 'hang', known: true },
  { mode: '503', known: false },
];

for (const { mode, known } of CASES) {
  const way = known ? 'known to the desk' : 'not yet noticed by the desk';
  const title = `${mode}, ${way}: the ticket prints at once and its PI reaches the platform exactly once`;
  test(title, async ({ app, page, main, sandbox }) => {
    const caixa = await cashierOnly(app, page, main, sandbox);
    const id = await newOrder(sandbox, { template: 0, status: 'PA' });
    await app.loginAs(DEMO.admin.usuario);
    await row(page, id).click();
    await expect(detail(page).getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();

    await sandbox.outage({ mode, target: 'http', seconds: OUTAGE_SECONDS });
    if (known) await expectDeskOffline(page);
    await detail(page)
      .getByRole('button', { name: /^Imprimir/ })
      .click();

    const [ticket] = await jobsOn(caixa, 1);
    expect(orderNumber(ticket)).toBe(id);
    expect(isReprint(ticket!)).toBe(false);
    await expect(waitingMark(page)).toBeVisible({ timeout: REPLAY_TIMEOUT });
    await expect(row(page, id)).toContainText('Impresso');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await timesApplied(sandbox, id, 'PI')).toBe(0);
    // Kept by main before the screen changed. Not yet noticed, the PI's own request may be the
    // first to meet the outage ('sending': possibly applied) or a call just before it ('waiting').
    expect(await main.core.offline!.ipc.listOutbox()).toEqual([
      expect.objectContaining({
        state: known ? 'waiting' : expect.stringMatching(/^(waiting|sending)$/),
        action: expect.objectContaining({ kind: 'status', idPedido: id, from: 'PA', to: 'PI' }),
      }),
    ]);

    await sandbox.endOutage();
    await expect
      .poll(() => timesApplied(sandbox, id, 'PI'), { timeout: REPLAY_TIMEOUT, message: `PI em #${id}` })
      .toBe(1);
    await expect(waitingMark(page)).toHaveCount(0, { timeout: REPLAY_TIMEOUT });
    await expect(inSection(page, 'Aceito/Produção', id)).toContainText('Impresso');
    await expect.poll(() => main.core.offline!.ipc.listOutbox()).toEqual([]);

    // A late duplicate (a resend after an unanswered attempt) would land within a probe or two.
    await absenceWindow(2_500);
    const history = await sandbox.orderHistory(id);
    expect(history.changes.map((c) => c.status)).toEqual(['PI']);
    expect(history.requests.map((r) => r.status)).toEqual(['PI']);
    expect(history.status).toBe('PI');
    expect(caixa.jobs).toHaveLength(1);
  });
}
