import { LIVE_SEQ_HEADER } from '../../shared/events.js';
import { ApiError, NetworkError } from './api-errors.js';
import { beginLiveRead, noteLiveRead } from './socket/read-freshness.js';

/**
 * Anything that turns unknown JSON into a typed value: the shared zod schemas fit
 * (`{ schema: bookingSchema }`), and so does a hand-written guard.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  /** Sent as JSON with `content-type: application/json`. */
  body?: unknown;
  /** Checks and types the answer; without it the caller names the type (`api.get<Barber[]>`). */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, path: string, options: RequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const begun = beginLiveRead();
  try {
    const response = await fetch(path, init);
    if (method === 'GET') noteLiveRead(response.headers.get(LIVE_SEQ_HEADER), begun);
    return response;
  } catch (error) {
    // A cancelled query is not a network problem: let TanStack Query see the abort as it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** One call to the API: cookies included, JSON in and out; throws ApiError or NetworkError. */
export async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(method, path, options);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  const data = await readBody(response);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** Like request, but a 401 or 404 answer is null (docs/product/api.md: "a variant returns null"). */
export async function requestOrNull<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T | null> {
  try {
    return await request(method, path, options);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** The API client every feature uses. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, options),
  getOrNull: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => requestOrNull<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T = undefined>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
};

/** A path with query parameters; undefined and null values are left out. */
export function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
