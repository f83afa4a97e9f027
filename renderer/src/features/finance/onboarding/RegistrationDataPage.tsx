/**
 * Dados cadastrais (/financeiro/cadastro/dados, spec 03 §2.3, §4 registration form, §5): person
 * type F/J (CNPJ enabled and required only for J), establishment data with the MCC category list,
 * the two addresses with the postal-code lookup ('CEP não encontado.' clears the address), social
 * networks and owner data; masks 99/99/9999 and (99)99999-9999, CEP max 8. The form is read-only
 * until 'Editar'; a successful save locks it again, a refusal keeps what was typed.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type {
  MccItem,
  Registration,
  RegistrationField,
  RegistrationForm,
} from '../../../../../shared/api/onboarding';
import {
  CEP_MAX,
  DATE_MASK,
  PHONE_MASK,
  registrationErrors,
  sanitizeCep,
  type RegistrationErrors,
} from '../../../../../shared/finance/onboarding-rules';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import {
  Card,
  Page,
  PageHeader,
  ResourceView,
  SelectField,
  useResource,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useSession } from '../../../stores/session';
import { MaskedField } from './MaskedField';
import { OnboardingNav } from './OnboardingNav';
import {
  CEP_NOT_FOUND,
  fetchMccs,
  fetchRegistration,
  formOf,
  lookupCep,
  saveRegistration,
} from './registrationApi';
import './onboarding.css';

type Prefix = 'est' | 'pro';
const ADDRESS_PARTS = ['endereco', 'complemento', 'bairro', 'cidade', 'estado'] as const;
const PERSON_TYPES = [
  ['F', 'Pessoa física'],
  ['J', 'Pessoa jurídica'],
] as const;
const MASKS = {
  phone: { mask: PHONE_MASK, placeholder: '(99)99999-9999', inputMode: 'tel' },
  date: { mask: DATE_MASK, placeholder: '99/99/9999' },
} as const;

/** The MCC list grouped by category, for <optgroup>s. */
export function groupMccs(list: readonly MccItem[]): [string, MccItem[]][] {
  const groups = new Map<string, MccItem[]>();
  for (const m of list) groups.set(m.category, [...(groups.get(m.category) ?? []), m]);
  return [...groups.entries()];
}

