/** Base A calls about the store itself (spec 01 §7). */
import type { YesNo } from '../../../shared/api/platform-v1';
import { hoursSchema, type OpeningDay } from '../../../shared/api/store-settings';
import type { ApiClient, CallOptions, LegacyResult } from './http';
import {
  getStoreResponseSchema,
  messageResponseSchema,
  type StoreInfo,
} from '../../../shared/api/platform-v1';

export async function fetchStore(api: ApiClient, options?: CallOptions): Promise<LegacyResult<StoreInfo>> {
  const res = await api.legacy('v1', 'get', 'estabelecimento/getLoja', getStoreResponseSchema, options);
  return res.ok ? { ok: true, data: res.data.estabelecimento } : res;
}

/** Opens ('N') or closes ('S') the store; the answer carries the message to show. */
export async function setStoreClosed(
  api: ApiClient,
  fechado: YesNo,
  options: CallOptions = {},
): Promise<LegacyResult<string>> {
  const res = await api.legacy(
    'v1',
    'post',
    'estabelecimento/mudaAberturaFechamento',
    messageResponseSchema,
    { ...options, form: { fechado } },
  );
  return res.ok ? { ok: true, data: res.data.mensagem } : res;
}

/**
 * The Funcionamento week (spec 02 §2.10, software_app/listarHorarios) for what must know whether
 * the store is within its hours (the pause, issue 34 §1); null when it could not be read.
 * Quiet: a failure here is the caller's to say in its own words.
 */
export async function fetchOpeningHours(api: ApiClient): Promise<OpeningDay[] | null> {
  try {
    const res = await api.legacy('v1', 'get', 'software_app/listarHorarios', hoursSchema, { quiet: true });
    return res.ok ? res.data.obj : null;
  } catch {
    return null;
  }
}
