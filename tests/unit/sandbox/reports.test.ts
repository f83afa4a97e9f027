import { describe, expect, it } from 'vitest';
import type { GeneralReportResponse, PanelChartsResponse } from '../../../shared/api/reports';
import { toIsoDay, dayOf, addDaysTo } from '../../../shared/reports/dates';
import { summarizeReport } from '../../../shared/reports/summary';
import {
  PANEL_BAD_PERIOD,
  REPORT_BAD_DATE,
  REPORT_EMPTY,
  REPORT_END_BEFORE_START,
  REPORT_TOO_LONG,
} from '../../../sandbox/reports/routes';
import { useSandbox } from './helpers';

const today = dayOf(new Date());
const iso = (days: number) => toIsoDay(addDaysTo(today, days));

describe('sandbox reports (relatorio/geraRelatorio, relatorio/populapainel)', () => {
  const sb = useSandbox();
  const report = (form: Record<string, string>) =>
    sb.call<GeneralReportResponse>('/api/v1/relatorio/geraRelatorio', { hash: sb.hash, form });
  const panel = (form: Record<string, string>) =>
    sb.call<PanelChartsResponse>('/api/v1/relatorio/populapainel', { hash: sb.hash, form });

  it('a month of history plus today, each row in the spec shape, the same on every call', async () => {
    const { body } = await report({ data_inicio: iso(-30), data_final: iso(0) });
    expect(body.status).toBe(1);
    expect(body.data_inicio).toBe(iso(-30));
    expect(body.retorno.length).toBeGreaterThan(60);
    const statuses = new Set(body.retorno.map((r) => r.status));
    expect(statuses.has('PD')).toBe(true);
    expect(statuses.has('PC')).toBe(true);
    // Today's demo orders are in it.
    expect(body.retorno.some((r) => r.data_criacao.startsWith(iso(0)))).toBe(true);
    for (const r of body.retorno) {
      expect(r.hash_pedido).toMatch(/^[A-Z0-9]{6}$/);
      expect(r.valor_pedido).toBeGreaterThan(0);
      expect(Number.isInteger(r.pagamento)).toBe(true);
      expect(r.data_criacao >= `${iso(-30)} 00:00:00`).toBe(true);
    }
    expect(body.grafico.reduce((s, d) => s + d.qtde, 0)).toBe(body.retorno.length);
    const again = await report({ data_inicio: iso(-30), data_final: iso(0) });
    expect(again.body.retorno).toEqual(body.retorno);
    const s = summarizeReport(body.retorno);
    expect(s.delivered.count + s.cancelled.count).toBeGreaterThan(50);
    expect(s.deliveredOnline.count).toBeGreaterThan(0);
    expect(s.deliveredInPerson.count).toBeGreaterThan(0);
  });

  it.each([
    [{ data_inicio: 'ontem', data_final: iso(0) }, REPORT_BAD_DATE],
    [{ data_inicio: '2025-02-30', data_final: iso(0) }, REPORT_BAD_DATE],
    [{ data_inicio: iso(0), data_final: iso(-1) }, REPORT_END_BEFORE_START],
    [{ data_inicio: iso(-400), data_final: iso(0) }, REPORT_TOO_LONG],
    [{ data_inicio: iso(5), data_final: iso(9) }, REPORT_EMPTY],
    [{}, REPORT_BAD_DATE],
  ])('refuses %j with status 0 and the range it would use', async (form, erro) => {
    const { status, body } = await report(form);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 0, erro, retorno: [], grafico: [] });
    expect(body.data_final).toBe(iso(0));
    expect(body.data_inicio).toBe(toIsoDay({ ...today, d: 1 }));
  });

  it('accepts dd/mm/yyyy too and a whole year', async () => {
    const start = addDaysTo(today, -365);
    const br = `${String(start.d).padStart(2, '0')}/${String(start.m).padStart(2, '0')}/${start.y}`;
    const { body } = await report({ data_inicio: br, data_final: iso(0) });
    expect(body.status).toBe(1);
    expect(body.retorno.length).toBeGreaterThan(1500);
  });

  it('charts: weekdays, favourites, neighbourhoods and payment methods of delivered orders', async () => {
    const { body } = await panel({ periodo: '30' });
    expect(body.status).toBe(true);
    expect(body.diaSemana.map((d) => d.dia)).toEqual([
      'Domingo',
      'Segunda',
      'Terça',
      'Quarta',
      'Quinta',
      'Sexta',
      'Sábado',
    ]);
    expect(body.obj.length).toBeGreaterThan(0);
    expect(body.obj[0]?.contagem_vezes).toBeGreaterThanOrEqual(body.obj.at(-1)?.contagem_vezes ?? 0);
    expect(body.pedidoBairro.length).toBeGreaterThan(0);
    expect(body.formaPagamento.some((p) => p.pagamento === -1)).toBe(true);
    const custom = await panel({
      periodo: 'PP',
      'data[data_inicio]': iso(-7),
      'data[data_final]': iso(-1),
    });
    const total = (b: PanelChartsResponse) => b.diaSemana.reduce((s, d) => s + d.qtde, 0);
    expect(total(custom.body)).toBeLessThan(total(body));
    expect(
      (await panel({ periodo: 'PP', 'data[data_inicio]': iso(0), 'data[data_final]': iso(-2) })).body,
    ).toMatchObject({
      status: false,
      mensagem: REPORT_END_BEFORE_START,
    });
    expect((await panel({ periodo: '15' })).body).toMatchObject({
      status: false,
      mensagem: PANEL_BAD_PERIOD,
    });
  });

  it('needs a session', async () => {
    const res = await sb.call('/api/v1/relatorio/geraRelatorio', {
      form: { data_inicio: iso(-1), data_final: iso(0) },
    });
    expect(res.status).toBe(401);
  });
});
