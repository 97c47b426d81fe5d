import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type BarberHours, type BreakStart } from '../../../../shared/schemas/hours.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateBarberBookings } from './invalidate-barber.js';

export type BreakMinutes = BreakStart['minutes'];

/** POST /api/barbers/{id}/break: a break of that length, now or once the customer in the chair is done. */
export function startBreak(barberId: number, minutes: BreakMinutes): Promise<BarberHours> {
  return call(ROUTES.barberHours.startBreak, { params: { id: barberId }, body: { minutes } satisfies BreakStart });
}

/** DELETE /api/barbers/{id}/break: ends the break now, or drops the one planned. */
export function endBreak(barberId: number): Promise<BarberHours> {
  return call(ROUTES.barberHours.endBreak, { params: { id: barberId } });
}

/** A break moves the barber's card, their plan and every expected start in their queue. */
function afterBreakChange(client: QueryClient, barberId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.barbers.all }),
    invalidateBarberBookings(client, barberId),
  ]).then(() => undefined);
}

/** Start or end a break; the answer is the barber's hours, shown at once. */
export function useBreakMutation<Variables>(barberId: number, send: (variables: Variables) => Promise<BarberHours>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (hours) => {
      client.setQueryData(queryKeys.barbers.hours(barberId), hours);
    },
    onSettled: () => afterBreakChange(client, barberId),
  });
}

export function useStartBreak(barberId: number) {
  return useBreakMutation(barberId, (minutes: BreakMinutes) => startBreak(barberId, minutes));
}

export function useEndBreak(barberId: number) {
  return useBreakMutation(barberId, () => endBreak(barberId));
}
