import { DEFAULT_BARBER_PHOTO } from '../../shared/constants.js';
import type { BarberPlan } from '../../shared/domain/plan-barber-day.js';
import { availabilityAt, type ChairDay } from '../../shared/domain/working-hours.js';
import type { Barber } from '../../shared/schemas/barber.js';
import type { Availability } from '../../shared/schemas/hours.js';
import type { BarberRow } from './store.js';

export interface PresentBarberOptions {
  /**
   * The barber's login, shown only in the admin's answers with the commission
   * (docs/product/money.md); the password never leaves the server.
   */
  withUser?: { username: string } | undefined;
}

/** Where the barber's working day stands, with last call from their plan (docs/product/chairs-day.md). */
export function availabilityOf(plan: BarberPlan, day: ChairDay): Availability {
  return { ...availabilityAt(plan.now, day), queueClosed: plan.queueClosed };
}

/** The one mapping from a barber row, their chair plan and working day to the API shape (docs/product/data.md Barber). */
export function presentBarber(row: BarberRow, plan: BarberPlan, day: ChairDay, options: PresentBarberOptions = {}): Barber {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    photo: row.photo || DEFAULT_BARBER_PHOTO,
    bio: row.bio,
    specialty: row.specialty,
    experience: row.experience,
    isAvailable: row.isAvailable,
    waitTime: plan.waitTime,
    noWait: plan.noWait,
    availability: availabilityOf(plan, day),
    ...(options.withUser
      ? { user: { username: options.withUser.username, role: 'barber' as const }, commissionBasisPoints: row.commissionBasisPoints }
      : {}),
  };
}
