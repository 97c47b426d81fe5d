import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackCardTexts } from '../texts-card.js';
import { waitText } from '../../../components/barber/barber-status.js';

const MINUTE = 60_000;

export interface ProgressInput {
  status: 'waiting' | 'serving' | 'completed' | 'cancelled';
  /** When the booking was made (ISO). */
  bookingTime: string;
  /** The plan's expected start of a waiting booking (ISO), else null. */
  expectedStartTime: string | null;
  servingStartedAt: string | null;
  /** Minutes left in the chair when the booking was fetched. */
  remainingTime: number | null;
}

export interface BookingProgress {
  /** 0-100, whole. */
  value: number;
  /** The bar's accessible name. */
  label: string;
  /** What the value means, for screen readers and beside the bar. */
  text: string;
}

const percent = (part: number, whole: number) => (whole <= 0 ? 100 : Math.round(Math.min(1, Math.max(0, part / whole)) * 100));

/**
 * How far along a booking is. Waiting: the time since booking against the time until the expected
 * start. Serving: the time in the chair against the time it will take, whose end is the remaining
 * time counted from when it was fetched (`fetchedAt`). Finished bookings have no progress.
 */
export function bookingProgress(booking: ProgressInput, now: number, fetchedAt: number, t: Translation<TrackCardTexts>): BookingProgress | null {
  if (booking.status === 'serving') {
    const started = booking.servingStartedAt === null ? fetchedAt : Date.parse(booking.servingStartedAt);
    const end = fetchedAt + Math.max(0, booking.remainingTime ?? 0) * MINUTE;
    const left = Math.max(0, Math.ceil((end - now) / MINUTE));
    return {
      value: percent(now - started, end - started),
      label: t.serviceProgress,
      text: left === 0 ? t.finishingUp : t.aboutLeft({ wait: waitText(left, t) }),
    };
  }
  if (booking.status !== 'waiting' || booking.expectedStartTime === null) return null;
  const booked = Date.parse(booking.bookingTime);
  const start = Date.parse(booking.expectedStartTime);
  if (!Number.isFinite(booked) || !Number.isFinite(start)) return null;
  const value = percent(now - booked, start - booked);
  return { value, label: t.turnProgress, text: value >= 100 ? t.turnNext : t.waitDone({ percent: value }) };
}
