/**
 * Server state for a back-office screen: load on mount and when deps change, cancel the stale
 * load (AbortSignal) so an old answer never overwrites a newer one, reload on demand.
 *
 * Works with the one HTTP layer (api/http.ts): pass the signal through CallOptions.signal;
 * `json()` throws ApiError (its dialog and the 401 logout are already handled there); `legacy()`
 * answers {ok:false,message} for a refusal: unwrap it with `unwrapLegacy` to make it an error
 * whose message ErrorState shows.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';
import { RELOGIN_MESSAGE, isApiError } from '../../api/errors';
import type { LegacyResult } from '../../api/http';
import { dialogs } from '../feedback/dialogs';

export type ResourceStatus = 'loading' | 'ready' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  /** The last loaded data (kept while reloading, and after an error of a reload). */
  data: T | undefined;
  error: unknown;
  /** Loads again (cancels a load in flight). */
  reload(): void;
  /** Local edits after a save (optimistic or the server's answer) without a reload. */
  setData(update: T | ((previous: T | undefined) => T)): void;
}

/** A legacy `status: false` answer turned into an error: its message is the server's. */
export class LegacyRefusal extends Error {
  readonly errors: string[];
  constructor(message: string, errors: string[] = []) {
    super(message);
    this.name = 'LegacyRefusal';
    this.errors = errors;
  }
}

/** The data of a legacy answer, or throws LegacyRefusal with the server's message. */
export function unwrapLegacy<T>(result: LegacyResult<T>, fallback = ''): T {
  if (result.ok) return result.data;
  throw new LegacyRefusal(result.message || fallback, result.errors);
}

/** 03 §8 writes this title unaccented, unlike the 'Atenção!' of the other areas. */
const LEGACY_REFUSAL_TITLE = 'Atencao!';

/**
 * 03 §8: a legacy `status: 0` answer on a finance screen opens 'Atencao!' with the server's
 * message; the screen still shows its own inline state. Without a message (nor a fallback) there
 * is nothing to say beyond the inline state, so no dialog.
 */
export function alertLegacyRefusal(message: string, fallback = ''): void {
  const text = message.trim() || fallback;
  if (text) void dialogs.alert({ title: LEGACY_REFUSAL_TITLE, message: text });
}

/** unwrapLegacy that also raises the 03 §8 dialog for a refusal. */
export function unwrapLegacyAlerting<T>(result: LegacyResult<T>, fallback = ''): T {
  if (!result.ok) alertLegacyRefusal(result.message, fallback);
  return unwrapLegacy(result, fallback);
}

/** The text an error view shows: a refusal's own message, the re-login text for a 401, otherwise the fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof LegacyRefusal && error.message.trim() !== '') return error.message;
  if (isUnauthorized(error)) return RELOGIN_MESSAGE;
  return fallback;
}

/**
 * A menu-area load (spec 02 §8): when it fails, 'Atenção!' opens with the server's erro/mensagem
 * (else `fallback`) before the screen shows its own error state. No dialog for a 401 (the
 * re-login one is open), a load the screen dropped (aborted), or what `quietFor` says the screen
 * explains itself.
 */
export async function alertingLoad<T>(
  load: () => Promise<T>,
  fallback: string,
  signal?: AbortSignal,
  quietFor: (error: unknown) => boolean = () => false,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!signal?.aborted && !isUnauthorized(error) && !quietFor(error)) {
      void dialogs.alert({ message: errorMessageOf(error, fallback) });
    }
    throw error;
  }
}

/** A 401: http.ts already logged out and asked to log in again; retrying cannot help. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unauthorized';
}

/**
 * For calls where a status means "nothing yet" (e.g. 404 on the invoice list, 03 §8): pass
 * `expect: [404]` to the call and wrap it, so that status gives `empty` instead of an error.
 */
export async function emptyOnStatus<T>(call: Promise<T>, statuses: readonly number[], empty: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && statuses.includes(error.status)) return empty;
    throw error;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function useResource<T>(
  loader: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Resource<T> {
  const [state, setState] = useState<{ status: ResourceStatus; data: T | undefined; error: unknown }>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [generation, setGeneration] = useState(0);
  // The latest loader, so a reload uses the current closure without being a dependency.
  const loaderRef = useRef(loader);
  // Updated before the load effect below runs (layout effects run first).
  useLayoutEffect(() => {
    loaderRef.current = loader;
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { ...s, status: 'loading', error: undefined }));
    loaderRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback((update: T | ((previous: T | undefined) => T)) => {
    setState((s) => ({
      status: 'ready',
      error: undefined,
      data: typeof update === 'function' ? (update as (p: T | undefined) => T)(s.data) : update,
    }));
  }, []);

  return { ...state, reload, setData };
}
