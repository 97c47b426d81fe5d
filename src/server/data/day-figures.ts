import { sql, type SQL } from 'drizzle-orm';
import { dayTurnMinute, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { ARRIVAL, CAME, hourOf, instants, JOINED, SERVED_WALK_IN, WAITED, WEEK_COUNTS } from './numbers-sql.js';

/*
 * The figures kept of each closed shop date for the owner's numbers (docs/product/money.md, How it
 * is worked out; migration 0023): a report writes the days it reads that have none, and the
 * trigger on bookings forgets a day when one of its bookings is written again.
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

/** The advisory lock, per shop, under which the trigger forgets days and a report keeps them (migration 0023). */
export const DAY_FIGURES_LOCK = sql`pg_advisory_xact_lock(hashtext('day_figures'), current_shop_id())`;

/**
 * Deletes the rows cut by another rule (the shop's hours or zone changed), and answers the start
 * (epoch ms) of each day from `from` up to `to` that has a row.
 */
export function keptStatement(rule: ShopDayRule, from: Date, to: Date): SQL {
  const turn = dayTurnMinute(rule);
  return sql`
      with forgotten as (delete from day_figures where time_zone <> ${rule.timeZone} or turn_minute <> ${turn})
      select (extract(epoch from day_start) * 1000)::float8 as start_ms
        from day_figures
       where time_zone = ${rule.timeZone} and turn_minute = ${turn} and day_start >= ${from} and day_start < ${to}`;
}

/** Writes the figures of these days, each day's from its bookings (under the lock of migration 0023). */
export function keepStatement(rule: ShopDayRule, days: readonly ShopDay[]): SQL {
  return sql`
      with days as (
        select day_start, day_end
          from unnest(${instants(days.map((day) => day.start))}, ${instants(days.map((day) => day.end))}) as d(day_start, day_end)
      ),
      placed as (
        select d.day_start, b.booking_type, b.status, b.cancelled_by, b.cancel_reason, b.finished_at, b.serving_started_at,
               b.booking_time, b.arrived_at, ${hourOf(sql`(${ARRIVAL} at time zone ${rule.timeZone})`)} as hour
          from days d
          join bookings b on ${ARRIVAL} >= d.day_start and ${ARRIVAL} < d.day_end
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
      insert into day_figures (day_start, day_end, time_zone, turn_minute, arrived,
                               walk_ins, appointments, no_shows, by_customer, by_shop, long_waits, wait_hours, wait_minutes)
      select d.day_start, d.day_end, ${rule.timeZone}, ${dayTurnMinute(rule)}, a.arrived,
             coalesce(c.walk_ins, 0), coalesce(c.appointments, 0), coalesce(c.no_shows, 0), coalesce(c.by_customer, 0),
             coalesce(c.by_shop, 0), coalesce(c.long_waits, 0), coalesce(c.wait_hours, '{}'), coalesce(c.wait_minutes, '{}')
        from days d
        join arrived a on a.day_start = d.day_start
        left join counted c on c.day_start = d.day_start`;
}
