import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { bookings } from './schema-bookings.js';
import { platformRead, platformUpdate, shopId, shopIsolation } from './shop-owned.js';
import type { MessageChannel, MessageKind, MessageStatus } from '../../shared/constants.js';

/**
 * Messages to customers and the phones subscribed to them (docs/product/messages.md), each of a
 * shop's booking (docs/decisions/0019-shops.md).
 */

/**
 * The outbox (docs/product/messages.md): a message is written in the transaction of the change that causes it and
 * sent by a worker on any instance. `dedupe_key` makes each message of a booking, kind, move and
 * channel exist once, however many instances decide it at the same moment.
 */
export const messages = pgTable(
  'messages',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    bookingId: integer('booking_id').notNull(),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
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
    primaryKey({ name: 'messages_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'messages_booking_fk', columns: [t.shopId, t.bookingId], foreignColumns: [bookings.shopId, bookings.id] }),
    uniqueIndex('messages_dedupe_key_unique').on(t.shopId, t.dedupeKey),
    shopIsolation(t.shopId),
    platformRead(),
    platformUpdate(),
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
    // The shop's message list, newest first.
    index('messages_created_idx').on(t.shopId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/** A phone's Web Push subscription for one booking (docs/product/messages.md): the customer opted in on it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    bookingId: integer('booking_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'push_subscriptions_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'push_subscriptions_booking_fk', columns: [t.shopId, t.bookingId], foreignColumns: [bookings.shopId, bookings.id] }),
    uniqueIndex('push_subscriptions_booking_endpoint_key').on(t.shopId, t.bookingId, t.endpoint),
    shopIsolation(t.shopId),
  ],
);
