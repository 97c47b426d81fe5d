import { sql, type SQL } from 'drizzle-orm';
import { dayTurnMinute, type ShopDayRule } from '../../shared/domain/shop-day.js';

/*
 * How the owner's numbers (docs/product/money.md, The owner's numbers) read a booking, as SQL
 * fragments: the report's statements (numbers-figures.ts) and the kept days' figures
 * (day-figures.ts) count alike.
 */

/** Minutes a walk-in cancelled by the customer had waited for it to count as "left after a long wait". */
export const LONG_WAIT_MIN = 30;

/** The weekday (1 Monday) of a wall-clock time's shop date (the night past midnight counts with the date before). */
export function shopWeekday(local: SQL, rule: ShopDayRule): SQL {
  return sql`date_part('isodow', ${local} - make_interval(mins => ${dayTurnMinute(rule)}::int))::int`;
}

/** Instants as a timestamptz[] parameter (ISO strings hold no comma or brace). */
export function instants(list: readonly Date[]): SQL {
  return sql`${`{${list.map((at) => at.toISOString()).join(',')}}`}::timestamptz[]`;
}

/**
 * Which of the period's weeks (1 the first) or months an instant falls in, by a binary search of
 * their starts: the shop's dates worked out once per week, not once per row.
 */
export function bucketOf(instant: SQL, starts: readonly Date[]): SQL {
  return sql`width_bucket(${instant}, ${instants(starts)})`;
}

/** The hour, 0-23, of a wall-clock time. */
export const hourOf = (local: SQL): SQL => sql`date_part('hour', ${local})::int`;

/** A booking's arrival: when the customer was known to be in the shop, else the slot's start, else when booked (the expression the index 0021 holds). */
export const ARRIVAL = sql`coalesce(arrived_at, slot_start, booking_time)`;

/** When a walk-in joined the queue: when booked, or when it arrived if that was later. */
export const JOINED = sql`greatest(booking_time, coalesce(arrived_at, booking_time))`;
/** Its minutes of waiting, from joining until its service began. */
export const WAITED = sql`greatest(0, date_part('epoch', serving_started_at - ${JOINED}) / 60.0)`;
/** The walk-ins whose waits count. */
export const SERVED_WALK_IN = sql`booking_type = 'queue' and status in ('serving', 'completed') and serving_started_at is not null`;

/** How each booking counts in the weeks' figures, as filters of count(*). */
export const WEEK_COUNTS = sql`
  count(*) filter (where status = 'completed' and booking_type = 'queue')::int as walk_ins,
  count(*) filter (where status = 'completed' and booking_type = 'slot')::int as appointments,
  count(*) filter (where cancel_reason = 'no_show')::int as no_shows,
  count(*) filter (where cancelled_by = 'customer')::int as by_customer,
  count(*) filter (where cancelled_by = 'barber' and cancel_reason is distinct from 'no_show')::int as by_shop,
  count(*) filter (where cancelled_by = 'customer' and booking_type = 'queue'
                     and finished_at - ${JOINED} >= make_interval(mins => ${LONG_WAIT_MIN}::int))::int as long_waits`;
/** A booking counts among the arrivals unless the customer cancelled it. */
export const CAME = sql`cancelled_by is distinct from 'customer'`;
