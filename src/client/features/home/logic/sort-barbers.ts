import type { Barber } from '../../../../shared/schemas/barber.js';
import { takesWalkInsToday } from '../../../components/barber/barber-status.js';

/** The wait a customer reads on the card: 'No Wait' counts as none (docs/product/booking-rules.md#business-constants-and-limits). */
function shownWait(barber: Barber): number {
  return barber.noWait ? 0 : barber.waitTime;
}

/**
 * The home page's order (docs/product/screens.md: ascending wait): bookable barbers first, shortest wait first,
 * then those who cannot be booked. A barber who takes no more walk-ins today (a day off, last call
 * passed) has no wait to compare, so comes after those who do. The server sends this order, but
 * the live socket patches waits in place, so the list is sorted again on every change. Ties keep
 * the server's id order.
 */
export function sortBarbers(barbers: readonly Barber[]): Barber[] {
  return [...barbers].sort(
    (a, b) =>
      Number(b.isAvailable) - Number(a.isAvailable) ||
      Number(takesWalkInsToday(b)) - Number(takesWalkInsToday(a)) ||
      shownWait(a) - shownWait(b) ||
      a.id - b.id,
  );
}

/** docs/product/screens.md: the list is "empty" for a customer when nobody can be booked. */
export function hasBookableBarber(barbers: readonly Barber[]): boolean {
  return barbers.some((barber) => barber.isAvailable);
}
