import type { StaffWalkIn, UsualServices } from '../../shared/schemas/staff-walk-in.js';
import { permits, requirePermission } from '../auth/authorize.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { recentServiceCounts } from '../data/booking-figures.js';
import { fingerprintOf, makeBooking, type CreateBookingResult } from './bookings.js';

/** How many of a chair's latest completed bookings say which service it is usually booked for. */
const RECENT_BOOKINGS = 100;

/**
 * A walk-in added by staff at the counter: the customer is in the shop (arrived now), with or
 * without a name and a phone. The same rules, database invariants and plan as any booking, and the
 * same messages when a phone is given; no one-time code and no rate limit. A barber adds to his own
 * chair only; the admin to any, or to whichever available barber starts it earliest.
 */
export function addStaffWalkIn(
  ctx: AppContext,
  principal: Principal | null,
  input: StaffWalkIn,
  idempotencyKey?: string,
): Promise<CreateBookingResult> {
  requirePermission(principal, 'walk-in:create-for-customer', { barberId: input.barberId });
  return makeBooking(
    ctx,
    {
      ...input,
      bookingType: 'queue',
      customerId: null,
      arrived: true,
      // Told apart from a booking form's request with the same key.
      fingerprint: fingerprintOf({ ...input, addedBy: 'staff' }),
    },
    idempotencyKey,
  );
}

/** The most counted service among those still offered, the first offered one on a tie or without any. */
function mostCounted(counts: ReadonlyMap<number, number>, offered: readonly number[]): number | null {
  let best: number | null = offered[0] ?? null;
  let bestCount = 0;
  for (const id of offered) {
    const count = counts.get(id) ?? 0;
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The service each chair is most often booked for lately, for the walk-in form to preselect: one
 * query over each barber's latest completed bookings along the index their learned durations are
 * read by. A barber sees his own chair; the admin every chair and the shop's overall favourite.
 */
export async function usualServices(ctx: AppContext, principal: Principal | null): Promise<UsualServices> {
  const barbers = (await ctx.store.barbers()).filter((barber) => permits(principal, 'barber-bookings:read', { barberId: barber.id }));
  const offered = (await ctx.store.services()).map((service) => service.id);
  const ids = barbers.map((barber) => barber.id);
  const rows = await recentServiceCounts(ctx.db, ids, RECENT_BOOKINGS);
  const shopCounts = new Map<number, number>();
  const byBarber = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const counts = byBarber.get(row.barber_id) ?? new Map<number, number>();
    counts.set(row.service_id, row.times);
    byBarber.set(row.barber_id, counts);
    shopCounts.set(row.service_id, (shopCounts.get(row.service_id) ?? 0) + row.times);
  }
  return {
    shop: mostCounted(shopCounts, offered),
    barbers: barbers.map((barber) => ({ barberId: barber.id, serviceId: mostCounted(byBarber.get(barber.id) ?? new Map(), offered) })),
  };
}
