/**
 * One step of the guide: its heading (focused when the step opens, so a screen reader and the
 * keyboard start there), its body, and the footer every step has: 'Pular' and the step's own
 * primary action.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';

export const SKIP_LABEL = 'Pular';

interface Props {
  title: string;
  children: ReactNode;
  primaryLabel: string;
  onPrimary(): void;
  onSkip(): void;
  busy?: boolean;
  primaryDisabled?: boolean;
}

export function StepFrame({
  title,
  children,
  primaryLabel,
  onPrimary,
  onSkip,
  busy,
  primaryDisabled,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="first-run__step" aria-labelledby="first-run-step-title">
      <h3 id="first-run-step-title" className="first-run__step-title" tabIndex={-1} ref={heading}>
        {title}
      </h3>
      <div className="first-run__body">{children}</div>
      <div className="dialog__actions first-run__actions">
        <Button variant="secondary" onClick={onSkip} disabled={busy}>
          {SKIP_LABEL}
        </Button>
        <Button onClick={onPrimary} busy={busy} disabled={primaryDisabled}>
          {primaryLabel}
        </Button>
      </div>
    </section>
  );
}

/** A step's failure, announced. */
export function StepError({ error }: { error: string | null }) {
  return error ? (
    <p className="notice notice--error" role="alert">
      {error}
    </p>
  ) : null;
}
