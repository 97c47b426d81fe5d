import { DEFAULT_BARBER_PHOTO } from '../../shared/constants.js';
import type { LoginInput, SessionUser } from '../../shared/schemas/auth.js';
import { verifyPassword } from '../auth/password.js';
import { createSession, destroySession, type Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { barberById, type BarberRow } from '../data/barbers.js';
import { customerById } from '../data/customers.js';
import { loginByUsername } from '../data/users.js';
import { AppError } from '../http/errors.js';
import { hitRateLimit, refuseWhenLimited } from '../http/rate-limit.js';
import { presentCustomer } from './customers.js';

/** Failed logins allowed per username and IP, and per IP over all usernames, in one window. */
const LOGIN_FAILURES_PER_USER_IP = 10;
const LOGIN_FAILURES_PER_IP = 30;
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_LIMIT_MESSAGE = 'Too many login attempts. Please try again later.';

type SessionBarber = NonNullable<SessionUser['barber']>;

export interface StaffLogin {
  user: SessionUser;
  barber?: SessionBarber;
  token: string;
  expiresAt: Date;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');

function presentSessionBarber(row: BarberRow): SessionBarber {
  return {
    id: row.id,
    name: row.name,
    photo: row.photo ?? DEFAULT_BARBER_PHOTO,
    isAvailable: row.isAvailable,
    deleted: row.deletedAt !== null,
  };
}

/**
 * Signs a staff member in (docs/product/roles.md). An unknown user, a wrong password and a disabled account
 * get the same answer after the same password work; the role is checked only after the password,
 * so a wrong role tells nothing to someone without it.
 */
export async function loginStaff(ctx: AppContext, input: LoginInput, ip: string): Promise<StaffLogin> {
  const now = ctx.clock();
  // A username is one shop's (docs/decisions/0019-shops.md): its failures count in that shop only.
  const userKey = `login:user-ip:${ctx.shopId}:${input.username.toLowerCase()}:${ip}`;
  const ipKey = `login:ip:${ip}`;
  await refuseWhenLimited(ctx.database.db, userKey, LOGIN_FAILURES_PER_USER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
  await refuseWhenLimited(ctx.database.db, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);

  const row = await loginByUsername(ctx.db, input.username);
  const passwordMatches = await verifyPassword(row?.user.passwordHash, input.password);
  const usable =
    row !== undefined &&
    !row.user.disabled &&
    (row.user.role === 'admin' || (row.barber !== null && row.barber.deletedAt === null));
  if (!row || !passwordMatches || !usable) {
    await hitRateLimit(ctx.database.db, userKey, LOGIN_FAILURES_PER_USER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
    await hitRateLimit(ctx.database.db, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
    throw invalidCredentials();
  }
  if (input.role !== undefined && input.role !== row.user.role) {
    throw new AppError(403, 'WRONG_ROLE', 'Invalid user role');
  }

  const barber = row.barber ? presentSessionBarber(row.barber) : undefined;
  const user: SessionUser = { role: row.user.role, username: row.user.username, ...(barber ? { barber } : {}) };
  const { token, expiresAt } = await createSession(ctx.database.db, { shopId: ctx.shopId, userId: row.user.id }, now);
  return { user, ...(barber ? { barber } : {}), token, expiresAt };
}

/** Ends the session behind a cookie token; an unknown or missing token is already signed out. */
export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await destroySession(ctx.database.db, token);
}

/** Who is signed in, as `GET /api/me` and the login answers describe them. */
export async function sessionUserFor(ctx: AppContext, principal: Principal | null): Promise<SessionUser | null> {
  if (!principal) return null;
  if (principal.role === 'admin') return { role: 'admin', username: principal.username };
  if (principal.role === 'barber') {
    const row = await barberById(ctx.db, principal.barberId);
    if (!row) return null;
    return { role: 'barber', username: principal.username, barber: presentSessionBarber(row) };
  }
  const customer = await customerById(ctx.database.db, principal.customerId);
  return customer ? customerSessionUser(customer) : null;
}

/** A customer has no username; their phone is how they sign in, so it stands in for one. */
export function customerSessionUser(customer: Parameters<typeof presentCustomer>[0]): SessionUser {
  return { role: 'customer', username: customer.phone, customer: presentCustomer(customer) };
}
