import { expectedMinutes, expectedMinutesInChair, type DurationModel, type DurationSample } from '../../src/shared/domain/learned-durations.js';
import { planBarberDay, type PlanBooking } from '../../src/shared/domain/plan-barber-day.js';
import { configuredOf, configuredSum, serviceIdsOf, type SimBooking } from './bookings.js';
import { MINUTE } from './shop.js';

export const ESTIMATORS = ['naive', 'configured', 'learned', 'oracle'] as const;
export type Estimator = (typeof ESTIMATORS)[number];

/** Minutes per customer ahead that the naive estimator assumes. */
export const NAIVE_MINUTES_PER_CUSTOMER = 30;

export interface Chair {
  booking: SimBooking;
  startedAt: number;
  endsAt: number;
}

/** One barber as the simulation sees it; history and model carry over from day to day. */
export interface Barber {
  index: number;
  /** True mean minutes per service index: only the oracle and the real durations see these. */
  means: readonly number[];
  chair: Chair | null;
  waiting: SimBooking[];
  history: DurationSample[];
  model: DurationModel;
}

/** Minutes a duration-based estimator assumes for a booking with this barber. */
function minutesBy(estimator: Exclude<Estimator, 'naive'>, barber: Barber, booking: SimBooking): number {
  switch (estimator) {
    case 'configured':
      return configuredSum(booking);
    case 'learned':
      return expectedMinutes(barber.model, serviceIdsOf(booking), configuredOf(booking));
    case 'oracle':
      return booking.services.reduce((sum, s) => sum + (barber.means[s] ?? 0), 0);
  }
}

function asPlanBooking(estimator: Exclude<Estimator, 'naive'>, barber: Barber, booking: SimBooking): PlanBooking {
  return {
    id: booking.id,
    bookingType: booking.type,
    status: 'waiting',
    durationMin: minutesBy(estimator, barber, booking),
    slotStart: booking.slotStart,
    servingStartedAt: null,
    adjustmentMin: 0,
  };
}

/** The barber's plan at `now` by one estimator's durations, with an optional newcomer added. */
export function planBy(estimator: Exclude<Estimator, 'naive'>, barber: Barber, now: number, newcomer?: SimBooking) {
  const bookings = [...barber.waiting, ...(newcomer ? [newcomer] : [])].map((b) => asPlanBooking(estimator, barber, b));
  if (barber.chair) {
    const { booking, startedAt } = barber.chair;
    const inChair = asPlanBooking(estimator, barber, booking);
    // The product's estimate of the booking in the chair knows how long it has already run.
    if (estimator === 'learned') {
      inChair.durationMin = expectedMinutesInChair(barber.model, serviceIdsOf(booking), configuredOf(booking), (now - startedAt) / MINUTE);
    }
    bookings.push({
      ...inChair,
      status: 'serving',
      servingStartedAt: barber.chair.startedAt,
    });
  }
  return planBarberDay(now, bookings);
}

/** Where a walk-in joining now would start, by the product's (learned) plan: its start and the customers ahead. */
export function learnedPlacement(barber: Barber, now: number, walkIn: SimBooking): { start: number; ahead: number } {
  const entry = planBy('learned', barber, now, walkIn).entries.find((e) => e.bookingId === walkIn.id);
  return { start: entry?.start ?? now, ahead: entry?.customersAhead ?? 0 };
}

/** Every estimator's promised start for a walk-in joining this barber now. */
export function promises(barber: Barber, now: number, walkIn: SimBooking): Record<Estimator, number> {
  const startBy = (estimator: Exclude<Estimator, 'naive'>) =>
    planBy(estimator, barber, now, walkIn).entries.find((e) => e.bookingId === walkIn.id)?.start ?? now;
  return {
    naive: now + learnedPlacement(barber, now, walkIn).ahead * NAIVE_MINUTES_PER_CUSTOMER * MINUTE,
    configured: startBy('configured'),
    learned: startBy('learned'),
    oracle: startBy('oracle'),
  };
}
