import type { BookingStatus, TimeAdjustment } from '../../shared/constants.js';
import { canCustomerCancel } from '../../shared/domain/cancel-rule.js';
import { noShowRefusal, type NoShowRefusal } from '../../shared/domain/no-show.js';
import type { DurationModel } from '../../shared/domain/learned-durations.js';
import type { Booking, BookingStatusUpdate } from '../../shared/schemas/booking.js';
import { chairOf, permits, requirePermission } from '../auth/authorize.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { lockChair } from '../data/barbers.js';
import { activeBookingsOfBarber, updateBookingIn } from '../data/bookings.js';
import type { ShopTx } from '../db/client.js';
import { violatedConstraint } from '../db/errors.js';
import { conflict, forbidden, type AppError } from '../http/errors.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange, NOTHING_MORE, type AlsoInChange } from '../realtime/changes.js';
import { bookingResource, findBooking, verifiedPhoneOf } from './booking-access.js';
import { chairDays, durationModels, planFromRows, plannedMinutes } from './plans.js';
import type { ChairHours } from '../../shared/domain/plan-barber-day.js';
import type { ChairDay } from '../../shared/domain/working-hours.js';
import { passedBy, recordPasses, type Pass } from './pass-over.js';
import { presentBookings } from './present-booking.js';
import { alreadyRecorded, requireUpiAllowed, writeFirstPayment } from './payments.js';
import type { BookingRow, SettingsRow } from './store.js';
import { undoRecordFor, type StatusColumns } from './booking-undo.js';
import type { StatusChangeResult } from '../../shared/schemas/booking-desk.js';

const MINUTE = 60_000;

type BookingChange = Partial<StatusColumns>;

const invalidTransition = (from: BookingStatus, to: string) =>
  conflict('INVALID_TRANSITION', `A ${from} booking cannot be changed to ${to}`);
const barberBusy = () => conflict('BARBER_BUSY', 'Finish the current customer before serving the next one');

function serviceSecondsOf(row: BookingRow, now: number): number | null {
  const started = row.servingStartedAt?.getTime();
  return started === undefined ? null : Math.max(0, Math.round((now - started) / 1000));
}

/** The answer to each refusal of the no-show rule: its own code and words. */
function noShowRefused(refusal: NoShowRefusal, row: BookingRow): AppError {
  switch (refusal) {
    case 'not-waiting':
      return conflict('INVALID_TRANSITION', 'Only a customer who is waiting can be marked as a no-show');
    case 'slot-not-started':
      return conflict('SLOT_NOT_STARTED', "This appointment's time has not come yet");
    case 'turn-kept':
      return conflict(
        'TURN_KEPT',
        `Token #${row.id} was told they are next as soon as they are back: serve the next one who is here once more before marking a no-show`,
      );
  }
}

/** A no-show: a waiting customer who never came, when the rule allows it (docs/product/chairs-day.md#no-shows). */
function noShowChange(row: BookingRow, now: number): BookingChange {
  const refusal = noShowRefusal(
    { status: row.status, bookingType: row.bookingType, slotStart: row.slotStart?.getTime() ?? null, passedOver: row.passedOver },
    now,
  );
  if (refusal !== null) throw noShowRefused(refusal, row);
  return { status: 'cancelled', cancelledBy: 'barber', cancelReason: 'no_show', finishedAt: new Date(now), upiDuePaise: null };
}

/** docs/product/booking-rules.md#states-and-transitions barber transitions: serve (one at a time, a slot not before its time), complete, cancel. */
function staffChange(row: BookingRow, input: BookingStatusUpdate, active: readonly BookingRow[], now: number, settings: SettingsRow): BookingChange {
  const at = new Date(now);
  switch (input.status) {
    case 'serving':
      if (row.status !== 'waiting') throw invalidTransition(row.status, input.status);
      if (active.some((other) => other.status === 'serving')) throw barberBusy();
      if (row.bookingType === 'slot' && row.slotStart && row.slotStart.getTime() > now) {
        throw conflict('SLOT_NOT_STARTED', "This appointment's time has not come yet");
      }
      return { status: 'serving', servingStartedAt: at };
    case 'completed':
      if (row.status !== 'serving') throw invalidTransition(row.status, input.status);
      if (input.payment) requireUpiAllowed(input.payment.method, settings);
      // The real time in the chair, which the barber's learned durations are made of (docs/product/waits.md).
      // A payment recorded with it takes the UPI amount due away, whatever the row said when read
      // (docs/product/money.md#upi); completed without one, the amount stays until it is recorded.
      return {
        status: 'completed',
        finishedAt: at,
        serviceSeconds: serviceSecondsOf(row, now),
        ...(input.payment ? { upiDuePaise: null } : {}),
      };
    case 'cancelled':
      if (row.status !== 'waiting' && row.status !== 'serving') throw invalidTransition(row.status, input.status);
      if (input.reason === 'no_show') return noShowChange(row, now);
      // Staff cancel as the barber whatever the body says, so history shows who ended it. Nothing
      // is owed for a cancelled booking: its UPI amount goes (docs/product/money.md#upi).
      return { status: 'cancelled', cancelledBy: 'barber', finishedAt: at, upiDuePaise: null };
  }
}

