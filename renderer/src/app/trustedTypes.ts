/**
 * The page's default Trusted Types policy (issue 37 §3: the CSP requires Trusted Types for
 * scripts). HTML sinks get none here: a string assigned to innerHTML and the like still throws,
 * and server HTML reaches the DOM only as DOMPurify's TrustedHTML (components/server-html). Script
 * URLs get one rule: this page's own origin only, so the bundled Web Workers (Vite writes
 * `new Worker(new URL('./x.worker.ts', import.meta.url))`, a plain URL) still start, and nothing
 * from elsewhere does. Script text (eval-like sinks) stays refused.
 */
interface DefaultPolicyHost {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(input: string): string }): unknown;
    defaultPolicy?: unknown;
  };
  location: { href: string };
}

export const FOREIGN_SCRIPT_URL = 'Endereço de script de outra origem recusado.';

/**
 * The URL as given, when it is of the page's own scheme and host (the desktop's app:// page
 * included, whose origin a browser may write as 'null', as it does a data: URL's); throws otherwise.
 */
export function sameOriginScriptUrl(input: string, base: string): string {
  const url = new URL(input, base);
  const page = new URL(base);
  if (url.protocol !== page.protocol || url.host !== page.host || url.host === '') {
    throw new TypeError(`${FOREIGN_SCRIPT_URL} ${url.protocol}//${url.host}`);
  }
  return input;
}

/** Installs the default policy once, where the browser has Trusted Types (no-op elsewhere). */
export function installDefaultTrustedTypesPolicy(host: DefaultPolicyHost): void {
  const tt = host.trustedTypes;
  if (!tt || tt.defaultPolicy) return;
  tt.createPolicy('default', {
    createScriptURL: (input) => sameOriginScriptUrl(input, host.location.href),
  });
}
