import { ADMIN, BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';

/** The fixtures journeys stand on: state over HTTP, signed-in browsers, one clock. */
describe('browser-test harness', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('sets up a shop day over HTTP as its people would', async ({ app }) => {
    const { barberA, haircut } = app.shop;
    const admin = await app.api.login(ADMIN);
    expect((await admin.updateShopSettings({ closeTime: '20:00' })).closeTime).toBe('20:00');

    const booking = await app.api.book({
      barberId: barberA.id,
      customerName: 'Asha Verma',
      customerPhone: '9876543210',
      bookingType: 'queue',
      services: [haircut.id],
    });
    const barber = await app.api.login(BARBER_A);
    expect((await barber.serve(booking.id)).status).toBe('serving');
    expect((await barber.complete(booking.id)).status).toBe('completed');

    app.sender.mode = 'delivered';
    await app.api.customerLogin('9876543211', (phone) => app.sender.lastCode(phone));
    app.sender.mode = 'failing';
    await expect(app.api.customerLogin('9876543212')).rejects.toMatchObject({ status: 502 });
  });

  test("signs a browser in with an API session; the browser's clock is the server's", async ({ app, context, page, advanceClock }) => {
    const customer = await app.api.customerLogin('9876543213');
    await context.addCookies([customer.cookieFor()]);
    await page.goto('/');
    const me = await page.evaluate(async () => (await fetch('/api/me')).json() as Promise<{ user: { role: string } | null }>);
    expect(me.user?.role).toBe('customer');

    const drift = (await page.evaluate(() => Date.now())) - app.clock.now;
    expect(Math.abs(drift)).toBeLessThan(10_000);
    await advanceClock(30);
    const driftAfter = (await page.evaluate(() => Date.now())) - app.clock.now;
    expect(Math.abs(driftAfter)).toBeLessThan(10_000);
  });
});
