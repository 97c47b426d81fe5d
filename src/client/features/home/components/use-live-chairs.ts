import type { Barber } from '../../../../shared/schemas/barber.js';
import type { BarberStatus } from '../../../components/barber/barber-status.js';
import { useBarberStatus } from '../../../components/barber/use-barber-status.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';
import { useHomeBarbers } from '../api/get-home-barbers.js';

export interface LiveChair {
  barber: Barber;
  /** The card's badge: the wait, or where the barber's day stands ('Starts at 9:00 AM'). */
  status: BarberStatus;
}

export interface LiveChairs {
  /** The first `shown` bookable barbers, shortest wait first; undefined while loading. */
  chairs: LiveChair[] | undefined;
  /** How many barbers can be booked in all. */
  bookable: number;
  /** Whether the socket is up, so the figures move by themselves. */
  live: boolean;
  /** The list could not be had at all: say nothing rather than show a stale shape. */
  failed: boolean;
}

/**
 * The "Chairs right now" figures of the hero, for the desktop panel and the phone's compact block
 * alike: the same live list as the cards below (sorted, patched by the socket), each with the
 * badge its card shows.
 */
export function useLiveChairs(shown: number): LiveChairs {
  const { data, isError } = useHomeBarbers();
  const socket = useSocketStatus();
  const { statusOf } = useBarberStatus();
  const bookable = data?.filter((barber) => barber.isAvailable);
  return {
    chairs: bookable?.slice(0, shown).map((barber) => ({ barber, status: statusOf(barber) })),
    bookable: bookable?.length ?? 0,
    live: socket === 'connected',
    failed: isError && !data,
  };
}
