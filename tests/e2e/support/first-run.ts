// 'Configurar este computador' (issue 35 §1) from the test's side: the init script that answers
// the offer for every test and bench that is not about it (a fresh browser has no print settings,
// so every login would be offered the guide), and the scripted newcomer that completes it, used
// by the e2e spec and the first_run bench alike. Each click, key press or field fill is one action.
import type { Locator, Page } from 'playwright-core';

/** FIRST_RUN_KEY of renderer/src/features/printing/first-run/firstRunStore.ts. */
const KEY = 'cashdesk.firstRunGuide';

/** Runs in every frame before the app: the guide counts as answered ('Agora não'). */
export const ANSWER_FIRST_RUN = `try { if (localStorage.getItem('${KEY}') === null) localStorage.setItem('${KEY}', 'dismissed'); } catch {}`;

/** Clicks, key presses and field fills, counted. */
export class ActionCounter {
  count = 0;
  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }
  async check(target: Locator): Promise<void> {
    this.count += 1;
    await target.check();
  }
  async fill(target: Locator, text: string): Promise<void> {
    this.count += 1;
    await target.fill(text);
  }
  async press(target: Locator, key: string): Promise<void> {
    this.count += 1;
    await target.press(key);
  }
}

export interface NewcomerOptions {
  page: Page;
  actions: ActionCounter;
  /** The names the sweep finds the cashier's and the kitchen's printer under. */
  cashier: string;
  kitchen: string;
  /** Resolves once both printers printed their test page. */
  testPagesOut(): Promise<void>;
  /** Called on each screen of the guide (screenshots, axe), after it settled. */
  onStep?(name: string): Promise<void>;
  timeoutMs?: number;
}

/**
 * From the offer to the summary on the orders screen: Começar; Caixa for one printer, Produção
 * (its categories as offered) for the other; test pages on both; automatic print on; the sound
 * tested; the desktop step left as it is.
 */
export async function completeFirstRun(o: NewcomerOptions): Promise<void> {
  const { page, actions } = o;
  const timeout = o.timeoutMs ?? 30_000;
  const guide = page.getByRole('dialog', { name: 'Configurar este computador' });
  const heading = (name: string) => guide.getByRole('heading', { name }).waitFor({ timeout });
  await guide.getByRole('button', { name: 'Começar' }).waitFor({ timeout });
  await o.onStep?.('first-run-0-offer');
  await actions.click(guide.getByRole('button', { name: 'Começar' }));

  await heading('Impressoras deste computador');
  await guide.getByText(/Busca concluída: 2 impressora/).waitFor({ timeout });
  const group = (name: string) => guide.getByRole('group', { name: new RegExp(`^${escape(name)}`) });
  await actions.check(group(o.cashier).getByRole('radio', { name: 'Caixa', exact: true }));
  await actions.check(group(o.kitchen).getByRole('radio', { name: 'Produção', exact: true }));
  await o.onStep?.('first-run-1-printers');
  await actions.click(guide.getByRole('button', { name: 'Salvar e continuar' }));

  await heading('Página de teste');
  await actions.click(guide.getByRole('button', { name: 'Imprimir página de teste em todas' }));
  await o.testPagesOut();
  await guide.getByText('Página de teste enviada para a impressora.').nth(1).waitFor({ timeout });
  await o.onStep?.('first-run-2-test-pages');
  await actions.click(guide.getByRole('button', { name: 'Continuar' }));

  await heading('Impressão automática');
  await actions.check(guide.getByRole('checkbox', { name: /Aceitar e imprimir pedidos/ }));
  await guide.getByText(/Ligado: pedidos novos/).waitFor({ timeout });
  await o.onStep?.('first-run-3-auto-print');
  await actions.click(guide.getByRole('button', { name: 'Continuar' }));

  await heading('Som dos pedidos');
  await actions.click(guide.getByRole('button', { name: 'Testar som' }));
  await guide.getByText(/Som de teste tocado/).waitFor({ timeout });
  await o.onStep?.('first-run-4-sound');
  await actions.click(guide.getByRole('button', { name: 'Continuar' }));

  await heading('Bandeja e início com o sistema');
  await o.onStep?.('first-run-5-desktop');
  await actions.click(guide.getByRole('button', { name: 'Concluir' }));

  await page.getByRole('region', { name: 'Este computador está pronto' }).waitFor({ timeout });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
