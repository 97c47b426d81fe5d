import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.js';

/*
 * Fixed-window counters shared by every instance (the `rate_limits` table). Keys arrive hashed:
 * they may hold a phone number or a username.
 */

export interface WindowCount {
  key: string;
  count: number;
  /** When the key's window began, in ms. */
  windowStartMs: number;
}

/**
 * Counts one hit of each key in one atomic upsert: a key whose window began at or before its
 * `expired` instant starts a new window at `now`. Answers every key's count and window.
 */
export async function countHits(db: Tx, now: number, hits: readonly { key: string; windowMs: number }[]): Promise<WindowCount[]> {
  const nowAt = new Date(now).toISOString();
  const rows = sql.join(
    hits.map(({ key, windowMs }) => sql`(${key}, ${nowAt}::timestamptz, ${new Date(now - windowMs).toISOString()}::timestamptz)`),
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
  return rowsOf<{ key: string; count: number; window_start_ms: number }>(result).map((row) => ({
    key: row.key,
    count: row.count,
    windowStartMs: row.window_start_ms,
  }));
}

/** A key's count and window, without counting; undefined when it has none. */
export async function windowCount(db: Tx, key: string): Promise<Omit<WindowCount, 'key'> | undefined> {
  const result = await db.execute(sql`
    select count, (extract(epoch from window_start) * 1000)::float8 as window_start_ms
    from rate_limits where key = ${key}`);
  const row = rowsOf<{ count: number; window_start_ms: number }>(result)[0];
  return row ? { count: row.count, windowStartMs: row.window_start_ms } : undefined;
}
