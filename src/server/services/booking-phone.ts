import type { AppContext } from '../context.js';
import { activeBookingOfPhone } from '../data/bookings.js';
import { violatedConstraint } from '../db/errors.js';
import { AppError } from '../http/errors.js';
import { PastLastCall } from './booking-placement.js';

/*
 * One active booking per phone in a shop (docs/product/data.md): refused before the booking is placed
 * when the store holds the phone's booking, and by the database's unique index otherwise.
 */

export function phoneTaken(activeBookingId: number | undefined): AppError {
  return new AppError(
    409,
    'PHONE_HAS_ACTIVE_BOOKING',
    'There is already an active booking with this number',
    activeBookingId === undefined ? {} : { activeBookingId },
  );
}

/**
 * Refuses the booking when the phone's active booking is among those the store holds, reading
 * none: the barbers whose bookings another instance changed since are read again only when a
 * request needs them. The database has the last word (a unique index), and a refused booking asks
 * it (`phoneFirst`).
 */
export async function refuseHeldPhone(ctx: Pick<AppContext, 'store'>, phone: string): Promise<void> {
  const [existing] = (await ctx.store.heldActiveBookings()).filter((row) => row.customerPhone === phone).sort((a, b) => a.id - b.id);
  if (existing) throw phoneTaken(existing.id);
}

/** A refusal of the booking itself, not a fault of the database or the server. */
const isRefusal = (error: unknown): boolean => error instanceof AppError || error instanceof PastLastCall || violatedConstraint(error) !== undefined;

/**
 * A booking refused while its phone has an active booking is refused for that, whatever else was
 * wrong with it, as when the phone is found before the booking is placed; the phone's booking as
 * the database has it now. A fault leaves the error as it was, and so does a failed look, unless
 * the phone's index refused the booking.
 */
export async function phoneFirst(ctx: AppContext, phone: string, refusal: unknown): Promise<unknown> {
  if (!isRefusal(refusal)) return refusal;
  try {
    const active = await activeBookingOfPhone(ctx.db, phone);
    return active ? phoneTaken(active.id) : refusal;
  } catch (fault) {
    // Refused by the phone's unique index: the database's fault is the answer, as it was.
    return violatedConstraint(refusal) === 'bookings_one_active_per_phone' ? fault : refusal;
  }
}
