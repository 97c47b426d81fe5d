import { NO_SHOW_AFTER_MINUTES, NO_SHOW_AFTER_PASSES, type BookingStatus, type BookingType } from '../constants.js';

const MINUTE = 60_000;

/** Why a booking may not be marked a no-show now (docs/product/chairs-day.md#no-shows). */
export type NoShowRefusal = 'not-waiting' | 'slot-not-started' | 'turn-kept';

export interface NoShowCandidate {
  status: BookingStatus;
  bookingType: BookingType;
  /** Epoch ms of a slot's time; null for a walk-in or a slot without one. */
  slotStart: number | null;
  /** How often the walk-in was passed over while away. */
  passedOver: number;
}

/**
 * Whether a walk-in keeps his turn: passed over while away, he was told he is next as soon as he is
 * back, which holds until the second pass (docs/decisions/0015-arrival-and-running-late.md).
 */
export function keepsTurn(booking: Pick<NoShowCandidate, 'bookingType' | 'passedOver'>): boolean {
  return booking.bookingType === 'queue' && booking.passedOver > 0 && booking.passedOver < NO_SHOW_AFTER_PASSES;
}

/**
 * Whether the barber may mark this booking a no-show now (docs/product/chairs-day.md#no-shows): null
 * when he may, else why not. Only a waiting customer (not one in the chair, not a finished booking),
 * not a slot whose time has not come (its time itself has come), not a walk-in who keeps his turn.
 */
export function noShowRefusal(booking: NoShowCandidate, now: number): NoShowRefusal | null {
  if (booking.status !== 'waiting') return 'not-waiting';
  if (booking.bookingType === 'slot' && booking.slotStart !== null && booking.slotStart > now) return 'slot-not-started';
  if (keepsTurn(booking)) return 'turn-kept';
  return null;
}

/**
 * How late a slot's customer is, in whole minutes, once that is NO_SHOW_AFTER_MINUTES or more: the
 * dashboard then offers No-show first. Null for a walk-in (no slot time) or a slot less late.
 */
export function overdueMinutes(slotStart: number | null, now: number): number | null {
  if (slotStart === null) return null;
  const minutesLate = Math.floor((now - slotStart) / MINUTE);
  return minutesLate >= NO_SHOW_AFTER_MINUTES ? minutesLate : null;
}
