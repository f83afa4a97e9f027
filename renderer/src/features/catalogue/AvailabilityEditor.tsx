/**
 * The availability editor (spec 02 §2.4): always available, or per weekday with a 1º and a 2º
 * Período, each an enable checkbox and two 99:99 times separated by 'às'.
 */
import type { WeekdayKey } from '../../../../shared/api/platform-v1';
import {
  WEEKDAY_KEYS,
  WEEKDAY_LABELS,
  maskTime,
  type AvailabilityErrors,
  type AvailabilityForm,
  type PeriodForm,
} from '../../../../shared/catalogue/availability';

export interface AvailabilityEditorProps {
  value: AvailabilityForm;
  onChange(next: AvailabilityForm): void;
  errors: AvailabilityErrors;
  disabled?: boolean;
  intro?: string;
}

/**
 * Where a refused save sends staff: the Informações tab when it holds an error (it comes first),
 * else the Disponibilidade tab when the availability does; null when neither does.
 */
export function tabWithErrors(
  infoInvalid: boolean,
  availability: AvailabilityErrors,
): 'info' | 'disponibilidade' | null {
  if (infoInvalid) return 'info';
  return Object.keys(availability).length > 0 ? 'disponibilidade' : null;
}

const PERIODS = [
  ['first', '1º Período'],
  ['second', '2º Período'],
] as const;

export function AvailabilityEditor({ value, onChange, errors, disabled, intro }: AvailabilityEditorProps) {
  const setPeriod = (day: WeekdayKey, which: 'first' | 'second', patch: Partial<PeriodForm>) =>
    onChange({
      ...value,
      days: {
        ...value.days,
        [day]: { ...value.days[day], [which]: { ...value.days[day][which], ...patch } },
      },
    });

  return (
    <div className="catalogue-availability">
      {intro ? <p className="catalogue-availability__intro">{intro}</p> : null}
      <fieldset className="catalogue-availability__mode" disabled={disabled}>
        <legend className="bo-sr-only">Disponibilidade</legend>
        <label className="catalogue-radio">
          <input type="radio" checked={value.always} onChange={() => onChange({ ...value, always: true })} />
          Sempre disponível
        </label>
        <label className="catalogue-radio">
          <input
            type="radio"
            checked={!value.always}
            onChange={() => onChange({ ...value, always: false })}
          />
          Disponível em dias e horários específicos
        </label>
      </fieldset>
      {errors.form ? (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {value.always ? null : (
        <table className="table catalogue-availability__table">
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">1º Período</th>
              <th scope="col">2º Período</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAY_KEYS.map((day) => (
              <tr key={day}>
                <th scope="row">{WEEKDAY_LABELS[day]}</th>
                {PERIODS.map(([which, label]) => {
                  const p = value.days[day][which];
                  const error = errors[`${day}.${which}`];
                  const name = `${WEEKDAY_LABELS[day]}, ${label}`;
                  const errorId = `avail-${day}-${which}-error`;
                  return (
                    <td
                      key={which}
                      className={error ? 'catalogue-period catalogue-period--invalid' : 'catalogue-period'}
                    >
                      <div className="catalogue-period__row">
                        <label className="catalogue-check">
                          <input
                            type="checkbox"
                            checked={p.enabled}
                            disabled={disabled}
                            onChange={(e) => setPeriod(day, which, { enabled: e.target.checked })}
                          />
                          <span className="bo-sr-only">Ativar {name}</span>
                        </label>
                        <input
                          className="field__input catalogue-time"
                          inputMode="numeric"
                          placeholder="00:00"
                          maxLength={5}
                          aria-label={`${name}: início`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          value={p.start}
                          disabled={disabled || !p.enabled}
                          onChange={(e) => setPeriod(day, which, { start: maskTime(e.target.value) })}
                        />
                        <span aria-hidden>às</span>
                        <input
                          className="field__input catalogue-time"
                          inputMode="numeric"
                          placeholder="23:59"
                          maxLength={5}
                          aria-label={`${name}: fim`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          value={p.end}
                          disabled={disabled || !p.enabled}
                          onChange={(e) => setPeriod(day, which, { end: maskTime(e.target.value) })}
                        />
                      </div>
                      {error ? (
                        <p className="field__error" id={errorId}>
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
