import { zonedDate, zonedInstant } from '../../../src/shared/domain/format.js';

/** The shop's zone in the seeded settings (the schema's default). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/**
 * Today, in the shop's zone, at this shop-local time. Browser tests start the server's clock
 * here rather than on a fixed date: the browser keeps cookie expiry by the real date, so a
 * session made on a long-past fake day would already be gone.
 */
export function todayAt(time: string, timeZone = SHOP_TIME_ZONE): number {
  return zonedInstant(zonedDate(Date.now(), timeZone), time, timeZone);
}
