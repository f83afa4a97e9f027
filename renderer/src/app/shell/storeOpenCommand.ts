/**
 * Opening or closing the store with the spec's call (01 §7 estabelecimento/mudaAberturaFechamento),
 * as the header switch does it (01 §2, §4, §8): the change shows at once; the server's answer
 * confirms it (toast with its message) or reverts it ('Atenção!' with its message). While the
 * platform does not answer (or an earlier change waits) it waits in the outbox (issue 19). The
 * pause (issue 34 §1) closes and reopens through here too, so a return during an outage waits
 * like any switch.
 */
import { setStoreClosed } from '../../api/store';
import type { ApiClient } from '../../api/http';
import { isUnanswered } from '../../api/errors';
import { useConnectivity } from '../../offline/connectivity';
import { lastWaiting, useOutbox } from '../../offline/desk';
import { keepAction } from '../../offline/keepAction';
import { UNANSWERED_IS_MINE } from '../../offline/policy';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { useShop } from '../../stores/shop';

/** 'kept': waiting in the outbox; 'refused': the platform said no (told); 'failed': not done (told). */
export type StoreSwitchOutcome = 'applied' | 'kept' | 'refused' | 'failed';

export async function switchStoreOpen(
  api: ApiClient,
  nextOpen: boolean,
  opts: { successMessage?: string } = {},
): Promise<StoreSwitchOutcome> {
  const waiting = lastWaiting(useOutbox.getState().entries, 'store-open');
  const shown = waiting ? (waiting.action.open ? 'N' : 'S') : useShop.getState().info?.fechado;
  const previous = useShop.getState().info?.fechado ?? shown ?? 'S';
  const next = nextOpen ? 'N' : 'S';
  const queue = (possiblySent: boolean) => keepAction({ kind: 'store-open', open: nextOpen }, possiblySent);
  // Kept, a full outbox or a browser that keeps nothing (staff told): either way nothing is
  // sent now.
  if (!useConnectivity.getState().reachable || waiting) {
    const kept = await queue(false);
    if (kept === 'kept') return 'kept';
    if (kept === 'full' || kept === 'refused') return 'failed';
  }
  useShop.getState().setFechado(next);
  try {
    const res = await setStoreClosed(api, next, UNANSWERED_IS_MINE);
    if (res.ok) {
      notify.success(
        opts.successMessage ??
          (res.data || (nextOpen ? 'Loja aberta com sucesso!' : 'Loja fechada com sucesso!')),
      );
      return 'applied';
    }
    useShop.getState().setFechado(previous);
    void dialogs.alert({ message: res.message || 'Não foi possível alterar a situação da loja.' });
    return 'refused';
  } catch (err) {
    // The HTTP layer already showed its dialog, unless nothing answered: then it waits.
    useShop.getState().setFechado(previous);
    if (isUnanswered(err) && (await queue(true)) === 'kept') return 'kept';
    return 'failed';
  }
}
