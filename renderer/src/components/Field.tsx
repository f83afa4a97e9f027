/**
 * The frame every labelled form control shares (TextField, the settings screens' SelectField and
 * TextAreaField): a label tied to the control, an optional hint, and an inline error announced
 * and tied to the control by aria-describedby.
 */
import { useId, type ReactNode } from 'react';

/** What the control inside the frame must carry to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Validation message, announced and tied to the control. */
  error?: string | null;
  className?: string;
  /** The class of the box around the control. */
  boxClassName?: string;
  /** Renders the control (and anything else inside the box) with the props that tie it in. */
  children(control: FieldControlProps): ReactNode;
}

export function Field({ label, hint, error, className, boxClassName = 'field__box', children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={boxClassName}>{children(control)}</div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
