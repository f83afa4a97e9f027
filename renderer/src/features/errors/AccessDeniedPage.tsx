import { Link } from 'react-router-dom';
import { ShieldX } from 'lucide-react';
import { HOME_PATH } from '../../../../shared/routes';
import { StatusPage } from './StatusPage';

export const ACCESS_DENIED_TITLE = 'Acesso Negado!!';
export const ACCESS_DENIED_TEXT =
  'Você não tem permissão para acessar essa página. Entre em contato com o administrador do sistema.';

export function AccessDeniedPage() {
  return (
    <StatusPage
      tone="danger"
      icon={<ShieldX size={48} />}
      title={ACCESS_DENIED_TITLE}
      actions={
        <Link className="btn btn--md btn--secondary" to={HOME_PATH}>
          Ir para o início
        </Link>
      }
    >
      <p>{ACCESS_DENIED_TEXT}</p>
    </StatusPage>
  );
}
