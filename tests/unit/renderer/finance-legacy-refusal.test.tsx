import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../renderer/src/api/http';
import { LegacyRefusal, errorMessageOf } from '../../../renderer/src/components/backoffice';
import { DialogHost } from '../../../renderer/src/components/feedback/DialogHost';
import { useDialogStore } from '../../../renderer/src/components/feedback/dialogs';
import { fetchHistory } from '../../../renderer/src/features/finance/history/historyApi';
import { fetchLegacyInvoices } from '../../../renderer/src/features/finance/invoices/invoicesApi';
import {
  fetchFeePlans,
  fetchMccs,
  fetchRegistration,
  fetchTaxAndPlansHtml,
} from '../../../renderer/src/features/finance/onboarding/registrationApi';
import {
  fetchBankAccounts,
  fetchBanks,
  fetchOtherInfo,
} from '../../../renderer/src/features/finance/onboarding/accountsApi';
import { fetchRegistrationStatus } from '../../../renderer/src/online-payment/onlinePaymentApi';
import { fetchCalendar, sendTransfer } from '../../../renderer/src/features/finance/sales/salesApi';
import { loadExibir, loadRequests } from '../../../renderer/src/features/establishment/establishmentApi';
import { CONFIG, fakeApi, json } from './helpers';

const REFUSAL = { status: 0, erro: 'Estabelecimento sem cadastro no pagamento online.' };

function refusingClient(route: string, body: unknown = REFUSAL): ApiClient {
  const api = fakeApi({ [route]: () => json(body) });
  render(<DialogHost />);
  return createApiClient(CONFIG.api, {
    getHash: () => 'h4sh',
    onUnauthorized: () => undefined,
    reload: () => undefined,
    fetch: api.fetch,
    timeoutMs: 1000,
  });
}

/** The refusal a reader throws (or undefined when it resolved, which fails the instanceof check). */
const caught = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

async function expectAtencao(message: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Atencao!')).toBeTruthy();
  expect(within(dialog).getByText(message)).toBeTruthy();
}

afterEach(() => useDialogStore.setState({ queue: [] }));

const readers: [string, string, (api: ApiClient) => Promise<unknown>][] = [
  [
    'finance history',
    'POST v1 pagamentoonline/gerahistorico',
    (api) => fetchHistory(api, '7', { periodo: '7', inicio: '', fim: '' }),
  ],
  ['legacy invoices', 'GET v1 faturas/listar', (api) => fetchLegacyInvoices(api)],
  ['registration', 'POST v1 pagamentoonline/listarPagOnCadastro', (api) => fetchRegistration(api, '7')],
  ['MCC list', 'GET v1 pagamentoonline/listarMccs', (api) => fetchMccs(api)],
  ['fee plans', 'GET v1 pagamentoonline/listarPlanosTaxas', (api) => fetchFeePlans(api)],
  ['plans text', 'GET v1 pagamentoonline/getTaxAndPlans', (api) => fetchTaxAndPlansHtml(api)],
  [
    'receiving accounts',
    'POST v1 pagamentoonline/listarBancoRecebimentos',
    (api) => fetchBankAccounts(api, '3'),
  ],
  ['bank list', 'GET v1 pagamentoonline/listarBancos', (api) => fetchBanks(api)],
  ['holder', 'GET v1 pagamentoonline/otherInfo', (api) => fetchOtherInfo(api)],
  [
    'online-payment status',
    'POST v1 estabelecimento/listarStatusPagOn',
    (api) => fetchRegistrationStatus(api, '7'),
  ],
  ['calendar', 'GET v1 pagamentoonlinecalendario/listar', (api) => fetchCalendar(api)],
  [
    'store registration (CADASTRO)',
    'GET v1 estabelecimento/getExibir',
    (api) => loadExibir(api, new AbortController().signal),
  ],
  [
    'change requests (SOLICITAÇÕES)',
    'GET v1 pendencias/listar',
    (api) => loadRequests(api, new AbortController().signal),
  ],
];

describe("03 §8: a legacy status 0 opens 'Atencao!' with the server's message, and the screen keeps its inline state", () => {
  it.each(readers)('%s', async (_name, route, read) => {
    const error = await caught(read(refusingClient(route)));
    await expectAtencao('Estabelecimento sem cadastro no pagamento online.');
    // The inline error state reads the same refusal.
    expect(error).toBeInstanceOf(LegacyRefusal);
    expect(errorMessageOf(error, 'x')).toBe('Estabelecimento sem cadastro no pagamento online.');
  });

  it('mensagem is the message when there is no erro', async () => {
    const api = refusingClient('GET v1 faturas/listar', { status: '0', mensagem: 'Faturas indisponíveis.' });
    await caught(fetchLegacyInvoices(api));
    await expectAtencao('Faturas indisponíveis.');
  });

  it('a refused transfer shows the dialog and still answers refused to the screen', async () => {
    const api = refusingClient('POST v1 pagamentoonline/transferir', {
      status: 0,
      erro: 'Saldo insuficiente.',
    });
    const outcome = await sendTransfer(api, { accountId: '1', value: 10, identification: 'x' }, 'auto');
    expect(outcome).toEqual({ kind: 'refused', message: 'Saldo insuficiente.' });
    await expectAtencao('Saldo insuficiente.');
  });

  it('a refusal without a message leaves only the inline state', async () => {
    const api = refusingClient('GET v1 pagamentoonline/listarBancos', { status: 0 });
    expect(await caught(fetchBanks(api))).toBeInstanceOf(LegacyRefusal);
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });
});
