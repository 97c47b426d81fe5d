import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../../src/server/auth/password.js';
import { openDatabase, pgliteExtensions, type Database, type ShopDb } from '../../src/server/db/client.js';
import { insertBarberRows, insertService } from '../../src/server/db/factories.js';
import { barbers, shopSettings } from '../../src/server/db/schema.js';
import type { WeeklyHours } from '../../src/shared/schemas/hours.js';
import { bootstrap, FIRST_SHOP_ID } from '../../src/server/db/seed.js';
import { loadEnv } from '../../src/server/env.js';
import { serverEnv, type DatabaseTarget } from './server-process.js';

export interface FreshDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * An empty database for one run: a temporary data directory for the embedded database, or a
 * database of its own on the server DATABASE_URL names (dropped afterwards).
 */
export async function freshDatabase(serverUrl: string | undefined): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chair-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { target: { kind: 'pglite', dataDir }, drop: removeDir };
  const name = `chair_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', dataDir, databaseUrl: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await removeDir();
    },
  };
}

export function openTarget(target: DatabaseTarget): Promise<Database> {
  return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
}

export const SERVICES = [
  { name: 'Haircut', duration: 30 },
  { name: 'Beard Trim', duration: 15 },
  { name: 'Hair + Beard', duration: 45 },
  { name: 'Clean Shave', duration: 20 },
];

/**
 * Every barber works round the clock, every day: two periods that meet at noon and midnight, so
 * one working day runs into the next. The chair's day then reaches as far as the planner looks
 * ahead, and a deep walk-in queue is planned instead of refused at last call, whatever the hour
 * of the run.
 */
const ROUND_THE_CLOCK: WeeklyHours = Array.from({ length: 7 }, () => [
  { start: '00:00', end: '12:00' },
  { start: '12:00', end: '00:00' },
]);

/**
 * The shop before the server starts: admin, barbers, services, hours open round the clock (so a
 * run at any hour finds free slots and takes walk-ins) and `pastBookings` finished bookings over
 * the last year, made by one set-based insert. The day's active bookings are made later through
 * the API.
 */
export async function seedShop(target: DatabaseTarget, barberCount: number, pastBookings: number): Promise<void> {
  const database = await openTarget(target);
  try {
    await database.migrate();
    const env = loadEnv(serverEnv(target, 0));
    await bootstrap(database, env, { info: () => undefined, warn: () => undefined });
    const db = database.forShop(FIRST_SHOP_ID);
    await db.update(shopSettings).set({ isOpen: true, openTime: '00:00', closeTime: '23:59', slotInterval: 15, shopName: 'Bench Barbers' });
    const passwordHash = await hashPassword('bench-barber-password');
    for (let i = 1; i <= barberCount; i++) {
      await insertBarberRows(db, { name: `Barber ${i}`, username: `barber${i}`, passwordHash, experience: i });
    }
    await db.update(barbers).set({ weeklyHours: ROUND_THE_CLOCK });
    for (const service of SERVICES) await insertService(db, { ...service, price: 100 + service.duration * 10 });
    await insertPastBookings(db, pastBookings);
  } finally {
    await database.close();
  }
  // The planner's statistics for the year of history: only the tables' owner may gather them.
  await asOwner(target, 'analyze bookings');
}

/** Runs a statement as the connecting user, who owns the tables (the app's handles run as chair_app). */
async function asOwner(target: DatabaseTarget, statement: string): Promise<void> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const client = await PGlite.create(path.join(target.dataDir, 'pgdata'), { extensions: pgliteExtensions() });
  try {
    await client.exec(statement);
  } finally {
    await client.close();
  }
}

/** Completed (80 %) and cancelled bookings, one every 5 minutes backwards from yesterday; a quarter are slots. */
async function insertPastBookings(db: ShopDb, count: number): Promise<void> {
  await db.execute(sql`
    with b as (select array_agg(id order by id) as ids, array_agg(name order by id) as names from barbers),
         s as (select array_agg(id order by id) as ids, array_agg(duration order by id) as durations,
                      array_agg(name order by id) as names from services),
         g as (select n, b.ids[1 + n % cardinality(b.ids)] as barber_id, b.names[1 + n % cardinality(b.ids)] as barber_name,
                      s.ids[1 + (n / 7) % cardinality(s.ids)] as service_id,
                      s.durations[1 + (n / 7) % cardinality(s.ids)] as duration,
                      s.names[1 + (n / 7) % cardinality(s.ids)] as service_name,
                      now() - interval '1 day' - n * interval '5 minutes' as at
               from generate_series(1, ${count}::int) as n, b, s)
    insert into bookings (barber_id, customer_name, customer_phone, booking_type, status, cancelled_by,
      service_ids, service_details, estimated_duration, slot_start, slot_end, barber_name,
      booking_time, serving_started_at, finished_at, updated_at)
    select barber_id, 'Customer ' || n, (6000000000 + n % 20000)::text,
      case when n % 4 = 0 then 'slot' else 'queue' end,
      case when n % 10 < 8 then 'completed' else 'cancelled' end,
      case when n % 10 < 8 then null when n % 10 = 8 then 'customer' else 'barber' end,
      array[service_id],
      jsonb_build_array(jsonb_build_object('id', service_id, 'name', service_name, 'duration', duration, 'description', '')),
      duration,
      case when n % 4 = 0 then at end,
      case when n % 4 = 0 then at + duration * interval '1 minute' end,
      barber_name, at,
      case when n % 10 < 8 then at end,
      case when n % 10 < 8 then at + duration * interval '1 minute' end,
      at
    from g`);
}

/** How a run reaches PostgreSQL, for the report: a Unix socket (the URL's `host` is a directory) or TCP. */
export function connectionOf(serverUrl: string | undefined): string {
  if (!serverUrl) return 'the embedded database';
  const url = new URL(serverUrl);
  const socketDir = url.searchParams.get('host');
  if (socketDir?.startsWith('/')) return `its Unix socket (${socketDir})`;
  return `TCP to ${url.hostname}:${url.port || '5432'}`;
}
