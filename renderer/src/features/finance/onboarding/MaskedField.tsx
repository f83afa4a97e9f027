/** A text field with a fixed mask ('00/00/0000', '(00)00000-0000'): react-imask in the Field frame. */
import { IMaskInput } from 'react-imask';
import { Field } from '../../../components/Field';

export interface MaskedFieldProps {
  label: string;
  mask: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel';
}

export function MaskedField({
  label,
  mask,
  value,
  onChange,
  error,
  hint,
  disabled,
  placeholder,
  inputMode,
}: MaskedFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <IMaskInput
          {...control}
          className="field__input"
          mask={mask}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          inputMode={inputMode ?? 'numeric'}
          autoComplete="off"
          onAccept={(v: string) => {
            if (v !== value) onChange(v);
          }}
        />
      )}
    </Field>
  );
}
