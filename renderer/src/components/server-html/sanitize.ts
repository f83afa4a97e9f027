import DOMPurify from 'dompurify';

/**
 * Server-supplied HTML (the terms text, the rated order, payout descriptions, the plan-and-fee
 * text) made safe to render, by one set of rules: no scripts, handlers, iframes, forms or
 * styles; links keep only http(s)/mailto/# targets; images sent without a text are marked
 * decorative (alt="") so screen readers skip them instead of reading a file name.
 */
export interface ServerHtmlOptions {
  /**
   * Links open in a new window (target="_blank" rel="noopener noreferrer"), which the main
   * process turns into the system browser: for HTML whose screen does not route link clicks.
   */
  linksInNewWindow?: boolean;
}

export function sanitizeServerHtml(html: string, options: ServerHtmlOptions = {}): string {
  const template = document.createElement('template');
  template.innerHTML = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  });
  for (const img of template.content.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  if (options.linksInNewWindow) {
    for (const a of template.content.querySelectorAll('a[href]')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}
