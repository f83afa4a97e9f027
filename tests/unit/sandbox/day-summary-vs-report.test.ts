// 'Resumo do dia' is computed from the live orders of today; the general report from the
// platform's report rows. Both must give the same figures for the same day.
import { describe, expect, it } from 'vitest';
import { liveOrderSchema } from '../../../shared/api/live-order';
import type { Order, OrdersResponse } from '../../../shared/api/platform-v1';
import type { GeneralReportResponse } from '../../../shared/api/reports';
import { localDay } from '../../../shared/offline';
import { summarizeDay } from '../../../shared/reports/day-summary';
import { summarizeReport } from '../../../shared/reports/summary';
import { useSandbox } from './helpers';

describe('day summary against the general report (same day, same store)', () => {
  const sb = useSandbox();

  it.each([
    ['the demo day as reset leaves it', []],
    [
      'plus delivered and cancelled orders of every payment',
      ['PD', 'PD', 'PD', 'PD', 'PD', 'PC', 'PC', 'PE'],
    ],
  ])('%s', async (_name, extra) => {
    for (const status of extra) await sb.control<{ pedido: Order }>('orders', { status, emit: false });
    const day = localDay(new Date());
    const list = await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash });
    const orders = list.body.pedidos.map((o) => liveOrderSchema.parse(o));
    const report = await sb.call<GeneralReportResponse>('/api/v1/relatorio/geraRelatorio', {
      hash: sb.hash,
      form: { data_inicio: day, data_final: day },
    });
    const fromReport = summarizeReport(report.body.retorno);
    const fromDesk = summarizeDay(orders, day);
    expect(fromDesk.figures).toEqual(fromReport);
    expect(fromDesk.totalOrders).toBe(report.body.retorno.length);
    expect(fromReport.delivered.count).toBeGreaterThan(0);
  });
});
