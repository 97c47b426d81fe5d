import type { z } from 'zod';
import type { Route } from './routes.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What an endpoint answers: JSON checked by its response schemas (the default), or a file of
 * another kind, such as a booking's calendar entry or the takings as CSV.
 */
export type AnswerKind = 'json' | 'calendar' | 'csv' | 'text';

/**
 * What an endpoint takes as its body: JSON checked by its body schema (the default), an image's
 * bytes, or JSON signed over its bytes, which the route reads as bytes to check the signature first.
 */
export type BodyKind = 'json' | 'image' | 'signed-json';

/**
 * One HTTP endpoint as client and server both see it (docs/product/api.md): the server registers
 * its route from this, the client calls it through this, and the OpenAPI document is made from it.
 */
export interface Endpoint extends Route {
  /** The OpenAPI tags it is listed under. */
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answers' schemas by status; the server serializes through them. */
  readonly responses: Readonly<Partial<Record<200 | 201, z.ZodType>>>;
  readonly answer?: AnswerKind;
  readonly accepts?: BodyKind;
  /** Left out of the OpenAPI document (the document itself). */
  readonly hide?: true;
}

/** Declares an endpoint, keeping its literal method, path and schemas in its type. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The names of a Fastify-style path's parameters: `'/api/barbers/:id/slots'` → `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What fills an endpoint's path: one value per parameter. */
export type PathValues<R extends Route> = Record<PathParamNames<R['path']>, string | number>;

/** A value a query string can carry; undefined and null are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** An endpoint's query as the caller gives it: the query schema's fields, as plain values. */
export type QueryValues<E extends Endpoint> = E['query'] extends z.ZodType
  ? { [Key in keyof z.input<E['query']>]?: QueryValue }
  : never;

/** The body an endpoint takes, as the caller gives it. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/** The schema of an endpoint's successful answer: its 200 answer, else its 201. */
export type SuccessSchema<E extends Endpoint> = E['responses'][200] extends z.ZodType
  ? E['responses'][200]
  : E['responses'][201] extends z.ZodType
    ? E['responses'][201]
    : undefined;

/** An endpoint's successful answer, typed from its schema; undefined for an answer without one. */
export type AnswerOf<E extends Endpoint> = SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : undefined;

/** The schema of an endpoint's successful answer, if it has one. */
export function successSchema(endpoint: Endpoint): z.ZodType | undefined {
  return endpoint.responses[200] ?? endpoint.responses[201];
}

/** The endpoint's path with each `:name` filled in, every value percent-encoded. */
export function pathFor<R extends Route>(route: R, params: PathValues<R>): string {
  return fillPath(route, params);
}

/** pathFor for any endpoint, its values unchecked by type: a missing one is refused when called. */
export function fillPath(route: Route, values: Readonly<Record<string, string | number>>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A path with a query string added; undefined and null values are left out. */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The URL of a call: the filled path and its query string. */
export function urlFor<R extends Route>(route: R, params: PathValues<R>, query?: Readonly<Record<string, QueryValue>>): string {
  return urlOf(route, params, query);
}

/** urlFor for any endpoint, its values unchecked by type. */
export function urlOf(route: Route, params: Readonly<Record<string, string | number>>, query?: Readonly<Record<string, QueryValue>>): string {
  const path = fillPath(route, params);
  return query ? withQuery(path, query) : path;
}
