/**
 * The online-payment notice (spec 01 §2): shown when the store does not accept online payment
 * (getAcceptanceStatus → acceptsOnline false). Those stores lose the customers who pay in the
 * app; the notice points to where a receiving account is registered. When the store already
 * accepts online payment, or the status is unknown (call failed), there is nothing to say.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CreditCard, X } from 'lucide-react';
import { ROLE_ADMIN } from '../../../../shared/session';
import { hasRole, ONLINE_PAYMENT_PATH } from '../../../../shared/routes';
import { fetchAcceptsOnline } from '../../api/orders';
import { useServices } from '../../services/services';
import { useSession } from '../../stores/session';
import { RegistrationNoticeModal } from './RegistrationNoticeModal';

const RECEIVING_ACCOUNTS_PATH = '/financeiro/cadastro/recebimentos';
/** Closing the notice hides it until the app starts again (the screen's space is the counter's). */
const DISMISS_KEY = 'cashDesk.onlinePaymentNotice.dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

export function OnlinePaymentNotice() {
  const { api } = useServices();
  const roles = useSession((s) => s.user?.role_group);
  const [accepts, setAccepts] = useState<boolean | null>(null);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [explaining, setExplaining] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void fetchAcceptsOnline(api, controller.signal).then((v) => {
      if (!controller.signal.aborted) setAccepts(v);
    });
    return () => controller.abort();
  }, [api]);
  if (accepts !== false || dismissed) return null;
  const admin = hasRole(roles, ROLE_ADMIN);
  return (
    <div className="notice notice--info orders-notice" role="status">
      <CreditCard aria-hidden size={20} />
      <p className="orders-notice__text">
        <strong>Sua loja ainda não recebe pagamento online.</strong> Com uma conta de recebimento cadastrada,
        seus clientes podem pagar pelo app com Pix e cartão.{' '}
        {admin ? (
          <>
            <Link to={RECEIVING_ACCOUNTS_PATH} className="orders-notice__link">
              Saiba mais
            </Link>{' '}
            <Link to={ONLINE_PAYMENT_PATH} className="orders-notice__link">
              Ativar pagamento online
            </Link>
          </>
        ) : (
          'Fale com o administrador da loja para ativar.'
        )}{' '}
        <button
          type="button"
          className="btn btn--link orders-notice__link"
          onClick={() => setExplaining(true)}
        >
          Como funciona o cadastro
        </button>
      </p>
      <RegistrationNoticeModal open={explaining} onClose={() => setExplaining(false)} canRegister={admin} />
      <button
        type="button"
        className="icon-btn"
        aria-label="Fechar aviso de pagamento online"
        onClick={() => {
          setDismissed(true);
          try {
            window.sessionStorage.setItem(DISMISS_KEY, '1');
          } catch {
            // Hidden for this screen only.
          }
        }}
      >
        <X aria-hidden size={20} />
      </button>
    </div>
  );
}
