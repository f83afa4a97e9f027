/**
 * The catalogue modals' form: submit saves (Enter in a field too), 'Fechar' closes, 'Salvar'
 * shows the save in flight (a spinner, or `busyText` where the spec says 'Carregando...').
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';

export interface ModalFormProps {
  onSave(): void | Promise<void>;
  onClose(): void;
  busy: boolean;
  /** Said on 'Salvar' while saving, instead of its spinner. */
  busyText?: string;
  children: ReactNode;
}

export function ModalForm({ onSave, onClose, busy, busyText, children }: ModalFormProps) {
  return (
    <form
      className="catalogue-modal"
      noValidate
      onSubmit={(e) => {
        // A nested modal's form (e.g. the variation editor) bubbles through React's tree: not ours.
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        void onSave();
      }}
    >
      {children}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
        {busyText === undefined ? (
          <Button type="submit" busy={busy}>
            Salvar
          </Button>
        ) : (
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyText : 'Salvar'}
          </Button>
        )}
      </div>
    </form>
  );
}
