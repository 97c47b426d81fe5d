import { sql, type SQL } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { dayTurnMinute, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { rowsOf, type ShopDb } from '../db/client.js';
import { ARRIVAL, CAME, hourOf, instants, JOINED, SERVED_WALK_IN, WAITED, WEEK_COUNTS } from './numbers-sql.js';

/*
 * The figures kept of each closed shop date for the owner's numbers (docs/product/money.md, How it
 * is worked out; docs/decisions/0023-kept-day-figures.md; migration 0023): a report writes the
 * days it reads that have none, and the trigger on bookings forgets a day when one of its bookings
 * is written again.
 */

/** A shop date's instants: from its start up to the next date's. */
export interface ShopDay {
  start: Date;
  end: Date;
}

/**
 * How long after a day ends a report keeps its figures. The trigger of migration 0023 forgets a
 * day when a booking of it over a day old is written again; the day between leaves room for a
 * transaction that began before.
 */
export const KEEP_AFTER_MS = 2 * 24 * 60 * 60_000;

/**
 * How a kept row counted its bookings. Change it with any change to how the numbers count a
 * booking (numbers-sql.ts): rows counted otherwise are then deleted and written anew.
 */
export const COUNTING = 1;

/** Days written in one transaction, so the lock the trigger waits for is held briefly. */
const DAYS_PER_WRITE = 31;

/** The advisory lock, per shop, under which the trigger forgets days and a report writes them (migration 0023). */
const DAY_FIGURES_LOCK = sql`pg_advisory_xact_lock(hashtext('day_figures'), current_shop_id())`;

/** The rows kept for exactly these days (start and end), cut by the shop's present rule and counted as now. */
export function keptRows(rule: ShopDayRule, days: readonly ShopDay[]): SQL {
  return sql`day_figures f
      join unnest(${instants(days.map((day) => day.start))}, ${instants(days.map((day) => day.end))}) as d(day_start, day_end)
        on f.day_start = d.day_start and f.day_end = d.day_end
     where f.time_zone = ${rule.timeZone} and f.turn_minute = ${dayTurnMinute(rule)} and f.counting = ${COUNTING}`;
}

/** How many of these days have their row, as a column `kept`, and the database's clock (epoch ms) as `now_ms`. */
export function keptAndNow(rule: ShopDayRule, days: readonly ShopDay[]): SQL {
  return sql`(select count(*) from ${keptRows(rule, days)})::int as kept, (extract(epoch from now()) * 1000)::float8 as now_ms`;
}

/**
 * Writes the rows of the days that have none, each from the day's bookings, a month of days a
 * transaction under the lock the trigger of migration 0023 takes, so no change of a booking lands
 * between a day's reading and its row. First deletes rows no report reads: cut by another rule,
 * counted otherwise, or no longer a day's exact start and end.
 */
export async function keepDays(db: ShopDb, rule: ShopDayRule, days: readonly ShopDay[], readCommitted?: PgTransactionConfig): Promise<void> {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return;
  const turn = dayTurnMinute(rule);
  const missing = await db.transaction(async (tx) => {
    await tx.execute(sql`select ${DAY_FIGURES_LOCK}`);
    await tx.execute(sql`
      delete from day_figures f
       where f.time_zone <> ${rule.timeZone} or f.turn_minute <> ${turn} or f.counting <> ${COUNTING}
          or (f.day_start >= ${first.start} and f.day_start < ${last.end}
              and not exists (select 1 from unnest(${instants(days.map((day) => day.start))}, ${instants(days.map((day) => day.end))}) as d(day_start, day_end)
                               where d.day_start = f.day_start and d.day_end = f.day_end))`);
    const had = rowsOf<{ start_ms: number | string }>(
      await tx.execute(sql`select (extract(epoch from f.day_start) * 1000)::float8 as start_ms from ${keptRows(rule, days)}`),
    );
    const starts = new Set(had.map((row) => Number(row.start_ms)));
    return days.filter((day) => !starts.has(day.start.getTime()));
  }, readCommitted);
  for (let index = 0; index < missing.length; index += DAYS_PER_WRITE) {
    const batch = missing.slice(index, index + DAYS_PER_WRITE);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select ${DAY_FIGURES_LOCK}`);
      await tx.execute(keepStatement(rule, batch));
    }, readCommitted);
  }
}

/**
 * Writes the rows of these days (oldest first), each from its bookings; a day that has its row
 * already is left as it is. The bookings from the first day's start to the last day's end are read
 * in one range of bookings_arrival_idx and each put in its day by a binary search of the days'
 * starts (a join on each day's range would compare every booking with every day).
 */
function keepStatement(rule: ShopDayRule, days: readonly ShopDay[]): SQL {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('no day to keep');
  const starts = instants(days.map((day) => day.start));
  return sql`
      with days as (
        select day_start, day_end, n::int
          from unnest(${starts}, ${instants(days.map((day) => day.end))}) with ordinality as d(day_start, day_end, n)
      ),
      placed as (
        select d.day_start, b.booking_type, b.status, b.cancelled_by, b.cancel_reason, b.finished_at, b.serving_started_at,
               b.booking_time, b.arrived_at, b.hour
          from (select booking_type, status, cancelled_by, cancel_reason, finished_at, serving_started_at, booking_time, arrived_at,
                       ${ARRIVAL} as arrival, width_bucket(${ARRIVAL}, ${starts}) as n,
                       ${hourOf(sql`(${ARRIVAL} at time zone ${rule.timeZone})`)} as hour
                  from bookings
                 where ${ARRIVAL} >= ${first.start} and ${ARRIVAL} < ${last.end}) b
          -- A booking between two days that are not next to each other belongs to neither.
          join days d on d.n = b.n and b.arrival < d.day_end
      ),
      hours as (
        select day_start, hour, count(*) filter (where ${CAME})::int as n from placed group by 1, 2
      ),
      arrived as (
        select d.day_start, array_agg(coalesce(h.n, 0) order by g.hour) as arrived
          from days d
          cross join generate_series(0, 23) as g(hour)
          left join hours h on h.day_start = d.day_start and h.hour = g.hour
         group by 1
      ),
      counted as (
        select day_start, ${WEEK_COUNTS},
               array_agg(${hourOf(sql`(${JOINED} at time zone ${rule.timeZone})`)}) filter (where ${SERVED_WALK_IN}) as wait_hours,
               array_agg(${WAITED}) filter (where ${SERVED_WALK_IN}) as wait_minutes
          from placed
         group by 1
      )
      insert into day_figures (day_start, day_end, time_zone, turn_minute, counting, arrived,
                               walk_ins, appointments, no_shows, by_customer, by_shop, long_waits, wait_hours, wait_minutes)
      select d.day_start, d.day_end, ${rule.timeZone}, ${dayTurnMinute(rule)}, ${COUNTING}, a.arrived,
             coalesce(c.walk_ins, 0), coalesce(c.appointments, 0), coalesce(c.no_shows, 0), coalesce(c.by_customer, 0),
             coalesce(c.by_shop, 0), coalesce(c.long_waits, 0), coalesce(c.wait_hours, '{}'), coalesce(c.wait_minutes, '{}')
        from days d
        join arrived a on a.day_start = d.day_start
        left join counted c on c.day_start = d.day_start
      on conflict (shop_id, day_start) do nothing`;
}
