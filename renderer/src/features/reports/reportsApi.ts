/**
 * The report calls (spec 03 §7 Reports) with lenient schemas: numbers may come as strings, and a
 * single odd row is dropped instead of failing the report.
 */
import {
  generalReportSchema as reportSchema,
  panelChartsSchema as chartsSchema,
  type GeneralReport,
  type PanelCharts,
} from '../../../../shared/api/reports';
import type { PeriodValue } from '../../../../shared/reports/dates';
import type { ApiClient, LegacyResult } from '../../api/http';

export type { GeneralReport, PanelCharts };

/** POST relatorio/geraRelatorio {data_inicio, data_final} (yyyy-mm-dd). */
export async function fetchGeneralReport(
  api: ApiClient,
  startIso: string,
  endIso: string,
  signal?: AbortSignal,
): Promise<LegacyResult<GeneralReport>> {
  return api.legacy('v1', 'post', 'relatorio/geraRelatorio', reportSchema, {
    form: { data_inicio: startIso, data_final: endIso },
    signal,
  });
}

/** POST relatorio/populapainel {periodo, data{data_inicio, data_final}}. */
export async function fetchPanelCharts(
  api: ApiClient,
  periodo: PeriodValue,
  range: { startIso: string; endIso: string } | null,
  signal?: AbortSignal,
): Promise<LegacyResult<PanelCharts>> {
  return api.legacy('v1', 'post', 'relatorio/populapainel', chartsSchema, {
    form: {
      periodo,
      ...(range ? { 'data[data_inicio]': range.startIso, 'data[data_final]': range.endIso } : {}),
    },
    signal,
  });
}
