import { sql, type SQL } from 'drizzle-orm';
import { dayTurnMinute, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { rowsOf, type ShopTx } from '../db/client.js';

/*
 * The owner's numbers (docs/product/money.md, The owner's numbers), worked out by the database in
 * one statement over the shop's bookings, payments and refusals, along the indexes of migration
 * 0021: nothing reads every booking into memory.
 */

/** Minutes a walk-in cancelled by the customer had waited for it to count as "left after a long wait". */
export const LONG_WAIT_MIN = 30;

export interface NumbersWindow {
  /** Bookings arriving, payments taken and refusals from this instant on (a shop date's start), and before `to`. */
  from: Date;
  to: Date;
  /** Where repeat customers start counting: the first month's first shop date's start. */
  monthsFrom: Date;
  /** Where each week of the period begins (its Monday's start), oldest first. */
  weekStarts: readonly Date[];
  /** Where each month of repeat customers begins (its first date's start), oldest first. */
  monthStarts: readonly Date[];
  rule: ShopDayRule;
}

export interface NumbersRow extends Record<string, unknown> {
  arrivals: { dow: number; hour: number; n: number }[] | null;
  weeks: {
    /** 1 for the period's first week. */
    week: number;
    walk_ins: number;
    appointments: number;
    no_shows: number;
    by_customer: number;
    by_shop: number;
    long_waits: number;
  }[] | null;
  refusals: { week: number; n: number }[] | null;
  revenue: { week: number; paise: number | string }[] | null;
  waits: { hour: number; n: number; average: number | string; p90: number | string }[] | null;
  barbers: { barber_id: number; name: string; paise: number | string }[] | null;
  /** `month` 1 for the first month. */
  months: { month: number; customers: number; returning: number }[] | null;
}

/** An instant's shop date (the night past midnight counts with the date before): shopDateOf in SQL. */
function shopDate(instant: SQL, rule: ShopDayRule): SQL {
  return sql`((${instant} at time zone ${rule.timeZone}) - make_interval(mins => ${dayTurnMinute(rule)}::int))::date`;
}

/** Instants as a timestamptz[] parameter (ISO strings hold no comma or brace). */
function instants(list: readonly Date[]): SQL {
  return sql`${`{${list.map((at) => at.toISOString()).join(',')}}`}::timestamptz[]`;
}

/**
 * Which of the period's weeks (1 the first) or months an instant falls in, by a binary search of
 * their starts: the shop's dates worked out once per week, not once per row.
 */
function bucketOf(instant: SQL, starts: readonly Date[]): SQL {
  return sql`width_bucket(${instant}, ${instants(starts)})`;
}

/** The hour of an instant on the shop's wall clock, 0-23. */
function hourOf(instant: SQL, rule: ShopDayRule): SQL {
  return sql`extract(hour from ${instant} at time zone ${rule.timeZone})::int`;
}

/** A booking's arrival: when the customer was known to be in the shop, else the slot's start, else when booked (the expression the index 0021 holds). */
const ARRIVAL = sql`coalesce(arrived_at, slot_start, booking_time)`;

/**
 * Everything of the report in one statement, so the embedded database runs one and PostgreSQL
 * plans the window's bookings once. Each part is a JSON array of its rows. The benchmark explains
 * the same statement (bench/numbers).
 */
export function numbersStatement(window: NumbersWindow): SQL {
  const { from, to, monthsFrom, weekStarts, monthStarts, rule } = window;
  return sql`
      with b as materialized (
        select booking_type, status, cancelled_by, cancel_reason, serving_started_at, finished_at,
               ${ARRIVAL} as arrival,
               greatest(booking_time, coalesce(arrived_at, booking_time)) as joined
          from bookings
         where ${ARRIVAL} >= ${from} and ${ARRIVAL} < ${to}
      ),
      served as (
        select ${hourOf(sql`joined`, rule)} as hour,
               greatest(0, extract(epoch from serving_started_at - joined) / 60.0) as wait_min
          from b
         where booking_type = 'queue' and status in ('serving', 'completed') and serving_started_at is not null
      ),
      -- Received as in Takings (docs/product/money.md): current entries (none corrects them) of a paid method.
      corrected as (
        select corrects_id as id from payments where corrects_id is not null
      ),
      paid as materialized (
        select p.barber_id, p.taken_at, p.services_paise - p.discount_paise + p.tip_paise as received
          from payments p
         where p.taken_at >= ${from} and p.taken_at < ${to} and p.method in ('cash', 'upi', 'card')
           and not exists (select 1 from corrected c where c.id = p.id)
      ),
      -- Every phone's served visits, along bookings_served_phone_idx: when each was first served,
      -- and the months of the period each was served in.
      visits as materialized (
        select customer_phone as phone, ${ARRIVAL} as arrival
          from bookings
         where status = 'completed' and customer_phone is not null and ${ARRIVAL} < ${to}
      ),
      first_served as (
        select phone, min(arrival) as first_at from visits group by phone
      ),
      served_phones as (
        select distinct ${bucketOf(sql`arrival`, monthStarts)} as month, phone
          from visits
         where arrival >= ${monthsFrom}
      )
      select
        (select json_agg(a) from (
           select extract(isodow from ${shopDate(sql`arrival`, rule)})::int as dow, ${hourOf(sql`arrival`, rule)} as hour, count(*)::int as n
             from b
            where cancelled_by is distinct from 'customer'
            group by 1, 2) a) as arrivals,
        (select json_agg(w) from (
           select ${bucketOf(sql`arrival`, weekStarts)} as week,
                  count(*) filter (where status = 'completed' and booking_type = 'queue')::int as walk_ins,
                  count(*) filter (where status = 'completed' and booking_type = 'slot')::int as appointments,
                  count(*) filter (where cancel_reason = 'no_show')::int as no_shows,
                  count(*) filter (where cancelled_by = 'customer')::int as by_customer,
                  count(*) filter (where cancelled_by = 'barber' and cancel_reason is distinct from 'no_show')::int as by_shop,
                  count(*) filter (where cancelled_by = 'customer' and booking_type = 'queue'
                                     and finished_at - joined >= make_interval(mins => ${LONG_WAIT_MIN}::int))::int as long_waits
             from b
            group by 1) w) as weeks,
        (select json_agg(r) from (
           select ${bucketOf(sql`at`, weekStarts)} as week, count(*)::int as n
             from walk_in_refusals
            where at >= ${from} and at < ${to}
            group by 1) r) as refusals,
        (select json_agg(m) from (
           select ${bucketOf(sql`taken_at`, weekStarts)} as week, sum(received) as paise
             from paid
            group by 1) m) as revenue,
        (select json_agg(h) from (
           select hour, count(*)::int as n, avg(wait_min) as average,
                  percentile_cont(0.9) within group (order by wait_min) as p90
             from served
            group by hour) h) as waits,
        (select json_agg(s) from (
           select p.barber_id, min(bb.name) as name, sum(p.received) as paise
             from paid p
             join barbers bb on bb.id = p.barber_id
            group by p.barber_id) s) as barbers,
        (select json_agg(c) from (
           select sp.month, count(*)::int as customers,
                  count(*) filter (where f.first_at < (${instants(monthStarts)})[sp.month])::int as returning
             from served_phones sp
             join first_served f on f.phone = sp.phone
            group by sp.month) c) as months`;
}

export async function ownerNumbers(db: ShopTx, window: NumbersWindow): Promise<NumbersRow> {
  const [row] = rowsOf<NumbersRow>(await db.execute(numbersStatement(window)));
  if (!row) throw new Error('the numbers statement returned no row');
  return row;
}
