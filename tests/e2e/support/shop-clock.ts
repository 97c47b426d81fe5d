import { shopDate, zonedInstant } from '../../../src/shared/domain/format.js';

/** The shop's zone in the seeded settings (the schema's default). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Today, in the shop's zone, at this shop-local time. */
export function todayAt(time: string, timeZone = SHOP_TIME_ZONE): number {
  return zonedInstant(shopDate(Date.now(), timeZone), time, timeZone);
}

/**
 * The server's clock in browser tests: it starts at a chosen instant and then runs at real speed,
 * so sockets, intervals and countdowns behave as in production while the day is known. The
 * default start is today 10:00 in the shop (open 09:00-18:00), not a fixed date: the browser keeps
 * cookie expiry by the real date, so a session made on a long-past fake day would already be gone.
 */
export class ShopClock {
  private offset: number;

  constructor(start: number = todayAt('10:00')) {
    this.offset = start - Date.now();
  }

  readonly read = (): number => Date.now() + this.offset;

  set(instant: number): void {
    this.offset = instant - Date.now();
  }

  advance(minutes: number): void {
    this.offset += minutes * 60_000;
  }
}
