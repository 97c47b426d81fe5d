import { useEffect, useState } from 'react';
import type { TrackItem } from '../api/track-bookings.js';
import type { SeenBooking } from '../logic/gone-summary.js';

const NONE: readonly SeenBooking[] = [];

/**
 * The bookings last shown for this number since it was last looked up (`lookup` counts lookups),
 * with the status they had: when the live list empties, they say what happened to them.
 */
export function useLastSeen(phone: string | null, items: readonly TrackItem[] | undefined, lookup: number): readonly SeenBooking[] {
  const key = `${phone ?? ''}:${lookup}`;
  const [seen, setSeen] = useState<{ key: string; bookings: readonly SeenBooking[] }>({ key: '', bookings: NONE });
  useEffect(() => {
    if (phone === null || !items || items.length === 0) return;
    setSeen({ key, bookings: items.map(({ booking }) => ({ id: booking.id, status: booking.status, cancelledBy: booking.cancelledBy })) });
  }, [phone, items, key]);
  return seen.key === key ? seen.bookings : NONE;
}
