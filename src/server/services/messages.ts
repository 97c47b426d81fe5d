import { messageText, type MessageParams } from '../../shared/domain/message-rules.js';
import { withShopName } from '../../shared/domain/notification-texts.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { InboundList, InboundListQuery, InboundMessage, Message, MessageList, MessageListQuery, MessagePreference } from '../../shared/schemas/message.js';
import type { Principal } from '../auth/session.js';
import { requirePermission } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { updateBooking } from '../data/bookings.js';
import { inboundPage, type InboundRow } from '../data/inbound-messages.js';
import { messagesPage, type MessageRow } from '../data/messages.js';
import { inboundIsOn } from '../whatsapp.js';
import { commitChange } from '../realtime/changes.js';
import { bookingResource, findBooking } from './booking-access.js';
import { presentBookings } from './present-booking.js';

/** A message as the admin's list shows it, with the shop's name as the customer reads it (docs/product/messages.md). */
function presentMessage(row: MessageRow, shopName: string): Message {
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    text: withShopName(shopName, messageText(row.kind, row.params as unknown as MessageParams)),
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The admin's Messages list (docs/product/messages.md): newest first, a page at a time, by status. */
export async function listMessages(ctx: AppContext, query: MessageListQuery): Promise<MessageList> {
  const [rows, { shopName }] = await Promise.all([
    messagesPage(ctx.db, { status: query.status, before: query.before, limit: query.limit + 1 }),
    ctx.store.settings(),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    channel: ctx.messageChannel,
    messages: page.map((row) => presentMessage(row, shopName)),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

function presentInbound(row: InboundRow): InboundMessage {
  return {
    id: row.id,
    bookingId: row.bookingId,
    phoneEnding: row.phone10.slice(-4),
    text: row.body,
    outcome: row.action,
    status: row.status,
    reply: row.reply,
    lastError: row.lastError,
    sentAt: row.sentAt.toISOString(),
  };
}

/** What customers wrote to the shop's WhatsApp number (docs/product/messages.md#replies-on-whatsapp), newest first. */
export async function listInbound(ctx: AppContext, query: InboundListQuery): Promise<InboundList> {
  const rows = await inboundPage(ctx.db, { before: query.before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    on: inboundIsOn(ctx.env),
    messages: page.map(presentInbound),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * The customer stops or restarts the messages about their booking: with the link from a message
 * (its manage token), a customer session for the phone, or as staff.
 */
export async function setMessagePreference(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  input: MessagePreference,
): Promise<Booking> {
  const now = ctx.clock();
  const updated = await commitChange(ctx, async (tx, announce) => {
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    requirePermission(principal, 'booking:set-messages', bookingResource(ctx, row, input.manageToken));
    if (row.messagesStopped === input.stopped) return row;
    const next = await updateBooking(tx, row.id, { messagesStopped: input.stopped, updatedAt: new Date(now) });
    if (!next) throw new Error('update bookings returned nothing');
    await announce.booking({ type: 'bookingUpdated', bookingId: next.id, barberId: next.barberId, data: { status: next.status } });
    return next;
  });
  const [booking] = await presentBookings(ctx, [updated]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}

