import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema.js';
import { commissionPaise } from '../../src/shared/domain/commission.js';
import { paymentSchema } from '../../src/shared/schemas/payment.js';
import { takingsEntriesPageSchema, takingsReportSchema, type TakingsBarber } from '../../src/shared/schemas/takings.js';
import { book, expectError, putStatus, TODAY, useOpenShop } from './booking-helpers.js';

// Each entry keeps the barber's commission rate when it is written, and a period's share is the
// commission of each rate's net (docs/product/money.md, Takings): a later change of rate leaves
// the entries already written, and their corrections, as they were.
describe('takings at the rates the entries keep', () => {
  const s = useOpenShop();

  const setRate = async (basisPoints: number) => {
    const response = await s.t.app.inject({ method: 'PUT', url: `/api/barbers/${String(s.shop.barberA.id)}`, headers: { cookie: s.admin }, payload: { commissionBasisPoints: basisPoints } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const payment = (pricePaise: number, tipPaise = 0) => ({ items: [{ name: 'Haircut', pricePaise, serviceId: null }], discountPaise: 0, tipPaise, method: 'cash' });

  /** A walk-in with barber A, served and completed with its payment: the entry's id. */
  async function paidVisit(phone: string, pricePaise: number, tipPaise = 0): Promise<number> {
    const booking = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, services: [s.shop.haircut.id] });
    expect((await putStatus(s.t, booking.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
    s.t.clock.advance(20);
    const completed = await putStatus(s.t, booking.id, { status: 'completed', payment: payment(pricePaise, tipPaise) }, s.barberA);
    expect(completed.statusCode, completed.body).toBe(200);
    const [first] = await s.t.ctx.db.select().from(payments).orderBy(asc(payments.id)).then((rows) => rows.filter((row) => row.bookingId === booking.id));
    if (!first) throw new Error('no entry written');
    return first.id;
  }

  const barberA = async (): Promise<TakingsBarber> => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/takings?from=${TODAY}&to=${TODAY}`, headers: { cookie: s.admin } });
    expect(response.statusCode, response.body).toBe(200);
    const own = takingsReportSchema.parse(response.json()).barbers.find((barber) => barber.barberId === s.shop.barberA.id);
    if (!own) throw new Error('barber A missing from the takings');
    return own;
  };

  it('keeps each entry at its own rate when the owner changes it, and a correction at the corrected entry\'s', async () => {
    await setRate(2500);
    const before = await paidVisit('9876511001', 25_002, 1_000);
    await setRate(3333);
    await paidVisit('9876511002', 10_001);
    // The first entry corrected after the change: it keeps 25 %.
    const corrected = await s.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${String((await s.t.ctx.db.select().from(payments)).find((row) => row.id === before)?.bookingId)}/payments`,
      headers: { cookie: s.admin },
      payload: { ...payment(30_002, 1_000), correctsId: before },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(paymentSchema.parse(corrected.json()).correctsId).toBe(before);

    const rows = await s.t.ctx.db.select().from(payments).orderBy(asc(payments.id));
    expect(rows.map((row) => row.commissionBasisPoints)).toEqual([2500, 3333, 2500]);

    // 30 002 at 25 % is 7 500.5 → 7 501; 10 001 at 33.33 % is 3 333.33 → 3 333. At one rate, either
    // would differ: 40 003 at 33.33 % is 13 333.
    const expected = commissionPaise(30_002, 2500) + commissionPaise(10_001, 3333);
    expect(expected).toBe(10_834);
    const share = await barberA();
    expect(share).toMatchObject({ commissionBasisPoints: 3333, netPaidPaise: 40_003, tipsPaise: 1_000, commissionPaise: expected, sharePaise: expected + 1_000 });

    // A later change of rate leaves the period as it was; the answer names the current rate.
    await setRate(0);
    expect(await barberA()).toMatchObject({ commissionBasisPoints: 0, commissionPaise: expected, sharePaise: expected + 1_000 });
  });

  it('answers 400 for a cursor whose instant or id no entry can have, and pages on from the largest real one', async () => {
    for (const cursor of ['9999999999999999_1', '253402300800000_1', '1_9999999999', '1_2147483648']) {
      const error = expectError(
        await s.t.app.inject({ method: 'GET', url: `/api/takings/entries?from=${TODAY}&to=${TODAY}&cursor=${cursor}`, headers: { cookie: s.admin } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(error.message, cursor).toBe('Invalid cursor');
    }
    const last = await s.t.app.inject({ method: 'GET', url: `/api/takings/entries?from=${TODAY}&to=${TODAY}&cursor=253402300799999_2147483647`, headers: { cookie: s.admin } });
    expect(last.statusCode, last.body).toBe(200);
    takingsEntriesPageSchema.parse(last.json());
  });
});
