import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '../../../shared/events.js';
import type { Barber } from '../../../shared/schemas/barber.js';
import type { Availability } from '../../../shared/schemas/hours.js';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.js';
import { queryKeys } from '../query-keys.js';
import { bookingQueryAffected, withBookingStatus } from './booking-cache.js';

/** A barber list with one barber's wait and day replaced; the same array when nothing changed. */
export function withBarberWait(
  barbers: readonly Barber[] | undefined,
  barberId: number,
  wait: { estimatedWaitTime: number; noWait: boolean; availability: Availability },
): readonly Barber[] | undefined {
  if (!barbers) return barbers;
  const { availability } = wait;
  const stale = (barber: Barber) =>
    barber.id === barberId &&
    (barber.waitTime !== wait.estimatedWaitTime ||
      barber.noWait !== wait.noWait ||
      barber.availability.status !== availability.status ||
      barber.availability.until !== availability.until ||
      barber.availability.queueClosed !== availability.queueClosed);
  if (!barbers.some(stale)) return barbers;
  return barbers.map((barber) =>
    stale(barber) ? { ...barber, waitTime: wait.estimatedWaitTime, noWait: wait.noWait, availability } : barber,
  );
}

/**
 * The shorter wait nearby (docs/product/shop-list.md#shorter-wait-nearby) compares this shop's
 * start, which any barber's wait or booking moves. A minute's waits arrive for every barber at
 * once: they join the read already on its way rather than cancelling it for one more.
 */
function invalidateNearby(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.barberLive.nearbyAll }, { cancelRefetch: false });
}

/**
 * Routes one live message to the caches (docs/product/booking-rules.md#states-and-transitions, docs/product/architecture.md#live-updates). Messages are small notices: a wait
 * time is patched in place (it arrives for every barber every minute, so no refetch storm);
 * anything else marks the affected queries stale and those on screen refetch over HTTP.
 */
export function applyServerMessage(client: QueryClient, message: ServerMessage): void {
  switch (message.type) {
    case 'connected':
      return;
    case 'waitTimeUpdated': {
      const { barberId } = message;
      if (barberId === undefined) return;
      client.setQueriesData<readonly Barber[]>({ queryKey: queryKeys.barbers.lists }, (list) =>
        withBarberWait(list, barberId, message.data),
      );
      client.setQueryData<Barber>(queryKeys.barbers.detail(barberId), (barber) =>
        barber ? withBarberWait([barber], barberId, message.data)?.[0] : barber,
      );
      void client.invalidateQueries({ queryKey: [...queryKeys.barberLive.barber(barberId), 'wait-time'] });
      // Last call moves with the wait: a longer queue can push a walk-in past the end of the day.
      void client.invalidateQueries({ queryKey: [...queryKeys.barberLive.barber(barberId), 'walk-in'] });
      void client.invalidateQueries({ queryKey: queryKeys.barberLive.queueTime(barberId) });
      invalidateNearby(client);
      return;
    }
    case 'bookingCreated':
    case 'bookingUpdated':
    case 'bookingStatusChanged': {
      const { barberId, bookingId } = message;
      if (barberId === undefined || bookingId === undefined) {
        // The server always names both; without them, anything booking-related may have moved.
        void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
        void client.invalidateQueries({ queryKey: queryKeys.barberLive.all });
        return;
      }
      if (message.type !== 'bookingCreated') {
        const cancelledBy = message.type === 'bookingStatusChanged' ? message.data.cancelledBy : undefined;
        client.setQueriesData({ queryKey: queryKeys.bookings.all }, (data: unknown) =>
          withBookingStatus(data, bookingId, message.data.status, cancelledBy),
        );
      }
      void client.invalidateQueries({ queryKey: queryKeys.barberLive.barber(barberId) });
      invalidateNearby(client);
      void client.invalidateQueries({
        queryKey: queryKeys.bookings.all,
        // A new booking can belong to any list (a phone's, a customer's); a change only to its barber's.
        predicate: (query) =>
          message.type === 'bookingCreated' || bookingQueryAffected(query.queryKey, query.state.data, { barberId, bookingId }),
      });
      return;
    }
    case 'barberUpdated':
      // Refetched even where no screen shows it now: shop data is not refetched on mount, so a tab
      // opened later (the front desk) would otherwise show the list from before the change.
      void client.invalidateQueries({ queryKey: queryKeys.barbers.all, refetchType: 'all' });
      // The shop's openings (when it is open) are made of the barbers' hours and days off.
      void client.invalidateQueries({ queryKey: queryKeys.shopSettings });
      void client.invalidateQueries({
        queryKey: message.barberId === undefined ? queryKeys.barberLive.all : queryKeys.barberLive.barber(message.barberId),
      });
      invalidateNearby(client);
      return;
    case 'servicesUpdated':
      void client.invalidateQueries({ queryKey: queryKeys.services });
      return;
    case 'shopStatusUpdated':
      client.setQueryData<ShopSettings>(queryKeys.shopSettings, (settings) =>
        settings && settings.isOpen !== message.data.isOpen ? { ...settings, isOpen: message.data.isOpen } : settings,
      );
      // The same notice covers hours and slot interval, which move every barber's free slots.
      void client.invalidateQueries({ queryKey: queryKeys.shopSettings });
      void client.invalidateQueries({ queryKey: queryKeys.barberLive.all });
      return;
  }
}
