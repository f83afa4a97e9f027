/**
 * Registration calls (spec 03 §7 online-payment registration): listarPagOnCadastro, adicionar,
 * listarMccs, the postal-code lookup consultaCep and the fee plans (listarPlanosTaxas,
 * ativarPagOnPlano, getTaxAndPlans). Values are kept as text.
 */
import { z } from 'zod';
import {
  REGISTRATION_FIELDS,
  type CepLookup,
  type FeePlanRow,
  type MccItem,
  type Registration,
  type RegistrationForm,
} from '../../../../../shared/api/onboarding';
import type { ApiClient, LegacyResult } from '../../../api/http';
import { unwrapLegacy } from '../../../components/backoffice';
import { listOf, requiredId } from '../../../../../shared/api/lenient';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? '' : String(v)));

const registrationSchema = z.looseObject({
  obj: z.record(z.string(), z.unknown()).transform((o) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(o))
      out[k] = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    return out as unknown as Registration;
  }),
});

/** An MCC without a code is left out (the select could not send it). */
const mccSchema = listOf(
  'obj',
  z.looseObject({ code: requiredId, category: text, description: text }),
  'pagamentoonline/listarMccs',
);

const cepSchema = z.looseObject({
  erro: z.unknown().optional(),
  logradouro: text.optional(),
  localidade: text.optional(),
  uf: text.optional(),
  bairro: text.optional(),
  complemento: text.optional(),
});

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
  return unwrapLegacy(res).obj;
}

export async function fetchMccs(api: ApiClient, signal?: AbortSignal): Promise<MccItem[]> {
  return unwrapLegacy(
    await api.legacy('v1', 'get', 'pagamentoonline/listarMccs', mccSchema, { quiet: true, signal }),
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
  return api.legacy('v1', 'post', 'pagamentoonline/adicionar', z.looseObject({ mensagem: text.optional() }), {
    form: {
      ...form,
      est_cnpj: form.tipo === 'J' ? form.est_cnpj : '',
      dataCriacao: createdAt,
      id_estabelecimento: storeId,
    },
  });
}

const feePlanRowsSchema = listOf(
  'obj',
  z.looseObject({ id_pagon_plano: text, tipo: text, bandeira: text, parcelas: text, taxas: text }),
  'pagamentoonline/listarPlanosTaxas',
);

/** GET pagamentoonline/listarPlanosTaxas: the fee rows of both plans. */
export async function fetchFeePlans(api: ApiClient, signal?: AbortSignal): Promise<FeePlanRow[]> {
  return unwrapLegacy(
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
  return api.legacy(
    'v1',
    'post',
    'pagamentoonline/ativarPagOnPlano',
    z.looseObject({ mensagem: text.optional() }),
    {
      form: { id_pagon_cadastro: registrationId, id_pagon_planos_taxas: plan },
    },
  );
}

const taxAndPlansSchema = z.looseObject({
  planAndTax: z
    .looseObject({ html: z.string().nullish() })
    .nullish()
    .transform((p) => p?.html ?? ''),
});

/** GET pagamentoonline/getTaxAndPlans: the plan-and-fee HTML as sent (sanitize before showing). */
export async function fetchTaxAndPlansHtml(api: ApiClient, signal?: AbortSignal): Promise<string> {
  return unwrapLegacy(
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
