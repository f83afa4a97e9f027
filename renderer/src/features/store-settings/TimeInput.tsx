/** An HH:MM input with the 99:99 mask (spec 02 §5): digits only, the colon added as you type. */
import type { InputHTMLAttributes } from 'react';

/** '1830' → '18:30'; '18' → '18'; '183' → '18:3'; letters dropped; at most 4 digits. */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

export interface TimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  label: string;
  invalid?: boolean;
}

export function TimeInput({ value, onChange, label, invalid, ...rest }: TimeInputProps) {
  return (
    <input
      {...rest}
      className="ss-time field__input"
      inputMode="numeric"
      placeholder="HH:MM"
      maxLength={5}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(e) => onChange(maskTime(e.target.value))}
    />
  );
}
