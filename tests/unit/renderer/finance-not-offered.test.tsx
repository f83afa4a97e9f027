// Issue 23 §2 / issue 22 §4: Extrato and Transferir depend on calls the spec does not document
// (pagamentoonline/extrato, /transferir). Without them the screens say so; money never reads as
// moved without the platform's confirmed answer.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendTransfer } from '../../../renderer/src/features/finance/sales/salesApi';
import StatementPage from '../../../renderer/src/features/finance/sales/StatementPage';
import TransferPage from '../../../renderer/src/features/finance/sales/TransferPage';
import { fakeApi, json, makeServices, renderRouted, type Handler } from './helpers';

const TRANSFER = 'POST v1 pagamentoonline/transferir';
const ORDER = { accountId: '5', value: 10, identification: '' };

function apiWith(routes: Record<string, Handler | unknown>) {
  const fake = fakeApi(routes);
  return { api: makeServices({ fetch: fake.fetch }).api, calls: fake.calls };
}

describe('sendTransfer: done only on the confirmed answer', () => {
  it.each([
    [
      'a 2xx with status true',
      () => json({ status: true, mensagem: 'Transferência realizada!', saldo_disponivel: '90,00' }),
      { kind: 'done', message: 'Transferência realizada!', balance: 90 },
    ],
    [
      'status false',
      () => json({ status: false, erro: 'Saldo insuficiente.' }),
      { kind: 'refused', message: 'Saldo insuficiente.' },
    ],
    [
      'a 422',
      () => json({ status: false, erro: 'Valor inválido.' }, 422),
      { kind: 'refused', message: 'Valor inválido.' },
    ],
    ['a 404', () => json({ status: false, erro: 'Não encontrado.' }, 404), { kind: 'absent' }],
    ['a 501', () => json({ status: false }, 501), { kind: 'absent' }],
    ['a 500', () => json({ status: false, erro: 'Erro interno.' }, 500), { kind: 'unknown' }],
    ['a 504', () => json({}, 504), { kind: 'unknown' }],
    ['a 2xx that is not JSON', () => new Response('<html>ok</html>', { status: 200 }), { kind: 'unknown' }],
    ['a 2xx without status', () => json({ mensagem: 'ok' }), { kind: 'unknown' }],
  ] as const)('%s', async (_name, answer, expected) => {
    const { api, calls } = apiWith({ [TRANSFER]: answer });
    expect(await sendTransfer(api, ORDER, 'auto')).toEqual(expected);
    // Never asked twice, whatever the answer.
    expect(calls.filter((c) => c.route === 'v1 pagamentoonline/transferir')).toHaveLength(1);
  });

  it('no connection is unknown, and configured absent never asks', async () => {
    const { api } = apiWith({
      [TRANSFER]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await sendTransfer(api, ORDER, 'auto')).toEqual({ kind: 'unknown' });
    const quiet = apiWith({});
    expect(await sendTransfer(quiet.api, ORDER, 'absent')).toEqual({ kind: 'absent' });
    expect(quiet.calls).toHaveLength(0);
  });
});

const BANKS = {
  'POST v1 bancos/filtrar': { status: true, obj: [{ cod: '001', banco: 'Banco do Brasil', status: 'S' }] },
};

describe('screens on a platform without the calls', () => {
  it('Extrato: says the platform does not offer it, Transferir disabled with why; the banks stay', async () => {
    renderRouted(<StatementPage />, BANKS);
    expect(
      await screen.findByText(
        'Esta plataforma não oferece o extrato do pagamento online: os saldos e a movimentação não podem ser consultados pelo aplicativo.',
      ),
    ).toBeTruthy();
    const transfer = screen.getByRole('button', { name: 'Transferir' });
    expect(transfer).toHaveProperty('disabled', true);
    expect(transfer.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(transfer.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Esta plataforma não oferece o extrato, e sem o saldo disponível não é possível transferir pelo aplicativo.',
    );
    expect(await screen.findByText('Banco do Brasil')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Transferir' })).toBeNull();
  });

  it("Extrato with calls.transfer 'absent': the balances show, Transferir is disabled with why", async () => {
    const fake = renderRouted(
      <StatementPage />,
      {
        ...BANKS,
        'POST v1 pagamentoonline/extrato': {
          status: true,
          saldo_receber: '10,00',
          saldo_disponivel: '20,00',
        },
      },
      { calls: { transfer: 'absent' } },
    );
    expect(await screen.findByText('Saldo a receber')).toBeTruthy();
    const transfer = screen.getByRole('button', { name: 'Transferir' });
    expect(transfer).toHaveProperty('disabled', true);
    expect(screen.getByText('Esta plataforma não oferece transferências pelo aplicativo.')).toBeTruthy();
    expect(fake.calls.some((c) => c.route.includes('transferir'))).toBe(false);
  });

  it("Transferir with calls.transfer 'absent' says so and asks nothing about money", async () => {
    const fake = renderRouted(<TransferPage />, {}, { calls: { transfer: 'absent' } });
    expect(
      await screen.findByText('Esta plataforma não oferece transferências pelo aplicativo.'),
    ).toBeTruthy();
    expect(fake.calls.filter((c) => c.route.startsWith('v1 pagamentoonline/'))).toHaveLength(0);
  });

  it('Transferir when the accounts call answers 404 says the platform does not offer the accounts, not the extrato', async () => {
    renderRouted(<TransferPage />, {
      'POST v1 pagamentoonline/extrato': { status: true, saldo_receber: '10,00', saldo_disponivel: '20,00' },
      'POST v1 pagamentoonline/listarPagOnCadastro': { status: true, obj: { id_pagon_cadastro: '3' } },
    });
    expect(
      await screen.findByText(
        'Esta plataforma não oferece as contas de recebimento, e sem a conta de destino não é possível transferir pelo aplicativo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/não oferece o extrato/)).toBeNull();
  });

  it('Transferir on a platform without extrato (404) says there is no balance to transfer from', async () => {
    renderRouted(<TransferPage />, {
      'POST v1 pagamentoonline/listarPagOnCadastro': { status: true, obj: { id_pagon_cadastro: '3' } },
      'POST v1 pagamentoonline/listarBancoRecebimentos': { status: true, obj: [] },
    });
    expect(
      await screen.findByText(
        'Esta plataforma não oferece o extrato, e sem o saldo disponível não é possível transferir pelo aplicativo.',
      ),
    ).toBeTruthy();
  });
});
