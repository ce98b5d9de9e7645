import { BACKGROUND_REQUEST_HEADER, SESSION_COOKIE_REQUEST_HEADER, STEP_UP_REASON } from '@bo/contract';
import { UNAUTHENTICATED_MESSAGE } from '../../app/messages.ts';
import { reauthStore } from '../../features/account/reauth-store.ts';
import { sessionStore } from '../../features/auth/session-store.ts';
import { loadingOverlay } from '../loading-overlay.ts';
import { toast } from '../toast.ts';
import { ApiError } from './api-error.ts';

/** Anything with zod's parse: checks and types an answer. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue> | URLSearchParams;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Checks and types the answer. */
  schema?: AnswerSchema<T>;
  /** Read the answer as a file (exports). */
  responseType?: 'json' | 'blob';
  /** With responseType 'blob': called with the bytes received so far while the body streams in. */
  onDownloadProgress?: (receivedBytes: number) => void;
  /**
   * The session this call belongs to (its key); null: none, so a 401 ends nothing (sign-in, and
   * logout, which clears the session first and then tells the server). Default: the current one.
   */
  session?: string | null;
  /** A poll, not the admin's doing: the gateway does not count it as use of the session (idle time-out). */
  background?: boolean;
  /** The re-authentication call itself: its refusals never open the re-authentication modal. */
  reauthenticating?: boolean;
}

/**
 * The one API client of the SPA (spec 03 §7): same origin, JSON, the session in the HttpOnly cookie
 * the browser sends (issue 24: script never holds the token), so every call asks the gateway to keep
 * a session it opens (sign-in, switch of account) in that cookie. A 401 hides the
 * loading overlay, signs out and toasts 'Unauthenticated!' (but a step-up 401 opens the
 * re-authentication modal and retries the call once confirmed); a 405 whose body holds user_information
 * refreshes the admin and stops; any other failure rejects with an ApiError carrying the body.
 */
export async function apiRequest<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const session = request.session !== undefined ? request.session : sessionStore.key();
  const response = await fetch(withQuery(path, request.query), {
    method: request.method ?? 'GET',
    headers: headersFor(request.body, request.background === true),
    body: bodyFor(request.body),
    signal: request.signal,
    credentials: 'same-origin',
  });
  if (response.ok) {
    const data = request.responseType === 'blob' ? await readBlob(response, request.onDownloadProgress) : await readBody(response);
    return request.schema ? request.schema.parse(data) : (data as T);
  }
  const data = await readBody(response);
  // Step-up (issue 24): the session is fine but not recent enough for this call. Ask, then retry it once.
  if (response.status === 401 && session !== null && isStepUp(data) && !request.reauthenticating) {
    loadingOverlay.hide();
    if (await reauthStore.request()) return apiRequest(path, { ...request, reauthenticating: true });
    throw new ApiError(401, data, true);
  }
  if (response.status === 401 && session !== null) throw unauthenticated(session, data);
  if (response.status === 405 && hasUserInformation(data)) throw await refreshedAdmin(data);
  throw new ApiError(response.status, data);
}

export const api = {
  get: <T = unknown>(path: string, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'PUT', body }),
  delete: <T = unknown>(path: string, request: Omit<ApiRequest<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...request, method: 'DELETE' }),
};

function unauthenticated(session: string, data: unknown): ApiError {
  loadingOverlay.hide();
  // An answer to a request made in an older session (before a switch of account) must not end the new one.
  if (sessionStore.key() === session && sessionStore.signOut('expired')) toast.error(UNAUTHENTICATED_MESSAGE);
  return new ApiError(401, data, true);
}

async function refreshedAdmin(data: { user_information: unknown }): Promise<ApiError> {
  // The admin's schema (zod) is not part of the sign-in page's download (issue 21 item 4).
  const { checkedAdmin } = await import('../../features/auth/admin-schema.ts');
  const admin = checkedAdmin(data.user_information);
  if (admin) sessionStore.updateAdmin(admin);
  return new ApiError(405, data, true);
}

function isStepUp(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { reason?: unknown }).reason === STEP_UP_REASON;
}

function hasUserInformation(data: unknown): data is { user_information: unknown } {
  return typeof data === 'object' && data !== null && 'user_information' in data;
}

function headersFor(body: unknown, background: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', [SESSION_COOKIE_REQUEST_HEADER]: '1' });
  if (background) headers.set(BACKGROUND_REQUEST_HEADER, '1');
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function bodyFor(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** The body as a Blob; with a progress callback it is read chunk by chunk, counting bytes. */
async function readBlob(response: Response, onProgress?: (receivedBytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withQuery(path: string, query: ApiRequest<unknown>['query']): string {
  if (!query) return path;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}
