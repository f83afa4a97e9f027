import { useId, useState } from 'react';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { setStoreClosed } from '../../api/store';
import { isUnanswered } from '../../api/errors';
import { useConnectivity } from '../../offline/connectivity';
import { lastWaiting, useOutbox } from '../../offline/desk';
import { keepAction } from '../../offline/keepAction';
import { UNANSWERED_IS_MINE } from '../../offline/policy';
import { WaitingMark } from '../../offline/WaitingMark';
import { useServices } from '../../services/services';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { useShop } from '../../stores/shop';
import { offerDaySummaryOnClose } from '../../features/printing/day-summary/offerOnClose';

const OPEN_LABEL = 'Loja aberta';
const CLOSED_LABEL = 'Loja fechada';

/**
 * The header's open/closed switch (spec 01 §2, §4, §8). The change shows at once; the server's
 * answer confirms it (toast with its message, 2 s) or reverts it ('Atenção!' with its message).
 * The store socket's 'loja' event moves it too. Pressed while the platform does not answer (or
 * unanswered), it waits in the outbox and shows its waiting value, marked, until sent (issue 19).
 * A close the platform confirmed opens 'Resumo do dia' when the local print settings ask for it.
 */
export function StoreSwitch() {
  const { api, platform } = useServices();
  const fechado = useShop((s) => s.info?.fechado);
  const waiting = useOutbox((s) => lastWaiting(s.entries, 'store-open'));
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  if (!fechado) return null;
  const shown = waiting ? (waiting.action.open ? 'N' : 'S') : fechado;
  const open = shown === 'N';
  const label = open ? OPEN_LABEL : CLOSED_LABEL;

  const queue = (nextOpen: boolean, possiblySent: boolean) =>
    keepAction({ kind: 'store-open', open: nextOpen }, possiblySent);

  async function toggle(nextOpen: boolean) {
    if (busy) return;
    const previous = useShop.getState().info?.fechado ?? shown;
    const next = nextOpen ? 'N' : 'S';
    setBusy(true);
    // Kept, or a full outbox (staff told): either way nothing is sent now.
    if ((!useConnectivity.getState().reachable || waiting) && (await queue(nextOpen, false)) !== 'failed') {
      setBusy(false);
      return;
    }
    useShop.getState().setFechado(next);
    try {
      const res = await setStoreClosed(api, next, UNANSWERED_IS_MINE);
      if (res.ok) {
        notify.success(res.data || (nextOpen ? 'Loja aberta com sucesso!' : 'Loja fechada com sucesso!'));
        if (!nextOpen) void offerDaySummaryOnClose(platform);
      } else {
        useShop.getState().setFechado(previous);
        void dialogs.alert({ message: res.message || 'Não foi possível alterar a situação da loja.' });
      }
    } catch (err) {
      // The HTTP layer already showed its dialog, unless nothing answered: then it waits.
      useShop.getState().setFechado(previous);
      if (isUnanswered(err)) await queue(nextOpen, true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`store-switch ${open ? 'is-open' : 'is-closed'}`}>
      <ToggleSwitch
        checked={open}
        disabled={busy}
        onCheckedChange={(v) => void toggle(v)}
        labelledBy={labelId}
      />
      <span id={labelId} className="store-switch__label">
        {label}
      </span>
      {waiting ? (
        <WaitingMark
          entryId={waiting.id}
          pressedAt={waiting.pressedAt}
          state={waiting.state}
          what={waiting.action.open ? 'a abertura da loja' : 'o fechamento da loja'}
        />
      ) : null}
    </div>
  );
}
