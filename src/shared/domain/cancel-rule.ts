import { CANCEL_CUTOFF_MINUTES, type BookingStatus, type BookingType } from '../constants.js';

const CUTOFF_MS = CANCEL_CUTOFF_MINUTES * 60_000;

/**
 * Whether the customer may still cancel (docs/product/booking-rules.md#cancel-rule): only an active
 * booking, and only while the barber can still give the time to someone else: a queue booking whose
 * estimated wait is more than 15 minutes, a slot more than 15 minutes away. Exactly 15 is too late.
 * A slot booking without a slot time is judged like a queue booking, as the planner places it like
 * one. A customer who proved the booking's phone by one-time code may always cancel it: a booking
 * someone else made with their number must never hold it hostage.
 */
export function canCustomerCancel(args: {
  status: BookingStatus;
  bookingType: BookingType;
  estimatedWaitTime?: number;
  slotStart: number | null;
  now: number;
  phoneVerified?: boolean;
}): boolean {
  if (args.status !== 'waiting' && args.status !== 'serving') return false;
  if (args.phoneVerified === true) return true;
  if (args.bookingType === 'slot' && args.slotStart !== null) {
    return args.slotStart - args.now > CUTOFF_MS;
  }
  // An unknown wait cannot be shown to exceed the cutoff.
  return args.estimatedWaitTime !== undefined && args.estimatedWaitTime > CANCEL_CUTOFF_MINUTES;
}
