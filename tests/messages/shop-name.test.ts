import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../src/server/db/schema.js';
import { pushPayload } from '../../src/server/messages/push-channel.js';
import { notificationIn, withShopName } from '../../src/shared/domain/notification-texts.js';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { ADMIN, seedShop, staffLogin } from '../helpers/fixtures.js';
import { addSmallShop, bookAt } from './worker-helpers.js';

// On a platform of many shops a customer may book at several: a message names the shop that wrote
// it where its channel allows (docs/product/messages.md).
describe('messages name their shop', () => {
  const channel = new RecordingChannel('whatsapp');
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel] });
    main = await seedShop(t.ctx);
    await t.ctx.db.update(shopSettings).set({ shopName: 'Kapoor Salon' });
    t.ctx.store.clear();
  });
  afterAll(async () => {
    await t.close();
  });

  it("hands each channel the name of the message's own shop", async () => {
    const here = await book(t, { barberId: main.barberA.id, customerPhone: '9700000001', services: [main.haircut.id] });
    const there = await bookAt(t, await addSmallShop(t, 'imran-cuts', 'Imran Cuts'), '9700000002');
    while ((await t.worker.deliver()) > 0);
    expect(channel.sent.find((message) => message.bookingId === here.id)?.shopName).toBe('Kapoor Salon');
    expect(channel.sent.find((message) => message.bookingId === there.id)?.shopName).toBe('Imran Cuts');
  });

  it("shows the shop's name in the admin's list, as the customer reads the message", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: await staffLogin(t.app, ADMIN) } });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = response.json<{ messages: { text: string }[] }>().messages;
    expect(message?.text).toMatch(/^Kapoor Salon · Booking confirmed: token #/);
  });

  it("titles a notification with the shop's name, in every language", () => {
    const params = { token: '7', time: '10:30 AM', link: '/track?booking=7&token=x' };
    expect(pushPayload(7, 'turn_near', params, 'Kapoor Salon')).toMatchObject({ title: 'Kapoor Salon · Your turn is near', shop: 'Kapoor Salon' });
    // A shop without a name: the title as before, and no name to carry.
    expect(pushPayload(7, 'turn_near', params)).not.toHaveProperty('shop');
    expect(pushPayload(7, 'turn_near', params).title).toBe('Your turn is near');
    // The phone writes the title in Hindi from the kind, and puts the shop's name before it.
    expect(withShopName('Kapoor Salon', notificationIn('hi', 'turn_near', params).title)).toBe('Kapoor Salon · आपकी बारी पास है');
  });
});
