import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../src/server/db/schema.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { statusChangeResultSchema } from '../../src/shared/schemas/booking-desk.js';
import { paymentListSchema, paymentSchema } from '../../src/shared/schemas/payment.js';
import { sessionCookie } from '../helpers/fixtures.js';
import { addSecondShop } from '../helpers/shops.js';
import { book, expectError, OPENING, putStatus, useOpenShop } from './booking-helpers.js';

// Paid at the chair (docs/product/money.md#paid-at-the-chair, #upi): the entry written with the
// completion or after it, corrections, refusals that write nothing, undo, and the UPI amount due.
describe('payments at the chair', () => {
  const s = useOpenShop();

  const cash = { items: [{ name: 'Haircut', pricePaise: 30000, serviceId: null }], discountPaise: 5000, tipPaise: 2000, method: 'cash' };

  const setUpi = async (upiId: string, upiName: string) => {
    const response = await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { upiId, upiName } });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeEach(async () => {
    await setUpi('', '');
  });

  /** A walk-in with barber A, in the chair. */
  async function serving(phone = '9876500001'): Promise<number> {
    const booking = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, services: [s.shop.haircut.id] });
    const served = await putStatus(s.t, booking.id, { status: 'serving' }, s.barberA);
    expect(served.statusCode, served.body).toBe(200);
    return booking.id;
  }

  const record = (id: number, payload: unknown, cookie: string | null = s.barberA, prefix = '') =>
    s.t.app.inject({ method: 'POST', url: `${prefix}/api/bookings/${id}/payments`, payload: payload as object, ...(cookie ? { headers: { cookie } } : {}) });
  const list = (id: number, cookie: string | null = s.barberA) =>
    s.t.app.inject({ method: 'GET', url: `/api/bookings/${id}/payments`, ...(cookie ? { headers: { cookie } } : {}) });
  const upiDue = (id: number, amountPaise: number | null, cookie: string | null = s.barberA) =>
    s.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/upi-due`, payload: { amountPaise }, ...(cookie ? { headers: { cookie } } : {}) });
  const rows = () => s.t.ctx.db.select().from(payments).orderBy(payments.id);
  const bookingRow = async (id: number) => {
    const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  };

  it('records the entry with the completion, in one request', async () => {
    const id = await serving();
    s.t.clock.advance(25);
    const completed = await putStatus(s.t, id, { status: 'completed', payment: cash }, s.barberA);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(statusChangeResultSchema.parse(completed.json()).status).toBe('completed');
    const listed = paymentListSchema.parse((await list(id)).json());
    expect(listed).toEqual([
      expect.objectContaining({
        bookingId: id,
        barberId: s.shop.barberA.id,
        items: [{ name: 'Haircut', pricePaise: 30000, serviceId: null }],
        servicesPaise: 30000,
        discountPaise: 5000,
        tipPaise: 2000,
        netPaise: 25000,
        totalPaise: 27000,
        method: 'cash',
        correctsId: null,
        current: true,
        takenAt: new Date(Date.parse(OPENING) + 25 * 60_000).toISOString(),
      }),
    ]);
    const [row] = await rows();
    expect(row?.recordedBy).not.toBeNull();
    // The admin reads it too.
    expect(paymentListSchema.parse((await list(id, s.admin)).json())).toHaveLength(1);
  });

  it('a double tap records once: the second completion and the second first entry are refused', async () => {
    const id = await serving();
    const [first, second] = await Promise.all([
      putStatus(s.t, id, { status: 'completed', payment: cash }, s.barberA),
      putStatus(s.t, id, { status: 'completed', payment: cash }, s.barberA),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expectError(await record(id, cash), 409, 'PAYMENT_ALREADY_RECORDED');
    const [a, b] = await Promise.all([record(id, cash), record(id, cash, s.admin)]);
    expect([a.statusCode, b.statusCode]).toEqual([409, 409]);
    expect(await rows()).toHaveLength(1);
  });

  it('records a booking completed without one, once', async () => {
    const id = await serving();
    expect((await putStatus(s.t, id, { status: 'completed' }, s.barberA)).statusCode).toBe(200);
    expect(paymentListSchema.parse((await list(id)).json())).toEqual([]);
    const [a, b] = await Promise.all([record(id, cash), record(id, { ...cash, method: 'card' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const winner = a.statusCode === 201 ? a : b;
    expect(paymentSchema.parse(winner.json())).toMatchObject({ correctsId: null, current: true });
    expect(await rows()).toHaveLength(1);
  });

  it('corrects the current entry with a new one: the history keeps both, the day stays', async () => {
    const id = await serving();
    await putStatus(s.t, id, { status: 'completed', payment: { ...cash, method: 'unpaid' } }, s.barberA);
    const [first] = paymentListSchema.parse((await list(id)).json());
    if (!first) throw new Error('no first entry');
    s.t.clock.advance(120);
    const corrected = await record(id, { ...cash, method: 'cash', tipPaise: 0, correctsId: first.id }, s.admin);
    expect(corrected.statusCode, corrected.body).toBe(201);
    const correction = paymentSchema.parse(corrected.json());
    expect(correction).toMatchObject({ correctsId: first.id, current: true, method: 'cash', totalPaise: 25000, takenAt: first.takenAt });
    // Only the current entry can be corrected; a double-tapped correction gets the same answer.
    expectError(await record(id, { ...cash, correctsId: first.id }), 409, 'PAYMENT_ALREADY_CORRECTED');
    const again = await record(id, { ...cash, method: 'card', correctsId: correction.id });
    expect(again.statusCode, again.body).toBe(201);
    expectError(await record(id, { ...cash, correctsId: correction.id }), 409, 'PAYMENT_ALREADY_CORRECTED');
    const history = paymentListSchema.parse((await list(id)).json());
    expect(history.map((entry) => [entry.method, entry.correctsId, entry.current])).toEqual([
      ['unpaid', null, false],
      ['cash', first.id, false],
      ['card', correction.id, true],
    ]);
    expectError(await record(id, { ...cash, correctsId: 999_999 }), 404, 'NOT_FOUND');
    // The barber's history page carries the entries.
    const page = await s.t.app.inject({ method: 'GET', url: `/api/bookings/history?barberId=${s.shop.barberA.id}`, headers: { cookie: s.barberA } });
    expect(page.json<{ payments: { id: number }[] }>().payments.map((entry) => entry.id)).toEqual(history.map((entry) => entry.id));
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const id = await serving();
    const bad: [unknown, string][] = [
      [{ ...cash, discountPaise: 30001 }, 'discountPaise'],
      [{ ...cash, tipPaise: -1 }, 'tipPaise'],
      [{ ...cash, tipPaise: 1.5 }, 'tipPaise'],
      [{ ...cash, method: 'cheque' }, 'method'],
      [{ ...cash, items: [] }, 'items'],
      [{ ...cash, items: Array.from({ length: 21 }, () => cash.items[0]) }, 'items'],
      [{ ...cash, items: [{ name: '', pricePaise: 100, serviceId: null }] }, 'items.0.name'],
      [{ ...cash, items: [{ name: 'x'.repeat(61), pricePaise: 100, serviceId: null }] }, 'items.0.name'],
      [{ ...cash, items: [{ name: 'Gold facial', pricePaise: 10_000_000, serviceId: null }], tipPaise: 10_000 }, 'items'],
      [{ ...cash, items: [{ name: 'Gold facial', pricePaise: 10_000_001, serviceId: null }] }, 'items.0.pricePaise'],
      [{ ...cash, extra: 1 }, ''],
    ];
    for (const [payment, field] of bad) {
      const response = await putStatus(s.t, id, { status: 'completed', payment }, s.barberA);
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      if (field !== '') expect(Object.keys(body.fields ?? {}), JSON.stringify(payment).slice(0, 80)).toContain(`payment.${field}`);
    }
    // A payment goes with a completion only.
    expectError(await putStatus(s.t, id, { status: 'cancelled', payment: cash }, s.barberA), 400, 'VALIDATION_ERROR');
    expect((await bookingRow(id))?.status).toBe('serving');
    expect(await rows()).toEqual([]);
    // Not completed yet: nothing to record against.
    expectError(await record(id, cash), 409, 'BOOKING_NOT_COMPLETED');
    expect(await rows()).toEqual([]);
  });

  it('refuses UPI until the shop has a UPI ID, and the completion with it', async () => {
    const id = await serving();
    const upi = { ...cash, method: 'upi' };
    const refused = expectError(await putStatus(s.t, id, { status: 'completed', payment: upi }, s.barberA), 409, 'UPI_NOT_SET');
    expect(refused.message).toBe("Set the shop's UPI ID and payee name in Shop Settings to take UPI payments");
    expect((await bookingRow(id))?.status).toBe('serving');
    expectError(await upiDue(id, 27000), 409, 'UPI_NOT_SET');
    expect(await rows()).toEqual([]);
    await setUpi('ramesh.salon@okicici', 'Ramesh Salon');
    expect((await putStatus(s.t, id, { status: 'completed', payment: upi }, s.barberA)).statusCode).toBe(200);
    expect((await rows()).map((row) => row.method)).toEqual(['upi']);
  });

  it('corrects an old UPI entry as UPI after the UPI ID was removed, and refuses UPI for any other', async () => {
    await setUpi('ramesh.salon@okicici', 'Ramesh Salon');
    const id = await serving();
    await putStatus(s.t, id, { status: 'completed', payment: { ...cash, method: 'upi' } }, s.barberA);
    const [first] = paymentListSchema.parse((await list(id)).json());
    if (!first) throw new Error('no first entry');
    await setUpi('', '');
    const corrected = await record(id, { ...cash, method: 'upi', tipPaise: 0, correctsId: first.id });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const correction = paymentSchema.parse(corrected.json());
    expect(correction).toMatchObject({ method: 'upi', correctsId: first.id, totalPaise: 25000 });
    // Corrected to cash, it cannot go back to UPI while the shop has none.
    const cashEntry = paymentSchema.parse((await record(id, { ...cash, correctsId: correction.id })).json());
    expectError(await record(id, { ...cash, method: 'upi', correctsId: cashEntry.id }), 409, 'UPI_NOT_SET');
    expect((await rows()).map((row) => row.method)).toEqual(['upi', 'upi', 'cash']);
  });

  it('undo of the completion removes the entry written with it', async () => {
    const id = await serving();
    const completed = await putStatus(s.t, id, { status: 'completed', payment: cash }, s.barberA);
    const { undoSeq } = statusChangeResultSchema.parse(completed.json());
    expect(await rows()).toHaveLength(1);
    const undone = await s.t.app.inject({ method: 'POST', url: `/api/bookings/${id}/undo`, headers: { cookie: s.barberA }, payload: { seq: undoSeq } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(bookingSchema.parse(undone.json()).status).toBe('serving');
    expect(await rows()).toEqual([]);
    // Completed again, it is recorded again.
    expect((await putStatus(s.t, id, { status: 'completed', payment: cash }, s.barberA)).statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it("lets the barber who served and the owner only: another chair's barber 403, nobody 401, another shop 404", async () => {
    const id = await serving();
    await putStatus(s.t, id, { status: 'completed' }, s.barberA);
    expectError(await record(id, cash, s.barberB), 403, 'FORBIDDEN');
    expectError(await list(id, s.barberB), 403, 'FORBIDDEN');
    expectError(await upiDue(id, 27000, s.barberB), 403, 'FORBIDDEN');
    expectError(await record(id, cash, null), 401, 'UNAUTHORIZED');
    expectError(await list(id, null), 401, 'UNAUTHORIZED');
    expectError(await putStatus(s.t, id, { status: 'completed', payment: cash }, s.barberB), 403, 'FORBIDDEN');
    const second = await addSecondShop(s.t);
    const login = await s.t.app.inject({ method: 'POST', url: '/s/imran-cuts/api/login', payload: { username: 'imran', password: 'imran-password-1' } });
    const imran = sessionCookie(login);
    expectError(await record(id, cash, imran, '/s/imran-cuts'), 404, 'NOT_FOUND');
    const foreignList = await s.t.app.inject({ method: 'GET', url: `/s/imran-cuts/api/bookings/${id}/payments`, headers: { cookie: imran } });
    expectError(foreignList, 404, 'NOT_FOUND');
    expect(second.barber.id).toBeGreaterThan(0);
    expect(await rows()).toEqual([]);
    expect((await record(id, cash, s.admin)).statusCode).toBe(201);
  });
});

describe('the shop’s UPI payee', () => {
  const s = useOpenShop();
  const put = (payload: unknown) => s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: payload as object });

  it('saves and shows the UPI ID and payee name; an empty ID removes both', async () => {
    const saved = await put({ upiId: ' ramesh.salon@okicici ', upiName: 'Ramesh Salon' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' });
    const read = await s.t.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(read.json()).toMatchObject({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' });
    expect((await put({ upiId: '' })).json()).toMatchObject({ upiId: '', upiName: '' });
  });

  it('refuses a UPI ID that is not name@bank, and an ID without a payee name', async () => {
    for (const upiId of ['ramesh', 'ramesh@', 'r@okicici', 'ramesh salon@ok', 'ramesh@1ok']) {
      const body = expectError(await put({ upiId, upiName: 'Ramesh' }), 400, 'VALIDATION_ERROR');
      expect(body.fields).toEqual({ upiId: 'Enter a UPI ID like name@bank' });
    }
    expectError(await put({ upiId: 'ramesh@ok', upiName: 'x'.repeat(51) }), 400, 'VALIDATION_ERROR');
    const nameless = expectError(await put({ upiId: 'ramesh@ok' }), 400, 'VALIDATION_ERROR');
    expect(Object.keys(nameless.fields ?? {})).toEqual(['upiName']);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/shop-settings' })).json()).toMatchObject({ upiId: '', upiName: '' });
  });

  it('refuses taking the payee name away from a stored UPI ID, and writes nothing', async () => {
    expect((await put({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' })).statusCode).toBe(200);
    for (const upiName of ['', '   ']) {
      const body = expectError(await put({ upiName }), 400, 'VALIDATION_ERROR');
      expect(body.fields).toEqual({ upiName: "Enter the payee name your customers' UPI app shows" });
    }
    expect((await s.t.app.inject({ method: 'GET', url: '/api/shop-settings' })).json()).toMatchObject({
      upiId: 'ramesh.salon@okicici',
      upiName: 'Ramesh Salon',
    });
    // A new name alone is fine, and so is removing the ID (the name goes with it).
    expect((await put({ upiName: 'Ramesh Cuts' })).json()).toMatchObject({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Cuts' });
    expect((await put({ upiId: '', upiName: '' })).json()).toMatchObject({ upiId: '', upiName: '' });
    // Without an ID, a name alone is kept as given.
    expect((await put({ upiName: '' })).statusCode).toBe(200);
  });
});
