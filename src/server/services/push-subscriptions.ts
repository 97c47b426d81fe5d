import { and, count, eq } from 'drizzle-orm';
import type { PushSubscriptionInput, PushUnsubscribe } from '../../shared/schemas/push.js';
import type { Principal } from '../auth/session.js';
import { requirePermission } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { pushSubscriptions } from '../db/schema.js';
import { badRequest, conflict } from '../http/errors.js';
import { bookingResource, findBooking } from './booking-access.js';

/** Whether an endpoint is at one of the push services (a listed host or a subdomain of one). */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Phones one booking may notify: a family sharing a booking, not a broadcast list. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

/**
 * Subscribes a phone to the notifications about one booking (docs/product/messages.md), for its owner or staff,
 * while the booking is active. The same phone again updates its keys. Returns whether the
 * subscription is new. The booking's row is locked, so two phones at once cannot pass the limit.
 */
export async function subscribePush(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  input: PushSubscriptionInput,
): Promise<{ created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    requirePermission(principal, 'booking:push', bookingResource(ctx, row, input.manageToken));
    if (!isPushServiceEndpoint(input.endpoint, ctx.env.PUSH_SERVICE_HOSTS)) {
      throw badRequest('endpoint', "This browser's push service is not supported");
    }
    if (row.status !== 'waiting' && row.status !== 'serving') {
      throw conflict('BOOKING_NOT_ACTIVE', 'Notifications are only for a booking that is still active');
    }
    const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
    const sameEndpoint = and(eq(pushSubscriptions.bookingId, bookingId), eq(pushSubscriptions.endpoint, input.endpoint));
    const [existing] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(sameEndpoint);
    if (existing) {
      await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, existing.id));
      return { created: false };
    }
    const [subscribed] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.bookingId, bookingId));
    if ((subscribed?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw conflict('TOO_MANY_SUBSCRIPTIONS', `At most ${MAX_PUSH_SUBSCRIPTIONS} phones can get notifications about one booking`);
    }
    await tx
      .insert(pushSubscriptions)
      .values({ bookingId, endpoint: input.endpoint, ...keys, createdAt: new Date(ctx.clock()) })
      .onConflictDoUpdate({ target: [pushSubscriptions.bookingId, pushSubscriptions.endpoint], set: keys });
    return { created: true };
  });
}

/**
 * Stops the notifications about one booking on one phone, for its owner or staff, whatever the
 * booking's status. Unsubscribing a phone that is not subscribed is not an error.
 */
export async function unsubscribePush(ctx: AppContext, principal: Principal | null, bookingId: number, input: PushUnsubscribe): Promise<void> {
  const row = await findBooking(ctx.db, bookingId);
  requirePermission(principal, 'booking:push', bookingResource(ctx, row, input.manageToken));
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.bookingId, bookingId), eq(pushSubscriptions.endpoint, input.endpoint)));
}
