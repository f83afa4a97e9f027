/**
 * What a screen shows where the platform lacks a call the spec does not document (issue 23 §2):
 * plainly that this platform does not offer it, in place of the data, and a disabled action that
 * says why (as its accessible description and beside it).
 */
import { useId, type ReactNode } from 'react';
import { Ban } from 'lucide-react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/backoffice';

export function NotOffered({ message }: { message: string }) {
  return (
    <EmptyState
      title="Indisponível nesta plataforma"
      message={message}
      icon={<Ban size={32} aria-hidden />}
    />
  );
}

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
