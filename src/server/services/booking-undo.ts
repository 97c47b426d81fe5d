import { z } from 'zod';
import { ACTIVE_STATUSES, BOOKING_STATUSES, CANCEL_REASONS, CANCELLED_BY, type BookingStatus } from '../../shared/constants.js';
import type { Booking } from '../../shared/schemas/booking.js';
import { UNDO_GRACE_MS } from '../../shared/schemas/booking-desk.js';
import { requirePermission } from '../auth/authorize.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { eventOfBooking, latestStatusChangeOfBooking, markEventUndone } from '../data/booking-events.js';
import { deletePendingMessagesOfBooking } from '../data/messages.js';
import { deletePaymentsOfBooking } from '../data/payments.js';
import { otherActiveBookingOfPhone, otherServingBookingOfBarber, updateBookingIn } from '../data/bookings.js';
import type { ShopTx } from '../db/client.js';
import { violatedConstraint } from '../db/errors.js';
import { conflict, notFound } from '../http/errors.js';
import { commitChange } from '../realtime/changes.js';
import { findBooking } from './booking-access.js';
import { passSchema, withdrawPasses, type Pass } from './pass-over.js';
import { presentBookings } from './present-booking.js';
import type { BookingRow } from './store.js';

/** The columns a staff status change may set, and so what its undo puts back. */
export type StatusColumns = Pick<
  BookingRow,
  'status' | 'cancelledBy' | 'cancelReason' | 'servingStartedAt' | 'finishedAt' | 'serviceSeconds' | 'timeAdjustment' | 'timeAdjusted' | 'upiDuePaise'
>;
type StatusColumn = keyof StatusColumns;

const DATE_COLUMNS = new Set<StatusColumn>(['servingStartedAt', 'finishedAt']);

const instant = z.iso.datetime({ offset: true }).nullable();

/**
 * What `booking_events.undo` holds for a status change: when it happened, what it made, what was
 * before, and for a Start the walk-ins it passed (their counts before it).
 */
const undoRecordSchema = z.object({
  at: z.number(),
  after: z.enum(BOOKING_STATUSES),
  before: z
    .object({
      status: z.enum(BOOKING_STATUSES),
      cancelledBy: z.enum(CANCELLED_BY).nullable(),
      cancelReason: z.enum(CANCEL_REASONS).nullable(),
      servingStartedAt: instant,
      finishedAt: instant,
      serviceSeconds: z.number().int().nonnegative().nullable(),
      timeAdjustment: z.number().int(),
      timeAdjusted: z.boolean(),
      upiDuePaise: z.number().int().positive().nullable(),
    })
    .partial(),
  passed: z.array(passSchema).optional(),
});
type UndoRecord = z.infer<typeof undoRecordSchema>;

/**
 * The earlier value of every column a change sets, kept with the change's event so an undo can
 * put exactly those back (dates as ISO text, as JSON keeps them).
 */
export function undoRecordFor(row: BookingRow, change: Partial<StatusColumns>, now: number, passed: readonly Pass[] = []): UndoRecord {
  const before: Record<string, unknown> = {};
  for (const column of Object.keys(change) as StatusColumn[]) {
    const value = row[column];
    before[column] = value instanceof Date ? value.toISOString() : value;
  }
  return { at: now, after: change.status ?? row.status, before: before, ...(passed.length > 0 ? { passed: [...passed] } : {}) };
}

/** The stored earlier values as the columns take them. */
function restoredColumns(record: UndoRecord): Partial<StatusColumns> {
  const restored: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(record.before)) {
    restored[column] = DATE_COLUMNS.has(column as StatusColumn) && typeof value === 'string' ? new Date(value) : value;
  }
  return restored;
}

const isActive = (status: BookingStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);

const phoneBookedAgain = () =>
  conflict('PHONE_HAS_BOOKING', 'This customer has another booking now, so this change cannot be undone');
const barberBusy = () => conflict('BARBER_BUSY', 'Another customer is in the chair now, so this change cannot be undone');
const slotTaken = () => conflict('SLOT_TAKEN', 'This time has been booked by someone else since, so this change cannot be undone');

