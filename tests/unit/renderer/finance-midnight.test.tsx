// Issue 21 §2: the finance screens whose dates count from today follow the desk's day across
// midnight without a reload, until staff choose dates of their own: the sales calendar's '(hoje)',
// its chosen day and month; the Extrato's and the Histórico's 'Últimos N dias'.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CalendarPage from '../../../renderer/src/features/finance/sales/CalendarPage';
import StatementPage from '../../../renderer/src/features/finance/sales/StatementPage';
import HistoryPage from '../../../renderer/src/features/finance/history/HistoryPage';
import { useDeskClock } from '../../../renderer/src/stores/deskClock';
import { renderRouted, type Call } from './helpers';

const DAY_PAYMENTS = 'POST v1 pagamentoonlinecalendario/listarPag';

function renderPage(element: React.ReactElement, routes: Record<string, unknown>) {
  const fake = renderRouted(element, routes);
  /** The form bodies sent to `route`, in order. */
  const bodies = (route: string) =>
    fake.calls
      .filter((c: Call) => `${c.method} ${c.route}` === route)
      .map((c) => new URLSearchParams(c.body));
  return { bodies };
}

function renderCalendar() {
  const { bodies } = renderPage(<CalendarPage />, {
    'GET v1 pagamentoonlinecalendario/listar': {
      status: true,
      valores: [{ dia: '2026-11-30', totalDia: 12.5 }],
    },
    [DAY_PAYMENTS]: { status: true, obj: [] },
  });
  return { askedDays: () => bodies(DAY_PAYMENTS).map((b) => b.get('dataPag')) };
}

/** The grid's button that says '(hoje)', by its accessible name. */
const todayButton = () => screen.getByRole('button', { name: /\(hoje\)/ });
const turnDay = (day: string) => act(() => useDeskClock.getState().turnDay(day));

beforeEach(() => useDeskClock.setState({ day: '2026-11-29' }));
afterEach(() => useDeskClock.setState({ day: '2026-11-29' }));

describe('Calendário de recebimentos at midnight', () => {
  it("'(hoje)', the chosen day and the month move to the new day while staff chose nothing", async () => {
    const { askedDays } = renderCalendar();
    expect(await screen.findByRole('table', { name: 'Recebimentos de Novembro de 2026' })).toBeTruthy();
    expect(todayButton().textContent).toContain('29/11/2026 (hoje):');
    expect(todayButton().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Pagamentos de 29/11/2026' })).toBeTruthy();

    turnDay('2026-11-30');
    expect(todayButton().textContent).toContain('30/11/2026 (hoje):');
    expect(screen.getAllByRole('button', { name: /\(hoje\)/ })).toHaveLength(1);
    expect(todayButton().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Pagamentos de 30/11/2026' })).toBeTruthy();
    await waitFor(() => expect(askedDays()).toEqual(['2026-11-29', '2026-11-30']));

    // The month turns with the day.
    turnDay('2026-12-01');
    expect(await screen.findByRole('table', { name: 'Recebimentos de Dezembro de 2026' })).toBeTruthy();
    expect(todayButton().textContent).toContain('01/12/2026 (hoje):');
  });

  it('a day or a month staff chose stays; only (hoje) moves', async () => {
    renderCalendar();
    await screen.findByRole('table', { name: 'Recebimentos de Novembro de 2026' });
    const tenth = screen.getByRole('button', { name: /^10\/11\/2026/ });
    await userEvent.click(tenth);
    expect(await screen.findByRole('table', { name: 'Pagamentos de 10/11/2026' })).toBeTruthy();

    turnDay('2026-11-30');
    expect(todayButton().textContent).toContain('30/11/2026 (hoje):');
    expect(todayButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /^10\/11\/2026/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: 'Pagamentos de 10/11/2026' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Mês anterior/ }));
    expect(screen.getByRole('table', { name: 'Recebimentos de Outubro de 2026' })).toBeTruthy();
    turnDay('2026-12-01');
    expect(screen.getByRole('table', { name: 'Recebimentos de Outubro de 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\(hoje\)/ })).toBeNull();
  });
});

describe("'Últimos N dias' at midnight", () => {
  // Only Date: the screens read today from it, while the queries' own timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 23, 58));
  });
  afterEach(() => vi.useRealTimers());

  const STATEMENT = 'POST v1 pagamentoonline/extrato';
  const statement = {
    status: true,
    saldo_receber: '10,00',
    saldo_disponivel: '20,00',
    data_inicio: '2026-10-31',
    data_final: '2026-11-29',
    recebido: '0,00',
    recebimentos: 0,
    transferido: '0,00',
    transferencias: 0,
  };

  it('Extrato: the period is asked again and its dates move to the new day', async () => {
    const { bodies } = renderPage(<StatementPage />, {
      [STATEMENT]: statement,
      'POST v1 bancos/filtrar': { status: true, obj: [] },
    });
    await waitFor(() => expect(bodies(STATEMENT)).toHaveLength(1));
    expect(bodies(STATEMENT)[0]?.get('periodo')).toBe('30');
    expect(screen.getByLabelText('Data final')).toHaveProperty('value', '29/11/2026');
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '31/10/2026');

    vi.setSystemTime(new Date(2026, 10, 30, 0, 1));
    turnDay('2026-11-30');
    await waitFor(() => expect(bodies(STATEMENT)).toHaveLength(2));
    expect(bodies(STATEMENT)[1]?.get('periodo')).toBe('30');
    expect(screen.getByLabelText('Data final')).toHaveProperty('value', '30/11/2026');
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '01/11/2026');
  });

  it('Histórico de vendas: the period is asked again; a range staff typed is not', async () => {
    const HISTORY = 'POST v1 pagamentoonline/gerahistorico';
    const { bodies } = renderPage(<HistoryPage />, { [HISTORY]: { status: true, obj: [] } });
    await waitFor(() => expect(bodies(HISTORY)).toHaveLength(1));
    expect(bodies(HISTORY)[0]?.get('periodo')).toBe('30');
    turnDay('2026-11-30');
    await waitFor(() => expect(bodies(HISTORY)).toHaveLength(2));
    expect(bodies(HISTORY)[1]?.get('periodo')).toBe('30');

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'PP');
    await userEvent.type(screen.getByLabelText('Data inicial'), '01/11/2026');
    await userEvent.type(screen.getByLabelText('Data final'), '10/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(bodies(HISTORY)).toHaveLength(3));
    expect(bodies(HISTORY)[2]?.get('periodo')).toBe('PP');
    turnDay('2026-12-01');
    // Give the screen a moment to ask, were it going to.
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies(HISTORY)).toHaveLength(3);
  });
});
