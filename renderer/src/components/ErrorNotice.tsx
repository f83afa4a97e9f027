import type { ReactNode } from 'react';

/** An error message announced as an alert; nothing when there is no message. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className="notice notice--error" role="alert">
      {children}
    </p>
  );
}
