import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import type { App, AppContext } from '../context.js';

/**
 * An endpoint's schemas as Fastify's route schema: the type provider types the handler from it.
 * Made of the schemas alone, so two paths with the same schemas share one handler type.
 */
interface FastifySchemaOf<Params, Query, Body, Responses> extends FastifySchema {
  params: Params;
  querystring: Query;
  body: Body;
  response: Responses;
}

type RouteSchema<E extends Endpoint> = FastifySchemaOf<E['params'], E['query'], E['body'], E['responses']>;

/** The handler of an endpoint's route: request and reply typed from the endpoint's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** Every other route option (config, hooks, body limit...), passed to Fastify as they are. */
export type EndpointOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    IncomingMessage,
    ServerResponse,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchema<E>,
    ZodTypeProvider
  >,
  'schema'
>;

/** The Fastify schema of an endpoint: only the parts it has, as a route written by hand would. */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  const schema: FastifySchema = {};
  if (endpoint.hide) schema.hide = true;
  if (endpoint.tags.length > 0) schema.tags = [...endpoint.tags];
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (Object.keys(endpoint.responses).length > 0) schema.response = endpoint.responses;
  return schema;
}

/**
 * Registers a route from its endpoint in the shared contract (src/shared/contract): method, URL
 * and schemas come from there, so the server answers exactly what the client calls.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: EndpointOptions<NoInfer<E>>,
  handler: EndpointHandler<NoInfer<E>>,
): void {
  // routeSchema holds the endpoint's own schemas under Fastify's names: the same types, seen whole.
  const schema = routeSchema(endpoint) as RouteSchema<E>;
  app.route<RouteGenericInterface, ContextConfigDefault, RouteSchema<E>>({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop the request resolved to (docs/decisions/0020-shop-routing.md); null on the platform's own routes. */
    shop: AppContext | null;
  }
}

/** The shop a shop route's request resolved to; the request hook refuses one that resolves to none. */
export function shopOf(request: FastifyRequest): AppContext {
  if (!request.shop) throw new Error(`${request.method} ${request.url} reached a shop's route without a shop`);
  return request.shop;
}

/** A shop route's handler: as an endpoint's, with the context of the shop the request is for. */
export type ShopHandler<E extends Endpoint> = (
  request: Parameters<EndpointHandler<E>>[0],
  reply: Parameters<EndpointHandler<E>>[1],
  ctx: AppContext,
) => ReturnType<EndpointHandler<E>>;

/**
 * Registers a route of a shop (every route of the product but the platform's): the handler gets
 * the context of the shop the request named, by its host or its `/s/{slug}` prefix.
 */
export function shopRoute<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: EndpointOptions<NoInfer<E>>,
  handler: ShopHandler<NoInfer<E>>,
): void {
  route(app, endpoint, options, function shopHandler(request, reply) {
    return handler(request, reply, shopOf(request));
  });
}
