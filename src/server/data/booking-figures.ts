import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ShopDayRule } from '../../shared/domain/shop-day.js';
import { rowsOf, type ShopTx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import type { BookingRow } from './bookings.js';
import { shopDateSql } from './shop-date-sql.js';

/*
 * Figures the database works out over many bookings, along an index, so no caller reads every
 * booking into memory.
 */

/** A barber's latest completed bookings that recorded their time in the chair, newest first. */
export async function recentServiceTimesOfBarber(
  db: ShopTx,
  barberId: number,
  limit: number,
): Promise<{ details: BookingRow['serviceDetails']; seconds: number | null }[]> {
  return db
    .select({ details: bookings.serviceDetails, seconds: bookings.serviceSeconds })
    .from(bookings)
    .where(and(eq(bookings.barberId, barberId), isNotNull(bookings.serviceSeconds)))
    .orderBy(desc(bookings.finishedAt))
    .limit(limit);
}

export interface ServiceCountRow extends Record<string, unknown> {
  barber_id: number;
  service_id: number;
  times: number;
}

/** How often each service was among each barber's latest `recent` completed bookings, in one query. */
export async function recentServiceCounts(db: ShopTx, barberIds: readonly number[], recent: number): Promise<ServiceCountRow[]> {
  if (barberIds.length === 0) return [];
  return rowsOf<ServiceCountRow>(
    await db.execute(sql`
            select chair.id as barber_id, recent.service_id, count(*)::int as times
            from unnest(${`{${barberIds.join(',')}}`}::int[]) as chair(id)
            cross join lateral (
              select unnest(b.service_ids) as service_id
              from bookings b
              where b.barber_id = chair.id and b.service_seconds is not null
              order by b.finished_at desc
              limit ${recent}
            ) as recent
            group by chair.id, recent.service_id`),
  );
}

export interface AccuracyRow extends Record<string, unknown> {
  key: string | number | null;
  walk_ins: number | string;
  median_abs_min: number | string | null;
  within_share: number | string | null;
  late_share: number | string | null;
}

export interface AccuracyWindow {
  /** Serving started from this instant on, and before `to`. */
  from: Date;
  to: Date;
  /** The shop's day rule, to name the shop date each start belongs to. */
  rule: ShopDayRule;
  /** Minutes either way that count as on time. */
  withinMin: number;
  /** Minutes later than promised from which a start counts as late. */
  lateAfterMin: number;
}

/**
 * Promised against actual starts of the walk-ins served in the window, for the whole shop, per
 * barber or per shop date (the row's `key`): aggregated by the database.
 */
export async function walkInAccuracy(db: ShopTx, by: 'shop' | 'barber' | 'day', window: AccuracyWindow): Promise<AccuracyRow[]> {
  // Error in minutes: positive when the barber began later than promised.
  const served = sql`
    select barber_id,
           ${shopDateSql(sql`serving_started_at`, window.rule)} as day,
           extract(epoch from serving_started_at - promised_start) / 60.0 as error_min
      from bookings
     where booking_type = 'queue' and promised_start is not null
       and serving_started_at >= ${window.from} and serving_started_at < ${window.to}`;
  const figures = sql`
    count(*) as walk_ins,
    percentile_cont(0.5) within group (order by abs(error_min)) as median_abs_min,
    avg(case when abs(error_min) <= ${window.withinMin} then 1.0 else 0.0 end) as within_share,
    avg(case when error_min > ${window.lateAfterMin} then 1.0 else 0.0 end) as late_share`;
  const key = by === 'shop' ? sql`null` : by === 'barber' ? sql`barber_id` : sql`day`;
  return rowsOf<AccuracyRow>(await db.execute(sql`select ${key} as key, ${figures} from (${served}) as s group by 1`));
}
