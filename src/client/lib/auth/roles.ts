import type { Role } from '../../../shared/constants.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';

const LOGIN_PATHS: Record<Role, string> = {
  admin: '/admin/login',
  barber: '/barber/login',
  customer: '/customer/login',
};

const HOME_PATHS: Record<Role, string> = {
  admin: '/admin/dashboard',
  barber: '/barber/dashboard',
  customer: '/customer/account',
};

/** Where a protected page of this role sends someone who is not signed in as it (docs/product/screens.md). */
export function loginPathFor(role: Role): string {
  return LOGIN_PATHS[role];
}

/** Where a user of this role lands after signing in, and the header's Dashboard link (docs/product/screens.md, docs/product/architecture.md#the-web-client). */
export function homePathFor(role: Role): string {
  return HOME_PATHS[role];
}

/** A stable name for who is signed in ('anonymous' when nobody), to notice a change of user. */
export function sessionKeyOf(user: SessionUser | null): string {
  if (!user) return 'anonymous';
  const id = user.customer?.id ?? user.barber?.id ?? '';
  return `${user.role}:${user.username}:${id}`;
}
