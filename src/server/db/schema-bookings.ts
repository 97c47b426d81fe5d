import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { customers } from './schema-auth.js';
import { barbers } from './schema-shop.js';
import { platformRead, shopId, shopIsolation } from './shop-owned.js';
import type { BookingStatus, BookingType, CancelledBy, CancelReason } from '../../shared/constants.js';

/**
 * Bookings and the events that change them (docs/product/data.md, docs/product/booking-rules.md).
 * Both belong to a shop (docs/decisions/0019-shops.md); ids stay unique across shops.
 */

/** A service as the booking saw it: kept so history survives edits and deletions. */
export interface ServiceSnapshot {
  id: number;
  name: string;
  duration: number;
  description: string;
}

export const bookings = pgTable(
  'bookings',
  {
    shopId: shopId(),
    /** The token number: unique and increasing, across shops too. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    barberId: integer('barber_id').notNull(),
    /** Customers are global: one phone is one identity in every shop. */
    customerId: integer('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull(),
    /** Null for a walk-in the shop added without a phone: tracked by its token page only. */
    customerPhone: text('customer_phone'),
    bookingType: text('booking_type').$type<BookingType>().notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('waiting'),
    cancelledBy: text('cancelled_by').$type<CancelledBy>(),
    /** `no_show`: the barber cancelled because the customer never came (docs/product/chairs-day.md). */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    serviceIds: integer('service_ids').array().notNull(),
    serviceDetails: jsonb('service_details').$type<ServiceSnapshot[]>().notNull(),
    notes: text('notes').notNull().default(''),
    /** Minutes: the sum of the services' durations when booked. */
    estimatedDuration: integer('estimated_duration').notNull(),
    /** Minutes added or taken away by the barber while serving. */
    timeAdjustment: integer('time_adjustment').notNull().default(0),
    /** Whether the barber has adjusted the time at all: their word on what is left then stands (docs/product/waits.md). */
    timeAdjusted: boolean('time_adjusted').notNull().default(false),
    slotStart: instant('slot_start'),
    slotEnd: instant('slot_end'),
    barberName: text('barber_name').notNull(),
    barberPhoto: text('barber_photo'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key: a replay must send the same request. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    bookingTime: instant('booking_time').notNull().defaultNow(),
    /** The actual start: when the barber began. */
    servingStartedAt: instant('serving_started_at'),
    finishedAt: instant('finished_at'),
    /** The start the plan promised when the booking was made (docs/product/waits.md: accuracy on real days). */
    promisedStart: instant('promised_start'),
    /** A completed booking's real time in the chair, start to completion, in seconds (docs/product/waits.md). */
    serviceSeconds: integer('service_seconds'),
    /** The customer asked for no more messages about this booking (docs/product/messages.md). */
    messagesStopped: boolean('messages_stopped').notNull().default(false),
    /** The expected start the customer was last told; a big enough move tells them again. */
    toldStart: instant('told_start'),
    /** How many moves the customer has been told of: each move's message has its own key. */
    movesTold: integer('moves_told').notNull().default(0),
    /** When "your turn is near" was queued for this booking, once. */
    turnNearAt: instant('turn_near_at'),
    /** When a "your turn is near" message about this booking was first delivered: what the barber sees. */
    turnNearToldAt: instant('turn_near_told_at'),
    /** When the customer was told the barber may not reach them before the end of the day, once. */
    afterHoursAt: instant('after_hours_at'),
    /** When the customer was known to be in the shop ("I'm here", or added at the counter); null while away. */
    arrivedAt: instant('arrived_at'),
    /** A running-late walk-in is not planned to start before this. */
    notBefore: instant('not_before'),
    /** How often the barber served someone after this walk-in while they were away. */
    passedOver: integer('passed_over').notNull().default(0),
    /** Paise: the amount the barber asked to be paid by UPI, while its QR code is shown (docs/product/money.md); the tracking page shows the same. */
    upiDuePaise: integer('upi_due_paise'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'bookings_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'bookings_barber_fk', columns: [t.shopId, t.barberId], foreignColumns: [barbers.shopId, barbers.id] }),
    uniqueIndex('bookings_idempotency_key_unique').on(t.shopId, t.idempotencyKey),
    shopIsolation(t.shopId),
    platformRead(),
    check('bookings_phone_check', sql`${t.customerPhone} is null or ${t.customerPhone} ~ '^[0-9]{10}$'`),
    check('bookings_passed_over_check', sql`${t.passedOver} >= 0`),
    check('bookings_type_check', sql`${t.bookingType} in ('queue', 'slot')`),
    check('bookings_status_check', sql`${t.status} in ('waiting', 'serving', 'completed', 'cancelled')`),
    check(
      'bookings_cancelled_by_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledBy} is not null) and (${t.cancelledBy} is null or ${t.cancelledBy} in ('customer', 'barber'))`,
    ),
    check(
      'bookings_slot_check',
      sql`(${t.bookingType} = 'slot') = (${t.slotStart} is not null and ${t.slotEnd} is not null) and (${t.slotEnd} is null or ${t.slotEnd} > ${t.slotStart})`,
    ),
    check('bookings_duration_check', sql`${t.estimatedDuration} > 0`),
    check('bookings_serving_check', sql`${t.status} <> 'serving' or ${t.servingStartedAt} is not null`),
    // One active booking per phone in a shop.
    uniqueIndex('bookings_one_active_per_phone')
      .on(t.shopId, t.customerPhone)
      .where(sql`${t.status} in ('waiting', 'serving')`),
    // A phone's active bookings across shops: which shop a WhatsApp message to the platform's number
    // is about (docs/product/messages.md#replies-on-whatsapp).
    index('bookings_active_phone_idx')
      .on(t.customerPhone)
      .where(sql`${t.status} in ('waiting', 'serving')`),
    // At most one booking in the chair per barber.
    uniqueIndex('bookings_one_serving_per_barber')
      .on(t.shopId, t.barberId)
      .where(sql`${t.status} = 'serving'`),
    index('bookings_barber_status_idx').on(t.barberId, t.status),
    index('bookings_customer_idx').on(t.customerId),
    // History pages (newest first by slot or booking time) read along these, for all the shop's barbers or one.
    index('bookings_history_idx')
      .on(t.shopId, sql`coalesce(${t.slotStart}, ${t.bookingTime}) desc`, sql`${t.id} desc`)
      .where(sql`${t.status} in ('completed', 'cancelled')`),
    index('bookings_barber_history_idx')
      .on(t.barberId, sql`coalesce(${t.slotStart}, ${t.bookingTime}) desc`, sql`${t.id} desc`)
      .where(sql`${t.status} in ('completed', 'cancelled')`),
    check(
      'bookings_cancel_reason_check',
      sql`${t.cancelReason} is null or (${t.cancelReason} = 'no_show' and ${t.status} = 'cancelled' and ${t.cancelledBy} = 'barber')`,
    ),
    // A phone's recent no-shows are counted along this for the barber's queue.
    index('bookings_no_show_idx')
      .on(t.customerPhone, t.finishedAt)
      .where(sql`${t.cancelReason} = 'no_show'`),
    check('bookings_upi_due_check', sql`${t.upiDuePaise} is null or ${t.upiDuePaise} > 0`),
    check('bookings_service_seconds_check', sql`${t.serviceSeconds} is null or ${t.serviceSeconds} >= 0`),
    // A barber's learned durations read their latest completed bookings along this.
    index('bookings_barber_learning_idx')
      .on(t.barberId, sql`${t.finishedAt} desc`)
      .where(sql`${t.serviceSeconds} is not null`),
    // Accuracy reports read the shop's walk-ins served in a period along this.
    index('bookings_accuracy_idx')
      .on(t.shopId, t.servingStartedAt)
      .where(sql`${t.bookingType} = 'queue' and ${t.promisedStart} is not null`),
    // The owner's numbers (docs/product/money.md) read a period's bookings by their arrival along this...
    index('bookings_arrival_idx').on(t.shopId, sql`coalesce(${t.arrivedAt}, ${t.slotStart}, ${t.bookingTime})`),
    // ...and each phone's served visits along this, for repeat customers: it holds every column of
    // the arrival, so the index alone answers them.
    index('bookings_served_phone_idx')
      .on(t.shopId, t.customerPhone, t.arrivedAt, t.slotStart, t.bookingTime)
      .where(sql`${t.status} = 'completed' and ${t.customerPhone} is not null`),
    // bookings_no_overlapping_slots (exclusion constraint over shop, barber and slot) lives in the
    // custom migrations 0001 and 0014.
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    shopId: shopId(),
    /** The sequence number carried by websocket messages. */
    id: bigserial('id', { mode: 'number' }).notNull(),
    bookingId: integer('booking_id').notNull(),
    barberId: integer('barber_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    at: instant('at').notNull().defaultNow(),
    /** A status change's earlier values, for its undo; never broadcast. */
    undo: jsonb('undo').$type<Record<string, unknown>>(),
    /** When the change was undone: an undo happens once. */
    undoneAt: instant('undone_at'),
  },
  (t) => [
    primaryKey({ name: 'booking_events_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'booking_events_booking_fk', columns: [t.shopId, t.bookingId], foreignColumns: [bookings.shopId, bookings.id] }),
    foreignKey({ name: 'booking_events_barber_fk', columns: [t.shopId, t.barberId], foreignColumns: [barbers.shopId, barbers.id] }),
    shopIsolation(t.shopId),
    index('booking_events_barber_idx').on(t.barberId, t.id),
  ],
);
