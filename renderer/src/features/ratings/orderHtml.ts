import { sanitizeHtml } from '../terms/sanitize';

/**
 * The rated order's HTML from the server made safe (DOMPurify: no scripts, handlers, forms,
 * styles or javascript: links), and its images without alt text marked decorative so screen
 * readers skip them instead of reading a file name.
 */
export function safeOrderHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  for (const img of template.content.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  return template.innerHTML;
}
