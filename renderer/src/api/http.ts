/**
 * The one HTTP layer: a ky instance per API base from the RuntimeConfig. It signs every call
 * with the session hash, maps failures to the product's dialogs (spec 01 §8) unless the caller
 * opts out, validates bodies with zod and returns typed results.
 */
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import type { ApiBases } from '../../../shared/config';
import { dialogs, useDialogStore } from '../components/feedback/dialogs';
import {
  ApiError,
  MALFORMED_MESSAGE,
  isGatewayStatus,
  isUnanswered,
  NETWORK_DETAIL,
  RELOGIN_MESSAGE,
  TIMEOUT_DETAIL,
  classifyStatus,
  serverErrorsOf,
  serverMessageOf,
  unexpectedErrorTitle,
  type ApiBase,
} from './errors';
import { LOGIN_PATH } from '../../../shared/routes';
import { issuesOf, onDroppedItems, type DroppedItems } from '../../../shared/api/lenient';
import { notify } from '../components/feedback/notify';

/** What staff read when a list came with records that could not be read. */
export function droppedItemsMessage(dropped: number): string {
  return dropped === 1
    ? '1 registro veio do servidor com dados inválidos e não é exibido.'
    : `${dropped} registros vieram do servidor com dados inválidos e não são exibidos.`;
}

/**
 * Staff are told too when a list answer lost records: a list (or a report's sum) without some of
 * them must not pass as whole. One toast per call, replaced rather than stacked.
 */
function warnStaffOfDroppedItems({ where, dropped }: DroppedItems): void {
  notify.warning(droppedItemsMessage(dropped), `api-dropped:${where}`);
}
// Every answer the renderer reads goes through this layer, so the toast is wired here, once.
onDroppedItems(warnStaffOfDroppedItems);

export interface HttpDeps {
  /** The stored session hash, read at call time. */
  getHash(): string | null;
  /** The logged-in user's id, read at call time (sent beside the hash as `userIdHeader`). */
  getUserId?(): string | null;
  /** The header's name (RuntimeConfig `requests.userIdHeader`); absent, no user-id header is sent. */
  userIdHeader?: string;
  /** A 401: the user is logged out (the dialog is shown here). */
  onUnauthorized(): void;
  /** 'Tentar novamente' reloads the page. */
  reload(): void;
  /** Shown in the error dialogs' detail line. */
  supportPhone?: string;
  /** Tests pass a fake fetch. */
  fetch?: typeof fetch;
  /**
   * Told after every call whether the platform answered: any status is an answer, except the
   * gateway ones (502/503/504); no response at all (network, timeout) is none. A call the caller
   * aborted tells nothing. The offline floor's connectivity listens here (issue 19).
   */
  onOutcome?(base: ApiBase, answered: boolean): void;
  timeoutMs?: number;
}

export interface CallOptions {
  /** The caller handles every failure itself: no dialog, no logout. */
  silent?: boolean;
  /**
   * The caller handles failures itself (background sync, calls with their own message), but an
   * expired session still logs out with its dialog: no screen can work without one.
   */
  quiet?: boolean;
  /**
   * A background load of the shell (store details, terms, banners): no answer from the platform
   * (network, timeout, 502/503/504) shows no dialog, since the outage banner says it (issue 19);
   * any answer keeps the usual handling. Staff-initiated actions never set it (spec 01 §8).
   */
  unansweredIsBanner?: boolean;
  /** HTTP statuses the caller handles (e.g. [404] for "empty"); others go to the global handling. */
  expect?: readonly number[];
  searchParams?: Record<string, string | number | boolean>;
  /**
   * A conditional GET: the validators of the last answer go out as If-None-Match /
   * If-Modified-Since and are replaced by this answer's. A 304 sets `notModified` and the result
   * then carries no data: the caller keeps what it had.
   */
  conditional?: ConditionalState;
  /** Overrides the stored session hash (the /login/{usuario}/{hash} check). */
  authHash?: string;
  signal?: AbortSignal;
}

/** The validators of a resource's last answer, kept by the caller between conditional GETs. */
export interface ConditionalState {
  etag?: string;
  lastModified?: string;
  /** Set by the last call: the server answered 304. */
  notModified?: boolean;
}

/**
 * Legacy (v1/v2) result: `status: false` is an answer, not an HTTP failure. A refusal carries the
 * server's message (erro/mensagem) and its `erros` lines, flattened (see serverErrorsOf).
 */
export type LegacyResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      errors?: string[];
      /** The refusal's whole body, for calls whose refusal carries data (03 §8: the report's range). */
      body?: unknown;
    };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type FormBody = Record<string, string | number | boolean | null | undefined>;

