/**
 * Transferir (/financeiro/vendas/vendas/transferir, spec 03 §2.8, §4 transfer wizard): onde →
 * valor → confirma with back navigation. The destination is one of the store's registered
 * receiving accounts (finance2's accountsApi, active first); the amount (R$) must be above zero and at most the available balance;
 * the identification is optional. Confirmar sends pagamentoonline/transferir (not in the spec; the
 * original had none): only the platform's confirmed answer shows success with the new balance; a
 * refusal keeps everything and says why; no confirmed answer (timeout, 5xx) says the result is
 * unknown and to check the extrato, and Confirmar stays disabled so nothing is sent twice. Where
 * the platform has no transfer (or no extrato, hence no balance; or no receiving accounts, hence no
 * destination) the screen says which.
 */
import { useOfflineRefusal } from '../../../offline/useOfflineRefusal';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, Landmark } from 'lucide-react';
import { formatBRL } from '../../../../../shared/format';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import {
  Card,
  EmptyState,
  NotOffered,
  ErrorState,
  LoadingState,
  MoneyInput,
  Page,
  PageHeader,
  SelectField,
  errorMessageOf,
  useResource,
} from '../../../components/backoffice';
import { useSession } from '../../../stores/session';
import '../finance.css';
import './sales.css';
import { fetchRegisteredAccounts, type BankAccount } from '../onboarding/accountsApi';
import { fetchStatement, sendTransfer } from './salesApi';
import {
  NOTHING_TRANSFERRED,
  TRANSFER_NEEDS_STATEMENT,
  TRANSFER_NOT_OFFERED,
  TRANSFER_UNKNOWN,
  accountLabel,
  amountError,
  branchOf,
  formatTaxId,
} from './logic';
import { CallAbsent, isCallAbsent } from '../../../api/platformCalls';
import { platformCallsOf } from '../../../../../shared/config';

type Step = 'onde' | 'valor' | 'confirma';
const STEPS: { id: Step; label: string }[] = [
  { id: 'onde', label: '1. Destino' },
  { id: 'valor', label: '2. Valor' },
  { id: 'confirma', label: '3. Confirmação' },
];
export const IDENTIFICATION_MAX = 60;
export const NO_DESTINATION = 'Selecione a conta de destino.';
/** The receiving accounts call is absent: there is no destination to transfer to. */
export const TRANSFER_NEEDS_ACCOUNTS =
  'Esta plataforma não oferece as contas de recebimento, e sem a conta de destino não é possível transferir pelo aplicativo.';
const STATEMENT_PATH = '/financeiro/vendas/vendas';

interface Loaded {
  accounts: BankAccount[];
  available: number;
}

const TRANSFER_CALL = 'pagamentoonline/transferir';
const STATEMENT_CALL = 'pagamentoonline/extrato';
const ACCOUNTS_CALL = 'pagamentoonline/listarBancoRecebimentos';

/** Why there is no transfer, by the call the platform lacks. */
const NOT_OFFERED_BY_CALL: Record<string, string> = {
  [TRANSFER_CALL]: TRANSFER_NOT_OFFERED,
  [STATEMENT_CALL]: TRANSFER_NEEDS_STATEMENT,
  [ACCOUNTS_CALL]: TRANSFER_NEEDS_ACCOUNTS,
};

/** Names an absent call's answer after the call, so the screen gives that call's reason. */
const absentAs =
  (call: string) =>
  (error: unknown): never => {
    throw isCallAbsent(error) ? new CallAbsent(call) : error;
  };

