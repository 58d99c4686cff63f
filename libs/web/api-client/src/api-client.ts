import type { ErrorEnvelope } from '@lic/shared-api-types';
import { ApiError } from './api-error';
import { BAD_REQUEST, NO_RESPONSE } from './messages';
import { sessionStore } from './session-store';

export interface ApiClientOptions {
  /** Prefix of every path; empty means the page's own origin. */
  baseUrl?: string;
  appName: string;
  /** Called after the session was cleared because the refresh token was rejected. */
  onLogout: () => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Cancels the call; an aborted call rejects with the AbortError itself, not an ApiError. */
  signal?: AbortSignal;
  /** false leaves a 401/403 as it is, without the refresh-and-retry round. */
  refreshOnUnauthorized?: boolean;
}

export interface DeleteOptions extends RequestOptions {
  body?: unknown;
}

export interface ApiClient {
  readonly appName: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, options?: DeleteOptions): Promise<T>;
}

export const REFRESH_TOKEN_PATH = '/api/Login/RefreshToken';

interface RefreshAnswer {
  result?: { token?: string; refreshToken?: string };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = (body !== null && typeof body === 'object' ? body : {}) as Partial<ErrorEnvelope> & { message?: unknown };
  const serverMessage =
    typeof envelope.statusMessage === 'string' && envelope.statusMessage !== ''
      ? envelope.statusMessage
      : typeof envelope.message === 'string' && envelope.message !== ''
        ? envelope.message
        : undefined;
  // A 5xx without a message comes from a proxy or a crashed replica: for the user the server did not answer.
  const fallback = status >= 500 ? NO_RESPONSE : BAD_REQUEST;
  return new ApiError({
    status,
    code: typeof envelope.code === 'string' ? envelope.code : undefined,
    statusMessage: serverMessage ?? fallback,
    errors: Array.isArray(envelope.errors) ? envelope.errors : [],
    body,
  });
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const baseUrl = (opts.baseUrl ?? '').replace(/\/$/, '');
  const fetchImpl = opts.fetchImpl ?? ((input, init) => fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  async function send(method: Method, path: string, body: unknown, options: RequestOptions, withAuth: boolean) {
    const allHeaders: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const token = withAuth ? sessionStore.getAccessToken() : null;
    if (token) allHeaders.Authorization = token;
    Object.assign(allHeaders, options.headers);
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: allHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw Object.assign(new ApiError({ status: 0, statusMessage: NO_RESPONSE }), { cause });
    }
  }

  /** One refresh for every request that failed at the same time; resolves whether new tokens were stored. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = sessionStore.getRefreshToken();
      const userName = sessionStore.getUserName();
      if (!refreshToken || !userName) return false;
      let response: Response;
      try {
        response = await send(
          'POST',
          REFRESH_TOKEN_PATH,
          { RefreshToken: refreshToken, UserName: userName, Appname: opts.appName },
          {},
          false,
        );
      } catch {
        return false;
      }
      if (response.status === 401) {
        sessionStore.clear();
        opts.onLogout();
        return false;
      }
      if (!response.ok) return false;
      const answer = (await readBody(response)) as RefreshAnswer | undefined;
      const result = answer?.result;
      if (!result?.token || !result.refreshToken) return false;
      sessionStore.setSession({ token: result.token, refreshToken: result.refreshToken, userName });
      return true;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    let response = await send(method, path, body, options, true);
    const unauthorized = (status: number) => status === 401 || status === 403;
    if (unauthorized(response.status) && options.refreshOnUnauthorized !== false && (await refreshSession())) {
      response = await send(method, path, body, options, true);
    }
    const payload = await readBody(response);
    if (!response.ok) throw toApiError(response.status, payload);
    return payload as T;
  }

  return {
    appName: opts.appName,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    del: (path, options) => request('DELETE', path, options?.body, options),
  };
}
