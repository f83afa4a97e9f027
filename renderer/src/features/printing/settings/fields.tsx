/**
 * Form controls of the settings screens, in the frame of components/TextField (components/Field):
 * a label tied to its control, an optional hint, an inline error announced and tied by
 * aria-describedby.
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field } from '../../../components/Field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} className="field__input field__select">
          {children}
        </select>
      )}
    </Field>
  );
}

interface ChoiceFieldProps<T extends string | number> extends Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'children'
> {
  value: T;
  options: readonly { value: T; label: string }[];
  /** The picked option's own value, typed: never the select's text. */
  onPick(value: T): void;
}

/** A select over a fixed list of typed choices (method, layout, width, model, code page). */
export function ChoiceField<T extends string | number>({
  value,
  options,
  onPick,
  ...field
}: ChoiceFieldProps<T>) {
  return (
    <SelectField
      {...field}
      value={String(value)}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onPick(picked.value);
      }}
    >
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A printer test's outcome beside the printer, announced: '✓ Página de teste enviada' or '⚠ …'. */
export function TestResultTag({ result }: { result: { ok: boolean; text: string } | null | undefined }) {
  if (!result) return null;
  return (
    <span className={`test-result test-result--${result.ok ? 'ok' : 'error'}`} role="status">
      {result.ok ? '✓ ' : '⚠ '}
      {result.text}
    </span>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      boxClassName="field__box field__box--area"
    >
      {(control) => (
        <textarea {...area} {...control} className="field__input field__textarea" spellCheck={false} />
      )}
    </Field>
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
