import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Server-supplied HTML (the terms text, the rated order, payout descriptions, the plan-and-fee
 * text) made safe to render, by one set of rules (issue 37 §3):
 * - an allow-list of plain text tags and of attributes: no class, id, name, style, data-* or
 *   aria-* (server HTML could otherwise borrow the app's own classes to draw a fake full-screen
 *   'update required'), no scripts, handlers, iframes or forms;
 * - links keep only http(s)/mailto/# targets;
 * - remote images are never loaded (a tracking beacon): each becomes the text 'Imagem externa:'
 *   with a link to it; an image without a usable source goes;
 * - where the browser has Trusted Types, the result is DOMPurify's TrustedHTML (its own policy),
 *   so the CSP can require Trusted Types for every HTML sink (shared/config.ts buildCsp).
 */
export interface ServerHtmlOptions {
  /**
   * Links open in a new window (target="_blank" rel="noopener noreferrer"), which the main
   * process turns into the system browser: for HTML whose screen does not route link clicks.
   */
  linksInNewWindow?: boolean;
}

export const SERVER_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

export const SERVER_HTML_ATTRIBUTES = ['href', 'title', 'colspan', 'rowspan', 'scope'] as const;

export const EXTERNAL_IMAGE_LABEL = 'Imagem externa:';

const BASE: Config = {
  ALLOWED_TAGS: [...SERVER_HTML_TAGS],
  ALLOWED_ATTR: [...SERVER_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Plain values (not URLs): otherwise DOMPurify checks them against the URI rule below.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
};

export type SafeHtml = string | TrustedHTML;

/** Built on a window (tests hand one with a Trusted Types stand-in). */
export function createServerHtmlSanitizer(win: Window & typeof globalThis) {
  const purify: Purifier = DOMPurify(win);

  /** First pass: the allow-list plus <img src>, so that the images can be turned into links. */
  function firstPass(html: string): DocumentFragment {
    return purify.sanitize(html, {
      ...BASE,
      ALLOWED_TAGS: [...SERVER_HTML_TAGS, 'img'],
      ALLOWED_ATTR: [...SERVER_HTML_ATTRIBUTES, 'src'],
      RETURN_DOM_FRAGMENT: true,
    });
  }

  function imagesToLinks(fragment: DocumentFragment): void {
    const doc = fragment.ownerDocument;
    for (const img of [...fragment.querySelectorAll('img')]) {
      const src = img.getAttribute('src') ?? '';
      if (!/^https?:\/\//i.test(src)) {
        img.remove();
        continue;
      }
      const note = doc.createElement('span');
      const link = doc.createElement('a');
      link.setAttribute('href', src);
      link.textContent = src;
      note.append(`${EXTERNAL_IMAGE_LABEL} `, link);
      img.replaceWith(note);
    }
  }

  return function sanitize(html: string, options: ServerHtmlOptions = {}): SafeHtml {
    const fragment = firstPass(html);
    imagesToLinks(fragment);
    if (options.linksInNewWindow) {
      for (const a of fragment.querySelectorAll('a[href]')) {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
      }
    }
    // The final pass is DOMPurify's own output, as TrustedHTML where the browser has it.
    return purify.sanitize(fragment, {
      ...BASE,
      ...(options.linksInNewWindow ? { ALLOWED_ATTR: [...SERVER_HTML_ATTRIBUTES, 'target', 'rel'] } : {}),
      RETURN_TRUSTED_TYPE: true,
    });
  };
}

let shared: ReturnType<typeof createServerHtmlSanitizer> | undefined;

export function sanitizeServerHtml(html: string, options: ServerHtmlOptions = {}): SafeHtml {
  shared ??= createServerHtmlSanitizer(window);
  return shared(html, options);
}
