import { keepsTurn } from '../../../../shared/domain/no-show.js';
import type { ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { isStartable } from './next-eligible.js';

type Queued = Pick<Booking, 'id' | 'bookingType' | 'slotDate' | 'slotTime' | 'arrivedAt'>;

/** Whether this waiting booking is a walk-in known to be away (a slot's customer has a time instead). */
export const isAwayWalkIn = (booking: Pick<Booking, 'bookingType' | 'arrivedAt'>): boolean =>
  booking.bookingType === 'queue' && booking.arrivedAt === null;

/**
 * "Serve next who is here" (docs/decisions/0015-arrival-and-running-late.md): when the booking Start
 * offers is a walk-in who is away, the first walk-in after him who is here, passing only walk-ins
 * who are away. A slot whose time has come stops the search: slots are not passed over.
 */
export function nextWhoIsHere<T extends Queued>(queue: readonly T[], next: T | null, now: number, shopDay: ShopDayRule): T | null {
  if (!next || !isAwayWalkIn(next)) return null;
  for (const booking of queue.slice(queue.indexOf(next) + 1)) {
    if (booking.bookingType === 'slot') {
      if (isStartable(booking, now, shopDay)) return null;
      continue;
    }
    if (booking.arrivedAt !== null) return booking;
  }
  return null;
}

/**
 * How No-show is offered on a walk-in who was passed over: not at all while he keeps his turn (the
 * shared no-show rule refuses it, docs/product/chairs-day.md#no-shows), first once he no longer
 * does; as before otherwise.
 */
export function passedNoShow(booking: Pick<Booking, 'bookingType' | 'passedOver'>): 'usual' | 'hidden' | 'offered' {
  if (booking.bookingType !== 'queue' || booking.passedOver === 0) return 'usual';
  return keepsTurn(booking) ? 'hidden' : 'offered';
}
