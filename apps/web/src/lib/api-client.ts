import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './api-error';
import { toast } from './toast';
import { showErrorToast, toastMessages } from './toast-catalogue';

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 30_000;
export const REFRESH_TIMEOUT_MS = 10_000;
export const SESSION_EXPIRED_REDIRECT_MS = 1_500;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A schema imported when the request is made, alongside it: a first screen (sign-in) whose
 * calls parse with one then downloads no zod until it calls (issue 18 §1, decision 044).
 */
export type LazySchema<T> = () => Promise<ZodMiniType<T>>;

export interface ApiRequestOptions<T> {
  /**
   * Parses the answer; a 204 or empty body is parsed as `undefined`. Typed as a zod/mini schema
   * (a type only: classic zod never reaches the bundle from here); any zod 4 schema fits. A
   * `LazySchema` is imported while the request travels.
   */
  schema: ZodMiniType<T> | LazySchema<T>;
  method?: HttpMethod;
  /** Sent as JSON; a Blob (a photo) is sent as it is, with its own type. */
  body?: unknown;
  /** Send the access token (default true). Login, register and check-email turn it off. */
  auth?: boolean;
  /** On 401, refresh the access token once and retry (default: same as `auth`). */
  refreshOnUnauthorized?: boolean;
  /** No global error toast: the caller shows the error itself, e.g. on a form field. */
  silent?: boolean;
  timeoutMs?: number;
  /** The caller's cancellation, e.g. TanStack Query's. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. a payment's `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** 'text' hands the body to `schema` as it came (a CSV download); JSON by default. */
  responseType?: 'json' | 'text';
}

/**
 * How the client reaches the session without importing a feature (lib never does): the auth
 * feature plugs itself in at start-up with `connectSession`.
 */
export interface SessionBridge {
  getAccessToken(): string | null;
  onAccessTokenRefreshed(accessToken: string): void;
  /** The refresh token was refused: forget the tokens now. */
  onSessionExpired(): void;
  /** 1.5 s after `onSessionExpired`, once the user has read the toast. */
  redirectToSignIn(): void;
}

const signedOutBridge: SessionBridge = {
  getAccessToken: () => null,
  onAccessTokenRefreshed: () => undefined,
  onSessionExpired: () => undefined,
  redirectToSignIn: () => undefined,
};

let session: SessionBridge = signedOutBridge;
let refreshInFlight: Promise<RefreshOutcome> | null = null;
let expiryPending = false;

export function connectSession(bridge: SessionBridge): () => void {
  session = bridge;
  return () => {
    if (session === bridge) session = signedOutBridge;
  };
}

/**
 * Calls `/api{path}` and returns the answer parsed by `schema`. Failures reject with an
 * `ApiError`, after the spec's global toast unless `silent`.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  try {
    return await send(path, options, false);
  } catch (error) {
    const apiError = toApiError(error);
    if (!options.silent) showErrorToast(apiError);
    throw apiError;
  }
}

async function send<T>(path: string, options: ApiRequestOptions<T>, isRetry: boolean): Promise<T> {
  const { method = 'GET', body, auth = true, timeoutMs = API_TIMEOUT_MS, signal } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const accessToken = auth ? session.getAccessToken() : null;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const isBlob = body instanceof Blob;
  // No Content-Type without a body: Fastify refuses an empty body declared as JSON.
  if (body !== undefined) {
    headers['Content-Type'] = isBlob ? body.type || 'application/octet-stream' : 'application/json';
  }
  const schema = loadSchema(options.schema);

  const response = await fetchWithTimeout(
    `${API_BASE}${path}`,
    {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isBlob ? body : JSON.stringify(body),
    },
    timeoutMs,
    signal,
  );

  // Without a token there is no session to refresh (signed out, or already expiring).
  const refreshOnUnauthorized = (options.refreshOnUnauthorized ?? auth) && accessToken !== null;
  if (response.status === 401 && refreshOnUnauthorized && !isRetry) {
    const outcome = await refreshAccessToken();
    if (outcome === 'refreshed') return send(path, options, true);
    if (outcome === 'refused') expireSession();
    else throw networkError();
  }
  if (!response.ok) throw await readApiError(response);
  if (options.responseType === 'text') return parseText(response, await schema);
  return parseBody(response, await schema);
}

/** The schema, imported now if lazy; a failed import (offline, say) is a network error. */
function loadSchema<T>(schema: ZodMiniType<T> | LazySchema<T>): Promise<ZodMiniType<T>> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema().catch(() => {
    throw networkError();
  });
  // Awaited only once the answer is in; a failed request must not leave it unhandled.
  loading.catch(() => undefined);
  return loading;
}