function RegistrationEditor({ initial, mccs }: { initial: Registration; mccs: MccItem[] }) {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const [saved, setSaved] = useState<RegistrationForm>(() => formOf(initial));
  const [form, setForm] = useState<RegistrationForm>(saved);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [looking, setLooking] = useState<Prefix | null>(null);
  const groups = useMemo(() => groupMccs(mccs), [mccs]);
  const locked = !editing || saving;

  const set = (k: RegistrationField, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => (e[k] ? { ...e, [k]: undefined } : e));
  };

  async function findCep(prefix: Prefix, cep = form[`${prefix}_cep`]) {
    if (cep.length !== CEP_MAX) {
      setErrors((e) => ({ ...e, [`${prefix}_cep`]: 'Informe o CEP com 8 números.' }));
      return;
    }
    setLooking(prefix);
    try {
      const hit = await lookupCep(api, cep);
      setForm((f) => ({
        ...f,
        [`${prefix}_endereco`]: hit?.logradouro ?? '',
        [`${prefix}_complemento`]: hit?.complemento ?? '',
        [`${prefix}_bairro`]: hit?.bairro ?? '',
        [`${prefix}_cidade`]: hit?.localidade ?? '',
        [`${prefix}_estado`]: hit?.uf ?? '',
      }));
      setErrors((e) => {
        const next: RegistrationErrors = { ...e, [`${prefix}_cep`]: hit ? undefined : CEP_NOT_FOUND };
        for (const p of ADDRESS_PARTS) next[`${prefix}_${p}`] = undefined;
        return next;
      });
    } catch {
      // The HTTP layer showed its dialog; the address stays as typed.
    } finally {
      setLooking(null);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (locked) return;
    const problems = registrationErrors(
      form,
      mccs.map((m) => m.code),
    );
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      notify.error('Verifique os campos destacados.');
      return;
    }
    setSaving(true);
    try {
      const res = await saveRegistration(api, form, storeId, initial.dataCriacao);
      if (!res.ok) {
        await dialogs.alert({ message: (res.errors?.length ? res.errors : [res.message]).join('\n') });
        return;
      }
      notify.success(res.data.mensagem || 'Cadastro salvo com sucesso!');
      setSaved(form);
      setEditing(false);
    } catch {
      // The HTTP layer showed its dialog; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  const field = (
    k: RegistrationField,
    label: string,
    extra: { maxLength?: number; type?: string; wide?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={form[k]}
      disabled={locked}
      maxLength={extra.maxLength ?? 120}
      type={extra.type ?? 'text'}
      className={extra.wide ? 'bo-form-grid__wide' : undefined}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k]}
    />
  );

  /** A document number: digits only, at most `length` of them. */
  const digitsField = (
    k: RegistrationField,
    label: string,
    length: number,
    extra: { disabled?: boolean; required?: boolean; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      value={form[k]}
      disabled={locked || extra.disabled}
      required={extra.required}
      maxLength={length}
      inputMode="numeric"
      hint={extra.hint ?? 'Somente números.'}
      onChange={(e) => set(k, e.target.value.replace(/\D/g, '').slice(0, length))}
      error={errors[k]}
    />
  );

  const maskedField = (k: RegistrationField, label: string, kind: 'phone' | 'date') => (
    <MaskedField
      label={label}
      {...MASKS[kind]}
      value={form[k]}
      disabled={locked}
      onChange={(v) => set(k, v)}
      error={errors[k]}
    />
  );

  const address = (prefix: Prefix) => (
    <>
      <TextField
        label="CEP"
        value={form[`${prefix}_cep`]}
        disabled={locked}
        maxLength={CEP_MAX}
        inputMode="numeric"
        hint="Somente números."
        onChange={(e) => {
          const cep = sanitizeCep(e.target.value);
          set(`${prefix}_cep`, cep);
          // The address fills in as soon as the eighth digit is typed.
          if (cep.length === CEP_MAX && cep !== form[`${prefix}_cep`]) void findCep(prefix, cep);
        }}
        error={errors[`${prefix}_cep`]}
        trailing={
          <Button
            type="button"
            variant="secondary"
            disabled={locked}
            busy={looking === prefix}
            onClick={() => void findCep(prefix)}
            aria-label={prefix === 'est' ? 'Buscar CEP do estabelecimento' : 'Buscar CEP do proprietário'}
          >
            Buscar
          </Button>
        }
      />
      {field(`${prefix}_endereco`, 'Endereço')}
      {field(`${prefix}_numero`, 'Número', { maxLength: 10 })}
      {field(`${prefix}_complemento`, 'Complemento')}
      {field(`${prefix}_bairro`, 'Bairro')}
      {field(`${prefix}_cidade`, 'Cidade')}
      {field(`${prefix}_estado`, 'Estado (UF)', { maxLength: 2 })}
    </>
  );

  const section = (title: string, children: ReactNode) => (
    <Card title={title}>
      <div className="bo-form-grid">{children}</div>
    </Card>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Dados cadastrais">
      <div className="bo-actions onb-form-actions">
        {editing ? (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={saving}
              onClick={() => {
                setForm(saved);
                setErrors({});
                setEditing(false);
              }}
            >
              Cancelar
            </Button>
            <Button key="save" type="submit" busy={saving}>
              {saving ? 'Carregando...' : 'Salvar'}
            </Button>
          </>
        ) : (
          <>
            <p className="onb-locked-note">Somente leitura. Use Editar para alterar o cadastro.</p>
            {/* Its own key: the same <button> turned into Salvar (submit) mid-click would submit the form. */}
            <Button key="edit" type="button" onClick={() => setEditing(true)}>
              Editar
            </Button>
          </>
        )}
      </div>
      <Card title="Tipo de pessoa">
        <fieldset
          className="onb-fieldset"
          disabled={locked}
          aria-describedby={errors.tipo ? 'onb-tipo-error' : undefined}
        >
          <legend className="bo-sr-only">Tipo de pessoa</legend>
          <div className="onb-radios">
            {PERSON_TYPES.map(([tipo, label]) => (
              <label key={tipo}>
                <input
                  type="radio"
                  name="tipo"
                  value={tipo}
                  checked={form.tipo === tipo}
                  onChange={() => set('tipo', tipo)}
                />
                {label}
              </label>
            ))}
          </div>
          {errors.tipo ? (
            <p className="field__error" id="onb-tipo-error" role="alert">
              {errors.tipo}
            </p>
          ) : null}
        </fieldset>
      </Card>
      {section(
        'Dados do estabelecimento',
        <>
          {digitsField('est_cnpj', 'CNPJ', 14, {
            disabled: form.tipo !== 'J',
            required: form.tipo === 'J',
            hint: form.tipo === 'J' ? 'Somente números.' : 'Apenas para pessoa jurídica.',
          })}
          {field('est_razao_social', 'Razão social')}
          {field('est_nome_fantasia', 'Nome fantasia')}
          <SelectField
            label="Categoria do negócio"
            value={form.est_cat_negocio}
            disabled={locked}
            placeholder="Selecione..."
            onChange={(v) => set('est_cat_negocio', v)}
            error={errors.est_cat_negocio}
          >
            {groups.map(([category, items]) => (
              <optgroup key={category} label={category}>
                {items.map((m) => (
                  <option key={m.code} value={m.code}>
                    {m.description} ({m.code})
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {field('est_email', 'E-mail', { type: 'email' })}
          {maskedField('est_telefone', 'Telefone', 'phone')}
        </>,
      )}
      {section('Endereço do estabelecimento', address('est'))}
      {section(
        'Redes sociais',
        <>
          {field('est_site', 'Site')}
          {field('est_facebook', 'Facebook')}
          {field('est_twitter', 'Twitter')}
        </>,
      )}
      {section(
        'Dados do proprietário',
        <>
          {digitsField('pro_cpf', 'CPF', 11)}
          {field('pro_nome', 'Nome')}
          {field('pro_email', 'E-mail do proprietário', { type: 'email' })}
          {maskedField('pro_nascimento', 'Data de nascimento', 'date')}
          {maskedField('pro_telefone', 'Telefone do proprietário', 'phone')}
        </>,
      )}
      {section('Endereço do proprietário', address('pro'))}
    </form>
  );
}

export default function RegistrationDataPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const data = useResource(
    async (signal) => {
      const [registration, mccs] = await Promise.all([
        fetchRegistration(api, storeId, signal),
        fetchMccs(api, signal),
      ]);
      return { registration, mccs };
    },
    [api, storeId],
  );
  return (
    <Page>
      <PageHeader title="Dados cadastrais" subtitle="Cadastro da loja para receber pagamento online." />
      <OnboardingNav />
      <ResourceView resource={data}>
        {(d) => (
          <RegistrationEditor key={d.registration.id_pagon_cadastro} initial={d.registration} mccs={d.mccs} />
        )}
      </ResourceView>
    </Page>
  );
}
