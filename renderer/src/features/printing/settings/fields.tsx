/**
 * Form controls of the settings screens, in the look of components/TextField: a label tied to
 * its control, an optional hint, an inline error announced and tied by aria-describedby.
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldFoot({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__box">
        <select
          {...select}
          id={id}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        >
          {children}
        </select>
      </div>
      <FieldFoot id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__box field__box--area">
        <textarea
          {...area}
          id={id}
          className="field__input field__textarea"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </div>
      <FieldFoot id={id} hint={hint} error={error} />
    </div>
  );
}

export interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A large checkbox row: the label is the click target; the hint describes the box. */
export function CheckField({ label, checked, onChange, hint, disabled }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={`check ${disabled ? 'check--disabled' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="check__box"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="check__text">
        <label htmlFor={id} className="check__label">
          {label}
        </label>
        {hint ? (
          <span className="check__hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
