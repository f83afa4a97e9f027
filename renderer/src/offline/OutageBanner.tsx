/**
 * The platform does not answer (issue 19 §3): what staff see is the last known state, said once in
 * the banner area instead of an error dialog per background load. Warning, not danger: the desk
 * keeps working (waiting actions, printing); an icon and the text say it, never the colour alone.
 */
import { CloudOff } from 'lucide-react';
import { formatTime } from '../../../shared/format';
import { connectivity, useConnectivity } from './connectivity';
import { useRestoredCache } from './ordersCache';
import './offline.css';

export function outageText(lastContactAt: number): string {
  return `Sem conexão com a plataforma desde ${formatTime(new Date(lastContactAt))} — exibindo os últimos pedidos conhecidos`;
}

/**
 * The last contact: this page's last answer, else the cache's (a desk started during the outage),
 * else when the platform was found away.
 */
export function lastContact(answeredHere: number | null, restored: number | null, downSince: number | null) {
  return answeredHere ?? restored ?? downSince;
}

export function OutageBanner({
  lastAnsweredAt = () => connectivity.lastAnsweredAt(),
}: {
  lastAnsweredAt?(): number | null;
}) {
  const { reachable, downSince } = useConnectivity();
  const restored = useRestoredCache((s) => s.lastContactAt);
  if (reachable) return null;
  const since = lastContact(lastAnsweredAt(), restored, downSince);
  return (
    <div className="banner banner--warning offline-banner" role="status">
      <CloudOff className="banner__icon" size={24} aria-hidden />
      <div className="banner__body">
        <p className="banner__title">
          {since === null
            ? 'Sem conexão com a plataforma — exibindo os últimos pedidos conhecidos'
            : outageText(since)}
        </p>
      </div>
    </div>
  );
}
