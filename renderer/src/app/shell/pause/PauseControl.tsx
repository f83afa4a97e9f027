/**
 * Beside the header's store switch (issue 34 §1): 'Pausar' while the store is open, which asks
 * how long and why; while a pause runs, 'Pausado · volta às 20:45' with its countdown and
 * 'Retomar agora'. The controller (usePauseController) does the work; this only asks and shows.
 */
import { useEffect, useState } from 'react';
import { PauseCircle, Play } from 'lucide-react';
import {
  PAUSE_LENGTHS,
  PAUSE_REASONS,
  pauseCountdown,
  pauseLabel,
  type PauseLength,
  type PauseReason,
} from '../../../../../shared/store-pause/pause';
import { lastWaiting, useOutbox } from '../../../offline/desk';
import { useShop } from '../../../stores/shop';
import { usePause } from './pauseStore';
import { PopoverForm, RadioFieldset } from './PopoverForm';
import { RunningChip } from './RunningChip';
import './pause.css';

function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

export function PauseControl() {
  const pause = usePause((s) => s.pause);
  const controller = usePause((s) => s.controller);
  const fechado = useShop((s) => s.info?.fechado);
  const waiting = useOutbox((s) => lastWaiting(s.entries, 'store-open'));
  const now = useNow(pause !== null);
  if (!controller) return null;

  if (pause) {
    const left = pauseCountdown(pause.endsAt, now);
    return (
      <RunningChip
        kind="paused"
        icon={PauseCircle}
        action="Retomar agora"
        actionIcon={Play}
        onAction={() => controller.resumeNow()}
      >
        <span className="store-pause__label" role="status">
          {pauseLabel(pause)}
        </span>
        <span className="store-pause__countdown" aria-label={`Faltam ${left}`}>
          {left}
        </span>
      </RunningChip>
    );
  }

  if (!fechado) return null;
  const open = (waiting ? (waiting.action.open ? 'N' : 'S') : fechado) === 'N';
  return <PauseMenu storeOpen={open} />;
}

const REASON_OPTIONS = PAUSE_REASONS.map((r) => ({ id: r, label: r }));

/** Closed, the menu only explains and keeps the closed-store notice setting within reach. */
function PauseMenu({ storeOpen }: { storeOpen: boolean }) {
  const controller = usePause((s) => s.controller);
  const closedNotice = usePause((s) => s.closedNotice);
  const [length, setLength] = useState<PauseLength>('15');
  const [reason, setReason] = useState<PauseReason>('Muitos pedidos');
  if (!controller) return null;
  return (
    <PopoverForm
      icon={PauseCircle}
      trigger="Pausar"
      label="Pausar a loja"
      submitLabel={storeOpen ? 'Pausar loja' : null}
      onSubmit={() => controller.pause(length, reason)}
      footer={
        <label className="pause-popover__option pause-popover__setting">
          <input
            type="checkbox"
            checked={closedNotice}
            onChange={(e) => void controller.setClosedNotice(e.target.checked)}
          />
          Avisar a cada hora quando a loja estiver fechada no horário de funcionamento
        </label>
      }
    >
      {storeOpen ? null : (
        <p className="pause-popover__closed">
          A loja está fechada. Para pausar, abra a loja pelo interruptor.
        </p>
      )}
      <RadioFieldset
        legend="Pausar por"
        name="pause-length"
        options={PAUSE_LENGTHS}
        value={length}
        onChange={setLength}
        hidden={!storeOpen}
      />
      <RadioFieldset
        legend="Motivo"
        name="pause-reason"
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
        hidden={!storeOpen}
      />
    </PopoverForm>
  );
}
