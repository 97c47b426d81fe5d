import { expect } from 'vitest';
import type { AppContext } from '../../src/server/context.js';
import { insertBarber, insertService } from '../../src/server/db/factories.js';
import { shopSettings } from '../../src/server/db/schema.js';
import { createdBookingSchema, type CreatedBooking } from '../../src/shared/schemas/booking.js';
import type { TestApp } from '../helpers/app.js';
import { addShopContext } from '../helpers/shops.js';

/** A second shop of the platform: its settings, one barber and one service. */
export interface OtherShop {
  slug: string;
  shopId: number;
  barberId: number;
  serviceId: number;
}

/** Adds a shop with a barber and a service, named `name`, open around the clock. */
export async function addSmallShop(t: TestApp, slug: string, name = ''): Promise<OtherShop> {
  const ctx: AppContext = await addShopContext(t, slug);
  await ctx.db.insert(shopSettings).values({ shopName: name, openTime: '00:00', closeTime: '00:00' });
  const { barber } = await insertBarber(ctx.db, { name: 'Imran Ali', experience: 5, username: `barber-${slug}`, password: 'imran-password-1' });
  const service = await insertService(ctx.db, { name: 'Haircut', duration: 30, icon: 'scissors' });
  ctx.store.clear();
  return { slug, shopId: ctx.shopId, barberId: barber.id, serviceId: service.id };
}

/** A walk-in at that shop, booked through its /s/{slug} address. */
export async function bookAt(t: TestApp, shop: OtherShop, phone: string): Promise<CreatedBooking> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/s/${shop.slug}/api/bookings`,
    payload: { customerName: 'Asha Verma', customerPhone: phone, bookingType: 'queue', barberId: shop.barberId, services: [shop.serviceId] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return createdBookingSchema.parse(response.json());
}
