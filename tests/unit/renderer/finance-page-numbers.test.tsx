// 03 §9: "Pagination in finance lists shows five page numbers" (Visão geral is proven in e2e).
// Each list below gets enough rows for ten pages: five numbers around page 1 and no ellipsis,
// where the kit's default would show 1, 2, 3, an ellipsis and 10.
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import HistoryPage from '../../../renderer/src/features/finance/history/HistoryPage';
import InvoicesPage from '../../../renderer/src/features/finance/invoices/InvoicesPage';
import CalendarPage from '../../../renderer/src/features/finance/sales/CalendarPage';
import StatementPage from '../../../renderer/src/features/finance/sales/StatementPage';
import SettlementsPage from '../../../renderer/src/features/finance/settlements/SettlementsPage';
import { renderRouted } from './helpers';

const legacy = (key: string, rows: unknown[]) => ({ status: true, [key]: rows });
const times = <T,>(n: number, row: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => row(i + 1));

const LISTS: [string, () => ReactElement, Record<string, unknown>, RegExp][] = [
  [
    'Repasses (10 a page, 100 on the server)',
    () => <SettlementsPage />,
    {
      'GET finance settlement-periods': {
        data: times(10, (i) => ({ id: i, settlement_date: '2026-11-05', merchant_split_value: 100 * i })),
        paginate_metadata: { total: 100 },
      },
    },
    /^Páginas de repasses$/,
  ],
  [
    'Faturas (ten pages on the server)',
    () => <InvoicesPage />,
    {
      'GET json invoices': {
        data: times(10, (i) => ({ id: i, hash: `h${i}`, balance: -1000 * i, status: 'paid' })),
        paginate_metadata: { last_page: 10 },
      },
    },
    /^Páginas de faturas$/,
  ],
  [
    'Histórico (20 a page)',
    () => <HistoryPage />,
    {
      'POST v1 pagamentoonline/gerahistorico': legacy(
        'retorno',
        times(200, (i) => ({
          id_pedido: i,
          hash_pedido: `H${i}`,
          data_criacao: '2026-11-20 12:00:00',
          usuario_nome: 'Ana',
          status: 'F',
          valor_pedido: '40,00',
          valor_taxa: 5,
          valor_total: '45,00',
          pagamento: '-2',
        })),
      ),
    },
    /^Paginação: Pedidos do histórico$/,
  ],
  [
    'Extrato, its banks (10 a page)',
    () => <StatementPage />,
    {
      'POST v1 bancos/filtrar': legacy(
        'obj',
        times(100, (i) => ({ cod: String(i).padStart(3, '0'), banco: `Banco ${i}`, status: 'S' })),
      ),
    },
    /^Paginação: Bancos$/,
  ],
  [
    "Calendário, the day's payments (10 a page)",
    () => <CalendarPage />,
    {
      'GET v1 pagamentoonlinecalendario/listar': { status: true, valores: [], total: '0,00' },
      'POST v1 pagamentoonlinecalendario/listarPag': legacy(
        'obj',
        times(100, (i) => ({ id: i, status: 'paid', valorReceber: '10,00', created_at: '2026-11-20' })),
      ),
    },
    /^Paginação: Pagamentos de /,
  ],
];

describe('finance lists show five page numbers (03 §9)', () => {
  it.each(LISTS)('%s', async (_name, page, routes, navName) => {
    renderRouted(page(), routes);
    const nav = await screen.findByRole('navigation', { name: navName });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    expect(nav.textContent).not.toContain('…');
  });
});
