import type { Problem } from '@cenacle/shared-domain/rules';
import { currentLanguage } from '../i18n/language.ts';
import { notify } from '../notify/toast-store.ts';
import { rememberPosition } from '../query/read-your-writes.ts';
import { currentAddress, showForbidden } from '../routes/forbidden.ts';
import { ApiError } from './api-error.ts';
import { ALERT, ERROR, PARAMS, POSITION, READ_MODEL_STALE, TOTAL_COUNT } from './headers.ts';
import { fieldErrorsOf, messageKeyFor } from './problem-messages.ts';
import { CSRF_REFUSED, readCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';

/** Spec §9: HTTP timeout 60000 ms. */
const TIMEOUT_MS = 60_000;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
/** An array value is sent as repeated keys (spec §7: `?branches=a&branches=b`). */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions {
  readonly query?: QueryParams;
  /** JSON body; a FormData goes as multipart/form-data (uploads). */
  readonly body?: unknown;
  /** Form body (application/x-www-form-urlencoded), for `POST /login`. */
  readonly form?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Handle failures on the spot: no toast. */
  readonly silent?: boolean;
  /**
   * A 401 here does not end the session, nor does a 403 of a read show the "no access" page (the
   * account probe, the login form, a page that answers a refusal itself).
   */
  readonly keepSessionOnDenied?: boolean;
}

export interface ApiResponse<T> {
  readonly data: T;
  readonly status: number;
  readonly headers: Headers;
  /** `app-log-position` of a command: pass it back as `?position=` to read your own write. */
  readonly position: string | null;
  /** `X-Total-Count` of a paged list. */
  readonly totalCount: number | null;
  /**
   * The read models had not reached the `?position=` asked for: the data may predate our own write.
   * The read-model WebSocket refetches the query once they move.
   */
  readonly stale: boolean;
}

/** What a 401 does; `error` says why (a login session ended for want of use names its timeout). */
type DeniedHandler = (status: number, error?: ApiError) => void;
/** Responses of requests the page started before the kit was loaded (see `primeResponse`). */
const primed = new Map<string, Promise<Response>>();
let onDenied: DeniedHandler = () => undefined;
let baseUrl = '';

/**
 * The shell installs what a 401 does: clear the session and go to the login page. A 403 keeps the
 * session: the person is signed in but may not do this (another branch's session). A read refused so
 * shows the "no access" page in place of the page it was for; a refused write says so in a toast.
 */
export function configureApi(options: {
  readonly baseUrl?: string;
  readonly onDenied?: DeniedHandler;
}): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.onDenied) onDenied = options.onDenied;
}

/**
 * Hands over a request the page already started (the shell's entry chunk asks for the account while
 * the shared modules load); the next identical GET uses its response instead of asking again.
 */
export function primeResponse(path: string, response: Promise<Response>): void {
  primed.set(apiUrl(path), response);
}

export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function requestInit(method: HttpMethod, options: RequestOptions): RequestInit {
  // The interface language, not the browser's: the API answers default texts and mails a registrant
  // (the public registration form) in the language the page is shown in.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else if (options.body instanceof FormData) {
    body = options.body; // the browser writes the multipart boundary into the content type
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }
  const token = UNSAFE.has(method) ? readCookie(XSRF_COOKIE) : null;
  if (token) headers.set(XSRF_HEADER, token);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return { method, headers, body, signal, credentials: 'include' };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => null);
  return response.text();
}

function decodeParam(headers: Headers): Record<string, string> {
  const raw = headers.get(PARAMS);
  if (!raw) return {};
  try {
    return { param: decodeURIComponent(raw) };
  } catch {
    return { param: raw };
  }
}

function failure(
  method: HttpMethod,
  response: Response,
  body: unknown,
  options: RequestOptions,
  from: string | null,
): ApiError {
  const problem = body && typeof body === 'object' ? (body as Problem) : null;
  const messageKey = messageKeyFor(response.status, problem, response.headers.get(ERROR));
  const error = new ApiError(response.status, messageKey, fieldErrorsOf(problem), problem, {
    ...problem?.params,
    ...decodeParam(response.headers),
  });
  if (response.status === 401 && !options.keepSessionOnDenied) {
    onDenied(response.status, error);
    return error;
  }
  if (response.status === 403 && !options.keepSessionOnDenied && method === 'GET') {
    showForbidden(from);
    return error;
  }
  if (!options.silent) notify.error(messageKey, error.params);
  return error;
}

/** One call to the API: XSRF header on writes, toasts per spec §7/§8, typed by the caller's contract. */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  let response: Response;
  // The page the request is for: a refusal answered after the person moved on marks that page only.
  const from = currentAddress();
  try {
    const url = apiUrl(path, options.query);
    const early = method === 'GET' ? primed.get(url) : undefined;
    primed.delete(url);
    response = await (early ?? fetch(url, requestInit(method, options)));
    // A refused CSRF token comes with a fresh one (its cookie went stale, or the page was opened
    // before sign-in in another tab); nothing ran, so asking once more is safe.
    if (response.status === 403 && response.headers.get(ERROR) === CSRF_REFUSED && UNSAFE.has(method))
      response = await fetch(url, requestInit(method, options));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(0, 'error.server.not.reachable');
    if (!options.silent) notify.error(error.messageKey);
    throw error;
  }
  const body = await readBody(response);
  if (!response.ok) throw failure(method, response, body, options, from);

  const position = response.headers.get(POSITION);
  if (position) rememberPosition(position);
  const alert = response.headers.get(ALERT);
  if (alert) notify.success(alert, decodeParam(response.headers));
  const total = response.headers.get(TOTAL_COUNT);
  return {
    data: body as T,
    status: response.status,
    headers: response.headers,
    position,
    totalCount: total === null ? null : Number(total),
    stale: response.headers.get(READ_MODEL_STALE) === 'true',
  };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options).then((r) => r.data),
  getPage: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
