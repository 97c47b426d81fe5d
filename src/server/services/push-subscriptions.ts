import type { PushSubscriptionInput, PushUnsubscribe } from '../../shared/schemas/push.js';
import type { Principal } from '../auth/session.js';
import { requirePermission } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { deletePushSubscription, insertPushSubscription, pushSubscriptionCount, renewPushKeys } from '../data/push-subscriptions.js';
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
    if (await renewPushKeys(tx, bookingId, input.endpoint, keys)) return { created: false };
    if ((await pushSubscriptionCount(tx, bookingId)) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw conflict('TOO_MANY_SUBSCRIPTIONS', `At most ${MAX_PUSH_SUBSCRIPTIONS} phones can get notifications about one booking`);
    }
    await insertPushSubscription(tx, bookingId, input.endpoint, keys, new Date(ctx.clock()));
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
  await deletePushSubscription(ctx.db, bookingId, input.endpoint);
}
