/**
 * Money in motion calls (spec 03 §7 calendar, sales and statement). The statement balances
 * (pagamentoonline/extrato) and the transfer (pagamentoonline/transferir) are not in the spec: a
 * platform may not have them (404/501, or `calls.statement` / `calls.transfer` 'absent'), and the
 * screens then say so. Legacy v1: values in reais.
 */
import type { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { alertLegacyRefusal, unwrapLegacyAlerting } from '../../../components/backoffice';
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
import type { PlatformCalls } from '../../../../../shared/config';
import { isApiError } from '../../../api/errors';
import { CallAbsent, isAbsentCall } from '../../../api/platformCalls';

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
  return unwrapLegacyAlerting(res);
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

/** Throws CallAbsent where the configuration says the platform has no extrato (isCallAbsent reads both). */
export function fetchStatement(
  api: ApiClient,
  f: PeriodFilter,
  choice: PlatformCalls['statement'],
  signal?: AbortSignal,
): Promise<Statement> {
  if (choice === 'absent') return Promise.reject(new CallAbsent('pagamentoonline/extrato'));
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

export type TransferOutcome =
  /** The platform confirmed it: a 2xx whose body is the transfer's answer. */
  | { kind: 'done'; message: string; balance: number | null }
  /** The platform answered that it did not transfer (status false or a 4xx): nothing moved. */
  | { kind: 'refused'; message: string }
  /** This platform has no transfer call: nothing moved. */
  | { kind: 'absent' }
  /** No confirmed answer (timeout, no connection, 5xx, an unreadable 2xx): it may have moved. */
  | { kind: 'unknown' };

/**
 * POST pagamentoonline/transferir (not in the spec; the sandbox's call is in sandbox/README.md).
 * Money moves only on the platform's confirmed answer, so only that reads as done; any answer that
 * does not say what happened is 'unknown', never retried here (a second POST could pay twice).
 */
/** 03 §8: a refusal shows the server's message in 'Atencao!' (the screen keeps it beside Confirmar too). */
function refused(message: string): TransferOutcome {
  alertLegacyRefusal(message);
  return { kind: 'refused', message };
}

export async function sendTransfer(
  api: ApiClient,
  t: { accountId: string; value: number; identification: string },
  choice: PlatformCalls['transfer'],
): Promise<TransferOutcome> {
  if (choice === 'absent') return { kind: 'absent' };
  let res;
  try {
    res = await api.legacy('v1', 'post', 'pagamentoonline/transferir', transferSchema, {
      form: { id_pagon_banco: t.accountId, valor: t.value.toFixed(2), identificacao: t.identification },
      // The screen says every outcome itself; an expired session still logs out.
      quiet: true,
    });
  } catch (error) {
    if (isAbsentCall(error)) return { kind: 'absent' };
    if (isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500) {
      return refused(error.serverMessage ?? '');
    }
    if (isApiError(error) && error.kind === 'unauthorized') return { kind: 'refused', message: '' };
    return { kind: 'unknown' };
  }
  if (!res.ok) return refused(res.message);
  return { kind: 'done', message: res.data.mensagem, balance: parseMoney(res.data.saldo_disponivel) };
}
