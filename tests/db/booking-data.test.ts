import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeBookingOfPhone,
  activeBookingsOfBarber,
  activeBookingsOfBarbers,
  bookingById,
  countPassOver,
  otherActiveBookingOfPhone,
  otherServingBookingOfBarber,
  restorePassOver,
  updateBooking,
  updateBookingIn,
} from '../../src/server/data/bookings.js';
import { insertBarber, insertBookingRow } from '../../src/server/db/factories.js';
import { FIRST_SHOP_ID } from '../../src/server/db/seed.js';
import { createShopStore } from '../../src/server/services/store.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';

// The booking queries that services used to write each their own way (docs/product/architecture.md):
// one function now answers every caller, so what each caller relied on is pinned here.
describe(`booking queries of the data layer (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  /** Tokens 1-6: waiting, serving, completed, waiting with A; cancelled and waiting with B. */
  async function someBookings() {
    const rows = [];
    rows.push(await insertBookingRow(database.shop, { barberId, customerPhone: '9000000001' }));
    rows.push(await insertBookingRow(database.shop, { barberId, customerPhone: '9000000002', status: 'serving' }));
    rows.push(await insertBookingRow(database.shop, { barberId, customerPhone: '9000000003', status: 'completed' }));
    rows.push(await insertBookingRow(database.shop, { barberId, customerPhone: '9000000004' }));
    rows.push(await insertBookingRow(database.shop, { barberId: otherBarberId, customerPhone: '9000000001', status: 'cancelled' }));
    rows.push(await insertBookingRow(database.shop, { barberId: otherBarberId, customerPhone: '9000000005' }));
    // A changed row is written anew at the table's end: only an explicit order keeps token order.
    await updateBooking(database.shop, 1, { notes: 'changed' });
    return rows;
  }

  it("answers a barber's active bookings in token order, the same in a transaction, outside one and in the hot store", async () => {
    await someBookings();
    const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
    expect(ids(await activeBookingsOfBarber(database.shop, barberId))).toEqual([1, 2, 4]);
    expect(ids(await database.shop.transaction((tx) => activeBookingsOfBarber(tx, barberId)))).toEqual([1, 2, 4]);
    expect(ids(await createShopStore(database.shop, FIRST_SHOP_ID).activeBookings(barberId))).toEqual([1, 2, 4]);
    expect(ids(await activeBookingsOfBarber(database.shop, otherBarberId))).toEqual([6]);
    expect(ids(await activeBookingsOfBarbers(database.shop, [otherBarberId, barberId]))).toEqual([1, 2, 4, 6]);
    expect(ids(await activeBookingsOfBarbers(database.shop, [otherBarberId]))).toEqual([6]);
    // Whole rows: the placement and the plan read every column.
    expect((await activeBookingsOfBarber(database.shop, barberId))[0]).toMatchObject({ id: 1, notes: 'changed', status: 'waiting' });
  });

  it('reads one booking, locked when asked, and nothing for an unknown id', async () => {
    await someBookings();
    expect(await bookingById(database.shop, 3)).toMatchObject({ id: 3, status: 'completed' });
    expect(await database.shop.transaction((tx) => bookingById(tx, 2, { forUpdate: true }))).toMatchObject({ id: 2, status: 'serving' });
    expect(await bookingById(database.shop, 99)).toBeUndefined();
  });

  it("finds a phone's active booking and tells another one apart from the booking itself", async () => {
    await someBookings();
    expect((await activeBookingOfPhone(database.shop, '9000000001'))?.id).toBe(1);
    expect(await activeBookingOfPhone(database.shop, '9000000003')).toBeUndefined();
    expect(await otherActiveBookingOfPhone(database.shop, '9000000001', 1)).toBeUndefined();
    expect(await otherActiveBookingOfPhone(database.shop, '9000000001', 5)).toEqual({ id: 1 });
    expect(await otherServingBookingOfBarber(database.shop, barberId, 2)).toBeUndefined();
    expect(await otherServingBookingOfBarber(database.shop, barberId, 4)).toEqual({ id: 2 });
    expect(await otherServingBookingOfBarber(database.shop, otherBarberId, 6)).toBeUndefined();
  });

  it('changes a booking only while it is in the status and chair it was judged in', async () => {
    await someBookings();
    expect(await updateBookingIn(database.shop, 4, { status: 'serving' }, { notes: 'no' })).toBeUndefined();
    expect(await updateBookingIn(database.shop, 4, { status: 'waiting', barberId: otherBarberId }, { notes: 'no' })).toBeUndefined();
    expect(await updateBookingIn(database.shop, 4, { status: 'waiting', barberId }, { notes: 'yes' })).toMatchObject({ id: 4, notes: 'yes' });
    expect(await updateBookingIn(database.shop, 3, { status: 'completed' }, { notes: 'done' })).toMatchObject({ id: 3, notes: 'done' });
    expect((await bookingById(database.shop, 4))?.notes).toBe('yes');
  });

  it('counts a pass of a waiting booking and takes back only the count that pass made', async () => {
    await someBookings();
    const at = new Date('2026-11-21T10:00:00Z');
    expect((await countPassOver(database.shop, 4, at))?.passedOver).toBe(1);
    expect((await countPassOver(database.shop, 4, at))?.passedOver).toBe(2);
    expect(await countPassOver(database.shop, 2, at)).toBeUndefined();
    expect(await restorePassOver(database.shop, 4, 0, at)).toBeUndefined();
    expect((await restorePassOver(database.shop, 4, 1, at))?.passedOver).toBe(1);
  });
});
