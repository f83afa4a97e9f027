/**
 * 'Modo movimentado' beside the pause (issue 34 §2): asks how many presets up and for how long;
 * while it runs, the header says 'Entrega 60–90 min · movimentado até 21:00' with 'Encerrar'.
 * The controller (busyController, run by usePauseController) does the work.
 */
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { Gauge, Square } from 'lucide-react';
import { BUSY_LENGTHS, BUSY_STEPS, busyLabel, type BusyLength } from '../../../../../shared/store-pause/busy';
import { lastWaiting, useOutbox } from '../../../offline/desk';
import { useShop } from '../../../stores/shop';
import { usePause } from './pauseStore';
import './pause.css';

function useEstimateShown() {
  const waiting = useOutbox((s) => lastWaiting(s.entries, 'delivery-time'));
  const min = useShop((s) => s.info?.entrega_minimo ?? null);
  const max = useShop((s) => s.info?.entrega_maximo ?? null);
  if (waiting) return { min: waiting.action.min, max: waiting.action.max };
  return min !== null && max !== null ? { min: Number(min), max: Number(max) } : null;
}

export function BusyControl() {
  const busy = usePause((s) => s.busy);
  const controller = usePause((s) => s.busyController);
  const estimate = useEstimateShown();
  const [ending, setEnding] = useState(false);
  if (!controller) return null;
  if (busy)
    return (
      <div className="store-pause is-busy">
        <Gauge aria-hidden size={18} />
        <span className="store-pause__label" role="status" title={busyLabel(estimate, busy)}>
          {busyLabel(estimate, busy)}
        </span>
        <button
          type="button"
          className="store-pause__btn"
          disabled={ending}
          onClick={() => {
            setEnding(true);
            void controller.endNow().finally(() => setEnding(false));
          }}
        >
          <Square aria-hidden size={14} />
          Encerrar
        </button>
      </div>
    );
  return <BusyMenu />;
}

function BusyMenu() {
  const controller = usePause((s) => s.busyController);
  const [open, setOpen] = useState(false);
  const [steps, setSteps] = useState<1 | 2>(1);
  const [length, setLength] = useState<BusyLength>('30');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!controller) return null;

  async function start() {
    if (!controller || sending) return;
    setSending(true);
    setError(null);
    const r = await controller.begin(length, steps);
    setSending(false);
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
          <Gauge aria-hidden size={16} />
          Modo movimentado
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="pause-popover" align="end" sideOffset={6} aria-label="Modo movimentado">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <fieldset className="pause-popover__group">
              <legend>Aumentar a previsão de entrega</legend>
              {BUSY_STEPS.map((s) => (
                <label key={s.steps} className="pause-popover__option">
                  <input
                    type="radio"
                    name="busy-steps"
                    checked={steps === s.steps}
                    onChange={() => setSteps(s.steps)}
                  />
                  {s.label}
                </label>
              ))}
            </fieldset>
            <fieldset className="pause-popover__group">
              <legend>Por</legend>
              {BUSY_LENGTHS.map((l) => (
                <label key={l.id} className="pause-popover__option">
                  <input
                    type="radio"
                    name="busy-length"
                    checked={length === l.id}
                    onChange={() => setLength(l.id)}
                  />
                  {l.label}
                </label>
              ))}
            </fieldset>
            {error ? (
              <p className="pause-popover__error" role="alert">
                {error}
              </p>
            ) : null}
            <button
              type="submit"
              className="pause-popover__submit"
              disabled={sending}
              aria-busy={sending || undefined}
            >
              Ativar modo movimentado
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
