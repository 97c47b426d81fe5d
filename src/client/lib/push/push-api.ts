import type { PushKey, PushSubscriptionInput, PushSubscriptionState, PushUnsubscribe } from '../../../shared/schemas/push.js';
import { api, request } from '../api-client.js';

/** GET /api/push/key: the server's VAPID public key. */
export function getPushKey(): Promise<PushKey> {
  return api.get<PushKey>('/api/push/key');
}

/** POST /api/bookings/{id}/push: this phone gets the booking's notifications. */
export function savePushSubscription(bookingId: number, input: PushSubscriptionInput): Promise<PushSubscriptionState> {
  return api.post<PushSubscriptionState>(`/api/bookings/${bookingId}/push`, input);
}

/** DELETE /api/bookings/{id}/push: no more notifications about the booking on this phone. */
export function deletePushSubscription(bookingId: number, input: PushUnsubscribe): Promise<PushSubscriptionState> {
  return request<PushSubscriptionState>('DELETE', `/api/bookings/${bookingId}/push`, { body: input });
}