/** The status change (its event's id) of this booking, if it is one staff can undo now; else why not. */
async function undoableChange(tx: ShopTx, bookingId: number, eventId: number, now: number): Promise<UndoRecord> {
  const event = await eventOfBooking(tx, bookingId, eventId);
  if (!event) throw notFound('No such change for this booking');
  const record = event.type === 'bookingStatusChanged' ? undoRecordSchema.safeParse(event.undo) : null;
  if (!record?.success) throw conflict('NOT_UNDOABLE', 'This change cannot be undone');
  if (event.undoneAt) throw conflict('ALREADY_UNDONE', 'This change has already been undone');
  if ((await latestStatusChangeOfBooking(tx, bookingId)) !== eventId) throw conflict('UNDO_SUPERSEDED', 'The booking has changed again since, so this change cannot be undone');
  if (now - record.data.at > UNDO_GRACE_MS) throw conflict('UNDO_EXPIRED', 'Too late to undo: a change can be undone for 10 seconds');
  return record.data;
}

/** Refuses a restored state that another booking now makes impossible, with a reason staff can act on. */
async function checkRestorable(tx: ShopTx, row: BookingRow, status: BookingStatus): Promise<void> {
  if (isActive(status) && row.customerPhone !== null) {
    if (await otherActiveBookingOfPhone(tx, row.customerPhone, row.id)) throw phoneBookedAgain();
  }
  if (status === 'serving') {
    if (await otherServingBookingOfBarber(tx, row.barberId, row.id)) throw barberBusy();
  }
}

/**
 * The shop's "cancelled" message that this cancel wrote, withdrawn while no worker has it: it is
 * deleted, so nothing about the cancel goes out, and cancelling again tells the customer again.
 */
async function withdrawCancelMessage(tx: ShopTx, bookingId: number): Promise<void> {
  await deletePendingMessagesOfBooking(tx, bookingId, 'cancelled_by_shop');
}

/**
 * Takes back a booking's latest status change (Start, Complete, No-show, Cancel) for the staff who
 * may change the booking, within `UNDO_GRACE_MS` of it: exactly the earlier values come back, the
 * change is marked undone in the same transaction (a second undo of it answers 409
 * ALREADY_UNDONE), the shop's cancel message is withdrawn if it has not gone out, a Start's
 * passes of the away walk-ins before it are taken back with their messages, and a Complete's
 * payment entries are removed.
 */
export async function undoStatusChange(ctx: AppContext, principal: Principal | null, bookingId: number, eventId: number): Promise<Booking> {
  requirePermission(principal, 'booking:undo');
  const now = ctx.clock();
  let restored: BookingRow;
  try {
    restored = await commitChange(ctx, async (tx, announce) => {
      // Locked first: a status change or another undo of this booking waits for this one.
      const row = await findBooking(tx, bookingId, { forUpdate: true });
      requirePermission(principal, 'booking:undo', { barberId: row.barberId });
      const record = await undoableChange(tx, bookingId, eventId, now);
      const columns = restoredColumns(record);
      const status = columns.status ?? row.status;
      await checkRestorable(tx, row, status);
      // An amount is due only in the chair or once completed (docs/product/money.md#upi): a Start
      // taken back leaves none on the waiting booking.
      const due = status === 'serving' || status === 'completed' ? {} : { upiDuePaise: null };
      const next = await updateBookingIn(tx, row.id, { status: record.after }, { ...columns, ...due, updatedAt: new Date(now) });
      if (!next) throw conflict('UNDO_SUPERSEDED', 'The booking has changed again since, so this change cannot be undone');
      await markEventUndone(tx, eventId, new Date(now));
      if (record.after === 'cancelled') await withdrawCancelMessage(tx, row.id);
      // The completion never happened: nor did the payment recorded with it (docs/product/money.md#paid-at-the-chair).
      if (record.after === 'completed') await deletePaymentsOfBooking(tx, row.id);
      if (record.passed) await withdrawPasses(tx, announce, record.passed, now);
      const target = { bookingId: next.id, barberId: next.barberId };
      await announce.booking({
        type: 'bookingStatusChanged',
        ...target,
        data: { status: next.status, cancelledBy: next.cancelledBy, undone: true },
      });
      await announce.booking({ type: 'bookingUpdated', ...target, data: { status: next.status } });
      return next;
    });
  } catch (error) {
    // The database's own guards, for a race the checks above could not see.
    const constraint = violatedConstraint(error);
    if (constraint === 'bookings_one_serving_per_barber') throw barberBusy();
    if (constraint === 'bookings_one_active_per_phone') throw phoneBookedAgain();
    if (constraint === 'bookings_no_overlapping_slots') throw slotTaken();
    throw error;
  }
  const [booking] = await presentBookings(ctx, [restored]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}
