import { randomBytes } from 'node:crypto';
import { keepConfigValue } from '../data/app-config.js';
import type { Tx } from '../db/client.js';
import { hmac, sameDigest } from './tokens.js';

/**
 * The server's secret key: SECRET_KEY when set, else one generated on first start and kept in the
 * database, so every instance on one PostgreSQL database signs and checks with the same key.
 */
export async function loadSecret(db: Tx, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const value = await keepConfigValue(db, 'secret_key', randomBytes(32).toString('hex'));
  if (value === undefined) throw new Error('The secret key could not be stored');
  return value;
}

/**
 * The manage token of a booking: proof of ownership for the browser that booked it (docs/product/roles.md).
 * Derived, not stored, so a retried request (Idempotency-Key) can be answered with it again.
 */
export function manageTokenFor(secret: string, bookingId: number): string {
  return hmac(secret, `manage-booking:${bookingId}`);
}

export function isManageToken(secret: string, bookingId: number, token: string | undefined): boolean {
  return token !== undefined && /^[0-9a-f]{64}$/.test(token) && sameDigest(manageTokenFor(secret, bookingId), token);
}
