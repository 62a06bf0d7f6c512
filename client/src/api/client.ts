// The one fetch wrapper (docs/PRODUCT-RULES.md#api), with the error rules of docs/PRODUCT-RULES.md#errors. Beyond them:
// a 401 on an authenticated call refreshes the tokens once and retries once.
import { endSession, getAccessToken, refreshTokens } from './authHandlers';
import { API_BASE } from './base';

export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal;
};

const NETWORK_ERROR = 'Network error occurred';
const UPLOAD_NETWORK_ERROR = 'Network error occurred during file upload';
const NO_TOKEN = 'No authentication token found';

/**
 * What the calls need of a response schema: zod's safeParse. Typed by its shape rather than imported
 * from zod, so that this module (in every page's download) brings no zod of its own: only the pages
 * whose calls pass a schema download zod and the schemas they use.
 */
export type ResponseSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
};
type SchemaIssue = { path: readonly PropertyKey[]; message: string };

/** The message a page shows when an answer does not have the shape its route promises. */
export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** With a schema, the answer is parsed with it and typed by it; without one it is unknown to the caller. */
export function apiRequest<T>(path: string, options: RequestOptions & { schema: ResponseSchema<T> }): Promise<T>;
export function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export function apiRequest(path: string, options: RequestOptions & { schema?: ResponseSchema<unknown> } = {}): Promise<unknown> {
  const { schema } = options;
  const send = async (token: string | null): Promise<unknown> => {
    const response = await sendFetch(path, options, token);
    const body = await readJson(response);
    return schema ? parseAnswer(schema, body, path, response.status) : body;
  };
  return options.auth === false ? send(null) : withAuth(send);
}

/**
 * A call whose answer is typed but not parsed here: the calls of the phone's pages and of the live
 * game's poll. The server checks these answers against the same shared schemas as it sends them
 * (fastify-type-provider-zod's serializer), and the live socket's frames, the same bodies, are not
 * parsed either; parsing them on the phone took zod and the schemas, 25 KB gzipped, into /player's
 * download (issue 22).
 */
export function apiRequestTyped<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest(path, options) as Promise<T>;
}

/**
 * An answer that breaks its route's contract (a server of another version, a proxy's page) fails the
 * call like any other API error, so the page shows its error instead of crashing on a missing field;
 * what did not match goes to the console for developers.
 */
function parseAnswer<T>(schema: ResponseSchema<T>, body: unknown, path: string, status: number): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  console.error(`Unexpected answer from ${path}:`, issues, body);
  throw new ApiError(UNEXPECTED_ANSWER, status);
}

/** An authenticated GET whose body is a file (the admin export). */
export function apiDownload(path: string): Promise<Blob> {
  return withAuth(async (token) => {
    const response = await sendFetch(path, { method: 'GET' }, token);
    return response.blob();
  });
}

/** Multipart upload through XMLHttpRequest, the only browser API that reports upload progress. */
export function apiUpload<T>(
  path: string,
  field: string,
  file: File,
  schema: ResponseSchema<T>,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return withAuth(async (token) => {
    const { body, status } = await sendXhr(path, field, file, token, onProgress);
    return parseAnswer(schema, body, path, status);
  });
}

export function resolveImageUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `${API_BASE}/upload/${encodeURIComponent(value)}`;
}

async function sendFetch(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, mode: 'cors' };
  if (options.signal) init.signal = options.signal;
  if (token) headers.Authorization = `Bearer ${token}`;
  if ((method === 'POST' || method === 'PUT') && options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    // An abort is the caller's own doing and must stay recognisable; anything else fetch throws
    // means the request never got an answer.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(NETWORK_ERROR);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return {};
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(`Invalid JSON response from ${response.url || 'the server'}`, response.status);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let message = `HTTP ${response.status}: ${response.statusText}`;
  try {
    const body = (await response.json()) as unknown;
    const error = errorField(body);
    if (error) message = error;
  } catch {
    // A body that is not JSON keeps the status-line message.
  }
  return new ApiError(message, response.status);
}

function errorField(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error) return error;
  }
  return null;
}

type XhrAnswer = { body: unknown; status: number };

function sendXhr(
  path: string,
  field: string,
  file: File,
  token: string | null,
  onProgress?: (fraction: number) => void,
): Promise<XhrAnswer> {
  return new Promise<XhrAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : {};
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ body, status: xhr.status });
      } else {
        reject(new ApiError(errorField(body) ?? `HTTP ${xhr.status}: ${xhr.statusText}`, xhr.status));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_NETWORK_ERROR));
    xhr.onabort = () => reject(new Error(UPLOAD_NETWORK_ERROR));
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/**
 * Runs an authenticated call; on a 401 it refreshes once and retries once. When the refresh is
 * refused the session is over, and the auth handlers end it (storage cleared, auth state and router
 * told); when it could not be made (offline, the server busy), its error is the call's and the session stays.
 */
async function withAuth<T>(send: (token: string) => Promise<T>): Promise<T> {
  const token = getAccessToken();
  if (!token) throw new Error(NO_TOKEN);
  try {
    return await send(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = await refreshedToken(token);
    if (!fresh) {
      endSession();
      throw error;
    }
    return send(fresh);
  }
}

let refreshing: Promise<string | null> | null = null;

/** Single-flight: concurrent 401s share one refresh, since each refresh rotates the token. */
async function refreshedToken(rejected: string): Promise<string | null> {
  const current = getAccessToken();
  // Another call already refreshed after this one was sent: just use the newer token.
  if (current && current !== rejected) return current;
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
