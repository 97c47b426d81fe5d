import { sql, type SQL } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { ShopDayRule } from '../../shared/domain/shop-day.js';
import { rowsOf, type ShopDb, type ShopTransaction } from '../db/client.js';
import { KEEP_AFTER_MS, keepDays, keptAndNow, keptRows, type ShopDay } from './day-figures.js';
import { ARRIVAL, bucketOf, CAME, hourOf, JOINED, SERVED_WALK_IN, shopWeekday, WAITED, WEEK_COUNTS } from './numbers-sql.js';

/*
 * The owner's numbers (docs/product/money.md, The owner's numbers), worked out by the database
 * over the shop's bookings, payments and refusals, along the indexes of migration 0021: nothing
 * reads every booking into memory. The visits and waits of days that ended two days ago or more
 * come from their figures kept in day_figures (migration 0023), the last days' from the bookings.
 */

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
  /** The period's first dates, oldest first, that ended KEEP_AFTER_MS or more before now by the app's clock. */
  closedDays: readonly ShopDay[];
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

/**
 * How visits and waits read the period: the kept days' rows, from its start, and the rest, from
 * the end of the last kept day up to now, from the bookings themselves (by the arrival's instant,
 * which the index 0021 holds).
 */
export interface Reading {
  kept: readonly ShopDay[];
  live: { from: Date; to: Date };
}

const arrivingIn = ({ live }: Reading): SQL => sql`${ARRIVAL} >= ${live.from} and ${ARRIVAL} < ${live.to}`;

/**
 * The report as four statements, each answering one row of JSON arrays, which PostgreSQL runs side
 * by side on connections of their own (the embedded database one after another); visits and waits
 * also answer how many kept rows they read and the database's clock (readPart). The benchmark
 * explains the same statements (bench/numbers).
 */
export function numbersStatements(window: NumbersWindow, reading: Reading): SQL[] {
  return [visitsStatement(window, reading), waitsStatement(window, reading), takenStatement(window), customersStatement(window)];
}

/**
 * Arrivals by weekday and hour, and the weeks' counts: the live part's bookings summed into one
 * cell a week, weekday and hour, each arrival turned to the shop's clock once, and each kept day's
 * hours and counts added to its weekday and week.
 */
function visitsStatement(window: NumbersWindow, reading: Reading): SQL {
  const { weekStarts, rule } = window;
  return sql`
      with cells as (
        select week, dow, hour, count(*) filter (where ${CAME})::int as arrived, ${WEEK_COUNTS}
          from (select ${bucketOf(sql`arrival`, weekStarts)} as week, ${shopWeekday(sql`local`, rule)} as dow, ${hourOf(sql`local`)} as hour,
                       booking_type, status, cancelled_by, cancel_reason, finished_at, booking_time, arrived_at
                  from (select booking_type, status, cancelled_by, cancel_reason, finished_at, booking_time, arrived_at,
                               ${ARRIVAL} as arrival, ${ARRIVAL} at time zone ${rule.timeZone} as local
                          from bookings
                         where ${arrivingIn(reading)}) booked) placed
         group by 1, 2, 3
      ),
      kept as (
        select ${bucketOf(sql`f.day_start`, weekStarts)} as week, ${shopWeekday(sql`(f.day_start at time zone ${rule.timeZone})`, rule)} as dow,
               arrived, walk_ins, appointments, no_shows, by_customer, by_shop, long_waits
          from ${keptRows(rule, reading.kept)}
      ),
      counted as (
        select week, walk_ins, appointments, no_shows, by_customer, by_shop, long_waits from cells
        union all
        select week, walk_ins, appointments, no_shows, by_customer, by_shop, long_waits from kept
      )
      select
        (select json_agg(a) from (
           select dow, hour, sum(n)::int as n
             from (select dow, hour, arrived as n from cells
                   union all
                   select k.dow, h.ord::int - 1, h.n from kept k cross join unnest(k.arrived) with ordinality as h(n, ord)) came
            group by 1, 2 having sum(n) > 0) a) as arrivals,
        (select json_agg(w) from (
           select week, sum(walk_ins)::int as walk_ins, sum(appointments)::int as appointments, sum(no_shows)::int as no_shows,
                  sum(by_customer)::int as by_customer, sum(by_shop)::int as by_shop, sum(long_waits)::int as long_waits
             from counted
            group by 1) w) as weeks,
        ${keptAndNow(rule, reading.kept)}`;
}

