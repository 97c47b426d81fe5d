import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board } from '../../../shared/schemas/board.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { queryKeys } from '../query-keys.js';
import { useSocketEvent } from '../socket/use-socket.js';

/**
 * The board's safety net: everything it shows is fetched again this often, whatever the socket
 * says, so a missed message costs at most a minute (the cards' refresh: docs/product/booking-rules.md#business-constants-and-limits).
 */
export const BOARD_REFRESH_MS = 60_000;

/** GET /api/board: each barber's token in the chair and next tokens; no names or phones. */
export function fetchBoard(signal?: AbortSignal): Promise<Board> {
  return call(ROUTES.board.get, { signal });
}

/**
 * Under the barber-live root, so a reconnect or a missed message refetches it with every other
 * live figure (lib/query-keys.ts). A TV is never "in the background" to the person reading it.
 */
export const boardQuery = () =>
  queryOptions({
    queryKey: queryKeys.barberLive.board,
    queryFn: ({ signal }) => fetchBoard(signal),
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

/** The tokens on the board (the board page and the front desk), refetched when any booking or barber changes. */
export function useBoard() {
  const client = useQueryClient();
  // The shared cache code refetches per barber; the board holds every barber's chair at once.
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.barberLive.board });
  useSocketEvent('bookingCreated', refresh);
  useSocketEvent('bookingUpdated', refresh);
  useSocketEvent('bookingStatusChanged', refresh);
  useSocketEvent('barberUpdated', refresh);
  return useQuery(boardQuery());
}
