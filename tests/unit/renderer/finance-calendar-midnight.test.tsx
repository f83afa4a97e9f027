// Issue 21 §2: the sales calendar's '(hoje)', its chosen day and its month follow the desk's day
// across midnight without a reload, until staff choose a day or another month.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CalendarPage from '../../../renderer/src/features/finance/sales/CalendarPage';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { useDeskClock } from '../../../renderer/src/stores/deskClock';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, makeServices, type Call } from './helpers';

const DAY_PAYMENTS = 'POST v1 pagamentoonlinecalendario/listarPag';

function renderCalendar() {
  useSession.setState({ user: ADMIN });
  const fake = fakeApi({
    'GET v1 pagamentoonlinecalendario/listar': {
      status: true,
      valores: [{ dia: '2026-11-30', totalDia: 12.5 }],
    },
    [DAY_PAYMENTS]: { status: true, obj: [] },
  });
  const router = createMemoryRouter([{ path: '/', element: <CalendarPage /> }], { initialEntries: ['/'] });
  render(
    <ServicesProvider value={makeServices({ fetch: fake.fetch })}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  const askedDays = () =>
    fake.calls
      .filter((c: Call) => `${c.method} ${c.route}` === DAY_PAYMENTS)
      .map((c) => new URLSearchParams(c.body).get('dataPag') ?? JSON.parse(c.body || '{}').dataPag);
  return { askedDays };
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
