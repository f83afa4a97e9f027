/**
 * Registration calls (spec 03 §7 online-payment registration): listarPagOnCadastro, adicionar,
 * listarMccs, the postal-code lookup consultaCep and the fee plans (listarPlanosTaxas,
 * ativarPagOnPlano, getTaxAndPlans). Values are kept as text.
 */
import {
  REGISTRATION_FIELDS,
  cepSchema,
  feePlanRowsSchema,
  mccsSchema,
  onboardingMessageSchema,
  registrationSchema,
  taxAndPlansSchema,
  type CepLookup,
  type FeePlanRow,
  type MccItem,
  type Registration,
  type RegistrationForm,
} from '../../../../../shared/api/onboarding';
import type { ApiClient, LegacyResult } from '../../../api/http';
import { unwrapLegacyAlerting } from '../../../components/backoffice';

export async function fetchRegistration(
  api: ApiClient,
  storeId: string,
  signal?: AbortSignal,
): Promise<Registration> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/listarPagOnCadastro', registrationSchema, {
    form: { id_estabelecimento: storeId },
    quiet: true,
    signal,
  });
  return unwrapLegacyAlerting(res).obj;
}

export async function fetchMccs(api: ApiClient, signal?: AbortSignal): Promise<MccItem[]> {
  return unwrapLegacyAlerting(
    await api.legacy('v1', 'get', 'pagamentoonline/listarMccs', mccsSchema, { quiet: true, signal }),
  ).obj;
}

/** The editable fields of a registration, every one as text. */
export function formOf(reg: Partial<Registration>): RegistrationForm {
  return Object.fromEntries(REGISTRATION_FIELDS.map((k) => [k, reg[k] ?? ''])) as RegistrationForm;
}

export function saveRegistration(
  api: ApiClient,
  form: RegistrationForm,
  storeId: string,
  createdAt: string,
): Promise<LegacyResult<{ mensagem?: string }>> {
  return api.legacy('v1', 'post', 'pagamentoonline/adicionar', onboardingMessageSchema, {
    form: {
      ...form,
      est_cnpj: form.tipo === 'J' ? form.est_cnpj : '',
      dataCriacao: createdAt,
      id_estabelecimento: storeId,
    },
  });
}

/** GET pagamentoonline/listarPlanosTaxas: the fee rows of both plans. */
export async function fetchFeePlans(api: ApiClient, signal?: AbortSignal): Promise<FeePlanRow[]> {
  return unwrapLegacyAlerting(
    await api.legacy('v1', 'get', 'pagamentoonline/listarPlanosTaxas', feePlanRowsSchema, {
      quiet: true,
      signal,
    }),
  ).obj as FeePlanRow[]; // tipo is 'Débito' or 'Crédito' on the platform; feeTable filters by it
}

/** POST pagamentoonline/ativarPagOnPlano: the caller shows the refusal's erros. */
export function activateFeePlan(
  api: ApiClient,
  registrationId: string,
  plan: number,
): Promise<LegacyResult<{ mensagem?: string }>> {
  return api.legacy('v1', 'post', 'pagamentoonline/ativarPagOnPlano', onboardingMessageSchema, {
    form: { id_pagon_cadastro: registrationId, id_pagon_planos_taxas: plan },
  });
}

/** GET pagamentoonline/getTaxAndPlans: the plan-and-fee HTML as sent (sanitize before showing). */
export async function fetchTaxAndPlansHtml(api: ApiClient, signal?: AbortSignal): Promise<string> {
  return unwrapLegacyAlerting(
    await api.legacy('v1', 'get', 'pagamentoonline/getTaxAndPlans', taxAndPlansSchema, {
      quiet: true,
      signal,
    }),
  ).planAndTax;
}

export const CEP_NOT_FOUND = 'CEP não encontado.';

/** GET estabelecimento/consultaCep/{cep}: the address, or null when the platform says erro. */
export async function lookupCep(api: ApiClient, cep: string): Promise<CepLookup | null> {
  const res = await api.legacy(
    'v1',
    'get',
    `estabelecimento/consultaCep/${encodeURIComponent(cep)}`,
    cepSchema,
  );
  if (!res.ok) return null;
  const e = res.data.erro;
  if (e === true || e === 'true' || e === 1 || e === '1') return null;
  const { logradouro, localidade, uf, bairro, complemento } = res.data;
  return { logradouro, localidade, uf, bairro, complemento };
}
