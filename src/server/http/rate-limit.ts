import type { Tx } from '../db/client.js';
import { sha256 } from '../auth/tokens.js';
import { countHits, windowCount } from '../data/rate-limits.js';
import { AppError } from './errors.js';

/** One limit a request counts against: `limit` hits of `key` in a window of `windowMs`. */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
  message?: string;
}

const DEFAULT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Counts one hit against each limit in a fixed window shared by every instance (the
 * `rate_limits` table, one atomic upsert for all of them: one round trip), and refuses with 429
 * and a retry time for the first limit passed, in the order given. Keys are stored hashed: they
 * may hold a phone number or a username.
 */
export async function hitRateLimits(db: Tx, now: number, limits: readonly RateLimit[]): Promise<void> {
  if (limits.length === 0) return;
  const hits = limits.map(({ key, windowMs }) => ({ key: sha256(key), windowMs }));
  const counted = new Map((await countHits(db, now, hits)).map((row) => [row.key, row]));
  for (const { key, limit, windowMs, message } of limits) {
    const row = counted.get(sha256(key));
    if (row && row.count > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStartMs + windowMs - now) / 1000));
      throw new AppError(429, 'RATE_LIMITED', message ?? DEFAULT_MESSAGE, {}).withRetryAfter(retryAfterSeconds);
    }
  }
}

/** One limit: see hitRateLimits. */
export async function hitRateLimit(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  message = DEFAULT_MESSAGE,
): Promise<void> {
  await hitRateLimits(db, now, [{ key, limit, windowMs, message }]);
}

/**
 * Refuses with 429 once `key` has counted `limit` hits in its window, without counting this call;
 * for limits that count only failures (logins), recorded with `hitRateLimit` after the fact.
 */
export async function refuseWhenLimited(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  message: string,
): Promise<void> {
  const row = await windowCount(db, sha256(key));
  if (!row) return;
  const windowEnd = row.windowStartMs + windowMs;
  if (windowEnd > now && row.count >= limit) {
    const seconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new AppError(429, 'RATE_LIMITED', message).withRetryAfter(seconds);
  }
}
