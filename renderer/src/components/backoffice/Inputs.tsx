/**
 * Masked and validated inputs of the back-office forms, in the Field frame (label for,
 * aria-invalid, aria-describedby): MoneyInput (BRL), PriceInput (the catalogue's plain decimal),
 * DateInput (dd/mm/yyyy ↔ ISO day), TimeInput (HH:MM). Pure rules live in shared/inputs.ts.
 *
 * Kit: MoneyInput, PriceInput, DateInput, TimeInput, TextAreaField.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { IMask, IMaskInput } from 'react-imask';
import { Field } from '../Field';
import {
  PRICE_RULE,
  brDateToIso,
  isoToBrDate,
  sanitizeDecimal,
  type DecimalRule,
} from '../../../../shared/inputs';
import { INVALID_DATE } from '../../../../shared/reports/dates';

interface BaseInputProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  name?: string;
  placeholder?: string;
  onBlur?(): void;
}

/* ------------------------------------------------------------------ money */

export interface MoneyInputProps extends BaseInputProps {
  /** Reais (not cents); null when empty. */
  value: number | null;
  onChange(value: number | null): void;
  /** Largest value accepted while typing. */
  max?: number;
  /** Allow negative values (default false). */
  allowNegative?: boolean;
}

/** Shows 'R$ 1.234,56' (thousands '.', decimal ','); gives the number. A '.' typed is the decimal comma. */
export function MoneyInput({
  label,
  hint,
  error,
  value,
  onChange,
  max = 9_999_999.99,
  allowNegative = false,
  className,
  placeholder = '0,00',
  ...rest
}: MoneyInputProps) {
  return (
    <Field label={label} hint={hint} error={error} className={`bo-field ${className ?? ''}`}>
      {(control) => (
        <>
          <span className="bo-input__prefix" aria-hidden>
            R$
          </span>
          <IMaskInput
            {...control}
            {...rest}
            className="field__input bo-input--money"
            inputMode="decimal"
            autoComplete="off"
            placeholder={placeholder}
            mask={Number}
            scale={2}
            thousandsSeparator="."
            radix=","
            mapToRadix={['.']}
            padFractionalZeros
            normalizeZeros
            min={allowNegative ? -max : 0}
            max={max}
            unmask
            value={value === null || !Number.isFinite(value) ? '' : String(value)}
            onAccept={(unmasked: string) => {
              if (unmasked === '' || unmasked === '-') onChange(null);
              else {
                const n = Number(unmasked);
                onChange(Number.isFinite(n) ? n : null);
              }
            }}
          />
        </>
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------ plain decimal */

export interface PriceInputProps extends BaseInputProps {
  /** The text as typed ('12.50'); parse it with parseDecimal (shared/inputs.ts) to save. */
  value: string;
  onChange(text: string): void;
  /** Defaults to the catalogue's price rule: 6 characters, 2 decimals, dot separator. */
  rule?: DecimalRule;
}

/** The catalogue's price field (02 §5): digits and a dot, 2 decimals, at most 6 characters. */
export function PriceInput({
  label,
  hint,
  error,
  value,
  onChange,
  rule = PRICE_RULE,
  className,
  ...rest
}: PriceInputProps) {
  return (
    <Field label={label} hint={hint} error={error} className={`bo-field ${className ?? ''}`}>
      {(control) => (
        <input
          {...control}
          {...rest}
          className="field__input bo-input--number"
          inputMode="decimal"
          autoComplete="off"
          maxLength={rule.maxLength}
          value={value}
          onChange={(e) => onChange(sanitizeDecimal(e.target.value, rule))}
        />
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------ date */

export interface DateInputProps extends BaseInputProps {
  /** An ISO day ('yyyy-mm-dd') or null (empty or not yet a full valid date). */
  value: string | null;
  onChange(iso: string | null): void;
}

/**
 * dd/mm/yyyy with a mask; gives the ISO day once the date is complete and real, null otherwise.
 * A complete but impossible date (31/02/2025) shows 'Informe uma data válida (dd/mm/aaaa).'.
 */
export function DateInput({
  label,
  hint,
  error,
  value,
  onChange,
  className,
  placeholder = 'dd/mm/aaaa',
  ...rest
}: DateInputProps) {
  const [text, setText] = useState(() => isoToBrDate(value));
  // A value set from outside (a preset, a reset) replaces what is typed unless it already says it.
  useEffect(() => {
    setText((t) =>
      brDateToIso(t) === value ? t : value === null && brDateToIso(t) === null ? t : isoToBrDate(value),
    );
  }, [value]);
  const complete = /^\d{2}\/\d{2}\/\d{4}$/.test(text);
  const ownError = complete && brDateToIso(text) === null ? INVALID_DATE : null;
  return (
    <Field label={label} hint={hint} error={error ?? ownError} className={`bo-field ${className ?? ''}`}>
      {(control) => (
        <IMaskInput
          {...control}
          {...rest}
          className="field__input bo-input--date"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          mask="00/00/0000"
          value={text}
          onAccept={(masked: string) => {
            setText(masked);
            const iso = brDateToIso(masked);
            if (iso !== value) onChange(iso);
          }}
        />
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------ time */

export interface TimeInputProps extends BaseInputProps {
  /** 'HH:MM' as typed (may be incomplete); parse with parseTimeMinutes / endTimeMinutes. */
  value: string;
  onChange(text: string): void;
}

/** HH:MM with a mask: hours 00–23, minutes 00–59. */
export function TimeInput({
  label,
  hint,
  error,
  value,
  onChange,
  className,
  placeholder = '00:00',
  ...rest
}: TimeInputProps) {
  return (
    <Field label={label} hint={hint} error={error} className={`bo-field bo-field--time ${className ?? ''}`}>
      {(control) => (
        <IMaskInput
          {...control}
          {...rest}
          className="field__input bo-input--time"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          mask="HH:MM"
          blocks={{
            HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
            MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
          }}
          value={value}
          onAccept={(masked: string) => {
            if (masked !== value) onChange(masked);
          }}
        />
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------ long text */

export interface TextAreaFieldProps extends BaseInputProps {
  value: string;
  onChange(text: string): void;
  /** A hard limit (e.g. 200 for a stock item's description, 02 §5) with a live 'x/200' counter. */
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
  rows = 3,
  className,
  ...rest
}: TextAreaFieldProps) {
  const counter = maxLength !== undefined ? `${value.length}/${maxLength} caracteres` : null;
  return (
    <Field
      label={label}
      hint={
        counter ? (
          <>
            {hint ? <>{hint} · </> : null}
            {counter}
          </>
        ) : (
          hint
        )
      }
      error={error}
      className={`bo-field ${className ?? ''}`}
      boxClassName="field__box bo-textarea__box"
    >
      {(control) => (
        <textarea
          {...control}
          {...rest}
          className="field__input bo-textarea"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(maxLength ? e.target.value.slice(0, maxLength) : e.target.value)}
        />
      )}
    </Field>
  );
}
