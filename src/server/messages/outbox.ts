import type { MessageChannel, MessageKind } from '../../shared/constants.js';
import { formatTime12 } from '../../shared/domain/format.js';
import { TEMPLATE_PARAMS, type MessageParams } from '../../shared/domain/message-rules.js';
import { manageTokenFor } from '../auth/secret.js';
import type { AppContext } from '../context.js';
import { shopUrl } from '../http/shop-address.js';
import { insertClaimedMessages, insertMessages, type ClaimAtWriting, type ClaimedMessage } from '../data/messages.js';
import { hasPushSubscription } from '../data/push-subscriptions.js';
import type { ShopTx } from '../db/client.js';
import type { BookingRow } from '../services/store.js';

/** What the outbox needs of the app: the shop's text channel, the public address and the secret. */
export type OutboxContext = Pick<AppContext, 'env' | 'secret' | 'messageChannel' | 'shopSlug' | 'shopDomain'>;

/**
 * The booking's page with its manage token: the customer can track, cancel and stop messages
 * there, at the shop's own address (docs/decisions/0020-shop-routing.md). Absolute when the shop
 * has its own domain or PUBLIC_URL is set, as WhatsApp needs.
 */
export function manageLink(ctx: OutboxContext, bookingId: number): string {
  return `${shopUrl(ctx)}/track?booking=${bookingId}&token=${manageTokenFor(ctx.secret, bookingId)}`;
}

/** The values a message about this booking carries; `start` is the expected start it tells of. */
export function paramsFor(ctx: OutboxContext, row: BookingRow, timeZone: string, start?: number): MessageParams {
  return {
    token: String(row.id),
    ...(start === undefined ? {} : { time: formatTime12(start, timeZone) }),
    barber: row.barberName,
    link: manageLink(ctx, row.id),
  };
}

export interface Enqueue {
  booking: BookingRow;
  kind: MessageKind;
  /** Tells apart messages of one kind about one booking: the move number for moves, else nothing. */
  occurrence?: number;
  params: MessageParams;
  now: number;
  /** Whether the booking may have phones subscribed to Web Push (false for a booking just made). */
  mayHavePush?: boolean;
  /**
   * Written already claimed, for this instance to send right after the commit (`messages/at-once.ts`);
   * else pending, for any worker to claim.
   */
  claim?: ClaimAtWriting | null;
}

/** The unique key of one message: booking, kind, occurrence and channel. */
export const dedupeKey = (bookingId: number, kind: MessageKind, occurrence: number, channel: MessageChannel): string =>
  `${bookingId}:${kind}:${occurrence}:${channel}`;

/**
 * Writes a message into the outbox inside the caller's transaction (docs/product/messages.md): it exists if and
 * only if the change that caused it commits. One row per channel: the shop's text channel, and Web
 * Push when a phone subscribed. A message decided twice (two instances at once) is written once.
 */
export async function enqueueMessage(tx: ShopTx, ctx: OutboxContext, input: Enqueue): Promise<ClaimedMessage[]> {
  // A walk-in added at the counter without a phone hears only through a phone that subscribed.
  const channels: MessageChannel[] = input.booking.customerPhone === null ? [] : [ctx.messageChannel];
  if ((input.mayHavePush ?? true) && (await hasPushSubscription(tx, input.booking.id))) channels.push('push');
  if (channels.length === 0) return [];
  const occurrence = input.occurrence ?? 0;
  // Only the params the kind's text uses are stored: no barber's name where it says none.
  const wanted = new Set<string>(TEMPLATE_PARAMS[input.kind]);
  const params: Record<string, string> = Object.fromEntries(Object.entries(input.params).filter(([key]) => wanted.has(key)));
  const rows = channels.map((channel) => ({
    bookingId: input.booking.id,
    kind: input.kind,
    channel,
    dedupeKey: dedupeKey(input.booking.id, input.kind, occurrence, channel),
    params,
    dueAt: new Date(input.now),
    createdAt: new Date(input.now),
    updatedAt: new Date(input.now),
  }));
  if (input.claim) return insertClaimedMessages(tx, rows, input.claim);
  await insertMessages(tx, rows);
  return [];
}
