import { ShieldX } from 'lucide-react';
import { HomeLink, StatusScreen } from './StatusScreen';

const ACCESS_DENIED_TITLE = 'Acesso Negado!!';
const ACCESS_DENIED_TEXT =
  'Você não tem permissão para acessar essa página. Entre em contato com o administrador do sistema.';

export function AccessDeniedScreen() {
  return (
    <StatusScreen
      tone="danger"
      icon={<ShieldX size={48} />}
      title={ACCESS_DENIED_TITLE}
      actions={<HomeLink variant="secondary" />}
    >
      <p>{ACCESS_DENIED_TEXT}</p>
    </StatusScreen>
  );
}
