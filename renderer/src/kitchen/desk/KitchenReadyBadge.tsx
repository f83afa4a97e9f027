import { ChefHat } from 'lucide-react';
import { useKitchenReady } from './deskStore';
import './kitchenDesk.css';

export const KITCHEN_READY_TEXT = 'Pronto na cozinha';

/** The orders list's and detail's mark (issue 33 §3); nothing while the kitchen screen is off. */
export function KitchenReadyBadge({ idPedido }: { idPedido: string }) {
  const ready = useKitchenReady(idPedido);
  if (!ready) return null;
  return (
    <span className="badge badge--kitchen-ready">
      <ChefHat aria-hidden size={13} />
      {KITCHEN_READY_TEXT}
    </span>
  );
}
