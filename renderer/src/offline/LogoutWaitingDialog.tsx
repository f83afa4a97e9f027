/**
 * 'Sair da Loja' with actions waiting for the platform (issue 36 §1). They belong to the store,
 * not to whoever pressed them: by default they are kept for the next login of the same store,
 * which shows them marked and sends them; staff may instead discard them one by one. Logging out
 * with nothing waiting asks nothing, and a forced logout (the spec's 401) never asks: it keeps
 * them, as the default does.
 */
import { useCallback, useState, type ReactElement } from 'react';
import type { OutboxEntry } from '../../../shared/offline';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { dialogs } from '../components/feedback/dialogs';
import { outboxActionLabel, waitingSummary } from './actionLabel';
import { undoAction, useOutbox, waitingText } from './desk';
import './offline.css';

export const LOGOUT_TITLE = 'Sair da Loja';
const KEPT_NOTE =
  'Elas pertencem à loja: quem entrar em seguida nesta loja as verá marcadas, e elas serão enviadas quando a conexão voltar.';
const NONE_LEFT = 'Nenhuma ação aguardando conexão.';
const DISCARD_FAILED = 'Não foi possível descartar a ação. Tente novamente.';
const SENDING_NOTE = 'Enviando: pode já ter chegado à plataforma';

export interface LogoutWaitingDialogProps {
  entries: readonly OutboxEntry[];
  /** Keep what waits (the default) and log out. */
  onKeep(): void;
  /** Stay logged in. */
  onCancel(): void;
  onDiscard(id: string): Promise<void>;
}

export function LogoutWaitingDialog({ entries, onKeep, onCancel, onDiscard }: LogoutWaitingDialogProps) {
  const [discarding, setDiscarding] = useState<string | null>(null);
  const discard = async (id: string) => {
    setDiscarding(id);
    try {
      await onDiscard(id);
    } finally {
      setDiscarding(null);
    }
  };
  return (
    <Modal
      open
      title={LOGOUT_TITLE}
      description={waitingSummary(entries) || NONE_LEFT}
      onRequestClose={onCancel}
    >
      {entries.length > 0 ? (
        <>
          <p className="dialog__detail">{KEPT_NOTE}</p>
          <ul className="logout-waiting__list">
            {entries.map((e) => {
              const label = outboxActionLabel(e.action);
              const sending = e.state === 'sending';
              return (
                <li key={e.id} className="logout-waiting__item">
                  <span>
                    <strong>{label}</strong>{' '}
                    <span className="logout-waiting__when">{waitingText(e.pressedAt)}</span>
                  </span>
                  <Button
                    variant="danger"
                    aria-label={`Descartar ${label}`}
                    title={sending ? SENDING_NOTE : undefined}
                    disabled={sending || (discarding !== null && discarding !== e.id)}
                    busy={discarding === e.id}
                    onClick={() => void discard(e.id)}
                  >
                    Descartar
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Continuar na loja
        </Button>
        {/* The default: Enter keeps what waits. */}
        <Button variant="primary" autoFocus onClick={onKeep}>
          {entries.length > 0 ? 'Manter e sair' : 'Sair'}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * What 'Sair da Loja' does: `logout` at once when nothing waits; otherwise the dialog first.
 * Returns the request to wire to the button and the dialog to render (null while closed).
 */
const NO_ENTRIES: ReturnType<typeof useOutbox.getState>['entries'] = [];

export function useWaitingLogout(logout: () => void): { requestLogout(): void; dialog: ReactElement | null } {
  const [open, setOpen] = useState(false);
  // Read only while the dialog is open: the shell that holds this hook does not re-render on
  // every outbox change.
  const entries = useOutbox((s) => (open ? s.entries : NO_ENTRIES));
  const requestLogout = useCallback(() => {
    if (useOutbox.getState().entries.length === 0) logout();
    else setOpen(true);
  }, [logout]);
  const onDiscard = useCallback(async (id: string) => {
    try {
      // Refused as 'sending' when it went on its way meanwhile: the list shows it so.
      await undoAction(id);
    } catch {
      void dialogs.alert({ message: DISCARD_FAILED });
    }
  }, []);
  const dialog = open ? (
    <LogoutWaitingDialog
      entries={entries}
      onCancel={() => setOpen(false)}
      onKeep={() => {
        setOpen(false);
        logout();
      }}
      onDiscard={onDiscard}
    />
  ) : null;
  return { requestLogout, dialog };
}
