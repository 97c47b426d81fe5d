import { describe, expect, it } from 'vitest';
import { bookingSchema, queueTimeSchema, slotsResponseSchema, waitTimeSchema } from '../../src/shared/schemas/booking.js';
import { book, expectError, putStatus, TODAY, TOMORROW, useOpenShop } from './booking-helpers.js';

describe('wait times, queue time and free slots', () => {
  const s = useOpenShop();

  const get = (url: string) => s.t.app.inject({ method: 'GET', url });

  /** Ravi: a haircut in the chair since 10:00, then a colour (60) and a beard trim (15) waiting. */
  async function smallQueue() {
    const { barberA, haircut, colour, beard } = s.shop;
    const first = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    const second = await book(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [colour.id] });
    const third = await book(s.t, { barberId: barberA.id, customerPhone: '9876500003', services: [beard.id] });
    await putStatus(s.t, first.id, { status: 'serving' }, s.barberA);
    s.t.clock.advance(10);
    return { first, second, third };
  }

  it("says when the chair is free by the plan's own instant, so 'Done by' and Next Available agree", async () => {
    const { barberB, haircut } = s.shop;
    const booked = await book(s.t, { barberId: barberB.id, customerPhone: '9876500009', services: [haircut.id] });
    await putStatus(s.t, booked.id, { status: 'serving' }, s.barberB);
    // 40 seconds into a minute: the whole minutes left round up past the end's own minute.
    s.t.clock.advance(10 + 40 / 60);
    const serving = bookingSchema.parse((await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber/${barberB.id}/serving`, headers: { cookie: s.barberB } })).json());
    const walkIn = waitTimeSchema.parse((await get(`/api/barbers/${barberB.id}/wait-time`)).json());
    expect(serving.servingEndsAt).toBe(new Date('2026-11-21T10:30:00+05:30').toISOString());
    expect(serving.servingEndsAt).toBe(walkIn.estimatedStartTime);
    expect(serving.remainingTime).toBe(20);
  });

  it("gives each waiting booking its place and wait from the barber's plan", async () => {
    const { barberA } = s.shop;
    const { second, third } = await smallQueue();
    for (const prefix of ['/api/wait-time', '/api/barbers']) {
      const path = prefix === '/api/barbers' ? `${prefix}/${barberA.id}/wait-time` : `${prefix}/${barberA.id}`;
      const secondWait = waitTimeSchema.parse((await get(`${path}?bookingId=${second.id}`)).json());
      expect(secondWait).toEqual({
        barberId: barberA.id,
        estimatedWaitTime: 20,
        estimatedStartTime: new Date('2026-11-21T10:30:00+05:30').toISOString(),
        expectedTime: '10:30',
        position: 1,
        customersAhead: 1,
        istTimeBase: new Date('2026-11-21T10:10:00+05:30').toISOString(),
      });
      const thirdWait = waitTimeSchema.parse((await get(`${path}?bookingId=${third.id}`)).json());
      expect(thirdWait).toMatchObject({ estimatedWaitTime: 80, expectedTime: '11:30', position: 2, customersAhead: 2 });
      const walkIn = waitTimeSchema.parse((await get(path)).json());
      expect(walkIn).toMatchObject({ estimatedWaitTime: 95, expectedTime: '11:45', position: null, customersAhead: 3 });
    }
  });

  it('answers 404 for an unknown barber or a booking not waiting with that barber', async () => {
    const { barberA, barberB } = s.shop;
    const { first, second } = await smallQueue();
    expectError(await get('/api/wait-time/9999'), 404, 'NOT_FOUND');
    expectError(await get('/api/barbers/9999/wait-time'), 404, 'NOT_FOUND');
    expectError(await get(`/api/wait-time/${barberA.id}?bookingId=${first.id}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/wait-time/${barberB.id}?bookingId=${second.id}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/wait-time/${barberA.id}?bookingId=x`), 400, 'VALIDATION_ERROR');
    const idle = waitTimeSchema.parse((await get(`/api/wait-time/${barberB.id}`)).json());
    expect(idle).toMatchObject({ estimatedWaitTime: 0, customersAhead: 0, expectedTime: '10:10' });
  });

  it('gives the queue time and the remaining time in the chair, without names', async () => {
    const { barberA, barberB } = s.shop;
    const { first } = await smallQueue();
    const response = await get(`/api/barbers/${barberA.id}/queue-time?t=1`);
    expect(queueTimeSchema.parse(response.json())).toEqual({
      barberId: barberA.id,
      queueTime: 95,
      currentlyServing: { bookingId: first.id, remainingTime: 20 },
    });
    expect(response.body).not.toContain('Asha');
    expect(queueTimeSchema.parse((await get(`/api/barbers/${barberB.id}/queue-time`)).json())).toEqual({
      barberId: barberB.id,
      queueTime: 0,
      currentlyServing: null,
    });
    expectError(await get('/api/barbers/9999/queue-time'), 404, 'NOT_FOUND');
  });

  it('lists the slot grid of a date with what is free for the chosen services', async () => {
    const { barberA, haircut, colour } = s.shop;
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500002', services: [haircut.id], slotDate: TODAY, slotTime: '12:00' });

    const today = slotsResponseSchema.parse((await get(`/api/barbers/${barberA.id}/slots`)).json());
    expect(today).toMatchObject({ date: TODAY, dates: [TODAY, TOMORROW], durationMin: 30 });
    const byTime = new Map(today.slots.map((slot) => [slot.time, slot]));
    expect(byTime.get('09:30')).toMatchObject({ available: false, reason: 'PAST' });
    expect(byTime.get('10:00')).toMatchObject({ available: false, reason: 'SMART_POSITIONING_CONFLICT' });
    expect(byTime.get('10:30')).toMatchObject({ available: true });
    expect(byTime.get('12:00')).toMatchObject({ available: false, reason: 'SLOT_TAKEN' });
    expect(byTime.get('17:30')).toMatchObject({ available: true });

    const long = slotsResponseSchema.parse((await get(`/api/barbers/${barberA.id}/slots?date=${TODAY}&services=${colour.id},${haircut.id}`)).json());
    expect(long.durationMin).toBe(90);
    const longByTime = new Map(long.slots.map((slot) => [slot.time, slot]));
    expect(longByTime.get('10:30')).toMatchObject({ available: true });
    expect(longByTime.get('11:00')).toMatchObject({ available: false, reason: 'SLOT_TAKEN' });
    expect(longByTime.get('17:00')).toMatchObject({ available: false, reason: 'AFTER_CLOSING' });

    const tomorrow = slotsResponseSchema.parse((await get(`/api/barbers/${barberA.id}/slots?date=${TOMORROW}`)).json());
    expect(tomorrow.slots.every((slot) => slot.available)).toBe(true);
  });

  it('refuses a date outside the bookable ones and an unknown barber', async () => {
    const { barberA } = s.shop;
    const past = expectError(await get(`/api/barbers/${barberA.id}/slots?date=2026-11-20`), 400, 'VALIDATION_ERROR');
    expect(past.message).toBe('Please select today or a future date');
    const far = expectError(await get(`/api/barbers/${barberA.id}/slots?date=2026-11-23`), 400, 'VALIDATION_ERROR');
    expect(far.message).toBe('Bookings are only available within the next 36 hours');
    expectError(await get(`/api/barbers/${barberA.id}/slots?services=a,b`), 400, 'VALIDATION_ERROR');
    const unknown = expectError(await get(`/api/barbers/${barberA.id}/slots?services=${s.shop.haircut.id},9999`), 400, 'VALIDATION_ERROR');
    expect(unknown.fields).toEqual({ services: 'One of the selected services is no longer offered' });
    expectError(await get('/api/barbers/9999/slots'), 404, 'NOT_FOUND');
  });
});
