import type { Barber } from '../../../../shared/schemas/barber.js';
import type { BarberStatus } from '../../../components/barber/barber-status.js';
import { useBarberStatus } from '../../../components/barber/use-barber-status.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';
import { useShopState } from '../../../lib/use-shop-state.js';
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
  /** The shop is closed for the day or by the owner: its state line (the hero says it; no chairs are shown). */
  closed: string | null;
}

/**
 * The "Chairs right now" figures of the hero, for the desktop panel and the phone's compact block
 * alike: the same live list as the cards below (sorted, patched by the socket), each with the
 * badge its card shows. While the shop is closed no chair has a wait, and the hero alone says when
 * it opens (docs/decisions/0017-shop-state.md).
 */
export function useLiveChairs(shown: number): LiveChairs {
  const { data, isError } = useHomeBarbers();
  const socket = useSocketStatus();
  const { statusOf } = useBarberStatus();
  const bookable = data?.filter((barber) => barber.isAvailable);
  const shop = useShopState();
  const closed = shop?.state.kind === 'closed_today' || shop?.state.kind === 'closed_by_shop' ? shop.line : null;
  return {
    chairs: bookable?.slice(0, shown).map((barber) => ({ barber, status: statusOf(barber) })),
    bookable: bookable?.length ?? 0,
    live: socket === 'connected',
    failed: isError && !data,
    closed,
  };
}
