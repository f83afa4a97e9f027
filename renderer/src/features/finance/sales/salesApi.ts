/**
 * Money in motion calls (spec 03 §7 calendar, sales and statement; the transfer and the statement
 * balances are the sandbox's own, documented in sandbox/README.md). Legacy v1: values in reais.
 */
import type { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { LegacyRefusal } from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import {
  calendarSchema,
  dayPaymentsSchema,
  statementBanksSchema,
  statementSchema,
  transferSchema,
  type Payment,
  type Statement,
  type StatementBank,
} from '../../../../../shared/api/finance';
import { parseMoney } from '../../../../../shared/format';

async function call<S extends z.ZodType>(
  api: ApiClient,
  method: 'get' | 'post',
  path: string,
  schema: S,
  form: Record<string, string> | undefined,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const res = await api.legacy('v1', method, path, schema, {
    ...(form ? { form } : {}),
    signal,
    quiet: true,
  });
  if (!res.ok) {
    // 03 §8: a legacy refusal shows the server's message in 'Atenção!' (and the screen's error state).
    if (res.message) void dialogs.alert({ message: res.message });
    throw new LegacyRefusal(res.message, res.errors);
  }
  return res.data;
}

/* ---------------------------------------------------------------- calendar */

export function fetchCalendar(api: ApiClient, signal?: AbortSignal) {
  return call(api, 'get', 'pagamentoonlinecalendario/listar', calendarSchema, undefined, signal);
}

/** dataPag 'YYYY-MM-DD'. */
export async function fetchDayPayments(
  api: ApiClient,
  day: string,
  signal?: AbortSignal,
): Promise<Payment[]> {
  const res = await call(
    api,
    'post',
    'pagamentoonlinecalendario/listarPag',
    dayPaymentsSchema,
    { dataPag: day },
    signal,
  );
  return res.obj;
}

/* --------------------------------------------------------------- statement */

export interface PeriodFilter {
  /** '0' | '7' | '30' | '60' | '90' | 'PP' (03 §9). */
  periodo: string;
  /** dd/mm/yyyy (PP only). */
  inicio: string;
  fim: string;
}

export function fetchStatement(api: ApiClient, f: PeriodFilter, signal?: AbortSignal): Promise<Statement> {
  return call(
    api,
    'post',
    'pagamentoonline/extrato',
    statementSchema,
    {
      periodo: f.periodo,
      data_inicio: f.periodo === 'PP' ? f.inicio : '',
      data_final: f.periodo === 'PP' ? f.fim : '',
    },
    signal,
  );
}

export async function fetchBanks(api: ApiClient, signal?: AbortSignal): Promise<StatementBank[]> {
  const res = await call(
    api,
    'post',
    'bancos/filtrar',
    statementBanksSchema,
    { codigo: '', nome: '', status: '' },
    signal,
  );
  return res.obj;
}

/* ---------------------------------------------------------------- transfer */

/** POST pagamentoonline/transferir (the sandbox's call, documented in sandbox/README.md). */
export async function sendTransfer(
  api: ApiClient,
  t: { accountId: string; value: number; identification: string },
): Promise<{ ok: true; message: string; balance: number | null } | { ok: false; message: string }> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/transferir', transferSchema, {
    form: { id_pagon_banco: t.accountId, valor: t.value.toFixed(2), identificacao: t.identification },
    quiet: true,
  });
  if (!res.ok) {
    if (res.message) void dialogs.alert({ message: res.message });
    return { ok: false, message: res.message };
  }
  return { ok: true, message: res.data.mensagem, balance: parseMoney(res.data.saldo_disponivel) };
}
