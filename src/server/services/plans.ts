import {
  durationSpreadMin,
  EMPTY_MODEL,
  expectedMinutes,
  expectedMinutesInChair,
  waitRange,
  type DurationModel,
} from '../../shared/domain/learned-durations.js';
import { planBarberDay, type BarberPlan, type PlanBooking } from '../../shared/domain/plan-barber-day.js';
import type { AppContext } from '../context.js';
import type { BookingRow } from './store.js';

/**
 * Minutes a booking is planned to take: what this barber has taken for these services when a model
 * is given (DESIGN §9), else the configured sum. Whole minutes, so the barber's time adjustments
 * stay whole minutes too.
 */
export function plannedMinutes(row: BookingRow, model?: DurationModel): number {
  if (!model || row.serviceDetails.length === 0) return row.estimatedDuration;
  const learned = expectedMinutes(
    model,
    row.serviceDetails.map((service) => service.id),
    row.serviceDetails.map((service) => service.duration),
  );
  return Number.isFinite(learned) && learned > 0 ? Math.max(1, Math.round(learned)) : row.estimatedDuration;
}

/**
 * Minutes the booking in the chair is planned to take in all, given how long it has run: once it
 * outlasts what this barber usually takes, the chair is not assumed free at once (DESIGN §9). A
 * barber's own +/- time says how long is left, so an adjusted booking keeps its learned duration.
 */
function inChairMinutes(row: BookingRow, model: DurationModel, now: number): number {
  const started = row.servingStartedAt?.getTime();
  if (started === undefined || row.timeAdjusted || row.serviceDetails.length === 0) return plannedMinutes(row, model);
  const total = expectedMinutesInChair(
    model,
    row.serviceDetails.map((service) => service.id),
    row.serviceDetails.map((service) => service.duration),
    Math.max(0, now - started) / 60_000,
  );
  return Number.isFinite(total) && total > 0 ? Math.max(1, Math.round(total)) : plannedMinutes(row, model);
}

/**
 * An active booking row as the planner sees it. Without a model its duration is the configured one:
 * the slot rules (what a slot occupies, what it must not push back) speak of configured durations.
 * With one, the booking in the chair is planned from how long it has run by `now`.
 */
export function toPlanBooking(row: BookingRow, model?: DurationModel, now?: number): PlanBooking {
  const inChair = row.status === 'serving' && model !== undefined && now !== undefined;
  return {
    id: row.id,
    bookingType: row.bookingType,
    status: row.status === 'serving' ? 'serving' : 'waiting',
    durationMin: inChair ? inChairMinutes(row, model, now) : plannedMinutes(row, model),
    slotStart: row.slotStart?.getTime() ?? null,
    servingStartedAt: row.servingStartedAt?.getTime() ?? null,
    adjustmentMin: row.timeAdjustment,
  };
}

/** The plan of a barber's chair from a list of their active booking rows, with their learned durations. */
export function planFromRows(rows: readonly BookingRow[], now: number, model?: DurationModel): BarberPlan {
  return planBarberDay(
    now,
    rows.filter((row) => row.status === 'waiting' || row.status === 'serving').map((row) => toPlanBooking(row, model, now)),
  );
}

/** The current plan of a barber's chair, from the hot store (DESIGN §3: the single source of wait times). */
export async function planFor(ctx: Pick<AppContext, 'store' | 'clock'>, barberId: number, now = ctx.clock()): Promise<BarberPlan> {
  const [rows, model] = await Promise.all([ctx.store.activeBookings(barberId), ctx.store.durations(barberId)]);
  return planFromRows(rows, now, model);
}

/** A booking about to be made, as far as its promised start is concerned. */
export interface NewBooking {
  bookingType: 'queue' | 'slot';
  services: readonly { id: number; duration: number }[];
  slotStart: number | null;
}

/**
 * The start the plan promises a booking about to be made (DESIGN §9) and its place in line: planned
 * after every active booking of the barber, as the token it will get is larger than theirs.
 */
export function promisedPlacementOf(
  rows: readonly BookingRow[],
  booking: NewBooking,
  now: number,
  model?: DurationModel,
): { start: number; position: number } {
  const configured = booking.services.reduce((sum, service) => sum + service.duration, 0);
  const learned = model
    ? expectedMinutes(
        model,
        booking.services.map((service) => service.id),
        booking.services.map((service) => service.duration),
      )
    : configured;
  const id = Number.MAX_SAFE_INTEGER;
  const plan = planBarberDay(now, [
    ...rows.filter((row) => row.status === 'waiting' || row.status === 'serving').map((row) => toPlanBooking(row, model, now)),
    {
      id,
      bookingType: booking.bookingType,
      status: 'waiting',
      durationMin: Number.isFinite(learned) && learned > 0 ? Math.max(1, Math.round(learned)) : configured,
      slotStart: booking.slotStart,
      servingStartedAt: null,
      adjustmentMin: 0,
    },
  ]);
  const entry = plan.entries.find((planned) => planned.bookingId === id);
  return { start: entry?.start ?? now, position: entry?.position ?? 1 };
}

/**
 * What was learned of every current barber, from the hot store. Read before a transaction opens:
 * the embedded database runs one statement at a time, so the store must not query inside one.
 */
export async function durationModels(ctx: AppContext): Promise<Map<number, DurationModel>> {
  const barbers = await ctx.store.barbers();
  const models = await Promise.all(barbers.map((barber) => ctx.store.durations(barber.id)));
  return new Map(barbers.map((barber, index) => [barber.id, models[index] ?? EMPTY_MODEL]));
}

export interface WaitRange {
  low: number;
  high: number;
}

/**
 * A range around each waiting walk-in's wait (DESIGN §9): the real durations of the bookings ahead
 * vary, and their spreads add up. Pinned slots get none: their time is the booked one.
 */
export function waitRanges(plan: BarberPlan, rows: readonly BookingRow[], model: DurationModel): Map<number, WaitRange> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const spreadOf = (id: number) => {
    const row = byId.get(id);
    if (!row || row.serviceDetails.length === 0) return 0;
    return durationSpreadMin(
      model,
      row.serviceDetails.map((service) => service.id),
      row.serviceDetails.map((service) => service.duration),
    );
  };
  const spreadsAhead = plan.serving ? [spreadOf(plan.serving.bookingId)] : [];
  const ranges = new Map<number, WaitRange>();
  for (const entry of plan.entries) {
    if (byId.get(entry.bookingId)?.bookingType === 'queue') ranges.set(entry.bookingId, waitRange(entry.estimatedWaitTime, spreadsAhead));
    spreadsAhead.push(spreadOf(entry.bookingId));
  }
  return ranges;
}
