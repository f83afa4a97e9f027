/**
 * The period filter's fields (03 §9) inside a screen's filter form: the 'Período' select, the
 * start and end dates when it is 'Personalizado', and 'Filtrar'.
 */
import { PERIOD_OPTIONS, isPeriodValue, type PeriodValue } from '../../../shared/reports/dates';
import { Button } from '../components/Button';
import { SelectField } from '../components/backoffice';
import { DateRangeFields, type DateRange } from './DateRangeFields';
import type { RangeErrors } from './useRangeQuery';

const OPTIONS = PERIOD_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

export interface PeriodFieldsProps {
  period: PeriodValue;
  setPeriod(period: PeriodValue): void;
  range: DateRange;
  setRange(range: DateRange): void;
  errors: RangeErrors;
  busy: boolean;
}

export function PeriodFields({ period, setPeriod, range, setRange, errors, busy }: PeriodFieldsProps) {
  return (
    <>
      <SelectField
        label="Período"
        value={period}
        onChange={(v: string) => {
          if (isPeriodValue(v)) setPeriod(v);
        }}
        options={OPTIONS}
      />
      {period === 'PP' ? <DateRangeFields value={range} onChange={setRange} errors={errors} /> : null}
      <Button type="submit" busy={busy}>
        Filtrar
      </Button>
    </>
  );
}