export default function TransferPage() {
  const { api, config } = useServices();
  const calls = platformCallsOf(config);
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const data = useResource<Loaded>(
    async (signal) => {
      if (calls.transfer === 'absent') throw new CallAbsent(TRANSFER_CALL);
      const [accounts, statement] = await Promise.all([
        fetchRegisteredAccounts(api, storeId, signal).catch(absentAs(ACCOUNTS_CALL)),
        fetchStatement(api, { periodo: '0', inicio: '', fim: '' }, calls.statement, signal).catch(
          absentAs(STATEMENT_CALL),
        ),
      ]);
      return { accounts, available: statement.saldo_disponivel };
    },
    [api, storeId, calls.transfer, calls.statement],
  );
  const [step, setStep] = useState<Step>('onde');
  const [kind, setKind] = useState<'conta' | null>(null);
  const [accountId, setAccountId] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const [identification, setIdentification] = useState('');
  const [errors, setErrors] = useState<{ account?: string; value?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Why Confirmar may not be pressed again: the platform has no transfer, or the last one's result is unknown. */
  const [blocked, setBlocked] = useState<'absent' | 'unknown' | null>(null);
  const blockedReasonId = useId();
  const offline = useOfflineRefusal('transfer');
  const [done, setDone] = useState<{ message: string; balance: number } | null>(null);

  let body;
  if (data.status === 'error' && isCallAbsent(data.error))
    body = (
      <NotOffered
        message={
          (data.error instanceof CallAbsent && NOT_OFFERED_BY_CALL[data.error.call]) || TRANSFER_NOT_OFFERED
        }
      />
    );
  else if (data.status === 'error')
    body = (
      <ErrorState
        message={errorMessageOf(data.error, 'Não foi possível carregar as contas e o saldo.')}
        onRetry={data.reload}
      />
    );
  else if (!data.data) body = <LoadingState />;
  else if (done)
    body = (
      <div className="sales-result" role="status">
        <p className="fin-stat__value sales-success">
          <CheckCircle2 size={24} aria-hidden /> {done.message}
        </p>
        <p>Saldo disponível agora: {formatBRL(done.balance)}</p>
        <Link className="fin-link" to={STATEMENT_PATH}>
          Voltar ao extrato
        </Link>
      </div>
    );
  else {
    const { accounts, available } = data.data;
    const account = accounts.find((a) => a.id_pagon_banco === accountId);
    const advanceFromWhere = () => {
      if (!kind || !account) return setErrors({ account: NO_DESTINATION });
      setErrors({});
      setStep('valor');
    };
    const advanceFromValue = () => {
      const e = amountError(value, available);
      if (e) return setErrors({ value: e });
      setErrors({});
      setStep('confirma');
    };
    const confirm = async () => {
      if (!account || value === null || busy || blocked || offline.disabled) return;
      setBusy(true);
      setFailure(null);
      const res = await sendTransfer(
        api,
        { accountId: account.id_pagon_banco, value, identification: identification.trim() },
        calls.transfer,
      );
      setBusy(false);
      if (res.kind === 'absent') return setBlocked('absent');
      if (res.kind === 'unknown') return setBlocked('unknown');
      if (res.kind === 'refused')
        return setFailure(res.message || 'Não foi possível concluir a transferência.');
      setDone({
        message: res.message || 'Transferência realizada com sucesso!',
        balance: res.balance ?? Math.round((available - value) * 100) / 100,
      });
    };

    if (step === 'onde')
      body =
        accounts.length === 0 ? (
          <EmptyState
            title="Nenhuma conta cadastrada"
            message="Cadastre uma conta de recebimento para transferir."
            action={
              <Link className="fin-link" to="/financeiro/cadastro/recebimentos">
                Cadastrar conta
              </Link>
            }
          />
        ) : (
          <form
            className="fin-stack"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              advanceFromWhere();
            }}
          >
            <p className="sales-note">Para onde você quer transferir?</p>
            <div>
              <Button
                type="button"
                variant={kind === 'conta' ? 'primary' : 'secondary'}
                aria-pressed={kind === 'conta'}
                icon={<Landmark size={18} aria-hidden />}
                onClick={() => setKind('conta')}
              >
                Conta bancária
              </Button>
            </div>
            {kind === 'conta' ? (
              <SelectField
                label="Conta de destino"
                value={accountId}
                onChange={(v) => {
                  setAccountId(v);
                  setErrors({});
                }}
                placeholder="Selecione..."
                options={accounts.map((a) => ({ value: a.id_pagon_banco, label: accountLabel(a) }))}
                error={errors.account}
              />
            ) : errors.account ? (
              <p className="field__error" role="alert">
                {errors.account}
              </p>
            ) : null}
            <div className="bo-actions">
              <Button type="submit">Avançar</Button>
            </div>
          </form>
        );
    else if (step === 'valor')
      body = (
        <form
          className="fin-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            advanceFromValue();
          }}
        >
          <p className="sales-note">Saldo disponível: {formatBRL(available)}</p>
          <div className="bo-form-grid">
            <MoneyInput
              label="Valor"
              value={value}
              onChange={(v) => {
                setValue(v);
                if (errors.value) setErrors({ value: amountError(v, available) });
              }}
              error={errors.value}
            />
            <TextField
              label="Identificação (opcional)"
              value={identification}
              maxLength={IDENTIFICATION_MAX}
              onChange={(e) => setIdentification(e.target.value)}
            />
          </div>
          <div className="bo-actions">
            <Button type="button" variant="secondary" onClick={() => setStep('onde')}>
              Voltar
            </Button>
            <Button type="submit">Avançar</Button>
          </div>
        </form>
      );
    else
      body = account ? (
        <div className="fin-stack">
          <dl className="sales-dl" aria-label="Resumo da transferência">
            <div className="sales-dl__row">
              <dt>Valor</dt>
              <dd className="fin-mono">{formatBRL(value ?? 0)}</dd>
            </div>
            <div className="sales-dl__row">
              <dt>Identificação</dt>
              <dd>{identification.trim() || '—'}</dd>
            </div>
            <div className="sales-dl__row">
              <dt>Beneficiário</dt>
              <dd>{account.nome_titular || '—'}</dd>
            </div>
            <div className="sales-dl__row">
              <dt>CPF/CNPJ</dt>
              <dd>{formatTaxId(account.cnpj_cpf)}</dd>
            </div>
            <div className="sales-dl__row">
              <dt>Banco</dt>
              <dd>{[account.banco, account.nome].filter(Boolean).join(' - ') || '—'}</dd>
            </div>
            <div className="sales-dl__row">
              <dt>Agência</dt>
              <dd>{branchOf(account)}</dd>
            </div>
            <div className="sales-dl__row">
              <dt>Conta</dt>
              <dd>{account.conta || '—'}</dd>
            </div>
          </dl>
          {failure ? (
            <div className="field__error" role="alert">
              <strong>Transferência não realizada.</strong> {failure}
            </div>
          ) : null}
          {blocked === 'absent' ? (
            <div className="field__error" role="alert" id={blockedReasonId}>
              <strong>{TRANSFER_NOT_OFFERED}</strong> {NOTHING_TRANSFERRED}
            </div>
          ) : blocked === 'unknown' ? (
            <div className="field__error" role="alert" id={blockedReasonId}>
              <strong>Resultado desconhecido.</strong> {TRANSFER_UNKNOWN}{' '}
              <Link className="fin-link" to={STATEMENT_PATH}>
                Ver extrato
              </Link>
            </div>
          ) : null}
          <div className="bo-actions">
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setStep('valor')}>
              Voltar
            </Button>
            <Button
              type="button"
              busy={busy}
              disabled={offline.disabled || blocked !== null}
              {...(blocked ? { 'aria-describedby': blockedReasonId } : offline.controlProps)}
              onClick={() => void confirm()}
            >
              Confirmar
            </Button>
          </div>
          {offline.reason}
        </div>
      ) : null;
  }

  return (
    <Page>
      <PageHeader title="Transferir" subtitle="Transfira o saldo disponível para uma conta cadastrada." />
      <Card
        title={done ? 'Transferência concluída' : (STEPS.find((s) => s.id === step)?.label.slice(3) ?? '')}
      >
        {done ? null : (
          <ol className="sales-steps" aria-label="Etapas da transferência">
            {STEPS.map((s) => (
              <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
                {s.label}
              </li>
            ))}
          </ol>
        )}
        {body}
      </Card>
    </Page>
  );
}
