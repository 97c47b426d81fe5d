import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { bookings, services } from '../../src/server/db/schema.js';
import { EVENTS_CHANNEL } from '../../src/server/realtime/publish.js';
import { errorSchema, okSchema } from '../../src/shared/schemas/common.js';
import { serverMessageSchema } from '../../src/shared/schemas/events.js';
import { serviceSchema } from '../../src/shared/schemas/service.js';
import { SERVICE_ICONS } from '../../src/shared/service-icons.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, customerLogin, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

const serviceList = serviceSchema.array();

describe('services', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;
  let barber: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
    barber = await staffLogin(t.app, BARBER_A);
    customer = await customerLogin(t.app, '9876500003');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(response.statusCode).toBe(200);
    return serviceList.parse(response.json());
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  // First, before any change notification is in flight (each one invalidates the store when it arrives).
  it('lists services by id to anyone, from memory', async () => {
    expect((await list()).map((s) => s.name)).toEqual(['Haircut', 'Beard Trim', 'Hair Colour']);
    await t.ctx.db.update(services).set({ name: 'Renamed' }).where(eq(services.id, shop.haircut.id));
    expect((await list())[0]?.name).toBe('Haircut');
    t.ctx.store.invalidate({ kind: 'services' });
    expect((await list())[0]?.name).toBe('Renamed');
    await t.ctx.db.update(services).set({ name: 'Haircut' }).where(eq(services.id, shop.haircut.id));
    t.ctx.store.invalidate({ kind: 'services' });
  });

  it('creates a service with the scissors icon by default and announces it', async () => {
    const announced = new Promise<void>((resolve) => {
      void t.database.listen(EVENTS_CHANNEL, (payload) => {
        if (serverMessageSchema.parse(JSON.parse(payload)).type === 'servicesUpdated') resolve();
      });
    });
    const response = await send('POST', '/api/services', { name: 'Head Massage', description: 'Relaxing', duration: '20' });
    expect(response.statusCode).toBe(201);
    const created = serviceSchema.parse(response.json());
    expect(created).toMatchObject({ name: 'Head Massage', description: 'Relaxing', duration: 20, icon: 'scissors' });
    expect((await list()).at(-1)).toEqual(created);
    await announced;

    const withIcon = serviceSchema.parse((await send('POST', '/api/services', { name: 'Facial', duration: 25, icon: 'massage' })).json());
    expect(withIcon).toMatchObject({ icon: 'massage', description: '' });
  });

  it('keeps an optional price in whole rupees', async () => {
    const created = serviceSchema.parse((await send('POST', '/api/services', { name: 'Facial Deluxe', duration: 40, price: 650 })).json());
    expect(created).toMatchObject({ name: 'Facial Deluxe', price: 650 });
    const repriced = serviceSchema.parse((await send('PUT', `/api/services/${created.id}`, { price: 700 })).json());
    expect(repriced.price).toBe(700);
    const unpriced = serviceSchema.parse((await send('PUT', `/api/services/${created.id}`, { price: null })).json());
    expect(unpriced.price).toBeNull();
    expect((await list()).find((s) => s.id === created.id)?.price).toBeNull();
  });

  it('edits only the fields sent', async () => {
    const response = await send('PUT', `/api/services/${shop.colour.id}`, { duration: 75 });
    expect(response.statusCode).toBe(200);
    expect(serviceSchema.parse(response.json())).toEqual({
      id: shop.colour.id,
      name: 'Hair Colour',
      description: '',
      duration: 75,
      icon: 'colour',
      price: null,
    });
    const renamed = serviceSchema.parse((await send('PUT', `/api/services/${shop.colour.id}`, { name: 'Colour', description: 'Any shade' })).json());
    expect(renamed).toMatchObject({ name: 'Colour', description: 'Any shade', duration: 75 });
    expect((await list()).find((s) => s.id === shop.colour.id)).toEqual(renamed);
  });

  it('refuses bad fields with 400 naming the field, unknown fields and empty edits', async () => {
    const cases: [object, string][] = [
      [{ duration: 30 }, 'name'],
      [{ name: '', duration: 30 }, 'name'],
      [{ name: 'X', duration: 0 }, 'duration'],
      [{ name: 'X', duration: 12.5 }, 'duration'],
      [{ name: 'X', duration: 'long' }, 'duration'],
      [{ name: 'X', duration: 601 }, 'duration'],
    ];
    for (const [payload, field] of cases) {
      const response = await send('POST', '/api/services', payload);
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(errorSchema.parse(response.json()).fields).toHaveProperty(field);
    }
    expectError(await send('POST', '/api/services', { name: 'X', duration: 10, cost: 5 }), 400, 'VALIDATION_ERROR');
    for (const price of [-1, 12.5, '300', 100_001]) {
      const response = await send('POST', '/api/services', { name: 'X', duration: 10, price });
      expect(expectError(response, 400, 'VALIDATION_ERROR').fields).toHaveProperty('price');
    }
    expectError(await send('PUT', `/api/services/${shop.beard.id}`, {}), 400, 'VALIDATION_ERROR');
    expectError(await send('PUT', `/api/services/${shop.beard.id}`, { deletedAt: null }), 400, 'VALIDATION_ERROR');
    expectError(await send('PUT', '/api/services/abc', { duration: 10 }), 400, 'VALIDATION_ERROR');
  });

  it('takes only the icons offered, by key, and refuses anything else with a 400 naming the icon', async () => {
    for (const icon of ['✂️', '', 'Scissors', 'rocket', 'scissors ', 7]) {
      const response = await send('POST', '/api/services', { name: 'Odd', duration: 10, icon });
      const error = expectError(response, 400, 'VALIDATION_ERROR');
      expect(error.fields?.icon, JSON.stringify(icon)).toBe(`Icon must be one of: ${SERVICE_ICONS.join(', ')}`);
      const edit = await send('PUT', `/api/services/${shop.beard.id}`, { icon });
      expect(expectError(edit, 400, 'VALIDATION_ERROR').fields).toHaveProperty('icon');
    }
    expect((await list()).map((service) => service.name)).not.toContain('Odd');
    expect((await list()).find((service) => service.id === shop.beard.id)?.icon).toBe('beard');
    for (const icon of SERVICE_ICONS) {
      expect((await send('PUT', `/api/services/${shop.beard.id}`, { icon })).json()).toMatchObject({ icon });
    }
  });

  it('soft-deletes: hidden from the list, bookings keep their snapshot, deleting twice is 404', async () => {
    const snapshot = { id: shop.beard.id, name: 'Beard Trim', duration: 15, description: '' };
    const booking = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: '9000000001', services: [snapshot] });

    const response = await send('DELETE', `/api/services/${shop.beard.id}`);
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json())).toEqual({ ok: true });
    expect((await list()).map((s) => s.id)).not.toContain(shop.beard.id);

    const [row] = await t.ctx.db.select().from(services).where(eq(services.id, shop.beard.id));
    expect(row?.deletedAt).not.toBeNull();
    const [kept] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.serviceDetails).toEqual([snapshot]);

    expectError(await send('DELETE', `/api/services/${shop.beard.id}`), 404, 'NOT_FOUND');
    expectError(await send('PUT', `/api/services/${shop.beard.id}`, { duration: 20 }), 404, 'NOT_FOUND');
    expectError(await send('DELETE', '/api/services/99999'), 404, 'NOT_FOUND');
    expectError(await send('PUT', '/api/services/99999', { duration: 20 }), 404, 'NOT_FOUND');
  });

  it('answers 401 without a session and 403 for a barber or a customer on every change', async () => {
    const calls: ['POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', '/api/services', { name: 'Sneaky', duration: 10 }],
      ['PUT', `/api/services/${shop.haircut.id}`, { duration: 5 }],
      ['DELETE', `/api/services/${shop.haircut.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expectError(await send(method, url, payload, null), 401, 'UNAUTHORIZED');
      expectError(await send(method, url, payload, barber), 403, 'FORBIDDEN');
      expectError(await send(method, url, payload, customer), 403, 'FORBIDDEN');
    }
    const haircut = (await list()).find((s) => s.id === shop.haircut.id);
    expect(haircut).toMatchObject({ name: 'Haircut', duration: 30 });
    expect((await list()).map((s) => s.name)).not.toContain('Sneaky');
  });
});
