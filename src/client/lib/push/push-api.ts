import type { PushKey, PushSubscriptionInput, PushSubscriptionState, PushUnsubscribe } from '../../../shared/schemas/push.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';

/** GET /api/push/key: the server's VAPID public key. */
export function getPushKey(): Promise<PushKey> {
  return call(ROUTES.push.key);
}

/** POST /api/bookings/{id}/push: this phone gets the booking's notifications. */
export function savePushSubscription(bookingId: number, input: PushSubscriptionInput): Promise<PushSubscriptionState> {
  return call(ROUTES.push.subscribe, { params: { id: bookingId }, body: input });
}

/** DELETE /api/bookings/{id}/push: no more notifications about the booking on this phone. */
export function deletePushSubscription(bookingId: number, input: PushUnsubscribe): Promise<PushSubscriptionState> {
  return call(ROUTES.push.unsubscribe, { params: { id: bookingId }, body: input });
}
