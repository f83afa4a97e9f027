/**
 * How something waiting for the platform looks (issue 19): 'Aguardando conexão · HH:MM' with
 * Desfazer while it can still be taken back, and the notices of replays the platform refused.
 */
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AlertTriangle, CloudOff, Undo2, X } from 'lucide-react';
import { Button } from '../components/Button';
import { notify } from '../components/feedback/notify';
import { dismissNotice, undoAction, useOutbox, waitingText, type OutboxNotice } from './desk';
import './offline.css';

const UNDO_LABEL = 'Desfazer';
const UNDO_TOO_LATE =
  'Esta ação já pode ter chegado à plataforma e não pode mais ser desfeita. Confira quando a conexão voltar.';
const REFUSED_TITLE = 'A plataforma recusou a ação';

/** The small badge a list row shows (the row itself is a button: no control inside). */
export function WaitingBadge({ pressedAt }: { pressedAt: string }) {
  return (
    <span className="badge badge--waiting">
      <CloudOff aria-hidden size={13} />
      {waitingText(pressedAt)}
    </span>
  );
}

/** The mark with its Desfazer, for the order detail, the store switch and the estimate. */
export function WaitingMark({
  entryId,
  pressedAt,
  state,
  what,
}: {
  entryId: string;
  pressedAt: string;
  state: 'waiting' | 'sending';
  /** What Desfazer takes back, for its accessible name ('a mudança para Aceito'). */
  what: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <span className="waiting-mark" role="status">
      <CloudOff aria-hidden size={16} />
      <span className="waiting-mark__text">{waitingText(pressedAt)}</span>
      {state === 'waiting' ? (
        <Button
          variant="secondary"
          size="lg"
          className="waiting-mark__undo"
          icon={<Undo2 aria-hidden size={18} />}
          busy={busy}
          aria-label={`${UNDO_LABEL} ${what}`}
          onClick={() => {
            setBusy(true);
            void undoAction(entryId)
              .then((res) => {
                if (!res.ok && res.reason === 'sending') notify.warning(UNDO_TOO_LATE, 'outbox-undo');
              })
              .catch(() => notify.warning(UNDO_TOO_LATE, 'outbox-undo'))
              .finally(() => setBusy(false));
          }}
        >
          {UNDO_LABEL}
        </Button>
      ) : null}
    </span>
  );
}

function useOrderNotices(idPedido: string): readonly OutboxNotice[] {
  return useOutbox(useShallow((s) => s.notices.filter((n) => n.idPedido === idPedido)));
}

/** The row's line: the platform's message, dismissed in the detail. */
export function NoticeBadge({ idPedido }: { idPedido: string }) {
  const notices = useOrderNotices(idPedido);
  const last = notices.at(-1);
  if (!last) return null;
  return (
    <span className="badge badge--refused" title={last.message}>
      <AlertTriangle aria-hidden size={13} />
      {REFUSED_TITLE}: {last.message}
    </span>
  );
}

/** The detail's notices, each with the platform's message and a way to dismiss it. */
export function OrderNotices({ idPedido }: { idPedido: string }) {
  const notices = useOrderNotices(idPedido);
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((n) => (
        <div key={n.id} className="notice notice--error outbox-notice" role="alert">
          <p className="outbox-notice__text">
            <strong>{REFUSED_TITLE}.</strong> {n.message}
          </p>
          <Button
            variant="ghost"
            size="lg"
            icon={<X aria-hidden size={18} />}
            aria-label="Dispensar o aviso"
            onClick={() => dismissNotice(n.id)}
          >
            Dispensar
          </Button>
        </div>
      ))}
    </>
  );
}
