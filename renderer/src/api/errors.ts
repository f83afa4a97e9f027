/**
 * What went wrong with a call, and the product's words for it (spec 01 §8). Pure: the HTTP
 * layer decides, the tests table it.
 */
import type { ApiBaseKey } from '../../../shared/config';

export type ApiBase = Exclude<ApiBaseKey, 'chatSocket'>;

export type ApiErrorKind =
  /** HTTP 401: the session is missing or expired. */
  | 'unauthorized'
  /** Any other non-2xx status. */
  | 'http'
  /** No response at all (offline, DNS, refused, CORS). */
  | 'network'
  /** No response within the timeout. */
  | 'timeout'
  /** A 2xx whose body is not the JSON shape the screen needs. */
  | 'malformed';

export const RELOGIN_MESSAGE = 'É necessário fazer o login novamente.';
export const MALFORMED_MESSAGE =
  'O servidor enviou uma resposta que o aplicativo não entendeu. Tente novamente em instantes; se continuar, fale com o suporte.';
export const NETWORK_DETAIL =
  'Sem resposta do servidor. Verifique a conexão com a internet e tente novamente.';
export const TIMEOUT_DETAIL = 'O servidor demorou demais para responder. Tente novamente.';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly base: ApiBase;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The parsed JSON body when there was one. */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, base: ApiBase, status: number, body: unknown, message?: string) {
    super(message ?? `${kind} ${status}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.base = base;
    this.status = status;
    this.body = body;
  }

  /** The server's own message (erro, mensagem, message or error), when it sent one. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.body);
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * Statuses a gateway or proxy answers for a platform that is down or restarting: the request
 * never reached it (or it could not finish), so they count as no answer (issue 19).
 */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

/** Whether an HTTP status means the platform itself did not answer (a gateway spoke for it). */
export function isGatewayStatus(status: number): boolean {
  return GATEWAY_STATUSES.includes(status);
}

/**
 * No answer from the platform: no connection, no answer in time, or a gateway saying it is away.
 * A request that got no answer may or may not have reached it; asking again may work.
 */
export function isUnanswered(err: unknown): boolean {
  if (!isApiError(err)) return false;
  return (
    err.kind === 'network' || err.kind === 'timeout' || (err.kind === 'http' && isGatewayStatus(err.status))
  );
}

/** erro | mensagem | message | error, the first non-empty string; nothing else is trusted. */
export function serverMessageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  for (const key of ['erro', 'mensagem', 'message', 'error']) {
    const v = b[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 500);
  }
  return undefined;
}

/**
 * The platform's `erros` (registration, upload, plan and account failures; the online-payment
 * switch): a string, a list, or fields mapped to messages (Laravel style), possibly nested.
 * Flattened to distinct, trimmed, non-empty lines, at most 20 of 500 characters.
 */
export function serverErrorsOf(body: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown, depth: number): void => {
    if (out.length >= 20 || depth > 3) return;
    if (typeof v === 'string') {
      const line = v.trim().slice(0, 500);
      if (line !== '' && !out.includes(line)) out.push(line);
    } else if (Array.isArray(v)) {
      for (const item of v) visit(item, depth + 1);
    } else if (v !== null && typeof v === 'object') {
      for (const item of Object.values(v)) visit(item, depth + 1);
    }
  };
  if (body !== null && typeof body === 'object') visit((body as Record<string, unknown>).erros, 0);
  return out;
}

/**
 * A 401 always means "log in again". The platform sends it as `{status: false, erro}` (spec 01 §8
 * "401 with status false"); a bare 401 from a proxy or the JSON base means the same to the user,
 * and treating it as an unexpected error would offer a reload that can never succeed.
 */
export function classifyStatus(status: number): ApiErrorKind {
  return status === 401 ? 'unauthorized' : 'http';
}

/**
 * 'Ops! Ocorreu um erro inesperado {status}!'; for the second service (base B, v2) 'ws2 {status}'.
 * With no response at all the status is 0, as browsers report it, and the detail line explains.
 */
export function unexpectedErrorTitle(base: ApiBase, status: number): string {
  return base === 'v2'
    ? `Ops! Ocorreu um erro inesperado ws2 ${status}!`
    : `Ops! Ocorreu um erro inesperado ${status}!`;
}
