/**
 * The start and end date pair (dd/mm/yyyy, ISO days out) that period filters put side by side:
 * DateRangeFilter and the finance screens' own filters. Checking the pair is the caller's, as each
 * screen words its errors (03 §5, §8).
 */
import { DateInput } from './Inputs';

export interface DatePair {
  /** ISO days ('yyyy-mm-dd'), null while empty or incomplete. */
  start: string | null;
  end: string | null;
}

export interface DateRangeInputsProps {
  value: DatePair;
  /** Called with both dates, one of them just typed. */
  onChange(value: DatePair): void;
  startLabel?: string;
  endLabel?: string;
  /** Shown under the end date (e.g. 'A data final não pode ser anterior à data inicial.'). */
  endError?: string | null;
  /** Each date field's class. */
  className?: string;
}

export function DateRangeInputs({
  value,
  onChange,
  startLabel = 'Data inicial',
  endLabel = 'Data final',
  endError,
  className,
}: DateRangeInputsProps) {
  return (
    <>
      <DateInput
        label={startLabel}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        className={className}
      />
      <DateInput
        label={endLabel}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        error={endError}
        className={className}
      />
    </>
  );
}