export interface ApiClient {
  /** Base A/B (form-encoded; `status: false` → `{ok: false, message}`). */
  legacy<S extends z.ZodType>(
    base: 'v1' | 'v2',
    method: Method,
    path: string,
    schema: S,
    /** `multipart` (uploads such as cardapio/foto) is sent instead of `form`. */
    options?: CallOptions & { form?: FormBody; multipart?: FormData },
  ): Promise<LegacyResult<z.infer<S>>>;
  /** JSON bases (json, finance, users, upload). */
  json<S extends z.ZodType>(
    base: Exclude<ApiBase, 'v1' | 'v2'>,
    method: Method,
    path: string,
    schema: S,
    /** `multipart` (file uploads) is sent instead of `body`. */
    options?: CallOptions & { body?: unknown; multipart?: FormData },
  ): Promise<z.infer<S>>;
}

const FORM_BASES = new Set<ApiBase>(['v1', 'v2']);
const UNEXPECTED_KEY = 'unexpected-error';
const RELOGIN_KEY = 'relogin';

/** Whether the open 'unexpected-error' dialog was opened for a call the platform did not answer. */
let unansweredDialogOpen = false;

/**
 * The platform answers again: an error dialog that only said it did not is out of date (issue 19).
 * A dialog about an answer (a 500 with its message) stays.
 */
export function closeUnansweredErrorDialog(): void {
  if (!unansweredDialogOpen) return;
  unansweredDialogOpen = false;
  dialogs.dismiss(UNEXPECTED_KEY);
}

function toForm(form: FormBody | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(form ?? {})) {
    if (v !== undefined && v !== null) params.append(k, String(v));
  }
  return params;
}

function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

function isFalseStatus(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || !('status' in body)) return false;
  const s = (body as { status: unknown }).status;
  return s === false || s === 0 || s === '0' || s === 'false';
}

