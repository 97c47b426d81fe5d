import {
  durationSpreadMin,
  EMPTY_MODEL,
  expectedMinutes,
  expectedMinutesInChair,
  waitRange,
  type DurationModel,
} from '../../shared/domain/learned-durations.js';
import { planBarberDay, type BarberPlan, type ChairHours, type PlanBooking } from '../../shared/domain/plan-barber-day.js';
import { shopState, type ShopState } from '../../shared/domain/shop-state.js';
import { chairDay, type BarberTime, type ChairDay, type ShopTime } from '../../shared/domain/working-hours.js';
import type { AppContext } from '../context.js';
import type { BarberRow, BookingRow, SettingsRow } from './store.js';

/*
 * One time object per row: the hot store's rows stay the same objects until a change replaces
 * them, so the spans worked out from them are kept (src/shared/domain/working-hours.ts).
 */
const barberTimes = new WeakMap<object, BarberTime>();
const shopTimes = new WeakMap<SettingsRow, ShopTime>();

/** A barber's working time as the domain reads it (docs/product/chairs-day.md). */
export function barberTimeOf(row: Pick<BarberRow, 'weeklyHours' | 'daysOff' | 'breakStart' | 'breakEnd'>): BarberTime {
  let time = barberTimes.get(row);
  if (!time) {
    time = {
      weekly: row.weeklyHours,
      daysOff: row.daysOff,
      breakStart: row.breakStart?.getTime() ?? null,
      breakEnd: row.breakEnd?.getTime() ?? null,
    };
    barberTimes.set(row, time);
  }
  return time;
}

export function shopTimeOf(settings: SettingsRow): ShopTime {
  let time = shopTimes.get(settings);
  if (!time) {
    time = { openTime: settings.openTime, closeTime: settings.closeTime, timeZone: settings.timeZone, closedDates: settings.closedDates };
    shopTimes.set(settings, time);
  }
  return time;
}

/** The shop's state at `now` from the hot store (docs/decisions/0017-shop-state.md). */
export async function shopStateAt(ctx: Pick<AppContext, 'store'>, now: number): Promise<ShopState> {
  const [barbers, settings] = await Promise.all([ctx.store.barbers(), ctx.store.settings()]);
  return shopState(now, { isOpen: settings.isOpen, shop: shopTimeOf(settings), barbers: barbers.map((barber) => barberTimeOf(barber)) });
}

/**
 * The barber's working day around `now`, from the hot store. A barber the store does not know (deleted)
 * gets the shop's hours, so their remaining bookings are still planned.
 */
export async function chairDayFor(ctx: Pick<AppContext, 'store'>, barberId: number, now: number): Promise<ChairDay> {
  const [barbers, settings] = await Promise.all([ctx.store.barbers(), ctx.store.settings()]);
  const row = barbers.find((barber) => barber.id === barberId);
  const time = row ? barberTimeOf(row) : { weekly: null, daysOff: [], breakStart: null, breakEnd: null };
  return chairDay(now, time, shopTimeOf(settings));
}

/**
 * Minutes a booking is planned to take: what this barber has taken for these services when a model
 * is given (docs/product/waits.md), else the configured sum. Whole minutes, so the barber's time adjustments
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
 * outlasts what this barber usually takes, the chair is not assumed free at once (docs/product/waits.md). A
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
    // Only a waiting walk-in runs late; a slot keeps its time.
    notBefore: row.status === 'waiting' && row.bookingType === 'queue' ? (row.notBefore?.getTime() ?? null) : null,
  };
}

/**
 * The plan of a barber's chair from a list of their active booking rows, with their learned
 * durations and working hours. Without hours the chair never closes: only for what hours do not
 * change (who is in the chair and until when).
 */
export function planFromRows(
  rows: readonly BookingRow[],
  now: number,
  model: DurationModel | undefined,
  hours: ChairHours | undefined,
): BarberPlan {
  return planBarberDay(
    now,
    rows.filter((row) => row.status === 'waiting' || row.status === 'serving').map((row) => toPlanBooking(row, model, now)),
    hours,
  );
}

/** The current plan of a barber's chair, from the hot store (docs/product/booking-rules.md#the-chair-timeline: the single source of wait times). */
export async function planFor(ctx: Pick<AppContext, 'store' | 'clock'>, barberId: number, now = ctx.clock()): Promise<BarberPlan> {
  return (await planAndDayFor(ctx, barberId, now)).plan;
}

/** Every current barber's working day around `now`, from the hot store (read before a transaction opens). */
export async function chairDays(ctx: Pick<AppContext, 'store'>, now: number): Promise<Map<number, ChairDay>> {
  const [barbers, settings] = await Promise.all([ctx.store.barbers(), ctx.store.settings()]);
  return new Map(barbers.map((barber) => [barber.id, chairDay(now, barberTimeOf(barber), shopTimeOf(settings))]));
}

/** The plan with the working day it was made for: the card needs both. */
export async function planAndDayFor(
  ctx: Pick<AppContext, 'store' | 'clock'>,
  barberId: number,
  now = ctx.clock(),
): Promise<{ plan: BarberPlan; day: ChairDay }> {
  const [rows, model, day] = await Promise.all([
    ctx.store.activeBookings(barberId),
    ctx.store.durations(barberId),
    chairDayFor(ctx, barberId, now),
  ]);
  return { plan: planFromRows(rows, now, model, day), day };
}

/** A booking about to be made, as far as its promised start is concerned. */
export interface NewBooking {
  bookingType: 'queue' | 'slot';
  services: readonly { id: number; duration: number }[];
  slotStart: number | null;
}

/**
 * The start the plan promises a booking about to be made (docs/product/waits.md) and its place in line: planned
 * after every active booking of the barber, as the token it will get is larger than theirs.
 */
export function promisedPlacementOf(
  rows: readonly BookingRow[],
  booking: NewBooking,
  now: number,
  model: DurationModel | undefined,
  hours: ChairHours,
): { start: number; position: number; outsideHours: boolean } {
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
  ], hours);
  const entry = plan.entries.find((planned) => planned.bookingId === id);
  return { start: entry?.start ?? now, position: entry?.position ?? 1, outsideHours: entry?.outsideHours ?? false };
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
 * A range around each waiting walk-in's wait (docs/product/waits.md): the real durations of the bookings ahead
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
