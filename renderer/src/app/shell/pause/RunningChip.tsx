/**
 * What runs in the header (a pause, busy mode): its icon, its words and the one button that ends
 * it, disabled while the ending is under way. One component so 'Retomar agora' and 'Encerrar'
 * behave alike (one press, no second call while the first is out).
 */
import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export function RunningChip({
  kind,
  icon: Icon,
  children,
  action,
  actionIcon: ActionIcon,
  onAction,
}: {
  kind: 'paused' | 'busy';
  icon: LucideIcon;
  /** The words (and the pause's countdown). */
  children: ReactNode;
  action: string;
  actionIcon: LucideIcon;
  onAction(): Promise<void>;
}) {
  const [ending, setEnding] = useState(false);
  return (
    <div className={`store-pause is-${kind}`}>
      <Icon aria-hidden size={18} />
      {children}
      <button
        type="button"
        className="store-pause__btn"
        disabled={ending}
        onClick={() => {
          setEnding(true);
          void onAction().finally(() => setEnding(false));
        }}
      >
        <ActionIcon aria-hidden size={14} />
        {action}
      </button>
    </div>
  );
}
