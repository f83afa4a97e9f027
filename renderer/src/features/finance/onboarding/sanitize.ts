/**
 * The plan-and-fee HTML of getTaxAndPlans made safe (the terms sanitizer: no scripts, handlers,
 * forms or styles; http(s)/mailto links only). Images the server sends without a text are marked
 * decorative (alt=""), and links open outside the app.
 */
import { sanitizeHtml } from '../../terms/sanitize';

export function sanitizePlanHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  for (const img of template.content.querySelectorAll('img')) {
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  for (const a of template.content.querySelectorAll('a[href]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
