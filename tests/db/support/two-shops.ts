import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../src/server/db/client.js';
import { GLOBAL_TABLES } from './tenancy-rules.js';

/**
 * Rows in every shop-owned table for two shops, written as the connecting user (a superuser in
 * tests, whom row security does not bind) with each row's shop named. Both shops use the same
 * username, phone, idempotency key and dedupe key: uniqueness holds within a shop.
 */
export async function seedTwoShops(tx: Tx): Promise<{ second: number }> {
  const [shop] = rowsOf<{ id: number }>(await tx.execute(sql`insert into shops (slug) values ('second') returning id`));
  if (!shop) throw new Error('insert shops returned nothing');
  const [customer] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into customers (phone, name) values ('9876543210', 'Asha') returning id`),
  );
  for (const shopId of [1, shop.id]) {
    await tx.execute(sql`insert into shop_settings (shop_id, shop_name) values (${shopId}, ${`Shop ${shopId}`})`);
    await tx.execute(sql`insert into users (shop_id, username, password_hash, role) values (${shopId}, 'owner', 'x', 'admin')`);
    const [user] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into users (shop_id, username, password_hash, role) values (${shopId}, 'barber', 'x', 'barber') returning id`),
    );
    const [barber] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into barbers (shop_id, user_id, name) values (${shopId}, ${user?.id}, 'Ravi') returning id`),
    );
    await tx.execute(sql`insert into services (shop_id, name, duration) values (${shopId}, 'Haircut', 30)`);
    const [booking] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into bookings (shop_id, barber_id, customer_id, customer_name, customer_phone, booking_type,
          service_ids, service_details, estimated_duration, barber_name, idempotency_key)
        values (${shopId}, ${barber?.id}, ${customer?.id}, 'Asha', '9876543210', 'queue', '{1}', '[]', 30, 'Ravi', 'same-key')
        returning id`),
    );
    await tx.execute(sql`insert into booking_events (shop_id, booking_id, barber_id, type, data)
      values (${shopId}, ${booking?.id}, ${barber?.id}, 'created', '{}')`);
    await tx.execute(sql`insert into messages (shop_id, booking_id, kind, channel, dedupe_key, params, due_at)
      values (${shopId}, ${booking?.id}, 'confirmation', 'echo', 'same-dedupe-key', '{}', now())`);
    await tx.execute(sql`insert into push_subscriptions (shop_id, booking_id, endpoint, p256dh, auth)
      values (${shopId}, ${booking?.id}, 'https://push.example/1', 'p', 'a')`);
    await tx.execute(sql`insert into payments (shop_id, booking_id, barber_id, commission_basis_points, items, services_paise, method, taken_at)
      values (${shopId}, ${booking?.id}, ${barber?.id}, 2500, '[]', 25000, 'cash', now())`);
    await tx.execute(sql`insert into inbound_messages (shop_id, provider_id, number_id, phone10, body, sent_at, booking_id)
      values (${shopId}, 'wamid.same', '1000000001', '9876543210', 'late 10', now(), ${booking?.id})`);
    await tx.execute(sql`insert into walk_in_refusals (shop_id, barber_id, reason) values (${shopId}, ${barber?.id}, 'last_call')`);
    await tx.execute(sql`insert into day_figures (shop_id, day_start, day_end, time_zone, turn_minute, counting, arrived,
        walk_ins, appointments, no_shows, by_customer, by_shop, long_waits, wait_hours, wait_minutes)
      values (${shopId}, '2026-01-01T00:00:00+05:30', '2026-01-02T00:00:00+05:30', 'Asia/Kolkata', 0, 1, array_fill(0, array[24]),
        0, 0, 0, 0, 0, 0, '{}', '{}')`);
  }
  return { second: shop.id };
}

/** Every table of schema public that is not global: the shop-owned ones. */
export async function shopOwnedTables(tx: Tx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`),
  );
  return rows.map((row) => row.name).filter((name) => !(name in GLOBAL_TABLES));
}
