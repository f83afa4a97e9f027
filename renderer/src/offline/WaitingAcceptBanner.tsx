/**
 * An accept waiting for the platform while the order's accept window runs out (issue 19 §2): the
 * platform may drop or cancel the order when it ends, and only the platform can say, so staff are
 * told to check it there. The alert sound keeps going meanwhile (the order is still pending on the
 * platform: stores/orders countPending).
 */
import { useEffect, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useOrders, type OrderEntry } from '../stores/orders';

/** The banner shows in the accept window's last minute. */
const NEAR_END_MS = 60_000;

/** Orders whose waiting accept still leaves them pending on the platform, with a deadline. */
function waitingAccepts(entries: ReadonlyMap<string, OrderEntry>): OrderEntry[] {
  const out: OrderEntry[] = [];
  for (const e of entries.values()) {
    if (e.waiting?.platformStatus === 'PP' && e.deadline !== null) out.push(e);
  }
  return out;
}

/** The ids near the end of their window at `now`, in deadline order. */
function nearEnd(entries: readonly OrderEntry[], now: number): string[] {
  return entries
    .filter((e) => e.deadline !== null && e.deadline - now <= NEAR_END_MS)
    .sort((a, b) => (a.deadline ?? 0) - (b.deadline ?? 0))
    .map((e) => e.order.id_pedido);
}

export function acceptRunningOutText(ids: readonly string[]): string {
  const which = ids.map((id) => `#${id}`).join(', ');
  return ids.length === 1
    ? `O aceite do pedido ${which} ainda aguarda a conexão e o prazo para aceitar está acabando. Confira o pedido com a plataforma.`
    : `Os aceites dos pedidos ${which} ainda aguardam a conexão e o prazo para aceitar está acabando. Confira os pedidos com a plataforma.`;
}

export function WaitingAcceptBanner({ now = Date.now }: { now?: () => number }) {
  const waiting = useOrders(useShallow((s) => waitingAccepts(s.entries)));
  const [at, setAt] = useState(now);
  useEffect(() => {
    if (waiting.length === 0) return;
    setAt(now());
    const id = window.setInterval(() => setAt(now()), 1000);
    return () => window.clearInterval(id);
  }, [waiting.length, now]);
  const ids = waiting.length === 0 ? [] : nearEnd(waiting, at);
  if (ids.length === 0) return null;
  return (
    <div className="notice notice--warning offline-banner" role="alert">
      <AlertTriangle aria-hidden size={20} />
      <p className="orders-notice__text">{acceptRunningOutText(ids)}</p>
    </div>
  );
}
