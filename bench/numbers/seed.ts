import { sql } from 'drizzle-orm';
import type { ShopTx } from '../../src/server/db/client.js';

export interface NumbersSeed {
  /** Past bookings, spread over the days before yesterday at 137 a day (100,000 is two years). */
  bookings: number;
  /** Walk-ins refused at last call over the same days. */
  refusals: number;
}

/** Bookings a day in the seed: every five minutes from 09:00 to 20:25 on the shop's clock. */
export const SEED_PER_DAY = 137;

/**
 * A shop's past for the owner's numbers (docs/product/money.md), written by set-based inserts in
 * the shop's scope: bookings of every kind at their hours (a quarter appointments; 80 % served,
 * the rest cancelled by the customer, the shop or as no-shows), a payment for each served one (a
 * quarter left unpaid), a correction of every fiftieth payment, and refusals at last call. The
 * shop's barbers and zone must exist already.
 */
export async function seedNumbers(db: ShopTx, seed: NumbersSeed): Promise<void> {
  await db.execute(sql`
    with b as (select array_agg(id order by id) as ids, array_agg(name order by id) as names from barbers),
         z as (select time_zone as tz from shop_settings),
         g as (select n, b.ids[1 + n % cardinality(b.ids)] as barber_id, b.names[1 + n % cardinality(b.ids)] as barber_name,
                      ((((now() at time zone z.tz)::date - 1 - n / ${SEED_PER_DAY}) + time '09:00'
                        + (n % ${SEED_PER_DAY}) * interval '5 minutes') at time zone z.tz) as at
                 from generate_series(1, ${seed.bookings}::int) as n, b, z)
    insert into bookings (barber_id, customer_name, customer_phone, booking_type, status, cancelled_by, cancel_reason,
      service_ids, service_details, estimated_duration, slot_start, slot_end, barber_name,
      booking_time, arrived_at, serving_started_at, finished_at, updated_at)
    select barber_id, 'Customer ' || n, (6000000000 + (n * 7919) % 20000)::text,
      case when n % 4 = 0 then 'slot' else 'queue' end,
      case when n % 10 < 8 then 'completed' else 'cancelled' end,
      case when n % 10 < 8 then null when n % 10 = 8 then 'customer' else 'barber' end,
      case when n % 20 = 19 then 'no_show' end,
      array[0], '[{"id":0,"name":"Haircut","duration":30,"description":""}]'::jsonb, 30,
      case when n % 4 = 0 then at end,
      case when n % 4 = 0 then at + interval '30 minutes' end,
      barber_name,
      case when n % 4 = 0 then at - interval '1 day' else at end,
      case when n % 2 = 0 then at + (n % 3) * interval '5 minutes' end,
      case when n % 10 < 8 then at + (n % 45) * interval '1 minute' end,
      case when n % 10 < 8 then at + (n % 45 + 30) * interval '1 minute' else at + (n % 50) * interval '1 minute' end,
      at
    from g`);
  await db.execute(sql`
    insert into payments (booking_id, barber_id, commission_basis_points, items, services_paise, discount_paise, tip_paise, method, taken_at)
    select id, barber_id, 2500, '[{"name":"Haircut","pricePaise":30000,"serviceId":null}]'::jsonb, 30000,
           case when id % 5 = 0 then 5000 else 0 end, case when id % 3 = 0 then 2000 else 0 end,
           (array['cash', 'upi', 'card', 'unpaid'])[1 + id % 4], finished_at
      from bookings
     where status = 'completed'`);
  await db.execute(sql`
    insert into payments (booking_id, barber_id, commission_basis_points, items, services_paise, discount_paise, tip_paise, method, taken_at, corrects_id)
    select booking_id, barber_id, commission_basis_points, items, services_paise, 0, tip_paise, 'cash', taken_at, id
      from payments
     where id % 50 = 0`);
  await db.execute(sql`
    insert into walk_in_refusals (barber_id, reason, at)
    select null, 'last_call', now() - interval '1 day' - (n * 7919 % (${Math.ceil(seed.bookings / SEED_PER_DAY)} * 1440)) * interval '1 minute'
      from generate_series(1, ${seed.refusals}::int) as n`);
}
