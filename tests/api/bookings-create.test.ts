import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { barbers, bookingEvents, bookings, services, shopSettings } from '../../src/server/db/schema.js';
import { createdBookingSchema } from '../../src/shared/schemas/booking.js';
import { customerLogin } from '../helpers/fixtures.js';
import { book, expectError, postBooking, TODAY, useOpenShop } from './booking-helpers.js';

describe('POST /api/bookings', () => {
  const s = useOpenShop();
  beforeEach(async () => {
    await s.t.ctx.db.update(shopSettings).set({ isOpen: true });
    await s.t.ctx.db.update(barbers).set({ isAvailable: true, deletedAt: null });
    s.t.ctx.store.clear();
  });

  it('books a queue place with its plan figures, service snapshot and a manage token', async () => {
    const { barberA, haircut, beard } = s.shop;
    const response = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id, beard.id] });
    expect(response.statusCode).toBe(201);
    const booking = createdBookingSchema.parse(response.json());
    expect(booking).toMatchObject({
      barberId: barberA.id,
      bookingType: 'queue',
      status: 'waiting',
      customerName: 'Asha Verma',
      estimatedDuration: 45,
      services: [haircut.id, beard.id],
      serviceNames: ['Haircut', 'Beard Trim'],
      barberName: 'Ravi Kumar',
      estimatedWaitTime: 0,
      expectedTime: '10:00',
      position: 1,
      slotDate: null,
    });
    expect(booking.manageToken).toMatch(/^[0-9a-f]{64}$/);
    const [event] = await s.t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(event).toMatchObject({ type: 'bookingCreated', data: { bookingType: 'queue' } });
  });

  it('gives the next booking its place behind the first', async () => {
    const { barberA, haircut } = s.shop;
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    const second = await book(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [haircut.id] });
    expect(second).toMatchObject({ position: 2, estimatedWaitTime: 30, expectedTime: '10:30', customersAhead: 1 });
  });

  it('books a free slot', async () => {
    const { barberA, haircut } = s.shop;
    const booking = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id], slotDate: TODAY, slotTime: '12:00' });
    expect(booking).toMatchObject({ bookingType: 'slot', slotDate: TODAY, slotTime: '12:00', expectedTime: '12:00', estimatedWaitTime: 120 });
  });

  it('refuses a taken slot and a slot overlapping one', async () => {
    const { barberA, barberB, haircut, beard } = s.shop;
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id], slotDate: TODAY, slotTime: '12:00' });
    const same = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [haircut.id], slotDate: TODAY, slotTime: '12:00' });
    expectError(same, 409, 'SLOT_TAKEN');
    const overlapping = await postBooking(s.t, {
      barberId: barberA.id,
      customerPhone: '9876500003',
      services: [haircut.id, beard.id],
      slotDate: TODAY,
      slotTime: '11:30',
    });
    expectError(overlapping, 409, 'SLOT_TAKEN');
    // Another barber's chair is free at that time.
    await book(s.t, { barberId: barberB.id, customerPhone: '9876500004', services: [haircut.id], slotDate: TODAY, slotTime: '12:00' });
  });

  it("refuses a slot over a queue customer's expected time (smart positioning)", async () => {
    const { barberA, haircut } = s.shop;
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    const response = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [haircut.id], slotDate: TODAY, slotTime: '10:00' });
    const body = expectError(response, 409, 'SMART_POSITIONING_CONFLICT');
    expect(body.message).toMatch(/queue/);
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [haircut.id], slotDate: TODAY, slotTime: '10:30' });
  });

  it('refuses past, too distant, off-grid and after-closing slots with the documented messages', async () => {
    const { barberA, haircut, colour } = s.shop;
    const base = { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] };
    const past = expectError(await postBooking(s.t, { ...base, slotDate: TODAY, slotTime: '09:30' }), 400, 'VALIDATION_ERROR');
    expect(past).toMatchObject({ message: 'Please select today or a future date', fields: { slotDate: 'Please select today or a future date' } });
    const far = expectError(await postBooking(s.t, { ...base, slotDate: '2026-11-23', slotTime: '09:00' }), 400, 'VALIDATION_ERROR');
    expect(far.message).toBe('Bookings are only available within the next 36 hours');
    const offGrid = expectError(await postBooking(s.t, { ...base, slotDate: TODAY, slotTime: '10:15' }), 400, 'VALIDATION_ERROR');
    expect(offGrid).toMatchObject({ message: 'Please select a time slot', fields: { slotTime: 'Please select a time slot' } });
    const late = await postBooking(s.t, { ...base, services: [colour.id], slotDate: TODAY, slotTime: '17:30' });
    expect(expectError(late, 400, 'VALIDATION_ERROR').message).toBe('Please select a time slot');
    const missing = await postBooking(s.t, { ...base, bookingType: 'slot' });
    expect(expectError(missing, 400, 'VALIDATION_ERROR').fields).toMatchObject({ slotTime: 'Please select a time slot' });
  });

  it('validates the form with the documented messages', async () => {
    const { barberA, haircut } = s.shop;
    const name = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id], customerName: 'A' });
    expect(expectError(name, 400, 'VALIDATION_ERROR').message).toBe('Name must be at least 2 characters');
    const digits = await postBooking(s.t, { barberId: barberA.id, customerPhone: '98765abcde', services: [haircut.id] });
    expect(expectError(digits, 400, 'VALIDATION_ERROR').message).toBe('Phone number must contain only digits');
    const short = await postBooking(s.t, { barberId: barberA.id, customerPhone: '98765', services: [haircut.id] });
    expect(expectError(short, 400, 'VALIDATION_ERROR').message).toBe('Phone number must be exactly 10 digits');
    const none = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [] });
    expect(expectError(none, 400, 'VALIDATION_ERROR').message).toBe('Please select at least one service');
  });

  it('refuses while the shop is closed', async () => {
    await s.t.ctx.db.update(shopSettings).set({ isOpen: false });
    const response = await postBooking(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500001', services: [s.shop.haircut.id] });
    expectError(response, 409, 'SHOP_CLOSED');
  });

  it('refuses an unknown, unavailable or deleted barber', async () => {
    const { barberA, haircut } = s.shop;
    expectError(await postBooking(s.t, { barberId: 9999, customerPhone: '9876500001', services: [haircut.id] }), 404, 'BARBER_NOT_FOUND');
    await s.t.ctx.db.update(barbers).set({ isAvailable: false }).where(eq(barbers.id, barberA.id));
    expectError(await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] }), 409, 'BARBER_UNAVAILABLE');
    await s.t.ctx.db.update(barbers).set({ isAvailable: true, deletedAt: new Date() }).where(eq(barbers.id, barberA.id));
    expectError(await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] }), 409, 'BARBER_UNAVAILABLE');
  });

  it('refuses an unknown or deleted service', async () => {
    const { barberA, haircut, beard } = s.shop;
    const unknown = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id, 9999] });
    expect(expectError(unknown, 400, 'VALIDATION_ERROR').fields).toHaveProperty('services');
    // Written behind the app's back, so the hot store is told as a committed change would tell it.
    await s.t.ctx.db.update(services).set({ deletedAt: new Date() }).where(eq(services.id, beard.id));
    s.t.ctx.store.invalidate({ kind: 'services' });
    try {
      const deleted = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [beard.id] });
      expect(expectError(deleted, 400, 'VALIDATION_ERROR').fields).toHaveProperty('services');
    } finally {
      await s.t.ctx.db.update(services).set({ deletedAt: null }).where(eq(services.id, beard.id));
      s.t.ctx.store.invalidate({ kind: 'services' });
    }
  });

  it('refuses a second active booking for one phone and names the first', async () => {
    const { barberA, barberB, haircut } = s.shop;
    const first = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    const second = await postBooking(s.t, { barberId: barberB.id, customerPhone: '9876500001', services: [haircut.id] });
    const body = expectError(second, 409, 'PHONE_HAS_ACTIVE_BOOKING');
    expect(body).toMatchObject({ message: 'There is already an active booking with this number', activeBookingId: first.id });
  });

  it("refuses a second booking for the phone when this instance's store does not hold the first, and reads no barber's bookings to look", async () => {
    const { barberA, barberB, haircut } = s.shop;
    const first = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    // As on an instance that has not read Ravi's bookings since another instance changed them.
    s.t.ctx.store.invalidate({ kind: 'bookings', barberId: barberA.id });
    const read = vi.spyOn(s.t.ctx.store, 'activeBookings');
    const second = await postBooking(s.t, { barberId: barberB.id, customerPhone: '9876500001', services: [haircut.id] });
    expect(expectError(second, 409, 'PHONE_HAS_ACTIVE_BOOKING')).toMatchObject({ activeBookingId: first.id });
    expect(read.mock.calls.map(([barberId]) => barberId)).not.toContain(barberA.id);
    read.mockRestore();
  });

  it('answers for the phone first when a booking would be refused for something else too', async () => {
    const { barberA, haircut } = s.shop;
    const first = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    s.t.ctx.store.invalidate({ kind: 'bookings', barberId: barberA.id });
    // Ravi took the day off meanwhile: the booking is refused for the phone, as before he did.
    await s.t.ctx.db.update(barbers).set({ isAvailable: false }).where(eq(barbers.id, barberA.id));
    s.t.ctx.store.invalidate({ kind: 'barbers' });
    const again = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    expect(expectError(again, 409, 'PHONE_HAS_ACTIVE_BOOKING')).toMatchObject({ activeBookingId: first.id });
    const other = await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [haircut.id] });
    expectError(other, 409, 'BARBER_UNAVAILABLE');
  });

  it('answers a retry with the same Idempotency-Key with the same booking', async () => {
    const { barberA, haircut } = s.shop;
    const input = { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] };
    const headers = { 'idempotency-key': 'c2f1b6f0-6a55-4c1e-9d1a-3b7f2f9e0a11' };
    const first = await book(s.t, input, headers);
    const retry = await postBooking(s.t, input, headers);
    expect(retry.statusCode).toBe(200);
    const again = createdBookingSchema.parse(retry.json());
    expect(again.id).toBe(first.id);
    expect(again.manageToken).toBe(first.manageToken);
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(1);

  });

  it('refuses the same Idempotency-Key with a different body instead of handing over the first booking', async () => {
    const { barberA, haircut } = s.shop;
    const input = { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] };
    const headers = { 'idempotency-key': 'c2f1b6f0-6a55-4c1e-9d1a-3b7f2f9e0a12' };
    const first = await book(s.t, input, headers);
    for (const changed of [{ customerName: 'Someone Else' }, { customerPhone: '9876500002' }, { notes: 'different' }]) {
      const reused = await postBooking(s.t, { ...input, ...changed }, headers);
      const body = expectError(reused, 422, 'IDEMPOTENCY_KEY_MISMATCH');
      expect(JSON.stringify(body)).not.toContain(first.manageToken);
    }
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(1);
  });

  it('takes only random-looking Idempotency-Keys', async () => {
    const { barberA, haircut } = s.shop;
    const input = { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] };
    for (const key of ['same-key', 'k'.repeat(129), 'short', 'has spaces in it here', 'semi;colons;are;not;ok']) {
      const refused = await postBooking(s.t, input, { 'idempotency-key': key });
      expect(expectError(refused, 400, 'VALIDATION_ERROR').fields).toHaveProperty('Idempotency-Key');
    }
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(0);
  });

  it("links the booking to a signed-in customer with the same phone, and not to another's", async () => {
    const { barberA, barberB, haircut } = s.shop;
    const cookie = await customerLogin(s.t.app, '9876500001');
    const own = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] }, { cookie });
    const other = await book(s.t, { barberId: barberB.id, customerPhone: '9876500002', services: [haircut.id] }, { cookie });
    const [ownRow] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, own.id));
    const [otherRow] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, other.id));
    expect(ownRow?.customerId).toEqual(expect.any(Number));
    expect(otherRow?.customerId).toBeNull();
  });
});
