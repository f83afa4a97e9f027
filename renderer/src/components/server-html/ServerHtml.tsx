import { useMemo, type CSSProperties, type MouseEventHandler } from 'react';
import { sanitizeServerHtml } from './sanitize';

/**
 * What the server's HTML draws stays inside its box: painting is clipped to it and it is its
 * own containing block, so nothing it holds can cover the app (issue 37 §3).
 */
export const SERVER_HTML_CLIP: CSSProperties = { position: 'relative', contain: 'paint', overflow: 'hidden' };

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
  return (
    <div
      className={className}
      style={SERVER_HTML_CLIP}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
