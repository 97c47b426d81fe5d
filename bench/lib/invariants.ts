import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client.js';
import type { DatabaseTarget } from './server-process.js';
import { openTarget } from './database.js';
import { FIRST_SHOP_ID } from '../../src/server/db/seed.js';

/** A booking the server answered 201 for, as the load generator saw it. */
export interface Acknowledged {
  id: number;
  phone: string;
  barberId: number;
  /** Slot bookings: start and end instants in ms; all acknowledged in one round were active together. */
  slot?: { start: number; end: number; round: number };
}

/** Everything the server acknowledged during a run: bookings and the last status each was given. */
export interface Ledger {
  bookings: Acknowledged[];
  statuses: Map<number, string>;
}

export const newLedger = (): Ledger => ({ bookings: [], statuses: new Map() });

export interface InvariantReport {
  overlappingSlots: number;
  phonesWithSeveralActive: number;
  barbersServingSeveral: number;
  duplicateTokens: number;
  missingAcknowledged: number;
  statusMismatches: number;
  acknowledgedBookings: number;
}

export const violations = (report: InvariantReport) =>
  report.overlappingSlots +
  report.phonesWithSeveralActive +
  report.barbersServingSeveral +
  report.duplicateTokens +
  report.missingAcknowledged +
  report.statusMismatches;

/** Acknowledged slot bookings of one barber and round that overlap (they were all active at once). */
function overlapsInLedger(bookings: readonly Acknowledged[]): number {
  const groups = new Map<string, { start: number; end: number }[]>();
  for (const { barberId, slot } of bookings) {
    if (!slot) continue;
    const key = `${barberId}:${slot.round}`;
    groups.set(key, [...(groups.get(key) ?? []), slot]);
  }
  let overlaps = 0;
  for (const slots of groups.values()) {
    slots.sort((a, b) => a.start - b.start);
    for (let i = 1; i < slots.length; i++) if ((slots[i]?.start ?? 0) < (slots[i - 1]?.end ?? 0)) overlaps++;
  }
  return overlaps;
}

/** Checks the database (with the server stopped) against the rules and against what was acknowledged. */
export async function checkInvariants(target: DatabaseTarget, ledger: Ledger): Promise<InvariantReport> {
  const database = await openTarget(target);
  const shop = database.forShop(FIRST_SHOP_ID);
  try {
    const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string | number }>(await shop.execute(query))[0]?.n ?? 0);
    const active = sql`('waiting', 'serving')`;
    const overlapping = await count(sql`
      select count(*) as n from bookings a join bookings b
        on a.barber_id = b.barber_id and a.id < b.id
       and tstzrange(a.slot_start, a.slot_end) && tstzrange(b.slot_start, b.slot_end)
     where a.booking_type = 'slot' and b.booking_type = 'slot' and a.status in ${active} and b.status in ${active}`);
    const phones = await count(sql`
      select count(*) as n from (select customer_phone from bookings where status in ${active}
        group by customer_phone having count(*) > 1) as p`);
    const serving = await count(sql`
      select count(*) as n from (select barber_id from bookings where status = 'serving'
        group by barber_id having count(*) > 1) as s`);
    const ids = ledger.bookings.map((booking) => booking.id);
    const rows = rowsOf<{ id: number; customer_phone: string; barber_id: number; status: string }>(
      await shop.execute(sql`select id, customer_phone, barber_id, status from bookings where id >= ${Math.min(...ids, 2 ** 31 - 1)}`),
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    const missing = ledger.bookings.filter((b) => {
      const row = stored.get(b.id);
      return !row || row.customer_phone !== b.phone || row.barber_id !== b.barberId;
    }).length;
    const mismatches = [...ledger.statuses].filter(([id, status]) => stored.get(id)?.status !== status).length;
    return {
      overlappingSlots: overlapping + overlapsInLedger(ledger.bookings),
      phonesWithSeveralActive: phones,
      barbersServingSeveral: serving,
      duplicateTokens: ids.length - new Set(ids).size,
      missingAcknowledged: missing,
      statusMismatches: mismatches,
      acknowledgedBookings: ids.length,
    };
  } finally {
    await database.close();
  }
}
