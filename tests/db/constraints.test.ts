import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlState, violatedConstraint } from '../../src/server/db/errors.js';
import { insertBarber, insertBookingRow } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';

const at = (iso: string) => new Date(iso);

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return violatedConstraint(error) ?? `unexpected: ${String(error)}`;
  }
  return undefined;
}

describe(`database invariants (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  let barberId: number;
  let otherBarberId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.owner.execute('TRUNCATE bookings, booking_events, barbers, users RESTART IDENTITY CASCADE');
    barberId = (await insertBarber(database.shop, { name: 'A', username: 'a', password: 'password-a' })).barber.id;
    otherBarberId = (await insertBarber(database.shop, { name: 'B', username: 'b', password: 'password-b' })).barber.id;
  });

  it('refuses a second active booking for one phone, and frees the phone when the first ends', async () => {
    const first = await insertBookingRow(database.shop, { barberId, customerPhone: '9876543210' });
    expect(await refusal(insertBookingRow(database.shop, { barberId: otherBarberId, customerPhone: '9876543210' }))).toBe(
      'bookings_one_active_per_phone',
    );
    await database.shop
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'customer' })
      .where(eq(bookings.id, first.id));
    const again = await insertBookingRow(database.shop, { barberId, customerPhone: '9876543210' });
    expect(again.id).toBeGreaterThan(first.id);
  });

  it('refuses a second serving booking for one barber, but not for another barber', async () => {
    await insertBookingRow(database.shop, { barberId, customerPhone: '9000000001', status: 'serving' });
    expect(
      await refusal(insertBookingRow(database.shop, { barberId, customerPhone: '9000000002', status: 'serving' })),
    ).toBe('bookings_one_serving_per_barber');
    await insertBookingRow(database.shop, { barberId: otherBarberId, customerPhone: '9000000003', status: 'serving' });
  });

  it('refuses an overlapping slot of one barber, and frees the time when the slot is completed', async () => {
    const first = await insertBookingRow(database.shop, {
      barberId,
      customerPhone: '9000000001',
      slotStart: at('2026-11-21T10:00:00+05:30'),
    });
    expect(
      await refusal(
        insertBookingRow(database.shop, {
          barberId,
          customerPhone: '9000000002',
          slotStart: at('2026-11-21T10:15:00+05:30'),
        }),
      ),
    ).toBe('bookings_no_overlapping_slots');
    // Touching ends do not overlap; another barber's chair is free.
    await insertBookingRow(database.shop, { barberId, customerPhone: '9000000003', slotStart: at('2026-11-21T10:30:00+05:30') });
    await insertBookingRow(database.shop, { barberId: otherBarberId, customerPhone: '9000000004', slotStart: at('2026-11-21T10:00:00+05:30') });

    await database.shop.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, first.id));
    await insertBookingRow(database.shop, { barberId, customerPhone: '9000000005', slotStart: at('2026-11-21T10:00:00+05:30') });
  });

  it('gives tokens that are unique and increasing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await insertBookingRow(database.shop, { barberId, customerPhone: `900000001${i}` })).id);
    }
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses malformed rows: bad phone, cancelled without who, slot without a time', async () => {
    await expect(insertBookingRow(database.shop, { barberId, customerPhone: '12345' })).rejects.toThrow();
    await expect(
      insertBookingRow(database.shop, { barberId, customerPhone: '9000000001', status: 'cancelled', cancelledBy: null }),
    ).rejects.toThrow();
    await expect(
      insertBookingRow(database.shop, { barberId, customerPhone: '9000000001', bookingType: 'slot', slotStart: null }),
    ).rejects.toThrow();
    expect(await database.shop.$count(bookings)).toBe(0);
  });

  // Straight into the table, without the barber's lock every booking takes first: PostgreSQL checks
  // an exclusion constraint after the row is in, so two inserts may each wait for the other, and one
  // is ended as a deadlock (40P01), each found a second later (deadlock_timeout), one after another:
  // fifty such inserts took 39 s on a busy CI machine. Twenty, under a ceiling of a minute.
  it.runIf(onPostgres)(
    'keeps exactly one of 20 concurrent inserts of the same slot',
    async () => {
      const slotStart = at('2026-11-22T11:00:00+05:30');
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          insertBookingRow(database.shop, { barberId, customerPhone: `91000000${String(i).padStart(2, '0')}`, slotStart }),
        ),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(results.length - refused.length).toBe(1);
      for (const result of refused) {
        const reason: unknown = result.reason;
        expect(sqlState(reason) === '40P01' || violatedConstraint(reason) === 'bookings_no_overlapping_slots', String(reason)).toBe(true);
      }
      expect(await database.shop.$count(bookings, eq(bookings.barberId, barberId))).toBe(1);
    },
    60_000,
  );
});
