/**
 * New and edit user (spec 02 §2.12, §5, §8): name, e-mail, access group, status, password and
 * confirmation, at the spec's widths (60%, 40%, 35%). The password rule and messages are
 * verbatim; on edit an empty password is kept (omitted from the payload). Save stays disabled
 * while loading, on a mismatch, or on create with an invalid password. 422 shows the joined
 * details, 400 the error field; what was typed stays after a failure.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { ArrowLeft, Save } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  PASSWORD_RULE,
  USER_CREATED,
  USER_UPDATED,
  canSave,
  userPayload,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '../../../../../shared/store-settings/users';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import {
  Card,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  ResourceErrorState,
  SelectField,
  useResource,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { useSession } from '../../../stores/session';
import { createUser, storeUsersSchema, updateUser, type StoreUserView } from '../storeSettingsApi';
import { userErrorMessage } from './usersApi';
import '../storeSettings.css';

export const USER_NOT_FOUND = 'Usuário não encontrado.';
const LIST_PATH = '/configuracoes/usuarios/list';

const EMPTY: UserFormValues = {
  name: '',
  email: '',
  access_group_merchant: '',
  status: 'S',
  password: '',
  password_confirm: '',
};

export default function UserFormPage() {
  const { id } = useParams();
  const { api } = useServices();
  const userId = id ?? null;
  const user = useResource(
    async (signal): Promise<StoreUserView | null> => {
      if (userId === null) return null;
      const list = await api.json('users', 'get', 'users/merchant', storeUsersSchema, {
        signal,
        quiet: true,
      });
      return list.data.find((u) => u.id === userId) ?? null;
    },
    [api, userId],
  );
  const mode = userId === null ? 'create' : 'edit';
  const title = mode === 'create' ? 'Novo usuário' : 'Editar usuário';
  let body;
  if (user.status === 'loading') body = <LoadingState />;
  else if (user.status === 'error')
    body = (
      <ResourceErrorState
        error={user.error}
        fallback="Ocorreu um erro ao carregar os usuários."
        onRetry={user.reload}
      />
    );
  else if (mode === 'edit' && !user.data) body = <ErrorState message={USER_NOT_FOUND} />;
  else {
    const u = user.data;
    body = (
      <UserForm
        key={u?.id ?? 'new'}
        mode={mode}
        userId={userId}
        initial={
          u
            ? {
                ...EMPTY,
                name: u.name,
                email: u.email,
                access_group_merchant: u.access_group_merchant ?? '',
                status: u.status,
              }
            : EMPTY
        }
      />
    );
  }
  return (
    <Page>
      <PageHeader title={title} subtitle="Os dados de acesso de um usuário da loja." />
      {body}
    </Page>
  );
}

function UserForm({
  mode,
  userId,
  initial,
}: {
  mode: 'create' | 'edit';
  userId: string | null;
  initial: UserFormValues;
}) {
  const { api } = useServices();
  const navigate = useNavigate();
  const merchantId = Number(useSession((s) => s.user?.id_estabelecimento) ?? 0);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateUserForm(next, mode));
  };
  // The password rule and the mismatch show as soon as they apply, not only after Save.
  const live = validateUserForm(values, mode);
  const passwordError = errors.password ?? (values.password !== '' ? live.password : undefined);
  const confirmError =
    errors.password_confirm ?? (values.password_confirm !== '' ? live.password_confirm : undefined);

  /** A text input's value, error and change wiring for `key`. */
  const input = (key: 'name' | 'email' | 'password' | 'password_confirm', error = errors[key]) => ({
    value: values[key],
    error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  async function save() {
    setSubmitted(true);
    const found = validateUserForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After the errors render: the first invalid field takes the focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      const payload = userPayload(values, merchantId);
      if (mode === 'create') await createUser(api, payload);
      else await updateUser(api, userId ?? '', payload);
      await dialogs.alert({
        tone: 'success',
        title: 'Sucesso!',
        message: mode === 'create' ? USER_CREATED : USER_UPDATED,
      });
      navigate(LIST_PATH);
    } catch (err) {
      const message = userErrorMessage(err);
      if (message) await dialogs.alert({ tone: 'error', message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Dados do usuário">
      <form
        ref={formRef}
        className="ss-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="ss-form__w60">
          <TextField label="Nome" autoComplete="off" {...input('name')} />
        </div>
        <div className="ss-form__w60">
          <TextField label="E-mail" type="email" autoComplete="off" {...input('email')} />
        </div>
        <div className="ss-form__w40">
          <SelectField
            label="Grupo de acesso"
            placeholder="Selecione..."
            value={values.access_group_merchant}
            error={errors.access_group_merchant}
            onChange={(v) => set('access_group_merchant', v === 'admin' || v === 'operator' ? v : '')}
            options={[
              { value: 'admin', label: 'Lojista Admin' },
              { value: 'operator', label: 'Lojista Operador' },
            ]}
          />
        </div>
        <div className="ss-form__w35">
          <SelectField
            label="Status"
            value={values.status}
            error={errors.status}
            onChange={(v) => set('status', v === 'S' || v === 'N' ? v : '')}
            options={[
              { value: 'S', label: 'Ativo' },
              { value: 'N', label: 'Inativo' },
            ]}
          />
        </div>
        <div className="ss-form__w40">
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            {...input('password', passwordError)}
            hint={mode === 'edit' ? 'Deixe em branco para manter a senha atual.' : PASSWORD_RULE}
          />
        </div>
        <div className="ss-form__w40">
          <PasswordField
            label="Confirmação de senha"
            autoComplete="new-password"
            {...input('password_confirm', confirmError)}
          />
        </div>
        <div className="bo-actions">
          <Button
            variant="secondary"
            icon={<ArrowLeft size={18} aria-hidden />}
            onClick={() => navigate(LIST_PATH)}
          >
            Voltar
          </Button>
          <Button
            type="submit"
            busy={saving}
            disabled={!canSave(values, mode, saving)}
            icon={<Save size={18} aria-hidden />}
          >
            Salvar
          </Button>
        </div>
      </form>
    </Card>
  );
}
