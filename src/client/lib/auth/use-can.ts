import { can, type ResourceOf } from '../../../shared/policy/can.js';
import { ANONYMOUS, type Principal } from '../../../shared/policy/principal.js';
import type { Action } from '../../../shared/policy/rules.js';
import type { Role } from '../../../shared/constants.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { useAuth } from './auth-context.js';

/** The signed-in user as the policy sees them; id 0 and an empty phone name nothing (ids start at 1). */
export function principalOfUser(user: SessionUser | null): Principal {
  if (!user) return ANONYMOUS;
  if (user.role === 'admin') return { role: 'admin' };
  if (user.role === 'barber') return { role: 'barber', barberId: user.barber?.id ?? 0 };
  return { role: 'customer', customerId: user.customer?.id ?? 0, phone: user.customer?.phone ?? '' };
}

/** The pages of each role, as the policy names them. */
export const PAGES_OF_ROLE = { admin: 'page:admin', barber: 'page:barber', customer: 'page:customer' } as const satisfies Record<Role, Action>;

/**
 * Whether the signed-in user may do `action` (docs/product/roles.md): the client hides what the
 * policy refuses. The server decides again on every call.
 */
export function useCan<A extends Action>(action: A, resource?: ResourceOf<A>): boolean {
  const { user } = useAuth();
  return can(principalOfUser(user), action, resource);
}
