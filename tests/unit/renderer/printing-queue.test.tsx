// The print queue: top-bar badge, the printer alert banner, the dialog's three tabs, reprint and
// test page, live updates from the host.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintJobView, PrintQueue } from '../../../shared/printing';
import {
  usePrintQueue,
  alertText,
  needsAttention,
} from '../../../renderer/src/order-printing/printQueueStore';
import { localDay } from '../../../shared/offline';
import { useDeskClock } from '../../../renderer/src/stores/deskClock';
import { ADMIN, fakeApi, fakePlatform, makeServices, renderApp, shellRoutes } from './helpers';
import { EMPTY_QUEUE, fakePrinting } from './printing-orders-fakes';

afterEach(() => {
  usePrintQueue.setState({ open: false, queue: null });
  useDeskClock.setState({ day: localDay(new Date()) });
});

const DAY_MS = 86_400_000;
/** 14:32 today: 'Impressos hoje' lists the desk's day. */
const AT = new Date(new Date().setHours(14, 32, 0, 0)).getTime();

function job(patch: Partial<PrintJobView>): PrintJobView {
  return {
    key: `k-${patch.orderId ?? '1'}-${patch.printerName ?? 'EPSON'}-${patch.state ?? 'queued'}`,
    orderId: '1',
    kind: 'cashier',
    label: 'Caixa',
    printerName: 'EPSON',
    state: 'queued',
    reprint: false,
    attempts: 0,
    createdAt: AT,
    updatedAt: AT,
    ...patch,
  };
}

const QUEUE: PrintQueue = {
  pending: [
    job({
      orderId: '501',
      printerName: 'COZINHA',
      kind: 'production',
      label: 'Pizzas',
      attempts: 2,
      lastError: 'Impressora desligada',
    }),
  ],
  failed: [job({ orderId: '502', state: 'failed', attempts: 5, lastError: 'Sem papel' })],
  printedToday: [job({ orderId: '503', state: 'printed', attempts: 1, printedAt: AT })],
  alerts: [{ printerName: 'COZINHA', message: 'Impressora desligada', waitingJobs: 1, problem: null }],
};

function setup(queue: PrintQueue = QUEUE, kind: 'desktop' | 'web' = 'desktop') {
  const printing = fakePrinting({ queue });
  const host = fakePlatform({ session: ADMIN, printing: printing.bridge });
  const platform = { ...host.platform, kind };
  const api = fakeApi(shellRoutes());
  renderApp('/pedidos', { user: ADMIN, services: makeServices({ fetch: api.fetch, platform }) });
  return printing;
}

describe('queue texts', () => {
  it.each([
    [
      { printerName: 'EPSON', message: 'Sem papel', waitingJobs: 1 },
      'Impressora EPSON: Sem papel — 1 ticket aguardando',
    ],
    [
      { printerName: 'ELGIN', message: 'Desligada', waitingJobs: 3 },
      'Impressora ELGIN: Desligada — 3 tickets aguardando',
    ],
    [
      {
        printerName: 'Balcão',
        message: 'Impressora Balcão sem papel',
        waitingJobs: 2,
        problem: 'paper-out' as const,
      },
      'Impressora Balcão sem papel — 2 tickets aguardando',
    ],
  ])('%j', (alert, text) => expect(alertText(alert)).toBe(text));

  it.each([
    [null, 0],
    [EMPTY_QUEUE, 0],
    [QUEUE, 2],
    [{ ...QUEUE, pending: [job({ attempts: 0 })] }, 1],
  ])('needsAttention %#', (queue, n) => expect(needsAttention(queue)).toBe(n));
});

