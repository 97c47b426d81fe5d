import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { book, expectError, putStatus, TODAY, TOMORROW, useOpenShop } from './booking-helpers.js';

/** The file's one event, read by a standard iCalendar parser. */
function parse(text: string) {
  const calendar = ICAL.Component.fromString(text);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const start = event.getFirstPropertyValue('dtstart');
  const end = event.getFirstPropertyValue('dtend');
  if (!(start instanceof ICAL.Time) || !(end instanceof ICAL.Time)) throw new Error('no start or end');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    status: event.getFirstPropertyValue('status'),
    sequence: event.getFirstPropertyValue('sequence'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    start: start.toJSDate().toISOString(),
    end: end.toJSDate().toISOString(),
  };
}

// docs/product/architecture.md#reach: a slot booking can be added to the customer's calendar.
describe('add to calendar', () => {
  const s = useOpenShop();

  const settings = (payload: Record<string, unknown>) =>
    s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', payload, headers: { cookie: s.admin } });
  const calendarOf = (id: number, token?: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics${token ? `?token=${token}` : ''}` });

  it('gives a slot in Asia/Kolkata its instant, the shop’s address and a link to the booking; cancelled, it cancels the event', async () => {
    expect((await settings({ shopName: 'Kumar Hair Studio', shopAddress: '12 MG Road, Pune' })).statusCode).toBe(200);
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876560001', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '11:30' });

    expectError(await calendarOf(slot.id), 401, 'UNAUTHORIZED');
    const response = await calendarOf(slot.id, slot.manageToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="booking-${slot.id}.ics"`);
    const event = parse(response.body);
    expect(event).toMatchObject({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 0,
      location: 'Kumar Hair Studio, 12 MG Road, Pune',
      // 11:30 in Kolkata (UTC+05:30), for the haircut's 30 minutes.
      start: '2026-11-21T06:00:00.000Z',
      end: '2026-11-21T06:30:00.000Z',
    });
    expect(String(event.url)).toContain(`/track?booking=${slot.id}&token=${slot.manageToken}`);

    expect((await putStatus(s.t, slot.id, { status: 'cancelled', manageToken: slot.manageToken })).statusCode).toBe(200);
    const cancelled = parse((await calendarOf(slot.id, slot.manageToken)).body);
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: event.uid, sequence: 1 });
  });

  it('carries the right instant in a daylight-saving zone', async () => {
    expect((await settings({ timeZone: 'Europe/London' })).statusCode).toBe(200);
    try {
      // London keeps summer time (UTC+01:00) in June and winter time (UTC+00:00) in November.
      s.t.clock.set('2026-06-20T09:00:00Z');
      const summer = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876560002', services: [s.shop.colour.id], slotDate: '2026-06-21', slotTime: '10:00' });
      const event = parse((await calendarOf(summer.id, summer.manageToken)).body);
      expect([event.start, event.end]).toEqual(['2026-06-21T09:00:00.000Z', '2026-06-21T10:00:00.000Z']);

      s.t.clock.set(`${TODAY}T09:00:00Z`);
      const winter = await book(s.t, { barberId: s.shop.barberB.id, customerPhone: '9876560004', services: [s.shop.colour.id], slotDate: TOMORROW, slotTime: '10:00' });
      expect(parse((await calendarOf(winter.id, winter.manageToken)).body).start).toBe('2026-11-22T10:00:00.000Z');
    } finally {
      expect((await settings({ timeZone: 'Asia/Kolkata' })).statusCode).toBe(200);
    }
  });

  it("links to the shop's own domain once it has one (docs/decisions/0020-shop-routing.md)", async () => {
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876560005', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '12:00' });
    const linkOf = async () => String(parse((await calendarOf(slot.id, slot.manageToken)).body).url);
    // Without PUBLIC_URL, the address the file was asked at.
    expect(await linkOf()).toBe(`http://localhost:80/track?booking=${slot.id}&token=${slot.manageToken}`);
    const shop = { id: s.t.ctx.shopId, slug: s.t.ctx.shopSlug };
    await s.t.database.db.execute(sql`update shops set domain = 'kumar-hair.in' where id = ${shop.id}`);
    s.t.shops.domainChanged({ ...shop, domain: 'kumar-hair.in' });
    try {
      expect(await linkOf()).toBe(`https://kumar-hair.in/track?booking=${slot.id}&token=${slot.manageToken}`);
    } finally {
      await s.t.database.db.execute(sql`update shops set domain = null where id = ${shop.id}`);
      s.t.shops.domainChanged({ ...shop, domain: null });
    }
  });

  it('offers no file for a walk-in', async () => {
    const walkIn = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876560003', services: [s.shop.haircut.id] });
    expectError(await calendarOf(walkIn.id, walkIn.manageToken), 409, 'NOT_A_SLOT');
  });
});
