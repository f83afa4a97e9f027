// /onlinepayment/batch (03 §2.18): a legacy screen, so a status 0 opens 'Atencao!' (03 §8 keeps
// 'Erro!' for the online report).
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { useDialogStore } from '../../../renderer/src/components/feedback/dialogs';
import PayoutBatchesPage from '../../../renderer/src/features/reports/online/PayoutBatchesPage';
import { renderRouted } from './helpers';

const ROUTE = 'POST v1 pagamentoonline/getReportBatch';

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
});