/**
 * A customer's transition (docs/product/booking-rules.md#states-and-transitions): cancel only, and
 * only while the cancel rule allows it (docs/product/booking-rules.md#cancel-rule).
 */
function customerChange(
  row: BookingRow,
  input: BookingStatusUpdate,
  active: readonly BookingRow[],
  now: number,
  phoneVerified: boolean,
  model: DurationModel | undefined,
  hours: ChairHours | undefined,
): BookingChange {
  if (input.status !== 'cancelled' || input.reason !== undefined) throw forbidden('Only the barber can change the status of this booking');
  if (row.status !== 'waiting' && row.status !== 'serving') throw invalidTransition(row.status, input.status);
  const entry = planFromRows(active, now, model, hours).entries.find((planned) => planned.bookingId === row.id);
  const estimatedWaitTime = row.status === 'serving' ? 0 : entry?.estimatedWaitTime;
  const allowed = canCustomerCancel({
    status: row.status,
    bookingType: row.bookingType,
    ...(estimatedWaitTime === undefined ? {} : { estimatedWaitTime }),
    slotStart: row.slotStart?.getTime() ?? null,
    now,
    phoneVerified,
  });
  if (!allowed) {
    throw conflict('CANCEL_NOT_ALLOWED', 'Bookings can only be cancelled more than 15 minutes before their time');
  }
  return { status: 'cancelled', cancelledBy: 'customer', finishedAt: new Date(now), upiDuePaise: null };
}

/**
 * The booking, read again under its barber's row lock: the status changes of one chair run one at a
 * time, as its new bookings do. A Start passes the away walk-ins before it (their rows and
 * messages change too); two Starts at once on one chair would otherwise take those rows in
 * different orders and deadlock, where the second must simply find the chair busy. `no key update`,
 * as a move locks barbers, so the two wait for each other in one order: barber, then booking. The
 * booking is read `for update`: a change of it in between (a UPI amount set, docs/product/money.md#upi)
 * is either seen here or waits for this change.
 */
async function findUnderChairLock(tx: ShopTx, bookingId: number): Promise<BookingRow> {
  const first = await findBooking(tx, bookingId);
  await lockChair(tx, first.barberId);
  return findBooking(tx, bookingId, { forUpdate: true });
}

/**
 * Writes a change only if the booking is still in the status and chair it was judged in: a lost
 * race (another change, or a move to another barber) gets 409.
 */
async function applyChange(tx: ShopTx, row: BookingRow, change: BookingChange, now: number): Promise<BookingRow> {
  const next = await updateBookingIn(tx, row.id, { status: row.status, barberId: row.barberId }, { ...change, updatedAt: new Date(now) });
  if (!next) throw conflict('INVALID_TRANSITION', 'The booking was changed meanwhile. Please refresh.');
  return next;
}

