/**
 * 'Atrasados (3)' above the orders list (issue 34 §4): the accepted orders past the estimate's
 * maximum, counted on the shared tick; pressed, the list shows only them. Shown while any is late
 * or while the filter is on (so it can be turned off when the last one goes out).
 */
import { AlertTriangle } from 'lucide-react';
import type { OrderEntry } from '../../stores/orders';
import { useLateCount } from '../../orders-live/lateness';

export function LateFilterChip({
  entries,
  active,
  onToggle,
}: {
  entries: readonly OrderEntry[];
  active: boolean;
  onToggle(): void;
}) {
  const count = useLateCount(entries);
  if (count === 0 && !active) return null;
  return (
    <div className="late-filter">
      <button
        type="button"
        className={`late-filter__chip ${active ? 'is-active' : ''}`}
        aria-pressed={active}
        onClick={onToggle}
      >
        <AlertTriangle aria-hidden size={16} />
        Atrasados ({count})
      </button>
      {active ? <span className="late-filter__hint">Mostrando só os pedidos atrasados.</span> : null}
    </div>
  );
}
