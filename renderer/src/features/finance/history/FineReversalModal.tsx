import { useOfflineRefusal } from '../../../offline/useOfflineRefusal';
import { useId, useState } from 'react';
import { REVERSAL_MAX, REVERSAL_MIN } from '../../../../../shared/finance/history';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/feedback/notify';
import type { HistoryOrder } from '../../../../../shared/api/finance';
import { requestFineReversal } from './historyApi';

const REVERSAL_TITLE = 'Solicitacao de estorno de multa';
const REVERSAL_PROMPT = 'Descreva o motivo da sua solicitacao';
/** Fine reversal failure toast (03 §8). */
const REVERSAL_ERROR_MS = 4000;

/**
 * The fine-reversal request (spec 03 §2.10, §5): 20–200 characters (longer text is cut), Enviar
 * disabled below 20; failure → error toast with the server's message for 4 s, the text kept;
 * success closes the modal.
 */
export function FineReversalModal({
  order,
  onClose,
  onSent,
}: {
  order: HistoryOrder;
  onClose(): void;
  onSent(): void;
}) {
  const { api } = useServices();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const offline = useOfflineRefusal('fineReversal');
  const id = useId();
  const length = text.trim().length;

  async function send() {
    // Money never waits for the platform: a submit while it is away (not only the button) is refused.
    if (length < REVERSAL_MIN || busy || offline.disabled || (!order.id_pedido && !order.hash_pedido)) return;
    setBusy(true);
    const res = await requestFineReversal(api, { id: order.id_pedido, hash: order.hash_pedido }, text.trim());
    setBusy(false);
    if (!res.ok) {
      notify.error(res.message, REVERSAL_ERROR_MS);
      return;
    }
    onSent();
  }

  return (
    <Modal open title={REVERSAL_TITLE} onRequestClose={onClose}>
      <form
        className="fin-stack"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p className="fin-note">Pedido #{order.hash_pedido}</p>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {REVERSAL_PROMPT}
          </label>
          <textarea
            id={id}
            className="field__input fin-textarea"
            rows={5}
            value={text}
            maxLength={REVERSAL_MAX}
            aria-describedby={`${id}-count`}
            onChange={(e) => setText(e.target.value.slice(0, REVERSAL_MAX))}
          />
          <p id={`${id}-count`} className="field__hint" aria-live="polite">
            {text.length}/{REVERSAL_MAX} caracteres{length < REVERSAL_MIN ? ` (mínimo ${REVERSAL_MIN})` : ''}
          </p>
        </div>
        <div className="bo-actions fin-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            disabled={length < REVERSAL_MIN || busy || offline.disabled}
            aria-busy={busy || undefined}
            {...offline.controlProps}
          >
            Enviar
          </Button>
        </div>
        {offline.reason}
      </form>
    </Modal>
  );
}
