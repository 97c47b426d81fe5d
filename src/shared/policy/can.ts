import type { BookingResource, ChairResource, CustomerResource, Principal } from './principal.js';
import { RULES, type Action, type Rule, type Scope } from './rules.js';

type ScopeOf<A extends Action> = (typeof RULES)[A] extends { scope: infer S extends Scope } ? S : never;

interface ResourceByScope {
  'own-chair': ChairResource;
  'own-booking': BookingResource;
  'own-customer': CustomerResource;
}

/** The resource an action is checked against; actions without a scope take none. */
export type ResourceOf<A extends Action> = ResourceByScope[ScopeOf<A>];

/**
 * Why a request is refused: `sign-in` when nobody is signed in (and no manage token was brought),
 * `role` when the caller's role may not do this at all, `not-theirs` when the role may but not on
 * this resource. The server answers the first with 401 and the others with 403.
 */
export type Refusal = 'sign-in' | 'role' | 'not-theirs';

function ownsChair(principal: Principal, resource: ChairResource): boolean {
  return principal.role === 'admin' || (principal.role === 'barber' && principal.barberId === resource.barberId);
}

function ownsBooking(principal: Principal, resource: BookingResource): boolean {
  if (ownsChair(principal, resource)) return true;
  if (principal.role === 'customer' && principal.phone === resource.customerPhone) return true;
  return resource.manageToken === 'valid';
}

function ownsCustomer(principal: Principal, resource: CustomerResource): boolean {
  return principal.role === 'admin' || (principal.role === 'customer' && principal.customerId === resource.customerId);
}

function withinScope(scope: Scope, principal: Principal, resource: ResourceByScope[Scope]): boolean {
  if (scope === 'own-chair') return 'barberId' in resource && ownsChair(principal, resource);
  if (scope === 'own-booking') return 'manageToken' in resource && ownsBooking(principal, resource);
  return 'customerId' in resource && ownsCustomer(principal, resource);
}

/**
 * Whether `principal` may do `action` (docs/product/roles.md), and if not, why. Without a resource
 * only the role is checked: the answer for a scoped action is then "on some resource, maybe", as a
 * route answers before it has read the resource.
 */
export function refusalOf<A extends Action>(principal: Principal, action: A, resource?: ResourceOf<A>): Refusal | null {
  const rule: Rule = RULES[action];
  if (!rule.who.includes(principal.role)) return principal.role === 'anonymous' ? 'sign-in' : 'role';
  if (rule.scope === undefined || resource === undefined) return null;
  if (withinScope(rule.scope, principal, resource)) return null;
  // A visitor who brought no proof at all is asked to sign in; a wrong token is someone else's booking.
  const broughtToken = 'manageToken' in resource && resource.manageToken !== 'none';
  return principal.role === 'anonymous' && !broughtToken ? 'sign-in' : 'not-theirs';
}

/** Whether `principal` may do `action`, on `resource` when the action is scoped and it is known. */
export function can<A extends Action>(principal: Principal, action: A, resource?: ResourceOf<A>): boolean {
  return refusalOf(principal, action, resource) === null;
}

/** The chair a barber works (what "their own" means for them); undefined for anyone else. */
export function ownChairOf(principal: Principal): number | undefined {
  return principal.role === 'barber' ? principal.barberId : undefined;
}
