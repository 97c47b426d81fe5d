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
  rule: ShopDayRule;
}

export interface NumbersRow extends Record<string, unknown> {
  arrivals: { dow: number; hour: number; n: number }[] | null;
  weeks: {
    week: string;
    walk_ins: number;
    appointments: number;
    no_shows: number;
    by_customer: number;
    by_shop: number;
    long_waits: number;
  }[] | null;
  refusals: { week: string; n: number }[] | null;
  revenue: { week: string; paise: number | string }[] | null;
  waits: { hour: number; n: number; average: number | string; p90: number | string }[] | null;
  barbers: { barber_id: number; name: string; paise: number | string }[] | null;
  months: { month: string; customers: number; returning: number }[] | null;
}

/** An instant's shop date (the night past midnight counts with the date before): shopDateOf in SQL. */
function shopDate(instant: SQL, rule: ShopDayRule): SQL {
  return sql`((${instant} at time zone ${rule.timeZone}) - make_interval(mins => ${dayTurnMinute(rule)}::int))::date`;
}

/** The Monday of an instant's shop date, as YYYY-MM-DD. */
function weekOf(instant: SQL, rule: ShopDayRule): SQL {
  return sql`to_char(date_trunc('week', ${shopDate(instant, rule)}), 'YYYY-MM-DD')`;
}

/** The hour of an instant on the shop's wall clock, 0-23. */
function hourOf(instant: SQL, rule: ShopDayRule): SQL {
  return sql`extract(hour from ${instant} at time zone ${rule.timeZone})::int`;
}

/** A booking's arrival: when the customer was known to be in the shop, else the slot's start, else when booked (the expression the index 0021 holds). */
const ARRIVAL = sql`coalesce(arrived_at, slot_start, booking_time)`;

/**
 * Everything of the report in one statement, so the embedded database runs one and PostgreSQL
 * plans the window's bookings once. Each part is a JSON array of its rows.
 */
export async function ownerNumbers(db: ShopTx, window: NumbersWindow): Promise<NumbersRow> {
  const { from, to, monthsFrom, rule } = window;
  const paid = sql`p.method in ('cash', 'upi', 'card')
    and not exists (select 1 from payments c where c.shop_id = p.shop_id and c.corrects_id = p.id)`;
  const received = sql`(p.services_paise - p.discount_paise + p.tip_paise)`;
  const rows = rowsOf<NumbersRow>(
    await db.execute(sql`
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
      served_phones as (
        select distinct to_char(${shopDate(ARRIVAL, rule)}, 'YYYY-MM') as month, customer_phone as phone
          from bookings
         where status = 'completed' and customer_phone is not null
           and ${ARRIVAL} >= ${monthsFrom} and ${ARRIVAL} < ${to}
      ),
      first_served as (
        select customer_phone as phone, min(${ARRIVAL}) as first_at
          from bookings
         where status = 'completed' and customer_phone in (select phone from served_phones)
         group by customer_phone
      )
      select
        (select json_agg(a) from (
           select extract(isodow from ${shopDate(sql`arrival`, rule)})::int as dow, ${hourOf(sql`arrival`, rule)} as hour, count(*)::int as n
             from b
            where cancelled_by is distinct from 'customer'
            group by 1, 2) a) as arrivals,
        (select json_agg(w) from (
           select ${weekOf(sql`arrival`, rule)} as week,
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
           select ${weekOf(sql`at`, rule)} as week, count(*)::int as n
             from walk_in_refusals
            where at >= ${from} and at < ${to}
            group by 1) r) as refusals,
        (select json_agg(m) from (
           select ${weekOf(sql`p.taken_at`, rule)} as week, sum(${received}) as paise
             from payments p
            where p.taken_at >= ${from} and p.taken_at < ${to} and ${paid}
            group by 1) m) as revenue,
        (select json_agg(h) from (
           select hour, count(*)::int as n, avg(wait_min) as average,
                  percentile_cont(0.9) within group (order by wait_min) as p90
             from served
            group by hour) h) as waits,
        (select json_agg(s) from (
           select p.barber_id, min(bb.name) as name, sum(${received}) as paise
             from payments p
             join barbers bb on bb.shop_id = p.shop_id and bb.id = p.barber_id
            where p.taken_at >= ${from} and p.taken_at < ${to} and ${paid}
            group by p.barber_id) s) as barbers,
        (select json_agg(c) from (
           select sp.month, count(*)::int as customers,
                  count(*) filter (where f.first_at < ${shopMonthStart(sql`sp.month`, rule)})::int as returning
             from served_phones sp
             join first_served f on f.phone = sp.phone
            group by sp.month) c) as months`),
  );
  const [row] = rows;
  if (!row) throw new Error('the numbers statement returned no row');
  return row;
}

/** The instant a month (YYYY-MM) begins in shop dates: its first date's turn, on the shop's clock. */
function shopMonthStart(month: SQL, rule: ShopDayRule): SQL {
  return sql`((to_date(${month}, 'YYYY-MM') + make_interval(mins => ${dayTurnMinute(rule)}::int)) at time zone ${rule.timeZone})`;
}
