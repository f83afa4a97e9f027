/**
 * Contas e taxas (/financeiro/cadastro/recebimentos, spec 03 §2.6): the receiving mode, the plan
 * and fee information (server HTML, sanitized), the registered accounts ('Conta Ativa' for status
 * S; the others can be activated, edited or deleted) and the register-account modal. The
 * acceptance switch's failure lands here: this is where a missing account is registered.
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { BankAccount, BankListItem, OtherInfo } from '../../../../../shared/api/onboarding';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { ServerHtml } from '../../../components/server-html/ServerHtml';
import {
  Badge,
  Card,
  DataTable,
  Page,
  PageHeader,
  ResourceView,
  confirmDelete,
  useResource,
  type Column,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useSession } from '../../../stores/session';
import { AccountModal } from './AccountModal';
import {
  activateAccount,
  activeAccount,
  deleteAccount,
  fetchBankAccounts,
  fetchBanks,
  fetchOtherInfo,
  fetchRegistrationId,
} from './accountsApi';
import { OnboardingNav } from './OnboardingNav';
import { fetchTaxAndPlansHtml } from './registrationApi';
import './onboarding.css';

interface Loaded {
  registrationId: string;
  accounts: BankAccount[];
  banks: BankListItem[];
  holder: OtherInfo;
}

export const accountKindLabel = (k: string): string => (k === 'CP' ? 'Conta poupança' : 'Conta corrente');
export const receivingModeLabel = (a: BankAccount | undefined): string =>
  a === undefined
    ? 'Nenhuma conta ativa'
    : a.tipo_pagamento === 'CHAVE'
      ? `Chave PIX (${a.chave})`
      : `Transferência para conta bancária (${a.nome})`;

export default function ReceivingAccountsPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const [editing, setEditing] = useState<BankAccount | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | null>(null);

  const data = useResource<Loaded>(
    async (signal) => {
      const [registrationId, banks, holder] = await Promise.all([
        fetchRegistrationId(api, storeId, signal),
        fetchBanks(api, signal),
        fetchOtherInfo(api, signal),
      ]);
      const accounts = await fetchBankAccounts(api, registrationId, signal);
      return { registrationId, accounts, banks, holder };
    },
    [api, storeId],
  );
  const tax = useResource((signal) => fetchTaxAndPlansHtml(api, signal), [api]);

  async function act(account: BankAccount, kind: 'activate' | 'delete') {
    if (kind === 'delete' && !(await confirmDelete())) return;
    setBusyId(account.id_pagon_banco);
    try {
      const res =
        kind === 'activate' ? await activateAccount(api, account) : await deleteAccount(api, account);
      if (!res.ok) {
        await dialogs.alert({ message: (res.errors?.length ? res.errors : [res.message]).join('\n') });
        return;
      }
      notify.success(
        res.data.mensagem ||
          (kind === 'activate' ? 'Conta ativada com sucesso!' : 'Conta excluída com sucesso!'),
      );
      data.reload();
    } catch {
      // The HTTP layer showed its dialog.
    } finally {
      setBusyId(null);
    }
  }

  const describe = (a: BankAccount) =>
    a.tipo_pagamento === 'CHAVE' ? `chave ${a.chave}` : `${a.nome} ag. ${a.agencia} conta ${a.conta}`;

  const columns: Column<BankAccount>[] = [
    { id: 'banco', header: 'Banco', cell: (a) => (a.banco ? `${a.banco} - ${a.nome}` : '—') },
    {
      id: 'forma',
      header: 'Forma',
      cell: (a) => (a.tipo_pagamento === 'CHAVE' ? `Chave PIX: ${a.chave}` : 'Conta bancária'),
    },
    { id: 'tipo', header: 'Tipo', cell: (a) => accountKindLabel(a.tipo_conta) },
    {
      id: 'agencia',
      header: 'Agência',
      cell: (a) => (a.agencia ? `${a.agencia}${a.agencia_dig ? `-${a.agencia_dig}` : ''}` : '—'),
    },
    { id: 'conta', header: 'Conta', cell: (a) => a.conta || '—' },
    {
      id: 'acoes',
      header: 'Situação e ações',
      align: 'right',
      cell: (a) =>
        a.status === 'S' ? (
          <Badge tone="success">Conta Ativa</Badge>
        ) : (
          <div className="bo-row-actions">
            <Button
              variant="secondary"

              busy={busyId === a.id_pagon_banco}
              aria-label={`Ativar ${describe(a)}`}
              onClick={() => void act(a, 'activate')}
            >
              Ativar
            </Button>
            <Button variant="ghost" aria-label={`Editar ${describe(a)}`} onClick={() => setEditing(a)}>
              Editar
            </Button>
            <Button
              variant="danger"

              aria-label={`Excluir ${describe(a)}`}
              disabled={busyId === a.id_pagon_banco}
              onClick={() => void act(a, 'delete')}
            >
              Excluir
            </Button>
          </div>
        ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title="Contas e taxas"
        subtitle="Onde a loja recebe os valores das vendas com pagamento online."
        actions={
          <Button
            icon={<Plus size={18} aria-hidden />}
            disabled={data.data === undefined}
            onClick={() => setEditing(null)}
          >
            Cadastrar conta
          </Button>
        }
      />
      <OnboardingNav />
      <ResourceView resource={data}>
        {(d) => (
          <div className="onb-stack">
            <Card title="Forma de recebimento">
              <p className="onb-mode">
                <strong>{receivingModeLabel(activeAccount(d.accounts))}</strong>
                <span>Débito recebido em 1 dia e crédito em 30 dias.</span>
                <span>
                  Titular das contas: {d.holder.razao_social} ({d.holder.cnpj_cpf})
                </span>
              </p>
            </Card>
            <Card
              title="Contas cadastradas"
              meta={`${d.accounts.length} ${d.accounts.length === 1 ? 'conta' : 'contas'}`}
            >
              <div className="onb-accounts">
                <DataTable
                  aria-label="Contas cadastradas"
                  columns={columns}
                  rows={d.accounts}
                  rowKey={(a) => a.id_pagon_banco}
                  empty="Nenhuma conta cadastrada."
                />
              </div>
            </Card>
          </div>
        )}
      </ResourceView>
      <Card title="Plano e taxas">
        <ResourceView
          resource={tax}
          emptyMessage="Nenhuma informação de plano disponível."
          isEmpty={(h) => h.trim() === ''}
        >
          {(html) => <ServerHtml className="onb-html" html={html} linksInNewWindow />}
        </ResourceView>
      </Card>
      {editing !== undefined && data.data ? (
        <AccountModal
          account={editing}
          registrationId={data.data.registrationId}
          holder={data.data.holder}
          banks={data.data.banks}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            data.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