async function readJson(res: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return { ok: false };
  }
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(bases: ApiBases, deps: HttpDeps): ApiClient {
  const instances = new Map<ApiBase, KyInstance>();
  const instanceFor = (base: ApiBase): KyInstance => {
    let inst = instances.get(base);
    if (!inst) {
      inst = ky.create({
        prefixUrl: bases[base],
        timeout: deps.timeoutMs ?? 20_000,
        // Network hiccups on reads are retried; writes never (a POST may have reached the server).
        retry: { limit: 2, methods: ['get'] },
        throwHttpErrors: false,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      instances.set(base, inst);
    }
    return inst;
  };

  function report(err: ApiError, options: CallOptions): ApiError {
    if (options.silent || options.expect?.includes(err.status)) return err;
    if (options.quiet && err.kind !== 'unauthorized') return err;
    if (options.unansweredIsBanner && isUnanswered(err)) return err;
    const support = deps.supportPhone
      ? `Se o problema continuar, ligue para o suporte: ${deps.supportPhone}.`
      : undefined;
    if (err.kind === 'unauthorized') {
      deps.onUnauthorized();
      void dialogs.open({
        key: RELOGIN_KEY,
        tone: 'info',
        title: 'Atenção!',
        message: RELOGIN_MESSAGE,
        actions: [{ value: 'login', label: 'Fazer login', href: `#${LOGIN_PATH}`, variant: 'primary' }],
        dismissValue: null,
      });
      return err;
    }
    const malformed = err.kind === 'malformed';
    const title = malformed ? 'Erro!' : unexpectedErrorTitle(err.base, err.status);
    const message =
      err.kind === 'network'
        ? NETWORK_DETAIL
        : err.kind === 'timeout'
          ? TIMEOUT_DETAIL
          : malformed
            ? MALFORMED_MESSAGE
            : undefined;
    const alreadyOpen = useDialogStore.getState().queue.some((r) => r.key === UNEXPECTED_KEY);
    if (!alreadyOpen) unansweredDialogOpen = isUnanswered(err);
    void dialogs
      .open({
        key: UNEXPECTED_KEY,
        tone: 'error',
        title,
        message,
        detail: support,
        actions: [
          { value: 'close', label: 'Fechar', variant: 'secondary' },
          { value: 'retry', label: 'Tentar novamente', variant: 'primary' },
        ],
        dismissValue: 'close',
      })
      .then((choice) => {
        unansweredDialogOpen = false;
        if (choice === 'retry') deps.reload();
      });
    return err;
  }

  /** The server refused the conditional request headers (see send): plain calls from now on. */
  let validatorsRefused = false;

  async function send(
    base: ApiBase,
    method: Method,
    path: string,
    options: CallOptions & { form?: FormBody; multipart?: FormData; body?: unknown },
  ): Promise<unknown> {
    const hash = options.authHash ?? deps.getHash();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (hash) headers.Authorization = base === 'v2' ? `Basic ${hash}` : hash;
    // 02 §6: requests carry the user id as a header beside the hash, on every base the hash goes
    // to. An explicit authHash checks a hash before any session exists: no user id belongs with it.
    const userId = hash && options.authHash === undefined ? deps.getUserId?.() : null;
    if (deps.userIdHeader && userId) headers[deps.userIdHeader] = String(userId);
    const input = path.replace(/^\/+/, '');
    const init: Parameters<KyInstance>[1] = { method, headers, signal: options.signal };
    if (options.searchParams) init.searchParams = options.searchParams;
    const conditional = options.conditional;
    if (conditional?.etag && !validatorsRefused) headers['If-None-Match'] = conditional.etag;
    if (conditional?.lastModified && !validatorsRefused)
      headers['If-Modified-Since'] = conditional.lastModified;
    const sentValidators = 'If-None-Match' in headers || 'If-Modified-Since' in headers;
    if (method !== 'get') {
      // FormData: fetch writes the multipart Content-Type with its boundary.
      if (options.multipart) init.body = options.multipart;
      else if (FORM_BASES.has(base)) init.body = toForm(options.form);
      else if (options.body !== undefined) init.json = options.body;
    }
    let res: Response;
    try {
      res = await instanceFor(base)(input, init).catch(async (err: unknown) => {
        if (!sentValidators || options.signal?.aborted) throw err;
        // A server may send a validator (ETag, or the always-readable Last-Modified) without
        // listing If-None-Match / If-Modified-Since in its CORS answer: the browser then refuses
        // the preflight and the call fails like a network error. Asked again without them, such
        // a server answers; this client stops sending them from then on (issue 31 §2).
        delete headers['If-None-Match'];
        delete headers['If-Modified-Since'];
        const plain = await instanceFor(base)(input, init).catch(() => {
          throw err;
        });
        validatorsRefused = true;
        return plain;
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      deps.onOutcome?.(base, false);
      const kind = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network';
      throw report(new ApiError(kind, base, 0, undefined), options);
    }
    deps.onOutcome?.(base, !isGatewayStatus(res.status));
    if (conditional) {
      conditional.notModified = res.status === 304;
      if (conditional.notModified) return undefined;
      if (res.ok) {
        conditional.etag = res.headers.get('ETag') ?? undefined;
        conditional.lastModified = res.headers.get('Last-Modified') ?? undefined;
      }
    }
    const parsed = await readJson(res);
    // The caller gave up while the body was still arriving (a screen left mid-answer): that is
    // its abort, not an answer the desk could not read, and no 'Erro!' dialog goes up for it.
    if (!parsed.ok && options.signal?.aborted) throw abortError(options.signal);
    const body = parsed.ok ? parsed.value : undefined;
    if (!res.ok) {
      const kind = classifyStatus(res.status);
      throw report(new ApiError(kind, base, res.status, body, serverMessageOf(body)), options);
    }
    if (!parsed.ok) throw report(new ApiError('malformed', base, res.status, undefined), options);
    return body;
  }

  function validate<S extends z.ZodType>(
    call: string,
    base: ApiBase,
    status: number,
    schema: S,
    body: unknown,
    options: CallOptions,
  ) {
    const result = schema.safeParse(body);
    if (!result.success) {
      // The desk's log names the call and the fields it could not read (never their values).
      console.warn('[api] resposta ilegível', { call, issues: issuesOf(result.error) });
      throw report(new ApiError('malformed', base, status, body, result.error.message), options);
    }
    return result.data as z.infer<S>;
  }

  return {
    async legacy(base, method, path, schema, options = {}) {
      const body = await send(base, method, path, options);
      // Unchanged since the last answer: nothing to validate, the caller keeps its copy.
      if (options.conditional?.notModified) return { ok: true, data: undefined as z.infer<typeof schema> };
      if (isFalseStatus(body)) {
        const errors = serverErrorsOf(body);
        return {
          ok: false,
          message: serverMessageOf(body) ?? '',
          ...(errors.length > 0 ? { errors } : {}),
          body,
        };
      }
      return {
        ok: true,
        data: validate(`${method.toUpperCase()} ${path}`, base, 200, schema, body, options),
      };
    },
    async json(base, method, path, schema, options = {}) {
      const body = await send(base, method, path, options);
      return validate(`${method.toUpperCase()} ${path}`, base, 200, schema, body, options);
    },
  };
}
