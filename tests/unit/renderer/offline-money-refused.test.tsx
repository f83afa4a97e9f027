// Issue 19 §2: money never waits for the platform. While it does not answer, Transferir's
// Confirmar and the fine reversal's Enviar are disabled with the reason written out, and
// nothing is sent; when it answers again they work as before.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import TransferPage from '../../../renderer/src/features/finance/sales/TransferPage';
import { FineReversalModal } from '../../../renderer/src/features/finance/history/FineReversalModal';
import { connectivity } from '../../../renderer/src/offline/connectivity';
import type { HistoryOrder } from '../../../shared/api/finance';
import { expectRefusedOffline, renderRouted } from './helpers';

const TRANSFER_REFUSED =
  'Indisponível sem conexão com a plataforma: movimentações de dinheiro nunca ficam aguardando a conexão.';
const REVERSAL_REFUSED =
  'Indisponível sem conexão com a plataforma: solicitações que envolvem dinheiro nunca ficam aguardando a conexão.';

const away = () => act(() => connectivity.unanswered());
const back = () => act(() => connectivity.answered());

const ACCOUNT = {
  id_pagon_banco: '8',
  id_pagon_cadastro: '3',
  tipo_pagamento: 'MANUAL',
  tipo_conta: 'CC',
  banco: '001',
  nome: 'Banco do Brasil',
  agencia: '1234',
  conta: '56789-0',
  nome_titular: 'Pizzaria Boa Massa',
  cnpj_cpf: '12345678000190',
  status: 'S',
};

describe('Transferir while the platform is away', () => {
  it('Confirmar is disabled with its reason, nothing is sent; with the platform back it sends once', async () => {
    const fake = renderRouted(<TransferPage />, {
      'POST v1 pagamentoonline/listarPagOnCadastro': { status: true, obj: { id_pagon_cadastro: '3' } },
      'POST v1 pagamentoonline/listarBancoRecebimentos': { status: true, obj: [ACCOUNT] },
      'POST v1 pagamentoonline/extrato': { status: true, saldo_disponivel: '100,00' },
      'POST v1 pagamentoonline/transferir': {
        status: true,
        mensagem: 'Transferência realizada!',
        saldo_disponivel: '75,00',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Conta bancária' }));
    await userEvent.selectOptions(screen.getByLabelText('Conta de destino'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);

    away();
    expectRefusedOffline(confirm, TRANSFER_REFUSED);
    fireEvent.click(confirm);
    // Anything the click started has run before the count (Confirmar is the only way to send).
    await act(async () => {});
    const transfers = () => fake.calls.filter((c) => c.route === 'v1 pagamentoonline/transferir');
    expect(transfers()).toHaveLength(0);

    back();
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(confirm.title).toBe('');
    expect(screen.queryByText(TRANSFER_REFUSED)).toBeNull();
    await userEvent.click(confirm);
    expect(await screen.findByText('Transferência realizada!')).toBeTruthy();
    expect(transfers()).toHaveLength(1);
  });
});

const FINED: HistoryOrder = {
  id_pedido: '77',
  hash_pedido: 'AB12',
  data_criacao: '2026-11-20 19:00:00',
  usuario_nome: 'Maria',
  status: 'PC',
  valor_pedido: 50,
  valor_desconto: 0,
  valor_taxa: 5,
  valor_total: 55,
  pagamento: 'Online',
};

describe('the fine reversal while the platform is away', () => {
  it('Enviar is disabled with its reason and a submitted form sends nothing; with the platform back it sends', async () => {
    const onSent = vi.fn();
    const fake = renderRouted(<FineReversalModal order={FINED} onClose={() => {}} onSent={onSent} />, {
      'POST finance finance/reversal-fine': { message: 'ok' },
    });
    await userEvent.type(
      screen.getByLabelText('Descreva o motivo da sua solicitacao'),
      'O cliente recebeu o pedido no horário combinado.',
    );
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect((send as HTMLButtonElement).disabled).toBe(false);

    away();
    expectRefusedOffline(send, REVERSAL_REFUSED);
    fireEvent.click(send);
    // Enter in a field or any other submit is refused the same way.
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    await act(async () => {});
    const reversals = () => fake.calls.filter((c) => c.route === 'finance finance/reversal-fine');
    expect(reversals()).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();

    back();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(send);
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(reversals()).toHaveLength(1);
  });
});
