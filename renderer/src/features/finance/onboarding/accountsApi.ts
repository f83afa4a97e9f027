/**
 * Receiving bank accounts of the online-payment registration (spec 03 §2.6, §3 bank account and
 * bank list item, §7): the calls the Contas e taxas screen makes, exported for other finance
 * screens (the transfer wizard lists the registered accounts as destinations).
 *
 * ```ts
 * const accounts = await fetchRegisteredAccounts(api, signal); // BankAccount[], active first
 * ```
 * Reads throw a LegacyRefusal on status false (useResource/ResourceView show it); writes return
 * the LegacyResult so the caller shows the 'Atenção!' dialog with the server's erros.
 */
import {
  accountSavedSchema,
  bankAccountsSchema,
  banksSchema,
  onboardingMessageSchema,
  otherInfoSchema,
  type BankAccount,
  type BankListItem,
  type OtherInfo,
} from '../../../../../shared/api/onboarding';
import type { AccountInput } from '../../../../../shared/finance/onboarding-rules';
import type { ApiClient, LegacyResult } from '../../../api/http';
import { unwrapLegacyAlerting } from '../../../components/backoffice';
import { fetchRegistration } from './registrationApi';

export type { BankAccount, BankListItem, OtherInfo };

/** Active account first, then by id. */
function sortAccounts(list: readonly BankAccount[]): BankAccount[] {
  return [...list].sort(
    (a, b) =>
      Number(b.status === 'S') - Number(a.status === 'S') ||
      Number(a.id_pagon_banco) - Number(b.id_pagon_banco),
  );
}

/** POST pagamentoonline/listarPagOnCadastro: the registration's id (accounts hang from it). */
export async function fetchRegistrationId(
  api: ApiClient,
  storeId: string,
  signal?: AbortSignal,
): Promise<string> {
  return (await fetchRegistration(api, storeId, signal)).id_pagon_cadastro ?? '';
}

/** POST pagamentoonline/listarBancoRecebimentos {idPagOnCadastro}. */
export async function fetchBankAccounts(
  api: ApiClient,
  idPagOnCadastro: string,
  signal?: AbortSignal,
): Promise<BankAccount[]> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/listarBancoRecebimentos', bankAccountsSchema, {
    form: { idPagOnCadastro },
    quiet: true,
    signal,
  });
  return sortAccounts(unwrapLegacyAlerting(res).obj);
}

/** The store's registered receiving accounts (registration id, then its accounts), active first. */
export async function fetchRegisteredAccounts(
  api: ApiClient,
  storeId: string,
  signal?: AbortSignal,
): Promise<BankAccount[]> {
  return fetchBankAccounts(api, await fetchRegistrationId(api, storeId, signal), signal);
}

/** The active account ('S'), if any. */
export const activeAccount = (list: readonly BankAccount[]): BankAccount | undefined =>
  list.find((a) => a.status === 'S');

/** GET pagamentoonline/listarBancos: cod, banco, ispb. */
export async function fetchBanks(api: ApiClient, signal?: AbortSignal): Promise<BankListItem[]> {
  const res = await api.legacy('v1', 'get', 'pagamentoonline/listarBancos', banksSchema, {
    quiet: true,
    signal,
  });
  return unwrapLegacyAlerting(res).obj;
}

/** GET pagamentoonline/otherInfo: the registered holder (name and document are read-only). */
export async function fetchOtherInfo(api: ApiClient, signal?: AbortSignal): Promise<OtherInfo> {
  const res = await api.legacy('v1', 'get', 'pagamentoonline/otherInfo', otherInfoSchema, {
    quiet: true,
    signal,
  });
  return unwrapLegacyAlerting(res).data;
}

const record = (a: BankAccount) => ({ ...a });

/** POST pagamentoonline/ativarPagOnBanco {account record}. */
export function activateAccount(
  api: ApiClient,
  account: BankAccount,
): Promise<LegacyResult<{ mensagem?: string }>> {
  return api.legacy('v1', 'post', 'pagamentoonline/ativarPagOnBanco', onboardingMessageSchema, {
    form: record(account),
  });
}

/** POST pagamentoonline/excluirPagOnBanco {account record}. */
export function deleteAccount(
  api: ApiClient,
  account: BankAccount,
): Promise<LegacyResult<{ mensagem?: string }>> {
  return api.legacy('v1', 'post', 'pagamentoonline/excluirPagOnBanco', onboardingMessageSchema, {
    form: record(account),
  });
}

/** POST bank-accounts/change (second client): creates (no id) or edits an account. */
export function saveAccount(
  api: ApiClient,
  input: AccountInput & { id_pagon_banco?: string; id_pagon_cadastro: string },
  holder: OtherInfo,
): Promise<LegacyResult<{ mensagem?: string }>> {
  return api.legacy('v2', 'post', 'bank-accounts/change', accountSavedSchema, {
    form: {
      ...input,
      nome_titular: holder.razao_social,
      cnpj_cpf: holder.cnpj_cpf,
      id_estabelecimento: holder.id_estabelecimento,
    },
  });
}
