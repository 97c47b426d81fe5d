import { readFile, rm } from 'node:fs/promises';
import pg from 'pg';
import { sleep } from '../lib/stats.js';
import type { DatabaseTarget, ServerProcess } from '../lib/server-process.js';
import type { ShopAcknowledged } from './writes.js';

export interface ShopInvariants {
  overlappingSlots: number;
  phonesWithSeveralActive: number;
  barbersServingSeveral: number;
  duplicateIds: number;
  missingAcknowledged: number;
  acknowledgedBookings: number;
}

export const shopViolations = (report: ShopInvariants): number =>
  report.overlappingSlots + report.phonesWithSeveralActive + report.barbersServingSeveral + report.duplicateIds + report.missingAcknowledged;

/**
 * The rules, checked in every shop by SQL as the tables' owner once the server has stopped: no two
 * active appointments of a barber overlap, a phone has at most one active booking per shop, a
 * barber serves one customer at most, and every booking answered 201 is stored as answered.
 */
export async function checkShopInvariants(target: DatabaseTarget, ledger: readonly ShopAcknowledged[]): Promise<ShopInvariants> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
    // The statistics were taken before the run made its tens of thousands of bookings: planned on
    // them, the self-join below compares every active appointment with every other.
    await client.query('analyze bookings');
    const active = `('waiting', 'serving')`;
    const overlapping = await count(`
      select count(*) as n from bookings a join bookings b
        on a.shop_id = b.shop_id and a.barber_id = b.barber_id and a.id < b.id
       and tstzrange(a.slot_start, a.slot_end) && tstzrange(b.slot_start, b.slot_end)
     where a.booking_type = 'slot' and b.booking_type = 'slot' and a.status in ${active} and b.status in ${active}`);
    const phones = await count(`
      select count(*) as n from (select 1 from bookings where status in ${active}
        group by shop_id, customer_phone having count(*) > 1) as p`);
    const serving = await count(`
      select count(*) as n from (select 1 from bookings where status = 'serving'
        group by shop_id, barber_id having count(*) > 1) as s`);
    const ids = ledger.map((booking) => booking.id);
    const { rows } = await client.query<{ id: number; shop_id: number; customer_phone: string; barber_id: number }>(
      'select id, shop_id, customer_phone, barber_id from bookings where id = any($1::int[])',
      [ids],
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    const missing = ledger.filter((b) => {
      const row = stored.get(b.id);
      return !row || row.shop_id !== b.shopId || row.customer_phone !== b.phone || row.barber_id !== b.barberId;
    }).length;
    return {
      overlappingSlots: overlapping,
      phonesWithSeveralActive: phones,
      barbersServingSeveral: serving,
      duplicateIds: ids.length - new Set(ids).size,
      missingAcknowledged: missing,
      acknowledgedBookings: ids.length,
    };
  } finally {
    await client.end();
  }
}

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** The server's memory after a full garbage collection, from bench/children/memory-probe.ts. */
export async function readServerMemory(server: ServerProcess, file: string): Promise<ServerMemory> {
  await rm(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    await sleep(50);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text) return JSON.parse(text) as ServerMemory;
  }
  throw new Error('the server did not report its memory');
}
