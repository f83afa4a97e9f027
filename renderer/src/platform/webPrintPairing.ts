/**
 * Web mode's pairing with the local print host (issue 37 §1): every request to the module carries
 * the host's pairing code in X-Caixa-Token. The code is typed or pasted once in Configurações >
 * Impressoras and kept in this browser's localStorage, like the original panel's print settings.
 * A desk page served by `npm start` (or a test) may get it in its runtime config instead
 * (`localPrint.token`): that server started the host itself and serves this page only on loopback,
 * so the shipped web mode keeps printing without a manual step; a code typed here wins over it.
 */
import {
  LOCAL_HOST_MESSAGES,
  LOCAL_HOST_TOKEN_HEADER,
  normalizeToken,
  type LocalHostChange,
  type LocalHostView,
} from '../../../shared/local-print-host';

/** The localStorage item the typed code lives in. */
export const PAIRING_KEY = 'codigoModuloImpressao';

/** The code a runtime config hands over (`localPrint.token`), if it reads as one. */
export function configToken(config: unknown): string {
  const raw =
    typeof config === 'object' && config !== null
      ? (config as { localPrint?: { token?: unknown } | null }).localPrint?.token
      : undefined;
  return typeof raw === 'string' ? (normalizeToken(raw) ?? '') : '';
}

/** The code this page sends: the one typed here, else the runtime config's, else none (''). */
export function pairedToken(storage: Storage, fromConfig: string): string {
  return normalizeToken(storage.getItem(PAIRING_KEY) ?? '') ?? fromConfig;
}

/** A fetch that adds the code to every call to the module (none when there is no code). */
export function withPairingCode(
  fetch: typeof globalThis.fetch,
  token: () => string,
): typeof globalThis.fetch {
  return (input, init) => {
    const code = token();
    if (code === '') return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set(LOCAL_HOST_TOKEN_HEADER, code);
    return fetch(input, { ...init, headers });
  };
}

/** Web mode's answer to changeLocalHost: only pairing (the host's switch and code live in the desk app). */
export function pairLocalHost(storage: Storage, change: LocalHostChange, fromConfig: string): LocalHostView {
  if (!('pairToken' in change)) throw new Error(LOCAL_HOST_MESSAGES.notHost);
  if (change.pairToken.trim() === '') {
    storage.removeItem(PAIRING_KEY);
  } else {
    const token = normalizeToken(change.pairToken);
    if (token === null) throw new Error(LOCAL_HOST_MESSAGES.badToken);
    storage.setItem(PAIRING_KEY, token);
  }
  return { role: 'client', token: pairedToken(storage, fromConfig) };
}
