/**
 * A price input of the delivery areas (spec 02 §5: max 6 characters, 2 decimals). Row inputs
 * commit on blur or Enter when the value changed and is valid; an invalid value says why next to
 * the field and is not sent.
 */
import { useId, useState } from 'react';
import { PRICE_MAX_LENGTH, PRICE_MESSAGE, parsePriceInput } from '../../../../../shared/store-settings/money';

export interface MoneyInputProps {
  label: string;
  /** The stored value as text ('7.50'); the draft starts from it. */
  value: string;
  /** Row inputs: called with the new value on blur/Enter. Header inputs: omit and use onDraft. */
  onCommit?(value: number): void;
  onDraft?(text: string): void;
  disabled?: boolean;
  hideLabel?: boolean;
  placeholder?: string;
}

export function MoneyInput({
  label,
  value,
  onCommit,
  onDraft,
  disabled,
  hideLabel,
  placeholder,
}: MoneyInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const parsed = parsePriceInput(draft);
  const invalid = parsed === undefined;

  function commit() {
    if (!onCommit || invalid) return;
    const next = parsed ?? 0;
    if (next !== Number(value)) onCommit(next);
  }

  return (
    <div className={`field ss-money ${invalid ? 'is-invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'bo-sr-only' : 'field__label'}>
        {label}
      </label>
      <div className="field__box">
        <span className="ss-money__prefix" aria-hidden>
          R$
        </span>
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          maxLength={PRICE_MAX_LENGTH}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-err` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            onDraft?.(e.target.value);
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
      </div>
      {invalid ? (
        <span id={`${id}-err`} className="field__error ss-money__error" role="alert">
          {PRICE_MESSAGE}
        </span>
      ) : null}
    </div>
  );
}
