import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Validation message, announced and tied to the input. */
  error?: string | null;
  hint?: ReactNode;
  /** Rendered inside the field's box, after the input (e.g. a show/hide toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, trailing, className, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          <input {...input} ref={ref} {...control} className="field__input" />
          {trailing}
        </>
      )}
    </Field>
  );
}
