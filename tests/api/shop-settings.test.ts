import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../src/server/db/schema.js';
import { EVENTS_CHANNEL } from '../../src/server/realtime/publish.js';
import { errorSchema } from '../../src/shared/schemas/common.js';
import { serverMessageSchema } from '../../src/shared/schemas/events.js';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, customerLogin, seedShop, staffLogin } from '../helpers/fixtures.js';

describe('shop settings', () => {
  let t: TestApp;
  let admin: string;
  let barber: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
    barber = await staffLogin(t.app, BARBER_A);
    customer = await customerLogin(t.app, '9876500001');
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (payload: unknown, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie }, payload: payload as object });
  const get = () => t.app.inject({ method: 'GET', url: '/api/shop-settings' });

  it('answers the defaults to anyone', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { openings, state, ...plain } = shopSettingsSchema.parse(response.json());
    // The test clock stands at 10:00 on a day the shop's hours are 09:00-18:00.
    expect(state).toEqual({ kind: 'open', opensAt: null, closesAt: '2026-11-21T12:30:00.000Z' });
    expect(openings[0]).toEqual({ start: '2026-11-21T03:30:00.000Z', end: '2026-11-21T12:30:00.000Z' });
    expect(plain).toEqual({
      isOpen: true,
      openTime: '09:00',
      closeTime: '18:00',
      closedDates: [],
      slotInterval: 30,
      timeZone: 'Asia/Kolkata',
      shopName: '',
      shopPhone: '',
      shopAddress: '',
      mapUrl: '',
      turnNearMinutes: 15,
      walkInsBeforeOpeningMinutes: 30,
      upiId: '',
      upiName: '',
      setup: { hoursChecked: false, openedOnce: true, dismissed: false },
    });
  });

  it('serves reads from memory: a row changed behind the app is not read until invalidated', async () => {
    await get();
    await t.ctx.db.update(shopSettings).set({ openTime: '07:00' });
    expect(shopSettingsSchema.parse((await get()).json()).openTime).toBe('09:00');
    t.ctx.store.invalidate({ kind: 'settings' });
    expect(shopSettingsSchema.parse((await get()).json()).openTime).toBe('07:00');
  });

  it('lets the admin change settings, answers the new values and announces the shop status', async () => {
    const received: unknown[] = [];
    const announced = new Promise<void>((resolve) => {
      void t.database.listen(EVENTS_CHANNEL, (payload) => {
        const message = serverMessageSchema.parse(JSON.parse(payload));
        if (message.type === 'shopStatusUpdated') {
          received.push(message.data);
          resolve();
        }
      });
    });
    const response = await put({ isOpen: false, openTime: '10:00', closeTime: '02:00', slotInterval: 15, timeZone: 'Europe/London' });
    expect(response.statusCode).toBe(200);
    const expected = { isOpen: false, openTime: '10:00', closeTime: '02:00', slotInterval: 15, timeZone: 'Europe/London' };
    expect(shopSettingsSchema.parse(response.json())).toMatchObject(expected);
    // Read-your-writes: the hot copy was invalidated after the commit.
    expect(shopSettingsSchema.parse((await get()).json())).toMatchObject(expected);
    await announced;
    expect(received[0]).toEqual({ isOpen: false });
  });

  it("keeps the shop's contact details for the public pages", async () => {
    const contact = {
      shopName: 'Sharma Hair Studio',
      shopPhone: '+91 98450 12345',
      shopAddress: '3rd Cross, Jayanagar\nBengaluru 560011',
      mapUrl: 'https://www.openstreetmap.org/?mlat=12.93&mlon=77.58',
    };
    const response = await put(contact);
    expect(response.statusCode, response.body).toBe(200);
    expect(shopSettingsSchema.parse((await get()).json())).toMatchObject(contact);
    const cleared = await put({ mapUrl: '', shopPhone: '' });
    expect(shopSettingsSchema.parse(cleared.json())).toMatchObject({ mapUrl: '', shopPhone: '', shopName: 'Sharma Hair Studio' });
  });

  it('changes only the fields sent', async () => {
    const response = await put({ isOpen: true });
    expect(response.statusCode).toBe(200);
    expect(shopSettingsSchema.parse(response.json())).toMatchObject({ isOpen: true, openTime: '10:00', slotInterval: 15 });
  });

  it('creates the settings row on first write when it is missing', async () => {
    await t.ctx.db.delete(shopSettings);
    t.ctx.store.invalidate({ kind: 'settings' });
    const response = await put({ slotInterval: 45 });
    expect(response.statusCode).toBe(200);
    expect(shopSettingsSchema.parse(response.json())).toMatchObject({ slotInterval: 45, openTime: '09:00', isOpen: true });
  });

  it.each([
    ['slotInterval 20', { slotInterval: 20 }, 'slotInterval'],
    ['openTime 25:00', { openTime: '25:00' }, 'openTime'],
    ['closeTime 9am', { closeTime: '9am' }, 'closeTime'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['isOpen as text', { isOpen: 'yes' }, 'isOpen'],
    ['a map link over http', { mapUrl: 'http://maps.example/shop' }, 'mapUrl'],
    ['a map link to script', { mapUrl: 'javascript:alert(1)' }, 'mapUrl'],
    ['letters as a phone', { shopPhone: 'call us' }, 'shopPhone'],
    ['a shop name with a NUL', { shopName: 'Chair\u0000' }, 'shopName'],
  ])('refuses %s with 400 and the field', async (_label, payload, field) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const body = errorSchema.parse(response.json());
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.fields).toHaveProperty(field);
  });

  it('refuses 25:00 with the time message', async () => {
    const body = errorSchema.parse((await put({ openTime: '25:00' })).json());
    expect(body.fields?.openTime).toBe('Use a time like 09:30');
  });

  it('refuses unknown fields and an empty update', async () => {
    const unknown = await put({ isOpen: true, admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(errorSchema.parse(unknown.json()).error).toBe('VALIDATION_ERROR');
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(errorSchema.parse(empty.json()).message).toBe('Nothing to update');
  });

  it('answers 401 without a session and 403 for a barber or a customer', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/shop-settings', payload: { isOpen: false } });
    expect(anonymous.statusCode).toBe(401);
    expect(errorSchema.parse(anonymous.json()).error).toBe('UNAUTHORIZED');
    for (const cookie of [barber, customer]) {
      const response = await put({ isOpen: false }, cookie);
      expect(response.statusCode).toBe(403);
      expect(errorSchema.parse(response.json()).error).toBe('FORBIDDEN');
    }
    expect(shopSettingsSchema.parse((await get()).json()).isOpen).toBe(true);
  });
});