describe('print queue view', () => {
  it('the alert banner and the badge show what needs someone; the banner opens the queue', async () => {
    setup();
    const banner = await screen.findByText('Impressora COZINHA: Impressora desligada — 1 ticket aguardando');
    expect(banner.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Fila de impressão: 2 com problema' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ver fila de impressão' }));
    expect(await screen.findByRole('dialog', { name: 'Fila de impressão' })).toBeTruthy();
  });

  it('three tabs with order, label, printer, pt-BR time, attempts and the failure reason', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    // Something failed: that tab comes first.
    const failedTab = within(dialog).getByRole('tab', { name: 'Com falha (1)' });
    expect(failedTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('Pedido #502')).toBeTruthy();
    expect(within(dialog).getByText('Sem papel')).toBeTruthy();
    expect(within(dialog).getByText('5 tentativas')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pendentes (1)' }));
    expect(within(dialog).getByText('Pedido #501')).toBeTruthy();
    expect(within(dialog).getByText('Pizzas')).toBeTruthy();
    expect(within(dialog).getByText('2 tentativas')).toBeTruthy();
    expect(within(dialog).getAllByText('14:32').length).toBeGreaterThan(0);
    // Still waiting: it prints by itself, so no reprint that would put it on paper twice.
    expect(within(dialog).queryByRole('button', { name: /Reimprimir pedido #501/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Impressos hoje (1)' }));
    expect(within(dialog).getByText('Pedido #503')).toBeTruthy();
    expect(within(dialog).getByText('1 tentativa')).toBeTruthy();
  });

  it('each ticket says impresso, enviado, aguardando (why) or falhou (why, with Reimprimir) (issue 32 §4)', async () => {
    setup({
      ...QUEUE,
      pending: [...QUEUE.pending, job({ orderId: '504', printerName: 'BAR' })],
      printedToday: [
        ...QUEUE.printedToday,
        job({ orderId: '505', state: 'printed', attempts: 1, printedAt: AT, unconfirmed: true }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    const row = (order: string) => within(dialog).getByText(`Pedido #${order}`).closest('li')!;
    expect(within(row('502')).getByText('Falhou')).toBeTruthy();
    expect(within(row('502')).getByText('Sem papel')).toBeTruthy();
    expect(within(row('502')).getByRole('button', { name: /Reimprimir pedido #502/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pendentes (2)' }));
    expect(within(row('501')).getByText('Aguardando')).toBeTruthy();
    expect(within(row('501')).getByText('Impressora desligada')).toBeTruthy();
    expect(within(row('504')).getByText('Aguardando')).toBeTruthy();
    expect(within(row('504')).getByText('na fila da impressora')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Impressos hoje (2)' }));
    expect(within(row('503')).getByText('Impresso')).toBeTruthy();
    expect(within(row('505')).getByText('Enviado')).toBeTruthy();
    expect(within(row('505')).getByText('a impressora não confirma a impressão')).toBeTruthy();
  });

  it('a day summary is named by its label and day, never by its internal id; an order keeps its number', async () => {
    const summary = job({
      orderId: 'resumo-1795278720000-k3j9x0qa',
      kind: 'summary',
      label: 'Resumo do dia',
      state: 'failed',
      attempts: 3,
      lastError: 'Impressora desligada',
      // A summary asked for on an earlier day: its own day is what names it.
      createdAt: new Date(2026, 10, 21, 22, 5).getTime(),
    });
    const order = job({ orderId: '502', state: 'failed', attempts: 5, lastError: 'Sem papel' });
    setup({ ...EMPTY_QUEUE, failed: [summary, order] });
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    const [summaryRow, orderRow] = within(dialog).getAllByRole('listitem');
    const heading = (row: HTMLElement | undefined) => row?.querySelector('.print-job__main')?.textContent;
    expect(heading(summaryRow)).toBe('Resumo do dia 21/11/2026');
    expect(heading(orderRow)).toBe('Pedido #502 Caixa');
    expect(dialog.textContent).not.toContain('resumo-');
    expect(
      within(dialog).getByRole('button', { name: 'Reimprimir Resumo do dia de 21/11/2026 (EPSON)' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Reimprimir pedido #502 (Caixa, EPSON)' }),
    ).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Descartar impressão do Resumo do dia de 21/11/2026 (EPSON)',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    expect(
      within(confirm).getByText(
        'Descartar a impressão do Resumo do dia de 21/11/2026 (EPSON)? Ela não será impressa.',
      ),
    ).toBeTruthy();
  });

  it('the station number and the reprint mark read apart from the heading (issue 33 §1)', async () => {
    setup({
      ...EMPTY_QUEUE,
      failed: [job({ orderId: '502', state: 'failed', stationNo: 36, reprint: true })],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    const row = within(dialog).getAllByRole('listitem')[0];
    expect(row?.querySelector('.print-job__main')?.textContent).toBe('Pedido #502 Caixa Nº 36 REIMPRESSÃO');
  });

  it("a kitchen screen's job names the screen ('Tela Chapa'), never its id, and gets no test page", async () => {
    setup({
      ...EMPTY_QUEUE,
      printedToday: [
        job({
          orderId: '503',
          kind: 'production',
          label: 'Lanches',
          printerName: 'tela:x1',
          printerLabel: 'Tela Chapa',
          state: 'printed',
          attempts: 1,
          printedAt: AT,
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    await userEvent.click(within(dialog).getByRole('tab', { name: /Impressos hoje/ }));
    const row = within(dialog).getAllByRole('listitem')[0];
    expect(row?.querySelector('.print-job__meta')?.textContent).toContain('Tela Chapa');
    expect(dialog.textContent).not.toContain('tela:x1');
    expect(within(dialog).queryByRole('button', { name: /Página de teste/ })).toBeNull();
  });

  it("follows main's deltas, and fetches the whole queue again after a missed one", async () => {
    const printing = setup({ ...EMPTY_QUEUE, rev: 4 });
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    const queued = job({ orderId: '601', seq: 1 });
    act(() =>
      printing.pushUpdate({ from: 4, rev: 5, put: [{ list: 'pending', job: queued }], drop: [], alerts: [] }),
    );
    expect(await within(dialog).findByText('Pedido #601')).toBeTruthy();
    const whole = { ...EMPTY_QUEUE, rev: 7, pending: [job({ orderId: '602', seq: 2 })] };
    // 5 → 6 never came: the store asks for the whole queue.
    act(() => printing.pushUpdate({ from: 6, rev: 7, put: [], drop: [queued.key], alerts: [] }, whole));
    expect(await within(dialog).findByText('Pedido #602')).toBeTruthy();
    expect(within(dialog).queryByText('Pedido #601')).toBeNull();
    expect(printing.bridge.getQueue).toHaveBeenCalledTimes(2);
  });

  it("'Impressos hoje' is the desk's day: at midnight yesterday's leave before the host's next change", async () => {
    const yesterdays = job({ orderId: '499', state: 'printed', attempts: 1, printedAt: AT - DAY_MS });
    setup({ ...QUEUE, printedToday: [...QUEUE.printedToday, yesterdays] });
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Impressos hoje (1)' }));
    expect(within(dialog).getByText('Pedido #503')).toBeTruthy();
    expect(within(dialog).queryByText('Pedido #499')).toBeNull();

    act(() => useDeskClock.getState().turnDay(localDay(new Date(AT + DAY_MS))));
    expect(within(dialog).getByRole('tab', { name: 'Impressos hoje (0)' })).toBeTruthy();
    expect(within(dialog).getByText('Nada impresso hoje.')).toBeTruthy();
  });

  it('Descartar asks first, then goes to the host; cancelling keeps the job', async () => {
    const printing = setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    const discard = within(dialog).getByRole('button', { name: /Descartar impressão do pedido #502/ });
    await userEvent.click(discard);
    let confirm = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    expect(
      within(confirm).getByText(/Descartar a impressão do pedido #502 .*Ela não será impressa\./),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(printing.bridge.discardJob).not.toHaveBeenCalled();
    await userEvent.click(discard);
    confirm = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(printing.bridge.discardJob).toHaveBeenCalledWith(QUEUE.failed[0]?.key));
    expect(await screen.findByText('Impressão descartada')).toBeTruthy();
    // A job still waiting prints by itself: nothing to discard there.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pendentes (1)' }));
    expect(within(dialog).queryByRole('button', { name: /Descartar impressão do pedido #501/ })).toBeNull();
  });

  it('Reimprimir and Página de teste go to the host; a failure shows its text', async () => {
    const printing = setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Fila de impressão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Com falha (1)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Reimprimir pedido #502/ }));
    await waitFor(() => expect(printing.bridge.reprintJob).toHaveBeenCalledWith(QUEUE.failed[0]?.key));
    expect(await screen.findByText('Reimpressão enviada')).toBeTruthy();
    printing.bridge.testPage.mockResolvedValueOnce({
      ok: false,
      error: 'Impressora COZINHA não encontrada.',
    } as never);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Página de teste em COZINHA' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(alert).getByText('Impressora COZINHA não encontrada.')).toBeTruthy();
    expect(printing.bridge.testPage).toHaveBeenCalledWith('COZINHA');
  });

  it('follows the host live: a fixed printer clears the banner and the badge', async () => {
    const printing = setup();
    await screen.findByText(/Impressora COZINHA/);
    act(() => printing.setQueue({ ...EMPTY_QUEUE, printedToday: QUEUE.printedToday }));
    await waitFor(() => expect(screen.queryByText(/Impressora COZINHA/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Fila de impressão' })).toBeTruthy();
  });

  it.each(['desktop', 'web'] as const)(
    '%s: a printer out of paper is a status naming it and what to do, with no advice to reprint',
    async (kind) => {
      setup(
        {
          ...EMPTY_QUEUE,
          pending: [job({ printerName: 'Balcão', lastError: 'Impressora Balcão sem papel' })],
          alerts: [
            {
              printerName: 'Balcão',
              message: 'Impressora Balcão sem papel',
              waitingJobs: 1,
              problem: 'paper-out',
            },
          ],
        },
        kind,
      );
      const title = await screen.findByText('Impressora Balcão sem papel — 1 ticket aguardando');
      const banner = title.closest('.banner') as HTMLElement;
      expect(banner.getAttribute('role')).toBe('status');
      expect(banner.querySelector('svg')).toBeTruthy();
      expect(banner.textContent).toContain('Coloque papel na impressora.');
      expect(banner.textContent).not.toMatch(/Reimprimir|EP01/);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it.each([
    [
      'desktop',
      'paper-out',
      'status',
      'Coloque papel na impressora. Os tickets saem sozinhos, uma vez só, assim que ela voltar. Ver fila de impressão',
    ],
    [
      'web',
      'cover-open',
      'status',
      'Feche a tampa da impressora. Os tickets saem sozinhos, uma vez só, assim que ela voltar. Não feche nem recarregue esta aba: os cupons que ainda esperam impressão serão perdidos. Ver fila de impressão',
    ],
    [
      'desktop',
      null,
      'alert',
      'Nenhum ticket se perde: eles saem assim que a impressora voltar. Ver fila de impressão',
    ],
    [
      'web',
      null,
      'alert',
      'Quando a impressora voltar, use Reimprimir na fila de impressão. Ver fila de impressão',
    ],
  ] as const)(
    '%s, problem %s: a banner with role %s says what staff read',
    async (kind, problem, role, text) => {
      const message = problem ? 'Impressora Balcão' : 'Impressora desligada';
      setup(
        {
          ...EMPTY_QUEUE,
          pending: [job({ printerName: 'Balcão' })],
          alerts: [{ printerName: 'Balcão', message, waitingJobs: 1, problem }],
        },
        kind,
      );
      const title = await screen.findByText(
        problem
          ? 'Impressora Balcão — 1 ticket aguardando'
          : 'Impressora Balcão: Impressora desligada — 1 ticket aguardando',
      );
      const banner = title.closest('.banner') as HTMLElement;
      expect(banner.getAttribute('role')).toBe(role);
      expect(banner.querySelector('.banner__text')?.textContent).toBe(text);
    },
  );

  it('web mode whose browser keeps the waiting tickets (issue 36 §2): no warning that closing the tab loses them', async () => {
    setup(
      {
        ...EMPTY_QUEUE,
        pending: [job({ printerName: 'Balcão' })],
        alerts: [
          { printerName: 'Balcão', message: 'Impressora Balcão', waitingJobs: 1, problem: 'paper-out' },
        ],
        keptAcrossReload: true,
      },
      'web',
    );
    const title = await screen.findByText('Impressora Balcão — 1 ticket aguardando');
    expect(title.closest('.banner')?.querySelector('.banner__text')?.textContent).toBe(
      'Coloque papel na impressora. Os tickets saem sozinhos, uma vez só, assim que ela voltar. Ver fila de impressão',
    );
  });

  it('web mode says the queue is this page only, and the banner does not promise a retry', async () => {
    setup(QUEUE, 'web');
    expect(await screen.findByText(/use Reimprimir na fila de impressão/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Fila de impressão/ }));
    expect(await screen.findByText(/só as impressões feitas nesta página/)).toBeTruthy();
  });
});
