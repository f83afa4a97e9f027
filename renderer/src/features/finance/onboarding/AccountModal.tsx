/**
 * Cadastrar / editar conta (spec 03 §2.6, §5 bank account): MANUAL (bank data) or CHAVE (a PIX key
 * typed without punctuation), CC/CP, the bank from the bank list, agency max 4, digit max 1
 * (optional). The holder's name and document come from otherInfo and cannot be changed: the
 * account must belong to the registered holder. A refusal keeps the form and shows 'Atenção!'.
 */
import { useState, type FormEvent } from 'react';
import type { BankAccount, BankListItem, OtherInfo } from '../../../../../shared/api/onboarding';
import {
  AGENCY_DIGIT_MAX,
  AGENCY_MAX,
  PIX_KEY_MAX,
  accountErrors,
  sanitizePixKey,
  type AccountErrors,
  type AccountInput,
} from '../../../../../shared/finance/onboarding-rules';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { saveAccount } from './accountsApi';

export interface AccountModalProps {
  /** null: a new account. */
  account: BankAccount | null;
  registrationId: string;
  holder: OtherInfo;
  banks: readonly BankListItem[];
  onClose(): void;
  onSaved(): void;
}

const blank: AccountInput = {
  tipo_pagamento: 'MANUAL',
  chave: '',
  tipo_conta: 'CC',
  banco: '',
  agencia: '',
  agencia_dig: '',
  conta: '',
};

export function AccountModal({
  account,
  registrationId,
  holder,
  banks,
  onClose,
  onSaved,
}: AccountModalProps) {
  const { api } = useServices();
  const [form, setForm] = useState<AccountInput>(() =>
    account
      ? {
          tipo_pagamento: account.tipo_pagamento,
          chave: account.chave,
          tipo_conta: account.tipo_conta,
          banco: account.banco,
          agencia: account.agencia,
          agencia_dig: account.agencia_dig,
          conta: account.conta,
        }
      : blank,
  );
  const [errors, setErrors] = useState<AccountErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (k: keyof AccountInput, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const pix = form.tipo_pagamento === 'CHAVE';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems = accountErrors(
      form,
      banks.map((b) => b.cod),
    );
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const res = await saveAccount(
        api,
        {
          ...form,
          id_pagon_cadastro: registrationId,
          ...(account ? { id_pagon_banco: account.id_pagon_banco } : {}),
        },
        holder,
      );
      if (!res.ok) {
        await dialogs.alert({ message: (res.errors?.length ? res.errors : [res.message]).join('\n') });
        return;
      }
      notify.success(res.data.mensagem || 'Conta salva com sucesso!');
      onSaved();
    } catch {
      // The HTTP layer showed its dialog; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={account ? 'Editar conta' : 'Cadastrar conta'} onRequestClose={onClose} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="bo-form-grid">
          <SelectField
            label="Forma de recebimento"
            value={form.tipo_pagamento}
            onChange={(v) => set('tipo_pagamento', v)}
            options={[
              { value: 'MANUAL', label: 'Conta bancária' },
              { value: 'CHAVE', label: 'Chave PIX' },
            ]}
            error={errors.tipo_pagamento}
          />
          {pix ? (
            <TextField
              label="Chave PIX"
              value={form.chave}
              maxLength={PIX_KEY_MAX}
              autoComplete="off"
              hint="Sem pontuação: apenas letras e números."
              onChange={(e) => set('chave', sanitizePixKey(e.target.value))}
              error={errors.chave}
            />
          ) : null}
          <SelectField
            label="Tipo de conta"
            value={form.tipo_conta}
            onChange={(v) => set('tipo_conta', v)}
            options={[
              { value: 'CC', label: 'Conta corrente' },
              { value: 'CP', label: 'Conta poupança' },
            ]}
            error={errors.tipo_conta}
          />
          <SelectField
            label="Banco"
            value={form.banco}
            onChange={(v) => set('banco', v)}
            placeholder="Selecione..."
            options={banks.map((b) => ({ value: b.cod, label: `${b.cod} - ${b.banco}` }))}
            error={errors.banco}
          />
          <TextField
            label="Agência"
            value={form.agencia}
            maxLength={AGENCY_MAX}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => set('agencia', e.target.value.replace(/\D/g, '').slice(0, AGENCY_MAX))}
            error={errors.agencia}
          />
          <TextField
            label="Dígito da agência (opcional)"
            value={form.agencia_dig}
            maxLength={AGENCY_DIGIT_MAX}
            autoComplete="off"
            onChange={(e) =>
              set('agencia_dig', e.target.value.replace(/[^0-9Xx]/g, '').slice(0, AGENCY_DIGIT_MAX))
            }
            error={errors.agencia_dig}
          />
          <TextField
            label="Conta com dígito"
            value={form.conta}
            maxLength={15}
            inputMode="numeric"
            autoComplete="off"
            hint="Ex.: 12345-6"
            onChange={(e) => set('conta', e.target.value.replace(/[^0-9Xx-]/g, '').slice(0, 15))}
            error={errors.conta}
          />
          <TextField
            label="Nome do titular"
            value={holder.razao_social}
            readOnly
            hint="A conta deve pertencer ao titular do cadastro."
          />
          <TextField label="CPF/CNPJ do titular" value={holder.cnpj_cpf} readOnly />
        </div>
        <div className="dialog__actions">
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            Fechar
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? 'Carregando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
