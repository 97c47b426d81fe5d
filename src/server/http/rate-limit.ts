import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.js';
import { sha256 } from '../auth/tokens.js';
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
  const nowAt = new Date(now).toISOString();
  const rows = sql.join(
    limits.map(({ key, windowMs }) => sql`(${sha256(key)}, ${nowAt}::timestamptz, ${new Date(now - windowMs).toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with hit (key, now_at, expired) as (values ${rows})
    insert into rate_limits (key, window_start, count)
    select key, now_at, 1 from hit
    on conflict (key) do update set
      count = case when rate_limits.window_start <= (select expired from hit where hit.key = excluded.key) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= (select expired from hit where hit.key = excluded.key) then excluded.window_start else rate_limits.window_start end
    returning key, count, (extract(epoch from window_start) * 1000)::float8 as window_start_ms`);
  const counted = new Map(rowsOf<{ key: string; count: number; window_start_ms: number }>(result).map((row) => [row.key, row]));
  for (const { key, limit, windowMs, message } of limits) {
    const row = counted.get(sha256(key));
    if (row && row.count > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start_ms + windowMs - now) / 1000));
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
