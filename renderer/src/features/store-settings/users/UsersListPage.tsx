/**
 * Usuários (spec 02 §2.12, Lojista Admin): Código, Nome, E-mail, Grupo de acesso, Status
 * (Ativo/Inativo) and Ações (Editar, Inutilizar/Reativar); 'Adicionar usuário'; the spec's empty,
 * loading and error texts. A status change sends the user with the flipped status.
 */
import { useState } from 'react';
import { Pencil, Plus, UserCheck, UserX } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  ACCESS_GROUP_LABELS,
  STATUS_LABELS,
  USERS_EMPTY,
  USERS_LOAD_FAILED,
  USER_UPDATED,
  togglePayload,
} from '../../../../../shared/store-settings/users';
import { useServices } from '../../../services/services';
import { useSession } from '../../../stores/session';
import { Button } from '../../../components/Button';
import {
  Badge,
  Card,
  DataTable,
  Page,
  PageHeader,
  ResourceView,
  useResource,
  type Column,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { storeUsersSchema, updateUser, type StoreUserView } from '../storeSettingsApi';
import { userErrorMessage } from './usersApi';
import '../storeSettings.css';

export default function UsersListPage() {
  const { api } = useServices();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const selfId = useSession((st) => st.user?.id_usuario);
  const users = useResource(
    async (signal) =>
      (await api.json('users', 'get', 'users/merchant', storeUsersSchema, { signal, quiet: true })).data,
    [api],
  );

  async function toggle(u: StoreUserView) {
    setBusyId(u.id);
    try {
      const updated = await updateUser(api, u.id, togglePayload(u));
      users.setData((list) => (list ?? []).map((x) => (x.id === updated.id ? updated : x)));
      notify.success(USER_UPDATED);
    } catch (err) {
      const message = userErrorMessage(err);
      if (message) await dialogs.alert({ tone: 'error', message });
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<StoreUserView>[] = [
    {
      id: 'id',
      header: 'Código',
      cell: (u) => u.id,
      sortValue: (u) => (/^\d+$/.test(u.id) ? Number(u.id) : u.id),
      width: '90px',
    },
    { id: 'name', header: 'Nome', cell: (u) => u.name, sortValue: (u) => u.name },
    { id: 'email', header: 'E-mail', cell: (u) => u.email, sortValue: (u) => u.email },
    {
      id: 'group',
      header: 'Grupo de acesso',
      cell: (u) => (u.access_group_merchant ? ACCESS_GROUP_LABELS[u.access_group_merchant] : 'Sem grupo'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => <Badge tone={u.status === 'S' ? 'success' : 'neutral'}>{STATUS_LABELS[u.status]}</Badge>,
    },
    {
      id: 'acoes',
      header: 'Ações',
      align: 'right',
      cell: (u) => (
        <div className="bo-actions ss-row-actions">
          <Button
            variant="ghost"
            icon={<Pencil size={16} aria-hidden />}
            aria-label={`Editar ${u.name}`}
            onClick={() => navigate(`/configuracoes/usuarios/edit/${u.id}`)}
          >
            Editar
          </Button>
          <Button
            variant="secondary"
            icon={u.status === 'S' ? <UserX size={16} aria-hidden /> : <UserCheck size={16} aria-hidden />}
            aria-label={`${u.status === 'S' ? 'Inutilizar' : 'Reativar'} ${u.name}`}
            busy={busyId === u.id}
            disabled={u.id === selfId}
            title={u.id === selfId ? 'Você não pode inutilizar o seu próprio usuário.' : undefined}
            onClick={() => void toggle(u)}
          >
            {u.status === 'S' ? 'Inutilizar' : 'Reativar'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title="Usuários"
        subtitle="Quem acessa o painel desta loja e com qual grupo de acesso."
        actions={
          <Button
            icon={<Plus size={18} aria-hidden />}
            onClick={() => navigate('/configuracoes/usuarios/new')}
          >
            Adicionar usuário
          </Button>
        }
      />
      <Card title="Usuários da loja">
        <ResourceView resource={users} emptyMessage={USERS_EMPTY} errorMessage={USERS_LOAD_FAILED}>
          {(list) => (
            <DataTable
              aria-label="Usuários"
              columns={columns}
              rows={list}
              rowKey={(u) => u.id}
              pageSize={20}
              defaultSort={{ column: 'id', direction: 'asc' }}
            />
          )}
        </ResourceView>
      </Card>
    </Page>
  );
}
