import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  insertSession,
  liveSessionOwner,
  type SessionOwner,
} from '../data/sessions.js';
import type { ShopTx, Tx } from '../db/client.js';
import { randomToken, sha256 } from './tokens.js';

export const SESSION_COOKIE = 'chair_session';
const STAFF_SESSION_DAYS = 7;
const CUSTOMER_SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Who is making a request, as the server knows it from the session cookie. */
export type Principal =
  | { role: 'admin'; userId: number; username: string }
  | { role: 'barber'; userId: number; username: string; barberId: number }
  | { role: 'customer'; customerId: number; phone: string };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Tx,
  owner: SessionOwner,
  now: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const days = 'customerId' in owner ? CUSTOMER_SESSION_DAYS : STAFF_SESSION_DAYS;
  const expiresAt = new Date(now + days * DAY_MS);
  await insertSession(db, sha256(token), owner, expiresAt);
  // Expired sessions are swept as new ones start; no timer needed.
  await deleteExpiredSessions(db, now);
  return { token, expiresAt };
}

export async function destroySession(db: Tx, token: string): Promise<void> {
  await deleteSession(db, sha256(token));
}

/** Ends every session of a shop's staff user (a deleted or disabled barber is signed out everywhere). */
export async function destroyUserSessions(db: Tx, shopId: number, userId: number): Promise<void> {
  await deleteUserSessions(db, shopId, userId);
}

/**
 * The principal behind a session token, or null when it is unknown, expired or disabled: read on
 * the handle of the shop the request is for, where another shop's staff session is unknown.
 */
export async function loadPrincipal(db: ShopTx, shopId: number, token: string, now: number): Promise<Principal | null> {
  const row = await liveSessionOwner(db, sha256(token), now);
  if (!row) return null;
  // Made on a shop's own domain: nobody in any other shop (docs/decisions/0020-shop-routing.md).
  if (row.customerShopId !== null && row.customerShopId !== shopId) return null;
  if (row.customerId !== null && row.phone !== null) {
    return { role: 'customer', customerId: row.customerId, phone: row.phone };
  }
  if (row.userId === null || row.username === null || row.disabled) return null;
  if (row.role === 'admin') return { role: 'admin', userId: row.userId, username: row.username };
  if (row.role === 'barber' && row.barberId !== null) {
    return { role: 'barber', userId: row.userId, username: row.username, barberId: row.barberId };
  }
  return null;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
