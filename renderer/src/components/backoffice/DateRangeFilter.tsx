/**
 * A period filter: a presets select (Hoje, Últimos 7/30/60/90 dias, Personalizado) and the start
 * and end dates (dd/mm/yyyy). A preset fills the dates; typing a date switches to Personalizado.
 * The end cannot precede the start (03 §5); the error shows under the end date.
 */
import { Filter } from 'lucide-react';
import { Button } from '../Button';
import { SelectField } from './Controls';
import { DateRangeInputs } from './DateRangeInputs';
import {
  DATE_PRESETS,
  dateRangeErrors,
  presetRange,
  type DatePreset,
  type DateRangeValue,
} from '../../../../shared/inputs';

export interface DateRangeFilterProps {
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
  /** With it, a 'Filtrar' button (disabled while the range is invalid) applies the range. */
  onSubmit?(value: { start: string; end: string }): void;
  submitLabel?: string;
  busy?: boolean;
  /** Restrict or relabel the presets (e.g. without 'hoje'). */
  presets?: readonly { value: DatePreset; label: string }[];
  presetLabel?: string;
  /** The filter form's accessible name. */
  label?: string;
  startLabel?: string;
  endLabel?: string;
  /** Today, for tests. */
  now?: () => Date;
}

/** The value a preset gives (dates filled, or kept as they are for 'personalizado'). */
function withPreset(value: DateRangeValue, preset: DatePreset, now = new Date()): DateRangeValue {
  const range = presetRange(preset, now);
  return range ? { preset, ...range } : { ...value, preset };
}

export function DateRangeFilter({
  value,
  onChange,
  onSubmit,
  submitLabel = 'Filtrar',
  busy,
  presets = DATE_PRESETS,
  presetLabel = 'Período',
  label = 'Filtro por período',
  startLabel = 'Data inicial',
  endLabel = 'Data final',
  now = () => new Date(),
}: DateRangeFilterProps) {
  const errors = dateRangeErrors(value);
  // Incomplete dates are said on submit only; the order error is said at once.
  const bothTyped = value.start !== null && value.end !== null;
  return (
    <form
      className="bo-toolbar bo-range"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (onSubmit && value.start && value.end && !errors.start && !errors.end) {
          onSubmit({ start: value.start, end: value.end });
        }
      }}
    >
      <SelectField
        label={presetLabel}
        value={value.preset}
        onChange={(v) => onChange(withPreset(value, v as DatePreset, now()))}
        options={presets}
        className="bo-range__preset"
      />
      <DateRangeInputs
        value={value}
        onChange={(dates) => onChange({ ...value, ...dates, preset: 'personalizado' })}
        startLabel={startLabel}
        endLabel={endLabel}
        endError={bothTyped ? errors.end : undefined}
        className="bo-range__date"
      />
      {onSubmit ? (
        <Button
          type="submit"
          icon={<Filter size={18} aria-hidden />}
          busy={busy}
          disabled={!bothTyped || Boolean(errors.start || errors.end)}
          className="bo-range__submit"
        >
          {submitLabel}
        </Button>
      ) : null}
    </form>
  );
}
