/**
 * The delivery-time control (spec 01 §2, §5, §9): the presets only, showing the current
 * range; the change is confirmed by the server's message (2 s toast) or refused with its
 * message ('Atenção!'). The reminder the notice flag raises is DeliveryTimeNotice.
 */
import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, ChevronDown, Clock } from 'lucide-react';
import { DELIVERY_TIME_PRESETS } from '../../../../shared/api/platform-v1';
import { formatDeliveryRange } from '../../../../shared/format';
import { setDeliveryTime } from '../../api/orders';
import type { ApiClient } from '../../api/http';
import { useServices } from '../../services/services';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { useShop } from '../../stores/shop';
import { isUnanswered } from '../../api/errors';
import { useConnectivity } from '../../offline/connectivity';
import { lastWaiting, useOutbox } from '../../offline/desk';
import { keepAction } from '../../offline/keepAction';
import { UNANSWERED_IS_MINE } from '../../offline/policy';
import { WaitingMark } from '../../offline/WaitingMark';
import { shortcutProps } from './shortcuts';

const DELIVERY_TIME_SUCCESS = 'Previsão de entrega alterada com sucesso!';

const queue = (min: number, max: number, possiblySent: boolean) =>
  keepAction({ kind: 'delivery-time', min, max }, possiblySent);

/**
 * Applies one preset: server call, toast or alert, and the store's new range. While the platform
 * does not answer (known, or this call unanswered) the preset waits in the outbox instead.
 */
export async function changeDeliveryTime(
  api: ApiClient,
  min: number,
  max: number,
  opts: { successMessage?: string } = {},
): Promise<boolean> {
  if (!DELIVERY_TIME_PRESETS.some(([a, b]) => a === min && b === max)) return false;
  const waiting = lastWaiting(useOutbox.getState().entries, 'delivery-time');
  if (!useConnectivity.getState().reachable || waiting) {
    // Kept, or a full outbox (staff told): either way nothing is sent now.
    const kept = await queue(min, max, false);
    if (kept !== 'failed') return kept === 'kept';
  }
  try {
    const res = await setDeliveryTime(api, min, max, UNANSWERED_IS_MINE);
    if (!res.ok) {
      void dialogs.alert({ message: res.message || 'Não foi possível alterar a previsão de entrega.' });
      return false;
    }
    useShop.getState().patchInfo({ entrega_minimo: min, entrega_maximo: max });
    notify.success(opts.successMessage ?? (res.data || DELIVERY_TIME_SUCCESS));
    return true;
  } catch (err) {
    // The HTTP layer showed its dialog, unless nothing answered: then it waits.
    return isUnanswered(err) && (await queue(min, max, true)) === 'kept';
  }
}

export function DeliveryTimeMenu() {
  const { api } = useServices();
  const waiting = useOutbox((s) => lastWaiting(s.entries, 'delivery-time'));
  const platformMin = useShop((s) => s.info?.entrega_minimo ?? null);
  const platformMax = useShop((s) => s.info?.entrega_maximo ?? null);
  const min = waiting ? waiting.action.min : platformMin;
  const max = waiting ? waiting.action.max : platformMax;
  const [busy, setBusy] = useState(false);
  const range = formatDeliveryRange(min, max);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild disabled={busy}>
          <button
            type="button"
            className="topbar-btn delivery-time"
            aria-label={`Entrega ${range}. Alterar a previsão de entrega`}
            title={`Alterar a previsão de entrega (atalho: ${shortcutProps('deliveryTime')['aria-keyshortcuts']})`}
            {...shortcutProps('deliveryTime')}
            aria-busy={busy || undefined}
          >
            <Clock aria-hidden size={20} />
            <span className="delivery-time__text">
              <span className="delivery-time__label">Entrega</span>{' '}
              <span className="delivery-time__value">{range}</span>
            </span>
            <ChevronDown aria-hidden size={18} />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
            <DropdownMenu.Label className="menu__label">Previsão de entrega</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={`${min}-${max}`}
              onValueChange={(v) => {
                const [a, b] = v.split('-').map(Number);
                if (a === undefined || b === undefined || busy) return;
                setBusy(true);
                void changeDeliveryTime(api, a, b).finally(() => setBusy(false));
              }}
            >
              {DELIVERY_TIME_PRESETS.map(([a, b]) => (
                <DropdownMenu.RadioItem key={`${a}-${b}`} value={`${a}-${b}`} className="menu__item">
                  <span className="menu__check">
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden size={18} />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  {formatDeliveryRange(a, b)}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {waiting ? (
        <WaitingMark
          entryId={waiting.id}
          pressedAt={waiting.pressedAt}
          state={waiting.state}
          what={`a previsão de entrega ${range}`}
        />
      ) : null}
    </>
  );
}
