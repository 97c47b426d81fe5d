import { sql, type SQL } from 'drizzle-orm';
import { dayTurnMinute, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { rowsOf, type ShopDb } from '../db/client.js';

/*
 * The owner's numbers (docs/product/money.md, The owner's numbers), worked out by the database
 * over the shop's bookings, payments and refusals, along the indexes of migration 0021: nothing
 * reads every booking into memory.
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

/** The weekday (1 Monday) of a wall-clock time's shop date (the night past midnight counts with the date before). */
function shopWeekday(local: SQL, rule: ShopDayRule): SQL {
  return sql`date_part('isodow', ${local} - make_interval(mins => ${dayTurnMinute(rule)}::int))::int`;
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

/** The hour, 0-23, of a wall-clock time. */
const hourOf = (local: SQL): SQL => sql`date_part('hour', ${local})::int`;

/** A booking's arrival: when the customer was known to be in the shop, else the slot's start, else when booked (the expression the index 0021 holds). */
const ARRIVAL = sql`coalesce(arrived_at, slot_start, booking_time)`;

/** The period's bookings, by the arrival's instant (the index 0021 holds the expression). */
function inPeriod(window: NumbersWindow): SQL {
  return sql`${ARRIVAL} >= ${window.from} and ${ARRIVAL} < ${window.to}`;
}

/**
 * The report as four statements, each over one table and each reading it once, which PostgreSQL
 * runs side by side on connections of their own (the embedded database one after another). Each
 * answers one row of JSON arrays. The benchmark explains the same statements (bench/numbers).
 */
export function numbersStatements(window: NumbersWindow): SQL[] {
  return [visitsStatement(window), waitsStatement(window), takenStatement(window), customersStatement(window)];
}

/**
 * Arrivals by weekday and hour, and the weeks' counts: the period's bookings summed into one cell
 * a week, weekday and hour (a few thousand at most), each arrival turned to the shop's clock once.
 */
function visitsStatement(window: NumbersWindow): SQL {
  const { weekStarts, rule } = window;
  return sql`
      with cells as (
        select week, dow, hour,
               count(*) filter (where cancelled_by is distinct from 'customer') as arrived,
               count(*) filter (where status = 'completed' and booking_type = 'queue') as walk_ins,
               count(*) filter (where status = 'completed' and booking_type = 'slot') as appointments,
               count(*) filter (where cancel_reason = 'no_show') as no_shows,
               count(*) filter (where cancelled_by = 'customer') as by_customer,
               count(*) filter (where cancelled_by = 'barber' and cancel_reason is distinct from 'no_show') as by_shop,
               count(*) filter (where cancelled_by = 'customer' and booking_type = 'queue'
                                  and finished_at - joined >= make_interval(mins => ${LONG_WAIT_MIN}::int)) as long_waits
          from (select ${bucketOf(sql`arrival`, weekStarts)} as week,
                       ${shopWeekday(sql`local`, rule)} as dow,
                       ${hourOf(sql`local`)} as hour,
                       booking_type, status, cancelled_by, cancel_reason, finished_at, joined
                  from (select booking_type, status, cancelled_by, cancel_reason, finished_at,
                               ${ARRIVAL} as arrival,
                               ${ARRIVAL} at time zone ${rule.timeZone} as local,
                               greatest(booking_time, coalesce(arrived_at, booking_time)) as joined
                          from bookings
                         where ${inPeriod(window)}) booked) placed
         group by 1, 2, 3
      )
      select
        (select json_agg(a) from (
           select dow, hour, sum(arrived)::int as n from cells group by 1, 2 having sum(arrived) > 0) a) as arrivals,
        (select json_agg(w) from (
           select week, sum(walk_ins)::int as walk_ins, sum(appointments)::int as appointments, sum(no_shows)::int as no_shows,
                  sum(by_customer)::int as by_customer, sum(by_shop)::int as by_shop, sum(long_waits)::int as long_waits
             from cells
            group by 1) w) as weeks`;
}

/** Walk-ins served, by the hour they joined: how many minutes they waited. */
function waitsStatement(window: NumbersWindow): SQL {
  return sql`
      select json_agg(h) as waits from (
        select ${hourOf(sql`(joined at time zone ${window.rule.timeZone})`)} as hour, count(*)::int as n,
               avg(wait_min) as average, percentile_cont(0.9) within group (order by wait_min) as p90
          from (select greatest(booking_time, coalesce(arrived_at, booking_time)) as joined,
                       greatest(0, date_part('epoch', serving_started_at - greatest(booking_time, coalesce(arrived_at, booking_time))) / 60.0) as wait_min
                  from bookings
                 where ${inPeriod(window)}
                   and booking_type = 'queue' and status in ('serving', 'completed') and serving_started_at is not null) served
         group by 1) h`;
}

/**
 * Money received (as in Takings, docs/product/money.md: current entries, none correcting them, of
 * a paid method) by week and by barber, summed once a week and barber; and the refusals by week.
 */
function takenStatement(window: NumbersWindow): SQL {
  const { from, to, weekStarts } = window;
  return sql`
      with corrected as (
        select corrects_id as id from payments where corrects_id is not null
      ),
      paid as (
        select ${bucketOf(sql`p.taken_at`, weekStarts)} as week, p.barber_id,
               sum(p.services_paise - p.discount_paise + p.tip_paise) as paise
          from payments p
         where p.taken_at >= ${from} and p.taken_at < ${to} and p.method in ('cash', 'upi', 'card')
           and not exists (select 1 from corrected c where c.id = p.id)
         group by 1, 2
      )
      select
        (select json_agg(m) from (select week, sum(paise) as paise from paid group by 1) m) as revenue,
        (select json_agg(s) from (
           select p.barber_id, min(bb.name) as name, sum(p.paise) as paise
             from paid p
             join barbers bb on bb.id = p.barber_id
            group by p.barber_id) s) as barbers,
        (select json_agg(r) from (
           select ${bucketOf(sql`at`, weekStarts)} as week, count(*)::int as n
             from walk_in_refusals
            where at >= ${from} and at < ${to}
            group by 1) r) as refusals`;
}

/**
 * Repeat customers by month: every phone's served visits, in the order of
 * bookings_served_phone_idx, folded into one row a phone (the month of its first visit, 0 before
 * the first month counted, and bit m set for each month m of the period it was served in), then
 * phones alike counted together: a few hundred rows however many phones.
 */
function customersStatement(window: NumbersWindow): SQL {
  const { to, monthsFrom, monthStarts } = window;
  // A bigint has a bit for each of 62 months past the first.
  if (monthStarts.length > 62) throw new Error(`too many months for one statement: ${String(monthStarts.length)}`);
  return sql`
      with phones as (
        select ${bucketOf(sql`min(arrival)`, monthStarts)} as first_month,
               bit_or(1::bigint << ${bucketOf(sql`arrival`, monthStarts)}) filter (where arrival >= ${monthsFrom}) as months
          from (select customer_phone, ${ARRIVAL} as arrival
                  from bookings
                 where status = 'completed' and customer_phone is not null and ${ARRIVAL} < ${to}) visits
         group by customer_phone
      ),
      kinds as (
        select first_month, months, count(*)::int as n from phones where months is not null group by 1, 2
      )
      select json_agg(c) as months from (
        select m.month, sum(k.n)::int as customers, coalesce(sum(k.n) filter (where k.first_month < m.month), 0)::int as returning
          from kinds k
          join generate_series(1, ${monthStarts.length}::int) as m(month) on k.months & (1::bigint << m.month) <> 0
         group by m.month) c`;
}

export async function ownerNumbers(db: ShopDb, window: NumbersWindow): Promise<NumbersRow> {
  const answers = await Promise.all(
    numbersStatements(window).map((statement) =>
      db.transaction(async (tx) => {
        // A year of bookings sums into a few thousand cells: with room to hash them PostgreSQL
        // groups them as they come instead of sorting every booking first.
        await tx.execute(sql`set local work_mem = '16MB'`);
        const [row] = rowsOf<Partial<NumbersRow>>(await tx.execute(statement));
        if (!row) throw new Error('a numbers statement returned no row');
        return row;
      }),
    ),
  );
  const none: NumbersRow = { arrivals: null, weeks: null, refusals: null, revenue: null, waits: null, barbers: null, months: null };
  return answers.reduce<NumbersRow>((row, part) => ({ ...row, ...part }), none);
}
