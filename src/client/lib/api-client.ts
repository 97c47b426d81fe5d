import type { z } from 'zod';
import {
  successSchema,
  urlOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type PathParamNames,
  type PathValues,
  type QueryValue,
  type QueryValues,
} from '../../shared/contract/endpoint.js';
import type { CONTRACT } from '../../shared/contract/index.js';
import type { Route } from '../../shared/contract/routes.js';
import { LIVE_SEQ_HEADER } from '../../shared/events.js';
import { ApiError, ContractError, NetworkError } from './api-errors.js';
import { inShop } from './shop-base.js';
import { beginLiveRead, noteLiveRead } from './socket/read-freshness.js';

type Contract = typeof CONTRACT;

/** The endpoint of the contract, with its schemas, that a route names (its type only). */
export type EndpointOf<R extends Route> = R['resource'] extends keyof Contract
  ? R['name'] extends keyof Contract[R['resource']]
    ? Contract[R['resource']][R['name']] extends infer E extends Endpoint
      ? E
      : never
    : never
  : never;

/** What a call to the route answers, typed from its endpoint's 200 (or 201) schema. */
export type Answer<R extends Route> = AnswerOf<EndpointOf<R>>;

type ParamsOption<R extends Route> = [PathParamNames<R['path']>] extends [never] ? { params?: never } : { params: PathValues<R> };

type BodyOption<E extends Endpoint> = E['accepts'] extends 'image'
  ? { body: Blob }
  : E['body'] extends z.ZodType
    ? { body: BodyOf<E> }
    : { body?: never };

/** What one call sends besides the route: path values, query, body, headers and an abort signal. */
export type CallOptions<R extends Route> = ParamsOption<R> &
  BodyOption<EndpointOf<R>> & {
    query?: QueryValues<EndpointOf<R>>;
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
  };

/** The options are optional when the route needs none (no path values, no body). */
type CallArgs<R extends Route> = Partial<CallOptions<R>> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Whether answers are checked against the contract's schemas: in development and tests, where a
 * server and client that disagree should fail loudly and at once. Production takes the answer as
 * the server serialized it through the same schema, and so never loads zod for it
 * (docs/decisions/0018-contract.md has the measured costs).
 */
const CHECK_ANSWERS = import.meta.env.DEV;

/** Any endpoint's call options, as they are sent. */
interface SentOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

function requestInit(route: Route, options: SentOptions): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: route.method, headers, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (options.body instanceof Blob) {
    headers['content-type'] ??= options.body.type;
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return init;
}

async function send(route: Route, url: string, init: RequestInit): Promise<Response> {
  const begun = beginLiveRead();
  try {
    const response = await fetch(url, init);
    if (route.method === 'GET') noteLiveRead(response.headers.get(LIVE_SEQ_HEADER), begun);
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

/** The answer, checked by the endpoint's schema where CHECK_ANSWERS says so. */
async function answerOf<R extends Route>(route: R, data: unknown): Promise<Answer<R>> {
  if (!CHECK_ANSWERS) {
    // The server serialized this answer through the endpoint's schema (src/server/http/zod-serializer.ts).
    return data as Answer<R>;
  }
  // Loaded only here, so the production build carries no schema for answers.
  const { endpointOf } = await import('../../shared/contract/index.js');
  const schema = successSchema(endpointOf(route));
  if (!schema) return data as Answer<R>;
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractError(`${route.method} ${route.path}`, result.error);
  // Parsed by the endpoint's own success schema, whose output Answer<R> names.
  return result.data as Answer<R>;
}

/**
 * One call to an endpoint of the contract (src/shared/contract), named by its route: cookies
 * included, JSON in and out, the answer typed by the endpoint's schema. Throws ApiError for a
 * non-ok answer, NetworkError when there is none, ContractError for an answer the contract does
 * not allow (development and tests).
 */
export async function call<R extends Route>(route: R, ...[options]: CallArgs<R>): Promise<Answer<R>> {
  const given: SentOptions = options ?? {};
  // Under a shop's /s/{slug}, the call goes to that shop (docs/decisions/0019-shops.md).
  const url = inShop(urlOf(route, given.params ?? {}, given.query));
  const response = await send(route, url, requestInit(route, given));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return answerOf(route, await readBody(response));
}

/** Like call, but a 401 or 404 answer is null (docs/product/api.md: "a variant returns null"). */
export async function callOrNull<R extends Route>(route: R, ...args: CallArgs<R>): Promise<Answer<R> | null> {
  try {
    return await call(route, ...args);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}
