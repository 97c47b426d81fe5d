import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { dayTurnMinute, type ShopDayRule } from '../../shared/domain/shop-day.js';

/**
 * The shop date of a timestamp, in SQL: shopDateOf (shared/domain/shop-day.ts) as the database
 * reads it. The wall clock in the shop's zone less the minute the date turns at, so the small hours
 * of a night past midnight count for the date before.
 */
export function shopDateSql(instant: SQL | AnyColumn, rule: ShopDayRule): SQL {
  return sql`to_char((${instant} at time zone ${rule.timeZone}) - make_interval(mins => ${dayTurnMinute(rule)}::int), 'YYYY-MM-DD')`;
}
