import { useId, useState } from 'react';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { lastWaiting, useOutbox } from '../../offline/desk';
import { WaitingMark } from '../../offline/WaitingMark';
import { useServices } from '../../services/services';
import { useShop } from '../../stores/shop';
import { endPauseByHand } from './pause/pauseStore';
import { switchStoreOpen } from './storeOpenCommand';
import { offerDaySummaryOnClose } from '../../features/printing/day-summary/offerOnClose';
import { shortcutProps, shortcutTitle } from '../../components/shortcutTargets';

const OPEN_LABEL = 'Loja aberta';
const CLOSED_LABEL = 'Loja fechada';

/**
 * The header's open/closed switch (spec 01 §2, §4, §8), through `switchStoreOpen` (the change
 * shows at once, the answer confirms or reverts it; without the platform it waits in the outbox
 * and shows its waiting value, marked, until sent, issue 19). The store socket's 'loja' event
 * moves it too. Pressing it ends a running pause (issue 34 §1).
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

  async function toggle(nextOpen: boolean) {
    if (busy) return;
    setBusy(true);
    // A hand on the switch ends a running pause (issue 34 §1): staff took the store back.
    await endPauseByHand(nextOpen);
    try {
      const outcome = await switchStoreOpen(api, nextOpen);
      if (outcome === 'applied' && !nextOpen) void offerDaySummaryOnClose(platform);
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
        shortcut={shortcutProps('storeSwitch')}
        title={shortcutTitle('Abrir ou fechar a loja (Espaço muda)', 'L')}
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
