import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customers, users } from './schema-auth.js';
import type { WeeklyHours } from '../../shared/schemas/hours.js';
import type { BookingStatus, BookingType, CancelledBy, CancelReason, MessageChannel, MessageKind, MessageStatus } from '../../shared/constants.js';


/** A service as the booking saw it: kept so history survives edits and deletions. */
export interface ServiceSnapshot {
  id: number;
  name: string;
  duration: number;
  description: string;
}

export const barbers = pgTable(
  'barbers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    name: text('name').notNull(),
    photo: text('photo'),
    bio: text('bio').notNull().default(''),
    specialty: text('specialty').notNull().default('Barber'),
    experience: integer('experience').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    /** The week's working periods, Sunday first (docs/product/chairs-day.md); null: the shop's hours every day. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
    /** Dated days off, shop-local 'YYYY-MM-DD'. */
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    /** The break started from the dashboard: one at a time, replaced by the next. */
    breakStart: instant('break_start'),
    breakEnd: instant('break_end'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('barbers_experience_check', sql`${t.experience} >= 0`),
    check('barbers_break_check', sql`(${t.breakStart} is null) = (${t.breakEnd} is null) and (${t.breakEnd} is null or ${t.breakEnd} > ${t.breakStart})`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration: integer('duration').notNull(),
    /** A key of SERVICE_ICONS (src/shared/service-icons.ts). */
    icon: text('icon').notNull().default('scissors'),
    /** Whole rupees; null when no price is shown. */
    price: integer('price'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('services_duration_check', sql`${t.duration} between 1 and 600`),
    check('services_price_check', sql`${t.price} is null or ${t.price} between 0 and 100000`),
  ],
);

export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    isOpen: boolean('is_open').notNull().default(true),
    openTime: text('open_time').notNull().default('09:00'),
    closeTime: text('close_time').notNull().default('18:00'),
    slotInterval: integer('slot_interval').notNull().default(30),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    shopName: text('shop_name').notNull().default(''),
    shopPhone: text('shop_phone').notNull().default(''),
    shopAddress: text('shop_address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    turnNearMinutes: integer('turn_near_minutes').notNull().default(15),
    /** Shop-wide closed dates (holidays), shop-local 'YYYY-MM-DD', ascending. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    /** Minutes before a barber's first start from which a walk-in may join the queue; 0: not before it. */
    walkInsBeforeOpeningMinutes: integer('walk_ins_before_opening_minutes').notNull().default(30),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_singleton', sql`${t.id} = 1`),
    check('shop_settings_open_time_check', sql`${t.openTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shop_settings_close_time_check', sql`${t.closeTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shop_settings_slot_interval_check', sql`${t.slotInterval} in (15, 30, 45, 60)`),
    check('shop_settings_turn_near_minutes_check', sql`${t.turnNearMinutes} between 5 and 60`),
    check('shop_settings_walk_ins_before_opening_check', sql`${t.walkInsBeforeOpeningMinutes} between 0 and 240`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    /** The token number: unique and increasing. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    barberId: integer('barber_id')
      .notNull()
      .references(() => barbers.id),
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
    idempotencyKey: text('idempotency_key').unique(),
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
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
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
    // One active booking per phone.
    uniqueIndex('bookings_one_active_per_phone')
      .on(t.customerPhone)
      .where(sql`${t.status} in ('waiting', 'serving')`),
    // At most one booking in the chair per barber.
    uniqueIndex('bookings_one_serving_per_barber')
      .on(t.barberId)
      .where(sql`${t.status} = 'serving'`),
    index('bookings_barber_status_idx').on(t.barberId, t.status),
    index('bookings_customer_idx').on(t.customerId),
    // History pages (newest first by slot or booking time) read along these, for all barbers or one.
    index('bookings_history_idx')
      .on(sql`coalesce(${t.slotStart}, ${t.bookingTime}) desc`, sql`${t.id} desc`)
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
    check('bookings_service_seconds_check', sql`${t.serviceSeconds} is null or ${t.serviceSeconds} >= 0`),
    // A barber's learned durations read their latest completed bookings along this.
    index('bookings_barber_learning_idx')
      .on(t.barberId, sql`${t.finishedAt} desc`)
      .where(sql`${t.serviceSeconds} is not null`),
    // Accuracy reports read the walk-ins served in a period along this.
    index('bookings_accuracy_idx')
      .on(t.servingStartedAt)
      .where(sql`${t.bookingType} = 'queue' and ${t.promisedStart} is not null`),
    // bookings_no_overlapping_slots (exclusion constraint) lives in a custom migration.
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    /** The sequence number carried by websocket messages. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    barberId: integer('barber_id')
      .notNull()
      .references(() => barbers.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    at: instant('at').notNull().defaultNow(),
    /** A status change's earlier values, for its undo; never broadcast. */
    undo: jsonb('undo').$type<Record<string, unknown>>(),
    /** When the change was undone: an undo happens once. */
    undoneAt: instant('undone_at'),
  },
  (t) => [index('booking_events_barber_idx').on(t.barberId, t.id)],
);

/**
 * The outbox (docs/product/messages.md): a message is written in the transaction of the change that causes it and
 * sent by a worker on any instance. `dedupe_key` makes each message of a booking, kind, move and
 * channel exist once, however many instances decide it at the same moment.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What the template needs (token, shop-local time, link): never the phone number. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may go out. */
    dueAt: instant('due_at').notNull(),
    /**
     * A claimed message belongs to its worker until then (on the database's clock); the worker
     * renews it while it sends, and after it another may take the message over.
     */
    leaseUntil: instant('lease_until'),
    /** The claim a sending message is under: only its holder renews it or records the outcome. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'messages_kind_check',
      sql`${t.kind} in ('confirmation', 'turn_near', 'moved_earlier', 'running_late', 'shop_closed', 'cancelled_by_shop', 'after_hours', 'barber_changed', 'turn_passed')`,
    ),
    check('messages_channel_check', sql`${t.channel} in ('whatsapp', 'echo', 'push')`),
    check('messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
    check('messages_attempts_check', sql`${t.attempts} >= 0`),
    // The worker's claim reads due messages along this.
    index('messages_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('messages_booking_idx').on(t.bookingId),
    index('messages_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/** A phone's Web Push subscription for one booking (docs/product/messages.md): the customer opted in on it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_booking_endpoint_key').on(t.bookingId, t.endpoint)],
);

// Sign-in and server-wide tables live beside this file; everything imports the schema from here.
export * from './schema-auth.js';
