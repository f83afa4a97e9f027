import type { ReactNode } from 'react';
import { useServices } from '../../services/services';

/**
 * A document or payment link (invoice PDF, tax note, bank slip): a real link for keyboard and
 * screen readers, opened through the platform's http(s)-only openExternal.
 */
export function ExternalLink({
  href,
  children,
  label,
  className = 'fin-link',
}: {
  href: string;
  children: ReactNode;
  /** Accessible name when the visible text is not enough (e.g. 'PDF da fatura 301'). */
  label?: string;
  className?: string;
}) {
  const { platform } = useServices();
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={label}
      onClick={(e) => {
        e.preventDefault();
        void platform.app.openExternal(href);
      }}
    >
      {children}
    </a>
  );
}
