import DOMPurify from 'dompurify';

/**
 * Server HTML (the terms text) made safe to render: no scripts, handlers, iframes, forms or
 * styles; links keep only http(s)/mailto targets.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  });
}
