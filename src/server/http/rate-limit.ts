import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.js';
import { sha256 } from '../auth/tokens.js';
import { AppError } from './errors.js';

/**
 * Counts one hit against `key` in a fixed window shared by every instance (the `rate_limits`
 * table, one atomic upsert), and refuses with 429 and a retry time once `limit` is passed. Keys
 * are stored hashed: they may hold a phone number or a username.
 */
export async function hitRateLimit(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  message = 'Too many requests. Please try again later.',
): Promise<void> {
  const nowAt = new Date(now).toISOString();
  const expired = new Date(now - windowMs).toISOString();
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${sha256(key)}, ${nowAt}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${expired} then ${nowAt}::timestamptz else rate_limits.window_start end
    returning count, (extract(epoch from window_start) * 1000)::float8 as window_start_ms`);
  const row = rowsOf<{ count: number; window_start_ms: number }>(result)[0];
  if (row && row.count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start_ms + windowMs - now) / 1000));
    throw new AppError(429, 'RATE_LIMITED', message, {}).withRetryAfter(retryAfterSeconds);
  }
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
  const result = await db.execute(sql`
    select count, (extract(epoch from window_start) * 1000)::float8 as window_start_ms
    from rate_limits where key = ${sha256(key)}`);
  const row = rowsOf<{ count: number; window_start_ms: number }>(result)[0];
  if (!row) return;
  const windowEnd = row.window_start_ms + windowMs;
  if (windowEnd > now && row.count >= limit) {
    const seconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new AppError(429, 'RATE_LIMITED', message).withRetryAfter(seconds);
  }
}
