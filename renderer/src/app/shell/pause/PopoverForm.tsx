/**
 * The header's small forms ('Pausar', 'Modo movimentado'): a trigger button, a popover holding a
 * form of radio groups, one submit that runs the controller's call and shows its refusal in
 * place. One component so both behave alike (Enter submits, the error clears on reopening, the
 * popover closes only on success).
 */
import * as Popover from '@radix-ui/react-popover';
import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export type FormOutcome = { ok: true } | { ok: false; message: string };

export function PopoverForm({
  icon: Icon,
  trigger,
  label,
  submitLabel,
  onSubmit,
  children,
  footer,
}: {
  icon: LucideIcon;
  /** The trigger's text. */
  trigger: string;
  /** The popover's accessible name. */
  label: string;
  /** The submit button's text; none when the form cannot be sent now. */
  submitLabel: string | null;
  onSubmit(): Promise<FormOutcome>;
  children: ReactNode;
  /** Below the submit (a setting that belongs with the form). */
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending || submitLabel === null) return;
    setSending(true);
    setError(null);
    const r = await onSubmit();
    setSending(false);
    if (r.ok) setOpen(false);
    else setError(r.message);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(null);
      }}
    >
      <Popover.Trigger asChild>
        <button type="button" className="store-pause__btn store-pause__trigger">
          <Icon aria-hidden size={16} />
          {trigger}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="pause-popover" align="end" sideOffset={6} aria-label={label}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {children}
            {error ? (
              <p className="pause-popover__error" role="alert">
                {error}
              </p>
            ) : null}
            {submitLabel !== null ? (
              <button
                type="submit"
                className="pause-popover__submit"
                disabled={sending}
                aria-busy={sending || undefined}
              >
                {submitLabel}
              </button>
            ) : null}
            {footer}
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** One radio group of the form. */
export function RadioFieldset<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  hidden,
}: {
  legend: string;
  name: string;
  options: readonly { id: T; label: string }[];
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
  hidden?: boolean;
}) {
  return (
    <fieldset className="pause-popover__group" hidden={hidden}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="pause-popover__option">
          <input
            type="radio"
            name={name}
            value={String(o.id)}
            checked={value === o.id}
            onChange={() => onChange(o.id)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
