import { useId, useState } from 'react';
import { Switch } from 'radix-ui';
import { setStoreClosed } from '../../api/store';
import { useServices } from '../../services/services';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { useShop } from '../../stores/shop';

export const OPEN_LABEL = 'Loja aberta';
export const CLOSED_LABEL = 'Loja fechada';

/**
 * The header's open/closed switch (spec 01 §2, §4, §8). The change shows at once; the server's
 * answer confirms it (toast with its message, 2 s) or reverts it ('Atenção!' with its message).
 * The store socket's 'loja' event moves it too.
 */
export function StoreSwitch() {
  const { api } = useServices();
  const fechado = useShop((s) => s.info?.fechado);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  if (!fechado) return null;
  const shown = fechado;
  const open = shown === 'N';
  const label = open ? OPEN_LABEL : CLOSED_LABEL;

  async function toggle(nextOpen: boolean) {
    if (busy) return;
    const previous = useShop.getState().info?.fechado ?? shown;
    const next = nextOpen ? 'N' : 'S';
    setBusy(true);
    useShop.getState().setFechado(next);
    try {
      const res = await setStoreClosed(api, next);
      if (res.ok) {
        notify.success(res.data || (nextOpen ? 'Loja aberta com sucesso!' : 'Loja fechada com sucesso!'));
      } else {
        useShop.getState().setFechado(previous);
        void dialogs.alert({ message: res.message || 'Não foi possível alterar a situação da loja.' });
      }
    } catch {
      // The HTTP layer already showed its dialog; the switch goes back to what the server has.
      useShop.getState().setFechado(previous);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`store-switch ${open ? 'is-open' : 'is-closed'}`}>
      <Switch.Root
        className="switch"
        checked={open}
        disabled={busy}
        onCheckedChange={(v) => void toggle(v)}
        aria-labelledby={labelId}
      >
        <Switch.Thumb className="switch__thumb" />
      </Switch.Root>
      <span id={labelId} className="store-switch__label">
        {label}
      </span>
    </div>
  );
}
