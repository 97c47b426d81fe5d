import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.js';
import { AppError } from './errors.js';

/**
 * Counts one hit against `key` in a fixed window shared by every instance (the `rate_limits`
 * table, one atomic upsert), and refuses with 429 and a retry time once `limit` is passed.
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
    insert into rate_limits (key, window_start, count) values (${key}, ${nowAt}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${expired} then ${nowAt}::timestamptz else rate_limits.window_start end
    returning count, (extract(epoch from window_start) * 1000)::float8 as window_start_ms`);
  const row = rowsOf<{ count: number; window_start_ms: number }>(result)[0];
  if (row && row.count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start_ms) + windowMs - now) / 1000));
    throw new AppError(429, 'RATE_LIMITED', message, {}).withRetryAfter(retryAfterSeconds);
  }
}
