/**
 * The report screens' start and end pickers (spec 03 §5): dd/mm/yyyy with a mask, the end not
 * before the start. The parent owns the texts and the errors, so a refused request keeps them.
 */
import { IMaskInput } from 'react-imask';
import { Field } from '../components/Field';

export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange(next: DateRange): void;
  errors?: { start?: string | null; end?: string | null };
  disabled?: boolean;
}

function DateField(props: {
  label: string;
  value: string;
  error?: string | null;
  disabled?: boolean;
  onChange(text: string): void;
}) {
  return (
    <Field label={props.label} error={props.error} className="bo-field reports-date">
      {(control) => (
        <IMaskInput
          {...control}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          mask="00/00/0000"
          value={props.value}
          disabled={props.disabled}
          onAccept={(masked: string) => {
            if (masked !== props.value) props.onChange(masked);
          }}
        />
      )}
    </Field>
  );
}

export function DateRangeFields({ value, onChange, errors, disabled }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label="Data inicial"
        value={value.start}
        error={errors?.start}
        disabled={disabled}
        onChange={(start) => onChange({ ...value, start })}
      />
      <DateField
        label="Data final"
        value={value.end}
        error={errors?.end}
        disabled={disabled}
        onChange={(end) => onChange({ ...value, end })}
      />
    </>
  );
}
