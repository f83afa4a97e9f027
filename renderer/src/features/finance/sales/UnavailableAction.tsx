/**
 * An action the platform cannot take here (issue 23 §2: Transferir without the extrato call): a
 * disabled button that says why, as its accessible description and beside it.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/Button';

/** A button that cannot act here, with the reason next to it. */
export function UnavailableAction({ children, reason }: { children: ReactNode; reason: string }) {
  const id = useId();
  return (
    <>
      <Button variant="secondary" className="fin-btn-sm" disabled aria-describedby={id} title={reason}>
        {children}
      </Button>
      <p id={id} className="sales-note">
        {reason}
      </p>
    </>
  );
}
