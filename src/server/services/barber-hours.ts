import { formatTime12 } from '../../shared/domain/format.js';
import { shopDateOf, type ShopDayRule } from '../../shared/domain/shop-day.js';
import type { BarberHours, BarberHoursUpdate } from '../../shared/schemas/hours.js';
import type { AppContext } from '../context.js';
import { lockLiveBarber, updateBarberRow } from '../data/barbers.js';
import { activeBookingsOfBarber } from '../data/bookings.js';
import type { ShopTx } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import { commitChange } from '../realtime/changes.js';
import { planFromRows } from './plans.js';
import type { BarberRow } from './store.js';

const MINUTE = 60_000;

/**
 * The barber's working time as the admin edits it and the barber reads it; past days off and breaks
 * left out. Today's day off stays through its night past midnight: today is the shop date.
 */
function presentHours(row: BarberRow, now: number, shop: ShopDayRule): BarberHours {
  const today = shopDateOf(now, shop);
  const breakOn = row.breakStart !== null && row.breakEnd !== null && row.breakEnd.getTime() > now;
  return {
    barberId: row.id,
    weekly: row.weeklyHours,
    daysOff: row.daysOff.filter((date) => date >= today).sort(),
    break: breakOn && row.breakStart && row.breakEnd ? { start: row.breakStart.toISOString(), end: row.breakEnd.toISOString() } : null,
  };
}

/** A live (not deleted) barber row, locked for the rest of the transaction, or 404. */
async function lockBarber(tx: ShopTx, id: number): Promise<BarberRow> {
  const row = await lockLiveBarber(tx, id);
  if (!row) throw notFound('Barber not found');
  return row;
}

/**
 * Saves a change to the barber's hours and tells every instance and client: the barber's plan, card
 * and slot grid change with it. `change` runs under the barber's lock and returns the new values.
 */
async function changeBarber(
  ctx: AppContext,
  id: number,
  change: (tx: ShopTx, row: BarberRow, now: number) => Promise<Partial<BarberRow>> | Partial<BarberRow>,
): Promise<BarberHours> {
  const now = ctx.clock();
  const shop = await ctx.store.settings();
  const row = await commitChange(ctx, async (tx, announce) => {
    const current = await lockBarber(tx, id);
    const values = await change(tx, current, now);
    if (Object.keys(values).length === 0) return current;
    const saved = await updateBarberRow(tx, id, values);
    if (!saved) throw new Error('update barbers returned nothing');
    await announce.notice({ type: 'barberUpdated', barberId: id, data: {} });
    return saved;
  });
  return presentHours(row, now, shop);
}

/** The barber's hours, for the admin and the barber themself. */
export async function getBarberHours(ctx: AppContext, id: number): Promise<BarberHours> {
  const row = (await ctx.store.barbers()).find((barber) => barber.id === id);
  if (!row) throw notFound('Barber not found');
  return presentHours(row, ctx.clock(), await ctx.store.settings());
}

/**
 * The admin's change to a barber's week and days off. Bookings already made stay where they are;
 * those that now fall outside working time are flagged on the barber's queue (docs/product/chairs-day.md).
 */
export async function updateBarberHours(ctx: AppContext, id: number, update: BarberHoursUpdate): Promise<BarberHours> {
  const shop = await ctx.store.settings();
  return changeBarber(ctx, id, (_tx, _row, now) => {
    const today = shopDateOf(now, shop);
    return {
      ...(update.weekly === undefined ? {} : { weeklyHours: update.weekly }),
      ...(update.daysOff === undefined ? {} : { daysOff: update.daysOff.filter((date) => date >= today).sort() }),
    };
  });
}

/**
 * A break from the dashboard: it starts now, or when the customer in the chair is expected to be
 * done, and is a pinned block of the plan (docs/product/chairs-day.md). One at a time: a second tap is refused.
 */
export async function startBreak(ctx: AppContext, id: number, minutes: number): Promise<BarberHours> {
  const model = await ctx.store.durations(id);
  const { timeZone } = await ctx.store.settings();
  return changeBarber(ctx, id, async (tx, row, now) => {
    if (row.breakEnd !== null && row.breakEnd.getTime() > now) {
      throw conflict('ALREADY_ON_BREAK', 'A break is already on. End it before starting another.');
    }
    const active = await activeBookingsOfBarber(tx, id);
    const serving = planFromRows(active, now, model, undefined).serving;
    const start = Math.max(now, serving?.end ?? now);
    const end = start + minutes * MINUTE;
    // A booked appointment keeps its time: a break may not take it.
    const appointment = active
      .filter((booking) => booking.status === 'waiting' && booking.slotStart && booking.slotEnd)
      .find((booking) => (booking.slotStart?.getTime() ?? 0) < end && (booking.slotEnd?.getTime() ?? 0) > start);
    if (appointment?.slotStart) {
      throw conflict(
        'BREAK_OVERLAPS_APPOINTMENT',
        `An appointment at ${formatTime12(appointment.slotStart, timeZone)} falls in this break. Take a shorter one.`,
      );
    }
    return { breakStart: new Date(start), breakEnd: new Date(end) };
  });
}

/** Back early: a break in progress ends now, one not yet begun is called off. Nothing to end is not an error. */
export async function endBreak(ctx: AppContext, id: number): Promise<BarberHours> {
  return changeBarber(ctx, id, (_tx, row, now) => {
    if (row.breakStart === null || row.breakEnd === null || row.breakEnd.getTime() <= now) return {};
    if (row.breakStart.getTime() < now) return { breakEnd: new Date(now) };
    return { breakStart: null, breakEnd: null };
  });
}
