/**
 * Beside the header's store switch (issue 34 §1): 'Pausar' while the store is open, which asks
 * how long and why; while a pause runs, 'Pausado · volta às 20:45' with its countdown and
 * 'Retomar agora'. The controller (usePauseController) does the work; this only asks and shows.
 */
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  if (!controller) return null;

  if (pause) {
    const label = pauseLabel(pause);
    return (
      <div className="store-pause is-paused">
        <PauseCircle aria-hidden size={18} />
        <span className="store-pause__label" role="status">
          {label}
        </span>
        <span className="store-pause__countdown" aria-label={`Faltam ${pauseCountdown(pause.endsAt, now)}`}>
          {pauseCountdown(pause.endsAt, now)}
        </span>
        <button
          type="button"
          className="store-pause__btn"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void controller.resumeNow().finally(() => setBusy(false));
          }}
        >
          <Play aria-hidden size={16} />
          Retomar agora
        </button>
      </div>
    );
  }

  if (!fechado) return null;
  const open = (waiting ? (waiting.action.open ? 'N' : 'S') : fechado) === 'N';
  return <PauseMenu storeOpen={open} />;
}

/** Closed, the menu only explains and keeps the closed-store notice setting within reach. */
function PauseMenu({ storeOpen }: { storeOpen: boolean }) {
  const controller = usePause((s) => s.controller);
  const closedNotice = usePause((s) => s.closedNotice);
  const [open, setOpen] = useState(false);
  const [length, setLength] = useState<PauseLength>('15');
  const [reason, setReason] = useState<PauseReason>('Muitos pedidos');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { length: useId(), reason: useId(), error: useId() };
  if (!controller) return null;

  async function start() {
    if (!controller || busy || !storeOpen) return;
    setBusy(true);
    setError(null);
    const r = await controller.pause(length, reason);
    setBusy(false);
    if (r.ok) setOpen(false);
    else setError(r.message);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(null);
      }}
    >
      <Popover.Trigger asChild>
        <button type="button" className="store-pause__btn store-pause__trigger">
          <PauseCircle aria-hidden size={16} />
          Pausar
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="pause-popover" align="end" sideOffset={6} aria-label="Pausar a loja">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            {storeOpen ? null : (
              <p className="pause-popover__closed">
                A loja está fechada. Para pausar, abra a loja pelo interruptor.
              </p>
            )}
            <fieldset className="pause-popover__group" hidden={!storeOpen}>
              <legend id={ids.length}>Pausar por</legend>
              {PAUSE_LENGTHS.map((l) => (
                <label key={l.id} className="pause-popover__option">
                  <input
                    type="radio"
                    name="pause-length"
                    value={l.id}
                    checked={length === l.id}
                    onChange={() => setLength(l.id)}
                  />
                  {l.label}
                </label>
              ))}
            </fieldset>
            <fieldset className="pause-popover__group" hidden={!storeOpen}>
              <legend id={ids.reason}>Motivo</legend>
              {PAUSE_REASONS.map((r) => (
                <label key={r} className="pause-popover__option">
                  <input
                    type="radio"
                    name="pause-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                  />
                  {r}
                </label>
              ))}
            </fieldset>
            {error ? (
              <p className="pause-popover__error" id={ids.error} role="alert">
                {error}
              </p>
            ) : null}
            {storeOpen ? (
              <button
                type="submit"
                className="pause-popover__submit"
                disabled={busy}
                aria-busy={busy || undefined}
              >
                Pausar loja
              </button>
            ) : null}
            <label className="pause-popover__option pause-popover__setting">
              <input
                type="checkbox"
                checked={closedNotice}
                onChange={(e) => void controller.setClosedNotice(e.target.checked)}
              />
              Avisar a cada hora quando a loja estiver fechada no horário de funcionamento
            </label>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