type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

/**
 * One refresh at a time: the calls that fail with 401 together all wait for the same one. The
 * refresh token travels in the server's HttpOnly cookie, so the body is empty.
 */
function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await fetchWithTimeout(
        `${API_BASE}/auth/refresh`,
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          credentials: 'include',
        },
        REFRESH_TIMEOUT_MS,
      );
      if (!response.ok) return response.status >= 500 ? 'unreachable' : 'refused';
      const { refreshResponseSchema } = await import('@navalha/core/contracts/auth');
      const parsed = refreshResponseSchema.safeParse(await response.json());
      if (!parsed.success) return 'refused';
      session.onAccessTokenRefreshed(parsed.data.accessToken);
      return 'refreshed';
    } catch {
      // No answer (offline, timeout): keep the session, the user may simply be in a tunnel.
      return 'unreachable';
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** Spec §4: clear the tokens, say so, and go to /signin 1.5 s later. Once, however many calls fail. */
function expireSession(): void {
  if (expiryPending) return;
  expiryPending = true;
  session.onSessionExpired();
  toast.error(toastMessages.sessionExpired, { id: toastMessages.sessionExpired });
  setTimeout(() => {
    expiryPending = false;
    session.redirectToSignIn();
  }, SESSION_EXPIRED_REDIRECT_MS);
}

class TimeoutError extends Error {}
class CancelledError extends Error {}

async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new TimeoutError();
    if (signal?.aborted) throw new CancelledError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function parseText<T>(response: Response, schema: ZodMiniType<T>): Promise<T> {
  const parsed = schema.safeParse(await response.text());
  if (!parsed.success) throw unexpectedResponse(response.status);
  return parsed.data;
}

async function parseBody<T>(response: Response, schema: ZodMiniType<T>): Promise<T> {
  const text = await response.text();
  let json: unknown = undefined;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw unexpectedResponse(response.status);
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unexpectedResponse(response.status);
  return parsed.data;
}

async function readApiError(response: Response): Promise<ApiError> {
  let json: unknown = undefined;
  try {
    json = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to the status.
  }
  // Imported here, not at the top: the first screens' entry then holds no zod (decision 044).
  // Not importable (offline, a new release): read the body as any other.
  const parsed = await import('@navalha/core/contracts/error-body').then(
    ({ apiErrorBodySchema }) => apiErrorBodySchema.safeParse(json),
    () => null,
  );
  if (parsed?.success) {
    const { code, message, field } = parsed.data;
    // The caller parses `details` with the schema of its endpoint (e.g. bookingConflictBodySchema).
    const details = (json as { details?: unknown }).details;
    return new ApiError({ status: response.status, code, message, field, details });
  }
  // Spec §8: the message field, then the error field, then the status text.
  const loose = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const text = [loose.message, loose.error, response.statusText].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return new ApiError({
    status: response.status,
    code: 'UNEXPECTED_RESPONSE',
    message: text ?? toastMessages.fallback,
  });
}

function unexpectedResponse(status: number): ApiError {
  return new ApiError({ status, code: 'UNEXPECTED_RESPONSE', message: toastMessages.fallback });
}

function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: toastMessages.network });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) {
    return new ApiError({ status: 0, code: 'TIMEOUT', message: toastMessages.timeout });
  }
  if (error instanceof CancelledError) {
    return new ApiError({ status: 0, code: 'ABORTED', message: toastMessages.fallback });
  }
  // fetch rejects with a TypeError when no answer arrives (offline, DNS, CORS).
  return networkError();
}
