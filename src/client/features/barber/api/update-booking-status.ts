import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCommand } from '../../../../shared/events.js';
import { type Booking } from '../../../../shared/schemas/booking.js';
import type { PaymentInput } from '../../../../shared/schemas/payment.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { hasErrorCode } from '../../../lib/api-errors.js';
import { useLiveHub } from '../../../lib/socket/socket-context.js';
import { CommandRefused, sendCommand, type CommandHub } from '../logic/command-channel.js';
import { invalidateBarberBookings } from './invalidate-barber.js';

/** `no-show`: cancelled because the customer never came (docs/product/chairs-day.md). */
export type StaffStatus = 'serving' | 'completed' | 'cancelled' | 'no-show';

type ClientStatusData = Extract<ClientCommand, { type: 'updateBookingStatus' }>['data'];

export interface StatusChange {
  barberId: number;
  bookingId: number;
  status: StaffStatus;
  /** With a completion: the payment written with it (docs/product/money.md#paid-at-the-chair). */
  payment?: PaymentInput | undefined;
}

/** PUT /api/bookings/{id}/status as the barber; answers the seq that undoes the change. */
async function putStatus({ bookingId, status, payment }: StatusChange): Promise<number | undefined> {
  const body = payment ? { ...commandData(status), payment } : commandData(status);
  const result = await call(ROUTES.bookings.setStatus, { params: { id: bookingId }, body });
  return result.undoSeq;
}

/** The body of a status change: a barber's cancellation is always cancelledBy barber; a no-show says why. */
function commandData(status: StaffStatus): ClientStatusData {
  if (status === 'no-show') return { status: 'cancelled', cancelledBy: 'barber', reason: 'no_show' };
  return status === 'cancelled' ? { status, cancelledBy: 'barber' } : { status };
}

/** The booking's status as the server reports it once the change is made. */
const resultingStatus = (status: StaffStatus): Booking['status'] => (status === 'no-show' ? 'cancelled' : status);

/** GET /api/bookings/{id}: the booking as it stands now. */
function getBooking(bookingId: number): Promise<Booking> {
  return call(ROUTES.bookings.get, { params: { id: bookingId } });
}

/**
 * Over HTTP, after a socket command got no answer: the command may have run after all, so a 409
 * INVALID_TRANSITION for a booking that already has the wanted status means it did.
 */
async function putStatusAfterSilence(change: StatusChange): Promise<number | undefined> {
  try {
    return await putStatus(change);
  } catch (error) {
    // It ran, but its answer (and the seq to undo it with) was lost: no Undo is offered.
    if (hasErrorCode(error, 'INVALID_TRANSITION') && (await getBooking(change.bookingId)).status === resultingStatus(change.status)) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Serve, complete or cancel one booking, named by id (docs/product/booking-rules.md#states-and-transitions): on the staff socket when it is
 * connected, over HTTP otherwise (docs/product/api.md, docs/product/architecture.md#live-updates). Either way a refusal throws with the
 * server's code and message. A status change is safe to send again: the server checks the
 * transition for that booking, so a repeat can never touch the next customer. Answers the seq
 * that undoes the change, when the server gave one.
 */
export async function changeBookingStatus(hub: CommandHub, change: StatusChange): Promise<number | undefined> {
  // A completion with its payment goes over HTTP, which carries the entry; the server records it once.
  if (change.payment) return putStatus(change);
  const outcome = await sendCommand(hub, {
    type: 'updateBookingStatus',
    barberId: change.barberId,
    bookingId: change.bookingId,
    data: commandData(change.status),
    timestamp: Date.now(),
  });
  if (outcome.kind === 'not-sent') return putStatus(change);
  if (outcome.kind === 'timeout') return putStatusAfterSilence(change);
  if (!outcome.result.ok) throw new CommandRefused(outcome.result.error, outcome.result.message);
  return outcome.result.undoSeq;
}

export function useUpdateBookingStatus() {
  const hub = useLiveHub();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeBookingStatus(hub, change),
    // Refetched whatever happened: a refusal usually means the screen was behind.
    onSettled: (_data, _error, change) => invalidateBarberBookings(client, change.barberId),
  });
}
