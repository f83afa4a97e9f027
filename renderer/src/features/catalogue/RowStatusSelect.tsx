/**
 * A list row's status select (products, sizes, variation links, stock items, variations): the
 * statuses in their order with their words, named after the row; a change saves at once (the
 * caller's `onChange`).
 */
export interface RowStatusSelectProps<S extends string> {
  /** The accessible name, naming the row (`Status de Calabresa`). */
  label: string;
  value: string;
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  onChange(status: S): void;
}

export function RowStatusSelect<S extends string>({
  label,
  value,
  statuses,
  labels,
  onChange,
}: RowStatusSelectProps<S>) {
  return (
    <select
      className="field__input bo-select catalogue-status"
      aria-label={label}
      value={value}
      onChange={(e) => {
        const status = statuses.find((s) => s === e.target.value);
        if (status !== undefined) onChange(status);
      }}
    >
      {statuses.map((s) => (
        <option key={s} value={s}>
          {labels[s]}
        </option>
      ))}
    </select>
  );
}
