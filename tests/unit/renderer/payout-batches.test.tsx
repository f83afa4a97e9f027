// /onlinepayment/batch (03 §2.18): a legacy screen, so a status 0 opens 'Atencao!' (03 §8 keeps
// 'Erro!' for the online report), and its pages keep first, last, current ±2 and ellipses (§9).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { useDialogStore } from '../../../renderer/src/components/feedback/dialogs';
import PayoutBatchesPage from '../../../renderer/src/features/reports/online/PayoutBatchesPage';
import { json, renderRouted, type Call } from './helpers';

const ROUTE = 'POST v1 pagamentoonline/getReportBatch';

const batch = (id: number) => ({
  id,
  token: `tk${id}`,
  establishment: 'Bella Napoli',
  value_final_establishment: 100,
  value_tax: 1,
  value_commission: 2,
  retained_value: 0,
  compensated_value: 0,
  date_from: '2025-01-10 00:00:00',
  date_to: '2025-01-10 23:59:59',
  status: 'PAGO',
  invoice_id: null,
  finished_at: '2025-01-11 10:00:00',
  complete_description: '',
});

const pageOf = (call: Call) => Number(new URLSearchParams(call.body).get('page'));

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Páginas de lotes' }))
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((b) => b.textContent);

afterEach(() => useDialogStore.setState({ queue: [] }));

describe('Lotes de repasse', () => {
  it("a status 0 opens 'Atencao!' with the server's message and shows no records", async () => {
    render(<FeedbackHost />);
    renderRouted(<PayoutBatchesPage />, {
      [ROUTE]: { status: 0, erro: 'Lotes indisponíveis no momento.' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Atencao!' });
    expect(within(dialog).getByText('Lotes indisponíveis no momento.')).toBeTruthy();
    expect(screen.getByText('Nenhum registro encontrado!')).toBeTruthy();
  });

  it('pages as first, current ±2, last, with ellipses past seven pages', async () => {
    const user = userEvent.setup();
    // 2,000 batches at 100 a page: twenty pages.
    const fake = renderRouted(<PayoutBatchesPage />, {
      [ROUTE]: (call: Call) =>
        json({ status: true, report: { entities: [batch(pageOf(call) * 1000)], count: 2000 } }),
    });
    expect(await screen.findByText('1000')).toBeTruthy();
    expect(pageNumbers()).toEqual(['1', '2', '3', '20']);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await user.click(await screen.findByRole('button', { name: 'Página 5' }));
    await user.click(await screen.findByRole('button', { name: 'Página 6' }));
    expect(await screen.findByText('6000')).toBeTruthy();
    expect(pageNumbers()).toEqual(['1', '4', '5', '6', '7', '8', '20']);
    const nav = screen.getByRole('navigation', { name: 'Páginas de lotes' });
    expect(nav.querySelectorAll('.bo-pagination__gap')).toHaveLength(2);
    expect(nav.textContent).toContain('…');
    expect(screen.getByRole('button', { name: 'Página 6' }).getAttribute('aria-current')).toBe('page');
    expect(fake.calls.filter((c) => `${c.method} ${c.route}` === ROUTE).map(pageOf)).toEqual([1, 3, 5, 6]);
  });
});
