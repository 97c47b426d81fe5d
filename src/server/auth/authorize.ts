import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownChairOf, refusalOf, type Refusal, type ResourceOf } from '../../shared/policy/can.js';
import { ANONYMOUS, type ChairResource, type CustomerResource, type Principal as PolicyPrincipal } from '../../shared/policy/principal.js';
import type { Action } from '../../shared/policy/rules.js';
import { idTextSchema } from '../../shared/schemas/common.js';
import { forbidden, unauthorized, type AppError } from '../http/errors.js';
import { liveSessionOperator } from '../data/operators.js';
import type { Tx } from '../db/client.js';
import { SESSION_COOKIE, type Principal } from './session.js';
import { sha256 } from './tokens.js';

/** The platform's operator a request's session signs in (docs/decisions/0021-platform-operator.md). */
export interface RequestOperator {
  id: number;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the platform's routes only, by `loadOperator`; null elsewhere and for anyone else. */
    operator: RequestOperator | null;
    /** Set by `loadOperator` when the session is live but a shop's (its staff or a customer), not an operator's. */
    shopSession: boolean;
  }
}

/** A booking's own people are asked for their proof in words a visitor understands. */
const OWN_BOOKING = {
  'sign-in': 'Please log in or open the link from your booking',
  'not-theirs': 'This booking belongs to someone else',
} as const;

/** The words of a refusal where they are not the plain "Please log in" or "not allowed" (docs/product/api.md). */
const MESSAGES: { [A in Action]?: Partial<Record<Refusal, string>> } = {
  'booking:read': OWN_BOOKING,
  'booking:cancel': OWN_BOOKING,
  'booking:arrive': OWN_BOOKING,
  'booking:set-messages': OWN_BOOKING,
  'booking:push': OWN_BOOKING,
  'booking:calendar': OWN_BOOKING,
  'booking:undo': { role: 'Only the shop can undo a change' },
  'walk-in:create-for-customer': { 'not-theirs': 'A barber adds walk-ins to his own chair' },
};

/** The policy's view of a server principal: nobody signed in is the anonymous visitor. */
export function policyPrincipal(principal: Principal | null): PolicyPrincipal {
  return principal ?? ANONYMOUS;
}

/** The answer to a refusal: 401 when nobody is signed in, 403 when the caller may not. */
function refusalError(action: Action, refusal: Refusal): AppError {
  const message = MESSAGES[action]?.[refusal];
  return refusal === 'sign-in' ? unauthorized(message) : forbidden(message);
}

/**
 * Throws the policy's refusal of `action` (docs/product/roles.md): 401 without a session, 403 for
 * the wrong role or someone else's resource. Services call it where the resource is only known
 * inside their transaction; routes use `authorize` instead.
 */
export function requirePermission<A extends Action>(principal: Principal | null, action: A, resource?: ResourceOf<A>): void {
  const refusal = refusalOf(policyPrincipal(principal), action, resource);
  if (refusal !== null) throw refusalError(action, refusal);
}

/** Whether the policy lets `principal` do `action`: for what a service narrows rather than refuses. */
export function permits<A extends Action>(principal: Principal | null, action: A, resource?: ResourceOf<A>): boolean {
  return refusalOf(policyPrincipal(principal), action, resource) === null;
}

/** The chair a barber works; undefined for anyone else. */
export function chairOf(principal: Principal | null): number | undefined {
  return ownChairOf(policyPrincipal(principal));
}

/**
 * A platform route's hook that reads the operator behind the session cookie, on the global handle
 * (`db`): sessions and operators belong to no shop.
 */
export function loadOperator(db: Tx, clock: () => number) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await liveSessionOperator(db, sha256(token), clock()) : undefined;
    request.operator = session?.operator ?? null;
    request.shopSession = session !== undefined && session.operator === null;
  };
}

/**
 * `authorize` for the platform's routes: the caller is the operator `loadOperator` found, else
 * someone signed in to a shop (a shop's staff or customer, refused with 403), else nobody (401).
 */
export function authorizeOperator(action: Action) {
  return (request: FastifyRequest): Promise<void> => {
    // Someone signed in to a shop is someone, but not the platform's: refused for the role, not asked to sign in.
    if (!request.operator && request.shopSession) return Promise.reject(refusalError(action, 'role'));
    const principal: PolicyPrincipal = request.operator ? { role: 'operator', operatorId: request.operator.id } : ANONYMOUS;
    const refusal = refusalOf(principal, action);
    return refusal === null ? Promise.resolve() : Promise.reject(refusalError(action, refusal));
  };
}

type ResourceLoader<A extends Action> = (request: FastifyRequest) => ResourceOf<A> | Promise<ResourceOf<A>>;

/**
 * A route's permission check, as a Fastify hook for its options: `{ preHandler: authorize(action) }`
 * checks the role; with a loader, the resource the request names too. It runs after the request is
 * validated and before the handler, so no handler checks permissions itself.
 */
export function authorize<A extends Action>(action: A, resourceOf?: ResourceLoader<A>) {
  return async (request: FastifyRequest): Promise<void> => {
    requirePermission(request.principal, action, resourceOf ? await resourceOf(request) : undefined);
  };
}

/** `authorize(action)` only for the requests `applies` picks (a flag that reveals more, say). */
export function authorizeWhen(applies: (request: FastifyRequest) => boolean, action: Action) {
  const check = authorize(action);
  return async (request: FastifyRequest): Promise<void> => {
    if (applies(request)) await check(request);
  };
}

const pathId = z.object({ id: idTextSchema });
const pathBarberId = z.object({ barberId: idTextSchema });
const queryCustomerId = z.object({ customerId: idTextSchema });
const queryBarberId = z.object({ barberId: idTextSchema.optional() });

/** The chair of the path's `:id`, read from the validated params. */
export const chairOfPathId = (request: FastifyRequest): ChairResource => ({ barberId: pathId.parse(request.params).id });

/** The chair of the path's `:barberId`. */
export const chairOfPathBarberId = (request: FastifyRequest): ChairResource => ({ barberId: pathBarberId.parse(request.params).barberId });

/** The customer of the path's `:id`. */
export const customerOfPathId = (request: FastifyRequest): CustomerResource => ({ customerId: pathId.parse(request.params).id });

/** The customer of the query's `customerId`. */
export const customerOfQuery = (request: FastifyRequest): CustomerResource => ({ customerId: queryCustomerId.parse(request.query).customerId });

/** Whether the barber list is asked for with the admin's logins (`?admin=true`); read without a parse, as every page asks for the list. */
export function asksForLogins(request: FastifyRequest): boolean {
  const query = request.query;
  return typeof query === 'object' && query !== null && 'admin' in query && query.admin === 'true';
}

/** The barber whose own chair the caller works, if they are a barber. */
export function callerChair(request: FastifyRequest): number | undefined {
  return chairOf(request.principal);
}

/** The chair of the query's `barberId`: without one, a barber's own chair, or every chair for the admin. */
export const chairOfQueryOrCaller = (request: FastifyRequest): ChairResource => ({
  barberId: queryBarberId.parse(request.query).barberId ?? callerChair(request) ?? 'any',
});
