import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashPassword } from '../../src/server/auth/password.js';
import { bootstrap } from '../../src/server/db/seed.js';
import { loadEnv } from '../../src/server/env.js';
import { openTarget, SERVICES } from '../lib/database.js';
import { serverEnv, type DatabaseTarget } from '../lib/server-process.js';
import { SHOP_ADMIN_PASSWORD, type ShopsOptions } from './options.js';

export interface SeedFigure {
  shops: number;
  barbers: number;
  bookings: number;
  seconds: number;
}

/** Every barber works round the clock (as in bench/lib/database.ts), so a run at any hour finds free slots. */
const ROUND_THE_CLOCK = JSON.stringify(
  Array.from({ length: 7 }, () => [
    { start: '00:00', end: '12:00' },
    { start: '12:00', end: '00:00' },
  ]),
);

/** Completed bookings per barber today, one every 30 minutes back from now, and active ones (the first in the chair). */
const COMPLETED_PER_BARBER = 16;
const WAITING_PER_BARBER = 2;

/**
 * The platform's shops before the server starts, by set-based inserts as the tables' owner (who
 * bypasses row security when a superuser, as on a bench's own server): each shop open round the
 * clock on a 15-minute grid with its admin, barbers, services and a day of bookings. Slugs are
 * `benchSlug(1…n)`; shop 1 (`main`, made by the bootstrap) stays as it is.
 */
export async function seedShops(target: DatabaseTarget, options: ShopsOptions): Promise<SeedFigure> {
  if (!target.databaseUrl) throw new Error('the shops scenario needs PostgreSQL');
  const database = await openTarget(target);
  try {
    await database.migrate();
    await bootstrap(database, loadEnv(serverEnv(target, 0)), { info: () => undefined, warn: () => undefined });
  } finally {
    await database.close();
  }
  const hash = await hashPassword(SHOP_ADMIN_PASSWORD);
  const started = performance.now();
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into shops (slug) select 'bench-' || lpad(n::text, 4, '0') from generate_series(1, $1::int) as n`,
      [options.shops],
    );
    const bench = `(select id, slug, substr(slug, 7)::int as n from shops where slug like 'bench-%')`;
    await client.query(`
      insert into shop_settings (shop_id, is_open, open_time, close_time, slot_interval, shop_name)
      select id, true, '00:00', '23:59', 15, 'Bench Shop ' || n from ${bench} as s`);
    await client.query(`insert into users (shop_id, username, password_hash, role) select id, 'admin', $1, 'admin' from ${bench} as s`, [hash]);
    await client.query(
      `insert into users (shop_id, username, password_hash, role)
       select s.id, 'barber' || b, $1, 'barber' from ${bench} as s, generate_series(1, $2::int) as b`,
      [hash, options.barbersPerShop],
    );
    await client.query(
      `insert into barbers (shop_id, user_id, name, experience, weekly_hours)
       select u.shop_id, u.id, 'Barber ' || substr(u.username, 7), 1, $1::jsonb
         from users u join ${bench} as s on s.id = u.shop_id where u.role = 'barber'`,
      [ROUND_THE_CLOCK],
    );
    await client.query(
      `insert into services (shop_id, name, duration, price)
       select s.id, v.name, v.duration, 100 + v.duration * 10 from ${bench} as s,
              jsonb_to_recordset($1::jsonb) as v(name text, duration int)`,
      [JSON.stringify(SERVICES)],
    );
    await client.query(insertDayOfBookings(bench), [COMPLETED_PER_BARBER, WAITING_PER_BARBER]);
    await client.query('commit');
    await client.query('analyze');
    const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${table} where shop_id in (select id from ${bench} as s)`)).rows[0]?.n);
    return { shops: options.shops, barbers: await count('barbers'), bookings: await count('bookings'), seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/**
 * Per barber, `$1` completed bookings today (every 30 minutes back from now), then one customer in
 * the chair since 5 minutes ago and `$2 - 1` waiting after them, each already told their start and
 * that their turn is near, as the app records when it books them (src/server/services/bookings.ts):
 * otherwise the server's first minutes would go to telling thousands of customers at once.
 */
function insertDayOfBookings(bench: string): string {
  return `
    with svc as (select shop_id, array_agg(id order by id) as ids, array_agg(name order by id) as names,
                        array_agg(duration order by id) as durations from services group by shop_id),
         g as (select b.shop_id, b.id as barber_id, b.name as barber_name, k,
                      svc.ids[1 + k % 4] as service_id, svc.names[1 + k % 4] as service_name,
                      svc.durations[1 + k % 4] as duration,
                      row_number() over () as n
                 from barbers b join ${bench} as s on s.id = b.shop_id join svc on svc.shop_id = b.shop_id,
                      generate_series(1, $1::int + $2::int) as k),
         t as (select g.*, now() - interval '5 minutes' + coalesce(sum(case when k > $1 then duration end)
                 over (partition by barber_id order by k rows between unbounded preceding and 1 preceding), 0)
                 * interval '1 minute' as start from g)
    insert into bookings (shop_id, barber_id, customer_name, customer_phone, booking_type, status,
      service_ids, service_details, estimated_duration, barber_name, booking_time, serving_started_at,
      finished_at, promised_start, told_start, turn_near_at, turn_near_told_at, updated_at)
    select shop_id, barber_id, 'Customer ' || n, (6000000000 + n)::text, 'queue',
      case when k <= $1 then 'completed' when k = $1 + 1 then 'serving' else 'waiting' end,
      array[service_id],
      jsonb_build_array(jsonb_build_object('id', service_id, 'name', service_name, 'duration', duration, 'description', '')),
      duration, barber_name,
      case when k <= $1 then now() - k * interval '30 minutes' else now() - interval '20 minutes' + k * interval '1 second' end,
      case when k <= $1 then now() - k * interval '30 minutes' when k = $1 + 1 then start end,
      case when k <= $1 then now() - k * interval '30 minutes' + duration * interval '1 minute' end,
      case when k > $1 then start end, case when k > $1 then start end,
      case when k > $1 then now() - interval '5 minutes' end, case when k > $1 then now() - interval '5 minutes' end,
      now()
    from t`;
}

/** A seeded shop as the load generator needs it. */
export interface BenchShop {
  id: number;
  slug: string;
  barbers: number[];
  services: number[];
}

/** The bench's shops, by number (index 0 is `benchSlug(1)`). */
export async function benchShops(target: DatabaseTarget): Promise<BenchShop[]> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<BenchShop>(`
      select s.id, s.slug,
             (select array_agg(b.id order by b.id) from barbers b where b.shop_id = s.id) as barbers,
             (select array_agg(v.id order by v.id) from services v where v.shop_id = s.id) as services
        from shops s where s.slug like 'bench-%' order by s.slug`);
    return rows;
  } finally {
    await client.end();
  }
}
