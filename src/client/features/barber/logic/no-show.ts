import { NO_SHOW_AFTER_MINUTES, NO_SHOW_MARK_COUNT, NO_SHOW_WINDOW_DAYS } from '../../../../shared/constants.js';
import type { ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { ServingTexts } from '../texts-serving.js';
import { slotStartOf } from './next-eligible.js';

const MINUTE = 60_000;

/**
 * Whether the barber may mark this waiting booking as a no-show now (docs/product/chairs-day.md), and how:
 * `overdue` for a slot 10+ minutes past its time (offered first), `available` for a walk-in or a
 * slot whose time has come, `none` for a slot still ahead.
 */
export type NoShowOffer = { kind: 'none' } | { kind: 'available' } | { kind: 'overdue'; minutesLate: number };

export function noShowOffer(
  booking: Pick<Booking, 'status' | 'bookingType' | 'slotDate' | 'slotTime'>,
  now: number,
  shopDay: ShopDayRule,
): NoShowOffer {
  if (booking.status !== 'waiting') return { kind: 'none' };
  const slotStart = slotStartOf(booking, shopDay);
  if (slotStart === null) return { kind: 'available' };
  if (slotStart > now) return { kind: 'none' };
  const minutesLate = Math.floor((now - slotStart) / MINUTE);
  return minutesLate >= NO_SHOW_AFTER_MINUTES ? { kind: 'overdue', minutesLate } : { kind: 'available' };
}

/** The mark on a phone that missed bookings before ('2 no-shows in 90 days'), or null below the threshold. */
export function repeatNoShowLabel(recentNoShows: number | null, t: Pick<Translation<ServingTexts>, 'repeatNoShows'>): string | null {
  if (recentNoShows === null || recentNoShows < NO_SHOW_MARK_COUNT) return null;
  return t.repeatNoShows({ count: recentNoShows, days: NO_SHOW_WINDOW_DAYS });
}
