/**
 * The delivery-time reminder (spec 01 §2, §3, §7): with the notice flag aviso 'S' the orders page asks the
 * store to keep its estimate right, which the store acknowledges (estabelecimento/alteraAviso
 * turns the flag off).
 */
import { useState } from 'react';
import { Clock } from 'lucide-react';
import { formatDeliveryRange } from '../../../../shared/format';
import { acknowledgeDeliveryNotice } from '../../api/orders';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { useShop } from '../../stores/shop';

/**
 * aviso 'S': the platform asks the store to look at its delivery estimate. Our wording: the
 * range the customers are seeing and where to change it.
 */
export function DeliveryTimeNotice() {
  const { api } = useServices();
  const info = useShop((s) => s.info);
  const [busy, setBusy] = useState(false);
  if (!info || info.aviso !== 'S') return null;
  const range = formatDeliveryRange(info.entrega_minimo, info.entrega_maximo);
  return (
    <div className="notice notice--warning orders-notice" role="status">
      <Clock aria-hidden size={20} />
      <p className="orders-notice__text">
        <strong>Confira a previsão de entrega.</strong> Seus clientes estão vendo {range} no app. Se a cozinha
        estiver mais cheia ou mais vazia que o normal, ajuste em “Entrega”, no alto da tela.
      </p>
      <Button
        variant="secondary"
        busy={busy}
        onClick={() => {
          setBusy(true);
          void acknowledgeDeliveryNotice(api).then((ok) => {
            setBusy(false);
            if (ok) useShop.getState().patchInfo({ aviso: 'N' });
          });
        }}
      >
        Entendi
      </Button>
    </div>
  );
}
