import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { bookings } from './schema-bookings.js';
import { platformRead, platformUpdate, shopId, shopIsolation } from './shop-owned.js';

/** What became of an inbound message, in order (docs/product/messages.md#replies-on-whatsapp). */
export const INBOUND_STATUSES = ['pending', 'acted', 'done', 'failed'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

/** What a customer's message asked for, as it was understood. */
export const INBOUND_ACTIONS = ['here', 'late', 'cancel', 'coming', 'help', 'refused', 'menu', 'joined'] as const;
export type InboundAction = (typeof INBOUND_ACTIONS)[number];

/** A list a reply offers, as WhatsApp's interactive list message shows it: a button opening rows to pick one of. */
export interface ReplyMenu {
  /** The button's words (at most 20 characters). */
  button: string;
  /** At most 10 rows in all; a row's title at most 24 characters, its description 72, its id 200. */
  sections: { title: string; rows: { id: string; title: string; description?: string }[] }[];
}

/**
 * Messages customers wrote to a shop's WhatsApp number (docs/product/messages.md#replies-on-whatsapp):
 * stored as the webhook receives them, before anything is done, then acted on once by a worker.
 * The provider's message id makes a message delivered twice one row.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    /** The provider's id of the message (`wamid.…`). */
    providerId: text('provider_id').notNull(),
    /** The WhatsApp number id it was written to: the reply goes from it. */
    numberId: text('number_id').notNull(),
    /** The sender's normalised 10-digit number: only the reply and the booking lookup use it. */
    phone10: text('phone10').notNull(),
    /** What the customer wrote, or the title of the list row or button he tapped. */
    body: text('body').notNull(),
    /** The id of the list row or button he tapped (docs/product/messages.md#joining-on-whatsapp); null for what he typed. */
    choice: text('choice'),
    /** The name his WhatsApp profile shows, if any: a walk-in he joins by chat is under it. */
    senderName: text('sender_name'),
    /** When WhatsApp says it was sent: messages are acted on in this order. */
    sentAt: instant('sent_at').notNull(),
    status: text('status').$type<InboundStatus>().notNull().default('pending'),
    action: text('action').$type<InboundAction>(),
    bookingId: integer('booking_id'),
    /** The reply when it is not worked out from the booking: a refusal's reason, a help text. */
    reply: text('reply'),
    /** The list the reply offers to pick from (a barber, a service), when it offers one. */
    replyMenu: jsonb('reply_menu').$type<ReplyMenu>(),
    attempts: integer('attempts').notNull().default(0),
    /** A worker's claim: until then (on the database's clock) no other worker takes the message. */
    leaseUntil: instant('lease_until'),
    lastError: text('last_error'),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'inbound_messages_pkey', columns: [t.shopId, t.id] }),
    foreignKey({ name: 'inbound_messages_booking_fk', columns: [t.shopId, t.bookingId], foreignColumns: [bookings.shopId, bookings.id] }),
    uniqueIndex('inbound_messages_provider_id_unique').on(t.shopId, t.providerId),
    shopIsolation(t.shopId),
    platformRead(),
    platformUpdate(),
    check('inbound_messages_status_check', sql`${t.status} in ('pending', 'acted', 'done', 'failed')`),
    check('inbound_messages_action_check', sql`${t.action} in ('here', 'late', 'cancel', 'coming', 'help', 'refused', 'menu', 'joined')`),
    check('inbound_messages_phone_check', sql`${t.phone10} ~ '^[0-9]{10}$'`),
    // The worker's claim reads the messages still to handle along this.
    index('inbound_messages_open_idx')
      .on(t.sentAt, t.id)
      .where(sql`${t.status} in ('pending', 'acted')`),
    // The shop's list, newest first.
    index('inbound_messages_created_idx').on(t.shopId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/**
 * Every provider message id the webhook took, whichever shop it went to: a global table, since a
 * message delivered again may be routed to another shop than the first time (the sender's active
 * bookings changed meanwhile). Written in the transaction that stores the message.
 */
export const inboundReceipts = pgTable('inbound_receipts', {
  providerId: text('provider_id').primaryKey(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
