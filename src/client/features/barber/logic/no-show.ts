import { NO_SHOW_MARK_COUNT, NO_SHOW_WINDOW_DAYS } from '../../../../shared/constants.js';
import { noShowRefusal, overdueMinutes } from '../../../../shared/domain/no-show.js';
import type { ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { ServingTexts } from '../texts-serving.js';
import { slotStartOf } from './next-eligible.js';

/**
 * Whether the barber may mark this booking as a no-show now (docs/product/chairs-day.md#no-shows), and how:
 * `overdue` for a slot 10+ minutes past its time (offered first), `available` whenever the rule
 * allows it otherwise, `none` when the server would refuse it.
 */
export type NoShowOffer = { kind: 'none' } | { kind: 'available' } | { kind: 'overdue'; minutesLate: number };

/** The offer the shared no-show rule makes; a booking whose passes are not given is judged as never passed over. */
export function noShowOffer(
  booking: Pick<Booking, 'status' | 'bookingType' | 'slotDate' | 'slotTime'> & Partial<Pick<Booking, 'passedOver'>>,
  now: number,
  shopDay: ShopDayRule,
): NoShowOffer {
  const slotStart = slotStartOf(booking, shopDay);
  const refusal = noShowRefusal({ status: booking.status, bookingType: booking.bookingType, slotStart, passedOver: booking.passedOver ?? 0 }, now);
  if (refusal !== null) return { kind: 'none' };
  const minutesLate = overdueMinutes(slotStart, now);
  return minutesLate === null ? { kind: 'available' } : { kind: 'overdue', minutesLate };
}

/** The mark on a phone that missed bookings before ('2 no-shows in 90 days'), or null below the threshold. */
export function repeatNoShowLabel(recentNoShows: number | null, t: Pick<Translation<ServingTexts>, 'repeatNoShows'>): string | null {
  if (recentNoShows === null || recentNoShows < NO_SHOW_MARK_COUNT) return null;
  return t.repeatNoShows({ count: recentNoShows, days: NO_SHOW_WINDOW_DAYS });
}
