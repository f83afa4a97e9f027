import { useLocation } from 'react-router-dom';
import { MapPinOff } from 'lucide-react';
import { HomeLink, StatusScreen } from './StatusScreen';

const NOT_FOUND_TITLE = 'Página não encontrada';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <StatusScreen
      icon={<MapPinOff size={48} />}
      title={NOT_FOUND_TITLE}
      actions={<HomeLink variant="primary" />}
    >
      <p>
        O endereço <code>{pathname}</code> não existe ou esta tela ainda não está disponível nesta versão do
        aplicativo.
      </p>
    </StatusScreen>
  );
}