async function presentOne(ctx: AppContext, row: BookingRow): Promise<Booking> {
  const [booking] = await presentBookings(ctx, [row]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}

/**
 * Changes a booking's status for its barber, the admin or its customer (manage token in the input
 * or a customer session for its phone). Shared by the HTTP route and the dashboard's socket command.
 * A staff change keeps its earlier values with its event and answers that event's seq, with which
 * the same staff can undo it for a few seconds (booking-undo.ts).
 */
export async function updateBookingStatus(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  input: BookingStatusUpdate,
  within: AlsoInChange = NOTHING_MORE,
): Promise<StatusChangeResult> {
  const now = ctx.clock();
  // Only a customer's cancel (the 15-minute rule) and a Start (who it passes) read the plan, with
  // what was learned; other staff transitions do not.
  const customer = principal === null || principal.role === 'customer';
  const needsPlan = customer || input.status === 'serving';
  const models = needsPlan ? await durationModels(ctx) : new Map<number, DurationModel>();
  const days = needsPlan ? await chairDays(ctx, now) : new Map<number, ChairDay>();
  const settings = await ctx.store.settings();
  const { timeZone } = settings;
  let updated: BookingRow;
  let undoSeq: number | undefined;
  try {
    updated = await commitChange(ctx, async (tx, announce) => {
      const row = await findUnderChairLock(tx, bookingId);
      // Its own people may cancel it; only its barber or the admin change it otherwise (docs/product/roles.md).
      requirePermission(principal, 'booking:cancel', bookingResource(ctx, row, input.manageToken));
      const relation = permits(principal, 'booking:set-status', { barberId: row.barberId }) ? 'staff' : 'owner';
      const active = await activeBookingsOfBarber(tx, row.barberId);
      const change =
        relation === 'staff'
          ? staffChange(row, input, active, now, settings)
          : customerChange(row, input, active, now, verifiedPhoneOf(principal) === row.customerPhone, models.get(row.barberId), days.get(row.barberId));
      const next = await applyChange(tx, row, change, now);
      await within(tx, next);
      // The entry is written in the completion's transaction: both, or neither (docs/product/money.md#paid-at-the-chair).
      if (relation === 'staff' && next.status === 'completed' && input.payment) {
        await writeFirstPayment(tx, next, input.payment, next.finishedAt ?? new Date(now), principal);
      }
      let passes: Pass[] = [];
      if (relation === 'staff' && next.status === 'serving') {
        const plan = planFromRows(active, now, models.get(row.barberId), days.get(row.barberId));
        passes = await recordPasses(tx, ctx, announce, passedBy(row, active, plan), timeZone, now);
      }
      const target = { bookingId: next.id, barberId: next.barberId };
      const eventId = await announce.booking({
        type: 'bookingStatusChanged',
        ...target,
        data: { status: next.status, cancelledBy: next.cancelledBy },
        ...(relation === 'staff' ? { undo: undoRecordFor(row, change, now, passes) } : {}),
      });
      if (relation === 'staff') undoSeq = eventId;
      await announce.booking({ type: 'bookingUpdated', ...target, data: { status: next.status } });
      if (next.cancelledBy === 'barber' && next.cancelReason === null) {
        await enqueueMessage(tx, ctx, { booking: next, kind: 'cancelled_by_shop', params: paramsFor(ctx, next, timeZone), now });
      }
      return next;
    });
  } catch (error) {
    // Two bookings started at once for one chair: the index lets one in.
    if (violatedConstraint(error) === 'bookings_one_serving_per_barber') throw barberBusy();
    if (violatedConstraint(error) === 'payments_first_per_booking') throw alreadyRecorded();
    throw error;
  }
  const booking = await presentOne(ctx, updated);
  return undoSeq === undefined ? booking : { ...booking, undoSeq };
}

/**
 * The barber's -10/-5/+5/+10 on the booking in the chair (docs/product/booking-rules.md#business-constants-and-limits). The remaining time never goes
 * below 0: the stored adjustment is chosen so the plan's new remaining time is max(0, remaining + adjustment).
 */
export async function adjustBookingTime(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  adjustment: TimeAdjustment,
): Promise<Booking> {
  requirePermission(principal, 'booking:adjust-time');
  const now = ctx.clock();
  const ownChair = chairOf(principal);
  const models = ownChair !== undefined ? new Map([[ownChair, await ctx.store.durations(ownChair)]]) : await durationModels(ctx);
  const updated = await commitChange(ctx, async (tx, announce) => {
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    requirePermission(principal, 'booking:adjust-time', { barberId: row.barberId });
    const model = models.get(row.barberId);
    // Who is in the chair and for how long does not depend on working hours.
    const serving = planFromRows(await activeBookingsOfBarber(tx, row.barberId), now, model, undefined).serving;
    if (row.status !== 'serving' || serving?.bookingId !== row.id) {
      throw conflict('NOT_SERVING', 'Time can only be adjusted for the customer in the chair');
    }
    const target = Math.max(0, serving.remainingTime + adjustment);
    // The plan ends the booking at start + planned duration + adjustment and rounds the remainder
    // up, so counting whole elapsed minutes makes the new remaining time exactly `target`.
    const elapsed = Math.floor((now - serving.start) / MINUTE);
    const timeAdjustment = target - plannedMinutes(row, model) + elapsed;
    const next = await applyChange(tx, row, { timeAdjustment, timeAdjusted: true }, now);
    await announce.booking({
      type: 'bookingUpdated',
      bookingId: next.id,
      barberId: next.barberId,
      data: { status: next.status },
    });
    return next;
  });
  return presentOne(ctx, updated);
}
