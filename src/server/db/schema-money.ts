import { sql } from 'drizzle-orm';
import { check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { bookings } from './schema-bookings.js';
import { barbers } from './schema-shop.js';
import { shopId, shopIsolation } from './shop-owned.js';
import type { PaymentItem, PaymentMethod } from '../../shared/constants.js';

/**
 * The shop's money (docs/product/money.md): what each booking was charged at the chair and how it
 * was paid. A row is never changed: a correction is a new row naming the one it corrects, which
 * then no longer counts. Amounts are whole paise. The platform's role does not read it: money is
 * the shop's alone.
 */
export const payments = pgTable(
  'payments',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    bookingId: integer('booking_id').notNull(),
    /** The barber who served: whose takings and share the entry counts to. */
    barberId: integer('barber_id').notNull(),
    /**
     * The barber's commission rate when the entry was written, in basis points: the share of its
     * net is worked out at this rate, whatever the rate becomes later. A correction keeps the
     * corrected entry's (docs/product/money.md, Takings).
     */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    /** The lines charged: the booking's services at their prices, edited, and any added. */
    items: jsonb('items').$type<PaymentItem[]>().notNull(),
    /** The lines' sum, in paise. */
    servicesPaise: integer('services_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    tipPaise: integer('tip_paise').notNull().default(0),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The entry this one corrects. */
    correctsId: integer('corrects_id'),
    /** When the money was taken: the day it counts to. A correction keeps the corrected entry's. */
    takenAt: instant('taken_at').notNull(),
    /** When this entry was written. */
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    /** The staff account that wrote it. */
    recordedBy: integer('recorded_by'),
  },
  (t) => [
    primaryKey({ name: 'payments_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'payments_booking_fk', columns: [t.shopId, t.bookingId], foreignColumns: [bookings.shopId, bookings.id] }),
    foreignKey({ name: 'payments_barber_fk', columns: [t.shopId, t.barberId], foreignColumns: [barbers.shopId, barbers.id] }),
    foreignKey({ name: 'payments_corrects_fk', columns: [t.shopId, t.correctsId], foreignColumns: [t.shopId, t.id] }),
    // A booking's first entry exists once, however often completion is tapped.
    uniqueIndex('payments_first_per_booking').on(t.shopId, t.bookingId).where(sql`${t.correctsId} is null`),
    // An entry is corrected once: a second correction names the first correction.
    uniqueIndex('payments_corrected_once').on(t.shopId, t.correctsId),
    // Takings for a day or a range read along this.
    index('payments_taken_idx').on(t.shopId, t.takenAt),
    shopIsolation(t.shopId),
    check('payments_method_check', sql`${t.method} in ('cash', 'upi', 'card', 'unpaid')`),
    check('payments_amounts_check', sql`${t.servicesPaise} >= 0 and ${t.tipPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.servicesPaise}`),
    check('payments_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
    check('payments_not_self_check', sql`${t.correctsId} is null or ${t.correctsId} <> ${t.id}`),
  ],
);

/**
 * Walk-ins the shop could not take (docs/product/money.md, The owner's numbers): a customer who
 * asked to join and was answered last call. Counted by week; no phone or name is kept.
 */
export const walkInRefusals = pgTable(
  'walk_in_refusals',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    /** The barber asked for; null for "any barber". */
    barberId: integer('barber_id'),
    reason: text('reason').$type<'last_call'>().notNull(),
    at: instant('at').notNull().defaultNow(),
    /** The request's Idempotency-Key, when it brought one: a retried request is counted once. */
    requestKey: text('request_key'),
  },
  (t) => [
    primaryKey({ name: 'walk_in_refusals_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'walk_in_refusals_barber_fk', columns: [t.shopId, t.barberId], foreignColumns: [barbers.shopId, barbers.id] }),
    index('walk_in_refusals_at_idx').on(t.shopId, t.at),
    uniqueIndex('walk_in_refusals_request_key_unique').on(t.shopId, t.requestKey),
    shopIsolation(t.shopId),
    check('walk_in_refusals_reason_check', sql`${t.reason} in ('last_call')`),
  ],
);

/**
 * A closed shop date's figures for the owner's numbers (docs/product/money.md, How it is worked
 * out): its bookings summed once, so a year's report reads a row a day instead of every booking.
 * Written when a report first needs the day, two days after it ended; a trigger on bookings
 * (migration 0023) deletes the row when a booking of that day is written again, and the next
 * report writes it anew. A row is read only for the same day's start and end, time zone, day turn
 * and way of counting.
 */
export const dayFigures = pgTable(
  'day_figures',
  {
    shopId: shopId(),
    /** Where the shop date begins, and where the next one does. */
    dayStart: instant('day_start').notNull(),
    dayEnd: instant('day_end').notNull(),
    /** The shop's time zone and day turn (minutes past midnight) the day was cut by. */
    timeZone: text('time_zone').notNull(),
    turnMinute: smallint('turn_minute').notNull(),
    /** How its bookings were counted (COUNTING in src/server/data/day-figures.ts): a row counted otherwise is written anew. */
    counting: smallint('counting').notNull(),
    /** Bookings that came (all but those the customer cancelled), by the hour of arrival, 0-23 on the shop's clock. */
    arrived: integer('arrived').array().notNull(),
    walkIns: integer('walk_ins').notNull(),
    appointments: integer('appointments').notNull(),
    noShows: integer('no_shows').notNull(),
    byCustomer: integer('by_customer').notNull(),
    byShop: integer('by_shop').notNull(),
    longWaits: integer('long_waits').notNull(),
    /** Each walk-in served: the hour on the shop's clock it joined, and the minutes it waited, in the same order. */
    waitHours: smallint('wait_hours').array().notNull(),
    waitMinutes: doublePrecision('wait_minutes').array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'day_figures_pkey', columns: [t.shopId, t.dayStart] }),
    shopIsolation(t.shopId),
    check('day_figures_day_check', sql`${t.dayEnd} > ${t.dayStart}`),
    check('day_figures_arrived_check', sql`cardinality(${t.arrived}) = 24`),
    check('day_figures_waits_check', sql`cardinality(${t.waitHours}) = cardinality(${t.waitMinutes})`),
  ],
);
