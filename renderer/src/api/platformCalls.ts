/**
 * Where the platform may have one call or another for one thing (03 §7 documents two generations of
 * the financial overview and two online-payment switches), or may lack a call the spec does not
 * document (extrato, transferir): the configuration names the one it has (RuntimeConfig `calls`), or
 * 'auto' lets the platform's answer decide.
 */
import { isApiError } from './errors';
import type { ApiClient } from './http';

/**
 * How a platform says it has no such call: 404 (the path is unknown) or 501 (known, not
 * implemented). Callers pass it as `expect` so that answer raises no dialog of its own.
 */
export const ABSENT_CALL_STATUSES: readonly number[] = [404, 501];

/** The platform answered that it has no such call (not: it did not answer, or refused this one). */
export function isAbsentCall(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && ABSENT_CALL_STATUSES.includes(error.status);
}

/** Thrown instead of calling when the configuration says the platform has no such call. */
export class CallAbsent extends Error {
  constructor(readonly call: string) {
    super(`${call}: a plataforma não oferece esta chamada`);
    this.name = 'CallAbsent';
  }
}

/** The call is absent: configured so, or the platform answered so. */
export function isCallAbsent(error: unknown): boolean {
  return error instanceof CallAbsent || isAbsentCall(error);
}

/**
 * What each API client learned from the platform's answers: the thing's second call, once the first
 * was answered absent, so the desk does not ask the missing one again on every screen load.
 */
const learned = new WeakMap<ApiClient, Set<string>>();

/**
 * One thing, two calls. 'preferred' or 'fallback' asks only that one; 'auto' asks the preferred and,
 * when the platform answers it has no such call, the fallback (remembered for this client). Any
 * other failure of the preferred is the answer: a platform that has the call but failed is not
 * asked another one.
 */
export async function eitherCall<T>(
  api: ApiClient,
  thing: string,
  choice: 'auto' | 'preferred' | 'fallback',
  preferred: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  if (choice === 'preferred') return preferred();
  if (choice === 'fallback') return fallback();
  const known = learned.get(api) ?? new Set<string>();
  learned.set(api, known);
  if (known.has(thing)) return fallback();
  try {
    return await preferred();
  } catch (error) {
    if (!isAbsentCall(error)) throw error;
    known.add(thing);
    return fallback();
  }
}
