/**
 * 'Modo movimentado' beside the pause (issue 34 §2): asks how many presets up and for how long;
 * while it runs, the header says 'Entrega 60–90 min · movimentado até 21:00' with 'Encerrar'.
 * The controller (busyController, run by usePauseController) does the work.
 *
 * While the store is paused the trigger is not offered: a paused store takes no orders, so a
 * longer estimate promises nothing to anyone, and the header keeps room for the pause's countdown
 * and the switch at 1366 px. A busy mode already running stays (its end still moves the estimate
 * back), in its short words.
 */
import { useState } from 'react';
import { Gauge, Square } from 'lucide-react';
import {
  BUSY_LENGTHS,
  BUSY_STEPS,
  busyLabel,
  busyShortLabel,
  type BusyLength,
} from '../../../../../shared/store-pause/busy';
import { useEstimateInForce } from './busyEstimate';
import { usePause } from './pauseStore';
import { PopoverForm, RadioFieldset } from './PopoverForm';
import { RunningChip } from './RunningChip';
import './pause.css';

export function BusyControl() {
  const busy = usePause((s) => s.busy);
  const paused = usePause((s) => s.pause !== null);
  const controller = usePause((s) => s.busyController);
  const estimate = useEstimateInForce();
  if (!controller) return null;
  if (busy) {
    const label = paused ? busyShortLabel(busy) : busyLabel(estimate, busy);
    return (
      <RunningChip
        kind="busy"
        icon={Gauge}
        action="Encerrar"
        actionIcon={Square}
        onAction={() => controller.endNow()}
      >
        <span className="store-pause__label" role="status" title={busyLabel(estimate, busy)}>
          {label}
        </span>
      </RunningChip>
    );
  }
  return paused ? null : <BusyMenu />;
}

const STEP_OPTIONS = BUSY_STEPS.map((s) => ({ id: s.steps, label: s.label }));

function BusyMenu() {
  const controller = usePause((s) => s.busyController);
  const [steps, setSteps] = useState<1 | 2>(1);
  const [length, setLength] = useState<BusyLength>('30');
  if (!controller) return null;
  return (
    <PopoverForm
      icon={Gauge}
      trigger="Modo movimentado"
      label="Modo movimentado"
      submitLabel="Ativar modo movimentado"
      onSubmit={() => controller.begin(length, steps)}
    >
      <RadioFieldset
        legend="Aumentar a previsão de entrega"
        name="busy-steps"
        options={STEP_OPTIONS}
        value={steps}
        onChange={setSteps}
      />
      <RadioFieldset
        legend="Por"
        name="busy-length"
        options={BUSY_LENGTHS}
        value={length}
        onChange={setLength}
      />
    </PopoverForm>
  );
}
