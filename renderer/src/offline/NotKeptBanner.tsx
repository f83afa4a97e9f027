/**
 * The browser's storage refuses to keep the outbox (web mode: IndexedDB unavailable, quota,
 * private mode; issue 36 §2): said up front, not only when the platform goes away, since then
 * every action needs the platform at once and nothing shows 'Aguardando conexão'.
 */
import { DatabaseZap } from 'lucide-react';
import { useOutbox } from './desk';
import './offline.css';

export const NOT_KEPT_TITLE = 'Este navegador não guarda ações sem conexão';
export const NOT_KEPT_DETAIL =
  'Se a plataforma parar de responder, nenhuma ação fica aguardando: cada uma precisa da plataforma na hora. O aplicativo para computador guarda essas ações.';

export function NotKeptBanner() {
  const notKept = useOutbox((s) => s.notKept);
  if (!notKept) return null;
  return (
    <div className="banner banner--warning offline-banner" role="status">
      <DatabaseZap className="banner__icon" size={24} aria-hidden />
      <div className="banner__body">
        <p className="banner__title">{NOT_KEPT_TITLE}</p>
        <p className="banner__text">{NOT_KEPT_DETAIL}</p>
      </div>
    </div>
  );
}
