/**
 * A control that cannot wait for the platform (offline/policy REFUSED_OFFLINE), disabled while
 * the platform does not answer, says why: as its title and as its accessible description.
 */
import { useId, type ReactElement } from 'react';
import { CloudOff } from 'lucide-react';
import { useConnectivity } from './connectivity';
import { offlineReason, type RefusedAction } from './policy';

export interface OfflineRefusal {
  /** True while the platform does not answer. */
  disabled: boolean;
  /** Spread on the control: title and aria-describedby while refused. */
  controlProps: { title?: string; 'aria-describedby'?: string };
  /** The visible reason, placed next to the control (null while the platform answers). */
  reason: ReactElement | null;
}

export function useOfflineRefusal(action: RefusedAction): OfflineRefusal {
  const reachable = useConnectivity((s) => s.reachable);
  const id = useId();
  if (reachable) return { disabled: false, controlProps: {}, reason: null };
  const text = offlineReason(action);
  return {
    disabled: true,
    controlProps: { title: text, 'aria-describedby': id },
    reason: (
      <p id={id} className="order-actions__reason offline-reason">
        <CloudOff aria-hidden size={14} />
        {text}
      </p>
    ),
  };
}
