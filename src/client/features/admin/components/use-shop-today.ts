import { useNow } from '../../../lib/use-now.js';
import { useShopClock } from '../../../lib/time.js';

/**
 * The shop's date 'YYYY-MM-DD' (its zone, not the browser's), moving on when the shop's day turns:
 * at midnight, or at the close of hours that run past it.
 */
export function useShopToday(): string {
  const clock = useShopClock();
  const now = useNow(60_000);
  return clock.shopDate(now);
}