/** Walk-ins served, by the hour they joined: how many minutes they waited, the kept days' with the live part's. */
function waitsStatement(window: NumbersWindow, reading: Reading): SQL {
  return sql`
      select (select json_agg(h) from (
        select hour, count(*)::int as n, avg(wait_min) as average, percentile_cont(0.9) within group (order by wait_min) as p90
          from (select ${hourOf(sql`(${JOINED} at time zone ${window.rule.timeZone})`)} as hour, ${WAITED} as wait_min
                  from bookings
                 where ${arrivingIn(reading)} and ${SERVED_WALK_IN}
                union all
                select w.hour, w.wait_min
                  from (select f.wait_hours, f.wait_minutes from ${keptRows(window.rule, reading.kept)}) k
                 cross join unnest(k.wait_hours, k.wait_minutes) as w(hour, wait_min)) served
         group by 1) h) as waits,
        ${keptAndNow(window.rule, reading.kept)}`;
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

/** Runs a statement that answers one row, and answers it. */
async function answer(tx: ShopTransaction, statement: SQL): Promise<Partial<NumbersRow>> {
  const [row] = rowsOf<Partial<NumbersRow>>(await tx.execute(statement));
  if (!row) throw new Error('a numbers statement returned no row');
  return row;
}

/**
 * The days to keep of the period: the closed days that also ended KEEP_AFTER_MS before the
 * database's own clock (the trigger's), and where the live part begins.
 */
export function keptAndLive(window: NumbersWindow, databaseNow: number): Reading {
  const kept = window.closedDays.filter((day) => day.end.getTime() <= databaseNow - KEEP_AFTER_MS);
  return { kept, live: { from: kept.at(-1)?.end ?? window.from, to: window.to } };
}

/** Times the kept rows are written before a part reads the whole period from the bookings instead. */
const KEEP_ATTEMPTS = 3;

// A year of payments and phones groups into a few thousand cells: with room to hash them PostgreSQL
// groups them as they come instead of sorting every row first.
const ROOM_TO_HASH = sql`set_config('work_mem', '16MB', true)`;

/**
 * Reads one part over the kept days and the rest of the period, in one snapshot, and answers it
 * once every day it meant to read from its row had one there. Otherwise the missing rows are
 * written (`keep`) and the part read again; after KEEP_ATTEMPTS the period is read from the
 * bookings alone. A database whose clock is behind the app's keeps fewer days (keptAndLive).
 */
async function readPart(
  db: ShopDb,
  window: NumbersWindow,
  statementOf: (reading: Reading) => SQL,
  keep: (days: readonly ShopDay[]) => Promise<void>,
  snapshot: PgTransactionConfig | undefined,
): Promise<Partial<NumbersRow>> {
  let reading = keptAndLive(window, Number.POSITIVE_INFINITY);
  for (let attempt = 1; ; attempt++) {
    const { kept, now_ms: nowMs, ...part } = await db.transaction(
      async (tx) => (await answer(tx, statementOf(reading))) as Partial<NumbersRow> & { kept: number; now_ms: number | string },
      snapshot,
    );
    const cut = keptAndLive(window, Number(nowMs));
    if (cut.kept.length < reading.kept.length) reading = cut;
    else if (kept === reading.kept.length) return part;
    else if (attempt > KEEP_ATTEMPTS) reading = { kept: [], live: { from: window.from, to: window.to } };
    else await keep(reading.kept);
  }
}

/** How the report's transactions run on the database at hand (the embedded one runs one at a time). */
export interface NumbersIsolation {
  /** Visits and waits each read in one snapshot: their kept rows and the bookings after them alike. */
  snapshot?: PgTransactionConfig;
  /** Kept rows written at read committed, where each statement sees what committed before it (migration 0023). */
  writes?: PgTransactionConfig;
}

export const POSTGRES_ISOLATION: NumbersIsolation = {
  snapshot: { isolationLevel: 'repeatable read', accessMode: 'read only' },
  writes: { isolationLevel: 'read committed' },
};

export async function ownerNumbers(db: ShopDb, window: NumbersWindow, isolation: NumbersIsolation = {}): Promise<NumbersRow> {
  // Visits and waits write the same missing days: the one writing goes first, the other waits for it.
  let keeping: Promise<void> | undefined;
  const keep = (days: readonly ShopDay[]) =>
    (keeping ??= keepDays(db, window.rule, days, isolation.writes).finally(() => {
      keeping = undefined;
    }));
  const answers = await Promise.all([
    readPart(db, window, (reading) => visitsStatement(window, reading), keep, isolation.snapshot),
    readPart(db, window, (reading) => waitsStatement(window, reading), keep, isolation.snapshot),
    ...[takenStatement(window), customersStatement(window)].map((statement) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select ${ROOM_TO_HASH}`);
        return answer(tx, statement);
      }),
    ),
  ]);
  const none: NumbersRow = { arrivals: null, weeks: null, refusals: null, revenue: null, waits: null, barbers: null, months: null };
  return answers.reduce<NumbersRow>((row, part) => ({ ...row, ...part }), none);
}
