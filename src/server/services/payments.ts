import { paymentTotals } from '../../shared/domain/money.js';
import { hasUpiPayee } from '../../shared/domain/upi.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { Payment, PaymentInput, PaymentRecord, UpiDueUpdate } from '../../shared/schemas/payment.js';
import { requirePermission } from '../auth/authorize.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { barberById } from '../data/barbers.js';
import { updateBookingIn } from '../data/bookings.js';
import { firstPaymentOfBooking, insertPayment, paymentsOfBooking, type PaymentRow } from '../data/payments.js';
import type { ShopTx } from '../db/client.js';
import { violatedConstraint } from '../db/errors.js';
import { conflict, notFound, type AppError } from '../http/errors.js';
import type { Announcer } from '../realtime/changes.js';
import { commitChange } from '../realtime/changes.js';
import { findBooking } from './booking-access.js';
import { presentBookings } from './present-booking.js';
import type { BookingRow, SettingsRow } from './store.js';

/** Paid at the chair (docs/product/money.md#paid-at-the-chair): entries, corrections and the UPI amount due. */

export const alreadyRecorded = (): AppError =>
  conflict('PAYMENT_ALREADY_RECORDED', 'A payment is already recorded for this booking: correct it instead');
const alreadyCorrected = (): AppError => conflict('PAYMENT_ALREADY_CORRECTED', 'This payment has already been corrected: correct the latest one');
const upiNotSet = (): AppError => conflict('UPI_NOT_SET', "Set the shop's UPI ID and payee name in Shop Settings to take UPI payments");
const notCompleted = (): AppError => conflict('BOOKING_NOT_COMPLETED', 'A payment is recorded for a completed booking');
const notPayable = (): AppError =>
  conflict('NOT_PAYABLE', 'A UPI amount can be shown for the customer in the chair, or one completed without a payment');

/** Entries as staff see them, oldest first; an entry a later one corrects is no longer current. */
export function presentPayments(rows: readonly PaymentRow[]): Payment[] {
  const corrected = new Set(rows.map((row) => row.correctsId).filter((id) => id !== null));
  return rows.map((row) => {
    const { netPaise, totalPaise } = paymentTotals({ items: row.items, discountPaise: row.discountPaise, tipPaise: row.tipPaise });
    return {
      id: row.id,
      bookingId: row.bookingId,
      barberId: row.barberId,
      items: row.items,
      servicesPaise: row.servicesPaise,
      discountPaise: row.discountPaise,
      tipPaise: row.tipPaise,
      netPaise,
      totalPaise,
      method: row.method,
      correctsId: row.correctsId,
      current: !corrected.has(row.id),
      takenAt: row.takenAt.toISOString(),
      recordedAt: row.recordedAt.toISOString(),
    };
  });
}

/** UPI is offered only once the shop has set its UPI ID and payee name (docs/product/money.md#upi). */
export function requireUpiAllowed(method: PaymentInput['method'], settings: SettingsRow): void {
  if (method === 'upi' && !hasUpiPayee(settings)) throw upiNotSet();
}

const staffUserOf = (principal: Principal | null): number | null => (principal && principal.role !== 'customer' ? principal.userId : null);

/**
 * Writes a booking's first entry inside the caller's transaction, with the booking locked: a
 * second one is refused (the unique index is the net under this check for any other path).
 */
export async function writeFirstPayment(
  tx: ShopTx,
  row: BookingRow,
  input: PaymentInput,
  takenAt: Date,
  principal: Principal | null,
): Promise<PaymentRow> {
  if (await firstPaymentOfBooking(tx, row.id)) throw alreadyRecorded();
  const { servicesPaise } = paymentTotals(input);
  // The entry keeps the barber's rate of now: their share of it never follows a later change (docs/product/money.md, Takings).
  const barber = await barberById(tx, row.barberId);
  if (!barber) throw notFound('No such barber');
  return insertPayment(tx, {
    bookingId: row.id,
    barberId: row.barberId,
    commissionBasisPoints: barber.commissionBasisPoints,
    items: input.items.map((item) => ({ name: item.name, pricePaise: item.pricePaise, serviceId: item.serviceId })),
    servicesPaise,
    discountPaise: input.discountPaise,
    tipPaise: input.tipPaise,
    method: input.method,
    correctsId: null,
    takenAt,
    recordedBy: staffUserOf(principal),
  });
}

/** The UPI amount due goes once the payment is recorded: the customer's page stops showing the code. */
async function clearUpiDue(tx: ShopTx, row: BookingRow, now: number): Promise<void> {
  if (row.upiDuePaise === null) return;
  await updateBookingIn(tx, row.id, { status: row.status }, { upiDuePaise: null, updatedAt: new Date(now) });
}

/**
 * A correction names the booking's current entry, and keeps its day (docs/product/money.md#paid-at-the-chair).
 * An entry paid by UPI stays correctable as UPI after the shop removed its UPI ID: the money came in then.
 */
