import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShopDayRule } from '../../shared/domain/shop-day.js';
import { rowsOf, type ShopTx } from '../db/client.js';
import { barbers, bookings, payments } from '../db/schema.js';
import { shopDateSql } from './shop-date-sql.js';

/*
 * The takings (docs/product/money.md, Takings), worked out by the database over the current
 * entries of a range: those no other entry corrects. Read along `payments_taken_idx`.
 */

/** Where the entries are read: from this instant on and before `to` (the range's shop dates made instants), and whose. */
export interface TakingsWindow {
  from: Date;
  to: Date;
  /** One barber's entries only; undefined for the whole shop. */
  barberId: number | undefined;
}

const paid = sql`p.method <> 'unpaid'`;
const net = sql`(p.services_paise - p.discount_paise)`;
const total = sql`(p.services_paise - p.discount_paise + p.tip_paise)`;

/** The current entries of the window, as `p`. */
function currentEntries(window: TakingsWindow): SQL {
  const whose = window.barberId === undefined ? sql`` : sql` and p.barber_id = ${window.barberId}`;
  return sql`
    select p.* from payments p
     where p.taken_at >= ${window.from} and p.taken_at < ${window.to}${whose}
       and not exists (select 1 from payments c where c.shop_id = p.shop_id and c.corrects_id = p.id)`;
}

export interface TakingsSumRow extends Record<string, unknown> {
  /** Null on the row of the whole window. */
  barber_id: number | null;
  whole: number | string;
  entries: number | string;
  received: number | string;
  cash: number | string;
  upi: number | string;
  card: number | string;
  tips: number | string;
  discounts: number | string;
  unpaid: number | string;
  net_paid: number | string;
}

/** The window's sums per barber and for the whole window (the row whose `whole` is 1), in one query. */
export async function takingsSums(db: ShopTx, window: TakingsWindow): Promise<TakingsSumRow[]> {
  const sum = (value: SQL, where: SQL) => sql`coalesce(sum(${value}) filter (where ${where}), 0)::bigint`;
  return rowsOf<TakingsSumRow>(
    await db.execute(sql`
      select p.barber_id, grouping(p.barber_id) as whole,
             count(*)::int as entries,
             ${sum(total, paid)} as received,
             ${sum(total, sql`p.method = 'cash'`)} as cash,
             ${sum(total, sql`p.method = 'upi'`)} as upi,
             ${sum(total, sql`p.method = 'card'`)} as card,
             ${sum(sql`p.tip_paise`, paid)} as tips,
             ${sum(sql`p.discount_paise`, paid)} as discounts,
             ${sum(total, sql`p.method = 'unpaid'`)} as unpaid,
             ${sum(net, paid)} as net_paid
        from (${currentEntries(window)}) as p
       group by grouping sets ((p.barber_id), ())`),
  );
}

export interface TakingsRateRow extends Record<string, unknown> {
  barber_id: number;
  basis_points: number;
  net_paid: number | string;
}

/** The net of the window's paid entries per barber and per commission rate the entries keep. */
export async function takingsNetByRate(db: ShopTx, window: TakingsWindow): Promise<TakingsRateRow[]> {
  return rowsOf<TakingsRateRow>(
    await db.execute(sql`
      select p.barber_id, p.commission_basis_points as basis_points, coalesce(sum(${net}), 0)::bigint as net_paid
        from (${currentEntries(window)}) as p
       where ${paid}
       group by 1, 2`),
  );
}

export interface TakingsDayRow extends Record<string, unknown> {
  day: string;
  entries: number | string;
  received: number | string;
}

/** The window's received money and entries by shop date (a night past midnight counts to the date it began on). */
export async function takingsByDay(db: ShopTx, window: TakingsWindow, rule: ShopDayRule): Promise<TakingsDayRow[]> {
  return rowsOf<TakingsDayRow>(
    await db.execute(sql`
      select ${shopDateSql(sql`p.taken_at`, rule)} as day, count(*)::int as entries,
             coalesce(sum(${total}) filter (where ${paid}), 0)::bigint as received
        from (${currentEntries(window)}) as p
       group by 1 order by 1`),
  );
}

/** The barbers of a takings answer: those not deleted, and any (deleted or not) with entries. */
export async function takingsBarbers(db: ShopTx, withEntries: readonly number[], only: number | undefined) {
  const listed = only !== undefined
    ? eq(barbers.id, only)
    : withEntries.length > 0
      ? sql`(${barbers.deletedAt} is null or ${barbers.id} = any(${`{${withEntries.join(',')}}`}::int[]))`
      : isNull(barbers.deletedAt);
  return db
    .select({ id: barbers.id, name: barbers.name, commissionBasisPoints: barbers.commissionBasisPoints })
    .from(barbers)
    .where(listed);
}

const correction = alias(payments, 'correction');

const entryColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  barberId: payments.barberId,
  items: payments.items,
  servicesPaise: payments.servicesPaise,
  discountPaise: payments.discountPaise,
  tipPaise: payments.tipPaise,
  method: payments.method,
  correctsId: payments.correctsId,
  takenAt: payments.takenAt,
  customerName: bookings.customerName,
  barberName: barbers.name,
  correctedById: correction.id,
};

function entriesQuery(db: ShopTx, where: (SQL | undefined)[]) {
  return db
    .select(entryColumns)
    .from(payments)
    .innerJoin(bookings, and(eq(bookings.shopId, payments.shopId), eq(bookings.id, payments.bookingId)))
    .innerJoin(barbers, and(eq(barbers.shopId, payments.shopId), eq(barbers.id, payments.barberId)))
    .leftJoin(correction, and(eq(correction.shopId, payments.shopId), eq(correction.correctsId, payments.id)))
    .where(and(...where));
}

export type TakingsEntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

function inWindow(window: TakingsWindow): (SQL | undefined)[] {
  return [
    gte(payments.takenAt, window.from),
    lt(payments.takenAt, window.to),
    window.barberId === undefined ? undefined : eq(payments.barberId, window.barberId),
  ];
}

/**
 * One page of the window's entries, corrected ones included, newest first by when the money was
 * taken (a correction, which keeps its entry's, before it): keyset paging after `after`.
 */
export async function takingsEntriesPage(
  db: ShopTx,
  window: TakingsWindow,
  after: { at: number; id: number } | undefined,
  limit: number,
): Promise<TakingsEntryRow[]> {
  const keyset =
    after === undefined ? undefined : sql`(${payments.takenAt}, ${payments.id}) < (${new Date(after.at).toISOString()}::timestamptz, ${after.id})`;
  return entriesQuery(db, [...inWindow(window), keyset])
    .orderBy(desc(payments.takenAt), desc(payments.id))
    .limit(limit);
}

/** Every current entry of the window, oldest first: the CSV's rows. */
export async function currentTakingsEntries(db: ShopTx, window: TakingsWindow): Promise<TakingsEntryRow[]> {
  return entriesQuery(db, [...inWindow(window), isNull(correction.id)]).orderBy(asc(payments.takenAt), asc(payments.id));
}
