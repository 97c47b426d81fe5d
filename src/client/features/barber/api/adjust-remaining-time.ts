import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeAdjustment } from '../../../../shared/constants.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { useLiveHub } from '../../../lib/socket/socket-context.js';
import { CommandRefused, CommandUnanswered, sendCommand, type CommandHub } from '../logic/command-channel.js';
import { invalidateBarberBookings } from './invalidate-barber.js';

export interface TimeChange {
  barberId: number;
  bookingId: number;
  adjustment: TimeAdjustment;
  /** What the dashboard expects afterwards (docs/product/api.md sends it along; the server computes its own). */
  newRemainingTime: number;
}

/**
 * The -10/-5/+5/+10 on the booking in the chair (docs/product/booking-rules.md#business-constants-and-limits): on the staff socket when connected,
 * else PUT /api/bookings/{id}/time. Unlike a status change an adjustment adds up, so one that
 * got no answer on the socket is never sent again over HTTP (docs/product/architecture.md#reach: no blind replays).
 */
export async function adjustRemainingTime(hub: CommandHub, change: TimeChange): Promise<void> {
  const outcome = await sendCommand(hub, {
    type: 'updateRemainingTime',
    bookingId: change.bookingId,
    adjustment: change.adjustment,
    newRemainingTime: change.newRemainingTime,
    timestamp: Date.now(),
  });
  if (outcome.kind === 'not-sent') {
    await call(ROUTES.bookings.adjustTime, { params: { id: change.bookingId }, body: { adjustment: change.adjustment } });
    return;
  }
  if (outcome.kind === 'timeout') throw new CommandUnanswered();
  if (!outcome.result.ok) throw new CommandRefused(outcome.result.error, outcome.result.message);
}

export function useAdjustRemainingTime() {
  const hub = useLiveHub();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TimeChange) => adjustRemainingTime(hub, change),
    onSettled: (_data, _error, change) => invalidateBarberBookings(client, change.barberId),
  });
}