async function writeCorrection(
  tx: ShopTx,
  row: BookingRow,
  input: PaymentInput,
  correctsId: number,
  principal: Principal | null,
  settings: SettingsRow,
): Promise<PaymentRow> {
  const entries = await paymentsOfBooking(tx, row.id);
  const corrected = entries.find((entry) => entry.id === correctsId);
  if (!corrected) throw notFound('No such payment for this booking');
  if (entries.some((entry) => entry.correctsId === correctsId)) throw alreadyCorrected();
  if (corrected.method !== 'upi') requireUpiAllowed(input.method, settings);
  const { servicesPaise } = paymentTotals(input);
  return insertPayment(tx, {
    bookingId: row.id,
    barberId: corrected.barberId,
    commissionBasisPoints: corrected.commissionBasisPoints,
    items: input.items.map((item) => ({ name: item.name, pricePaise: item.pricePaise, serviceId: item.serviceId })),
    servicesPaise,
    discountPaise: input.discountPaise,
    tipPaise: input.tipPaise,
    method: input.method,
    correctsId,
    takenAt: corrected.takenAt,
    recordedBy: staffUserOf(principal),
  });
}

async function announcePaid(announce: Announcer, row: BookingRow): Promise<void> {
  await announce.booking({ type: 'bookingUpdated', bookingId: row.id, barberId: row.barberId, data: { status: row.status } });
}

/**
 * `POST /api/bookings/{id}/payments`: the first entry of a completed booking that has none, or a
 * correction of its current entry. Its barber or the admin; the booking is locked, so a double tap
 * records once and the second gets 409.
 */
export async function recordPayment(ctx: AppContext, principal: Principal | null, bookingId: number, input: PaymentRecord): Promise<Payment> {
  requirePermission(principal, 'payment:record');
  const now = ctx.clock();
  const settings = await ctx.store.settings();
  try {
    const written = await commitChange(ctx, async (tx, announce) => {
      const row = await findBooking(tx, bookingId, { forUpdate: true });
      requirePermission(principal, 'payment:record', { barberId: row.barberId });
      if (row.status !== 'completed') throw notCompleted();
      const { correctsId, ...entry } = input;
      if (correctsId === undefined) requireUpiAllowed(input.method, settings);
      const payment =
        correctsId === undefined
          ? await writeFirstPayment(tx, row, entry, row.finishedAt ?? new Date(now), principal)
          : await writeCorrection(tx, row, entry, correctsId, principal, settings);
      await clearUpiDue(tx, row, now);
      await announcePaid(announce, row);
      return payment;
    });
    const [presented] = presentPayments([written]);
    if (!presented) throw new Error('presentPayments returned nothing');
    return presented;
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'payments_first_per_booking') throw alreadyRecorded();
    if (constraint === 'payments_corrected_once') throw alreadyCorrected();
    throw error;
  }
}

/** `GET /api/bookings/{id}/payments`: the booking's entries, oldest first, for its barber or the admin. */
export async function listPayments(ctx: AppContext, principal: Principal | null, bookingId: number): Promise<Payment[]> {
  requirePermission(principal, 'payment:read');
  const row = await findBooking(ctx.db, bookingId);
  requirePermission(principal, 'payment:read', { barberId: row.barberId });
  return presentPayments(await paymentsOfBooking(ctx.db, bookingId));
}

/**
 * `PUT /api/bookings/{id}/upi-due`: the amount the barber's QR code asks for, which the customer's
 * tracking page shows too, or null when the barber chose another method. An amount is asked for the
 * customer in the chair, or one completed without a payment, judged under the booking's lock; null
 * takes any amount away, whatever became of the booking (docs/product/money.md#upi).
 */
export async function setUpiDue(ctx: AppContext, principal: Principal | null, bookingId: number, input: UpiDueUpdate): Promise<Booking> {
  requirePermission(principal, 'payment:record');
  const now = ctx.clock();
  const settings = await ctx.store.settings();
  const updated = await commitChange(ctx, async (tx, announce) => {
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    requirePermission(principal, 'payment:record', { barberId: row.barberId });
    if (input.amountPaise !== null) {
      if (row.status === 'completed') {
        if (await firstPaymentOfBooking(tx, row.id)) throw alreadyRecorded();
      } else if (row.status !== 'serving') {
        throw notPayable();
      }
      requireUpiAllowed('upi', settings);
    }
    if (row.upiDuePaise === input.amountPaise) return row;
    const next = await updateBookingIn(tx, row.id, { status: row.status }, { upiDuePaise: input.amountPaise, updatedAt: new Date(now) });
    if (!next) throw conflict('INVALID_TRANSITION', 'The booking was changed meanwhile. Please refresh.');
    await announcePaid(announce, next);
    return next;
  });
  const [booking] = await presentBookings(ctx, [updated]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}
