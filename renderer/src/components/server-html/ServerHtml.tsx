import { useMemo, type MouseEventHandler } from 'react';
import { sanitizeServerHtml } from './sanitize';

/**
 * The one place server HTML reaches the DOM: always through sanitizeServerHtml, so no screen
 * holds its own sanitizer or its own dangerouslySetInnerHTML.
 */
export function ServerHtml({
  html,
  className,
  linksInNewWindow = false,
  onClick,
}: {
  html: string;
  className?: string;
  linksInNewWindow?: boolean;
  /** For screens that route link clicks themselves (the terms open them outside the app). */
  onClick?: MouseEventHandler<HTMLDivElement>;
}) {
  const safe = useMemo(() => sanitizeServerHtml(html, { linksInNewWindow }), [html, linksInNewWindow]);
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
