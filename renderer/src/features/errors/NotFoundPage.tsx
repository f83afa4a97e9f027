import { Link, useLocation } from 'react-router-dom';
import { MapPinOff } from 'lucide-react';
import { HOME_PATH } from '../../../../shared/routes';
import { StatusPage } from './StatusPage';

export const NOT_FOUND_TITLE = 'Página não encontrada';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      icon={<MapPinOff size={48} />}
      title={NOT_FOUND_TITLE}
      actions={
        <Link className="btn btn--md btn--primary" to={HOME_PATH}>
          Ir para o início
        </Link>
      }
    >
      <p>
        O endereço <code>{pathname}</code> não existe ou esta tela ainda não está disponível nesta versão do
        aplicativo.
      </p>
    </StatusPage>
  );
}
