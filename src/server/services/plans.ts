import { planBarberDay, type BarberPlan, type PlanBooking } from '../../shared/domain/plan-barber-day.js';
import type { AppContext } from '../context.js';
import type { BookingRow } from './store.js';

/** An active booking row as the planner sees it. */
export function toPlanBooking(row: BookingRow): PlanBooking {
  return {
    id: row.id,
    bookingType: row.bookingType,
    status: row.status === 'serving' ? 'serving' : 'waiting',
    durationMin: row.estimatedDuration,
    slotStart: row.slotStart?.getTime() ?? null,
    servingStartedAt: row.servingStartedAt?.getTime() ?? null,
    adjustmentMin: row.timeAdjustment,
  };
}

/** The plan of a barber's chair from a list of their active booking rows. */
export function planFromRows(rows: readonly BookingRow[], now: number): BarberPlan {
  return planBarberDay(
    now,
    rows.filter((row) => row.status === 'waiting' || row.status === 'serving').map(toPlanBooking),
  );
}

/** The current plan of a barber's chair, from the hot store (DESIGN §3: the single source of wait times). */
export async function planFor(ctx: AppContext, barberId: number, now = ctx.clock()): Promise<BarberPlan> {
  return planFromRows(await ctx.store.activeBookings(barberId), now);
}
