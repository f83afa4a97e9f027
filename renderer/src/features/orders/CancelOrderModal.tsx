/**
 * Cancelling an order (spec 01 §5): a preset reason or 'Outro motivo...' with a description.
 * The reason goes to the customer, sent as motivo_cancelamento with new status 'PC'.
 */
import { useId, useState, type FormEvent } from 'react';
import { RadioGroup } from 'radix-ui';
import {
  CANCEL_DESCRIPTION_MAX,
  CANCEL_DESCRIPTION_MIN,
  CANCEL_OTHER_REASON,
  CANCEL_PRESET_REASONS,
  validateCancel,
} from '../../../../shared/orders/cancel';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';

export interface CancelOrderModalProps {
  orderId: string;
  customer: string;
  busy: boolean;
  /** Sends the change; resolves true when the order was cancelled (the modal closes). */
  onConfirm(motivo: string): Promise<boolean>;
  onClose(): void;
}

const REASONS = [...CANCEL_PRESET_REASONS, CANCEL_OTHER_REASON];

export function CancelOrderModal({ orderId, customer, busy, onConfirm, onClose }: CancelOrderModalProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'description'; message: string } | null>(null);
  const id = useId();
  const other = reason === CANCEL_OTHER_REASON;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const result = validateCancel({ reason, description });
    if (!result.ok) {
      setError({ field: result.field, message: result.error });
      if (result.field === 'description') document.getElementById(`${id}-description`)?.focus();
      return;
    }
    setError(null);
    if (await onConfirm(result.motivo)) onClose();
  }

  return (
    <Modal
      open
      orderId={orderId}
      title={`Cancelar pedido #${orderId}`}
      description={`O motivo será enviado para ${customer}.`}
      onRequestClose={() => {
        if (!busy) onClose();
      }}
    >
      <form className="cancel-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="cancel-form__reasons">
          <legend className="field__label">Motivo do cancelamento</legend>
          <RadioGroup.Root
            className="choice-list"
            value={reason ?? ''}
            onValueChange={(v) => {
              setReason(v);
              setError(null);
            }}
            aria-invalid={error?.field === 'reason' || undefined}
            aria-describedby={error?.field === 'reason' ? `${id}-error` : undefined}
          >
            {REASONS.map((r, i) => (
              <label key={r} className="choice" htmlFor={`${id}-r${i}`}>
                <RadioGroup.Item className="choice__radio" value={r} id={`${id}-r${i}`}>
                  <RadioGroup.Indicator className="choice__dot" />
                </RadioGroup.Item>
                <span className="choice__text">
                  <strong>{r}</strong>
                </span>
              </label>
            ))}
          </RadioGroup.Root>
          {error?.field === 'reason' ? (
            <p className="field__error" id={`${id}-error`} role="alert">
              {error.message}
            </p>
          ) : null}
        </fieldset>

        {other ? (
          <div className={`field ${error?.field === 'description' ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-description`}>
              Descreva o motivo (o cliente vai ler)
            </label>
            <div className="field__box">
              <textarea
                id={`${id}-description`}
                className="field__input cancel-form__textarea"
                rows={3}
                maxLength={CANCEL_DESCRIPTION_MAX}
                value={description}
                onChange={(e) => {
                  setDescription(e.target.value);
                  if (error?.field === 'description') setError(null);
                }}
                aria-invalid={error?.field === 'description' || undefined}
                aria-describedby={`${id}-hint${error?.field === 'description' ? ` ${id}-derror` : ''}`}
              />
            </div>
            <p className="field__hint" id={`${id}-hint`}>
              Mínimo de {CANCEL_DESCRIPTION_MIN} caracteres. {description.length}/{CANCEL_DESCRIPTION_MAX}
            </p>
            {error?.field === 'description' ? (
              <p className="field__error" id={`${id}-derror`} role="alert">
                {error.message}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            Cancelar pedido
          </Button>
        </div>
      </form>
    </Modal>
  );
}
