import { useQuery } from '@tanstack/react-query';
import { barbersQuery } from '../../../lib/queries/barbers.js';
import { shopSettingsQuery } from '../../../lib/queries/shop-settings.js';
import { BOARD_REFRESH_MS } from '../../../lib/queries/board.js';

/**
 * The public barber list (names, photos, waits, where each day stands) under its shared key, so
 * the socket's wait patches land here; refetched every minute on the wall as a safety net.
 */
export function useBoardBarbers() {
  return useQuery({ ...barbersQuery(), refetchInterval: BOARD_REFRESH_MS, refetchIntervalInBackground: true });
}

/** The shop's name, open or closed and time zone, with the same safety net. */
export function useBoardShopSettings() {
  return useQuery({ ...shopSettingsQuery(), refetchInterval: BOARD_REFRESH_MS, refetchIntervalInBackground: true });
}
