import { useNow } from '../../../lib/use-now.js';
import { useShopClock } from '../../../lib/time.js';

/** The shop's date 'YYYY-MM-DD' (its zone, not the browser's), moving on at midnight. */
export function useShopToday(): string {
  const clock = useShopClock();
  const now = useNow(60_000);
  return clock.date(now);
}
