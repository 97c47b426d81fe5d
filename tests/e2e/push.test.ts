import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { pushSubscriptions } from '../../src/server/db/schema.js';
import type { CreatedBooking } from '../../src/shared/schemas/booking.js';
import { OFFLINE_LANGUAGE_KEY, OFFLINE_PAGE_CACHE } from '../../src/client/service-worker/offline-language.js';
import { notificationIn } from '../../src/shared/domain/notification-texts.js';
import type { PushPayload } from '../../src/shared/schemas/push.js';
import { PushServiceStandIn, PushSubscriber } from '../helpers/push-service.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import type { E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const PHONE = '9876500001';
const NOTIFY = 'Notify me on this phone';

let service: PushServiceStandIn | null = null;
/** The stand-in push service the stubbed browser subscriptions point at; started once per file. */
async function pushService(): Promise<PushServiceStandIn> {
  service ??= await PushServiceStandIn.start();
  return service;
}
test.afterAll(async () => {
  await service?.close();
  service = null;
});

/**
 * Headless Chromium has no push service to subscribe with: PushManager answers with a stand-in
 * subscription whose endpoint is the local push service, as a phone's browser would with its
 * vendor's. Everything around it (the permission, the service worker, the API) is real.
 */
async function stubPushManager(context: BrowserContext, subscriber: PushSubscriber): Promise<void> {
  await context.addInitScript((json) => {
    if (!('PushManager' in window)) return;
    type Stub = { options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean } };
    let current: (Stub & Record<string, unknown>) | null = null;
    const subscribe = (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      const bytes = key instanceof Uint8Array ? new Uint8Array(key).buffer : null;
      current = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes, userVisibleOnly: options?.userVisibleOnly ?? false },
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      (window as unknown as { subscribedWith?: string }).subscribedWith = bytes ? btoa(String.fromCharCode(...new Uint8Array(bytes))) : '';
      return Promise.resolve(current);
    };
    PushManager.prototype.subscribe = subscribe as unknown as PushManager['subscribe'];
    PushManager.prototype.getSubscription = (() => Promise.resolve(current)) as unknown as PushManager['getSubscription'];
  }, subscriber.toJSON());
}

const endpointsOf = async (app: E2EApp, bookingId: number): Promise<string[]> =>
  (await app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.bookingId, bookingId))).map((row) => row.endpoint);

/** Books a walk-in with Sunil through the booking page and waits for the confirmation. */
async function bookWalkIn(page: Page, app: E2EApp): Promise<number> {
  await page.goto(`/booking/${app.shop.barberB.id}`);
  await page.getByLabel('Your name').fill('Asha Verma');
  await page.getByLabel('Mobile number').fill(PHONE);
  await page.getByText('Phone number verified - ready to book!').waitFor();
  await page.getByRole('checkbox', { name: 'Haircut' }).check();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const booking = (await (await created).json()) as CreatedBooking;
  await page.getByRole('dialog', { name: "You're booked in" }).waitFor();
  return booking.id;
}

/** The notifications the service worker is showing. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
  });

describe('notifications on this phone', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)(
    'on a %s: turned on from the confirmation, stored by the server, shown by the service worker, and turned off',
    async (viewport, { app, page, context }) => {
      await useViewport(page, viewport);
      const subscriber = new PushSubscriber((await pushService()).endpoint(`phone-${viewport}`));
      await stubPushManager(context, subscriber);
      await context.grantPermissions(['notifications']);

      const bookingId = await bookWalkIn(page, app);
      const dialog = page.getByRole('dialog', { name: "You're booked in" });
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'push-confirmation-offer');

      const saved = page.waitForResponse((response) => response.url().endsWith(`/api/bookings/${bookingId}/push`));
      await dialog.getByRole('button', { name: NOTIFY }).click();
      expect((await saved).status()).toBe(201);
      await dialog.getByText('Notifications on').waitFor();
      expect(await endpointsOf(app, bookingId)).toEqual([subscriber.endpoint]);
      // The browser was subscribed with the server's own key.
      const subscribedWith = await page.evaluate(() => (window as unknown as { subscribedWith?: string }).subscribedWith);
      expect(Buffer.from(subscribedWith ?? '', 'base64').toString('base64url')).toBe(app.ctx.pushPublicKey);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'push-confirmation-on');

      // A message as the push channel writes it, handed to the service worker as the push service would.
      const payload: PushPayload = {
        title: 'Your turn is near',
        body: `Your turn is near: token #${bookingId} is expected at 10:30 AM. Please come to the shop.`,
        url: `${app.baseURL}/track?booking=${bookingId}&token=t`,
        tag: `booking-${bookingId}`,
        kind: 'turn_near',
        params: { token: String(bookingId), time: '10:30 AM' },
      };
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${app.baseURL}/`);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.baseURL, registrationId: await registered, data: JSON.stringify(payload) });
      await expect
        .poll(() => shownNotifications(page), { timeout: 10_000 })
        .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

      // A phone that shows the app in Hindi (the app keeps its language where the worker reads it) gets it in Hindi.
      await page.evaluate(
        async ([cacheName, key]) => {
          const cache = await caches.open(cacheName);
          await cache.put(key, new Response(JSON.stringify({ language: 'hi' }), { headers: { 'content-type': 'application/json' } }));
        },
        [OFFLINE_PAGE_CACHE, OFFLINE_LANGUAGE_KEY] as const,
      );
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.baseURL, registrationId: await registered, data: JSON.stringify(payload) });
      const hindi = notificationIn('hi', 'turn_near', payload.params);
      expect(hindi.body).toContain('10:30 am');
      await expect
        .poll(() => shownNotifications(page), { timeout: 10_000 })
        .toEqual([{ title: hindi.title, body: hindi.body, tag: payload.tag, data: { url: payload.url } }]);

      await dialog.getByRole('button', { name: `Turn off notifications for booking #${bookingId}` }).click();
      await dialog.getByRole('button', { name: NOTIFY }).waitFor();
      expect(await endpointsOf(app, bookingId)).toEqual([]);
    },
  );

  test.for(VIEWPORT_NAMES)('on a %s: offered on the track card of a booking this phone made', async (viewport, { app, page, context }) => {
    await useViewport(page, viewport);
    const subscriber = new PushSubscriber((await pushService()).endpoint(`track-${viewport}`));
    await stubPushManager(context, subscriber);
    await context.grantPermissions(['notifications']);
    const booking = await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Asha Verma',
      customerPhone: PHONE,
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });
    // This phone made the booking: it keeps the manage token, as the booking page does.
    await context.addInitScript(
      ([id, token]) => {
        if (location.protocol === 'http:') localStorage.setItem('chair.manageTokens', JSON.stringify({ [id]: token }));
      },
      [String(booking.id), booking.manageToken] as const,
    );
    await page.goto(`/track?phone=${PHONE}`);
    const card = page.getByRole('listitem').filter({ hasText: `#${booking.id}` });
    await card.getByText('In Queue').waitFor();
    await card.getByRole('button', { name: NOTIFY }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'push-track-offer');

    await card.getByRole('button', { name: NOTIFY }).click();
    await card.getByText('Notifications on').waitFor();
    expect(await endpointsOf(app, booking.id)).toEqual([subscriber.endpoint]);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'push-track-on');

    // Back later on this phone: still on.
    await page.reload();
    await card.getByText('Notifications on').waitFor();
  });

  test('not offered to a device that cannot prove the booking is its own', async ({ app, page, context }) => {
    await context.grantPermissions(['notifications']);
    const booking = await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Asha Verma',
      customerPhone: PHONE,
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });
    await page.goto(`/track?phone=${PHONE}`);
    const card = page.getByRole('listitem').filter({ hasText: `#${booking.id}` });
    await card.getByText('In Queue').waitFor();
    expect(await card.getByRole('button', { name: NOTIFY }).count()).toBe(0);
  });

  test("says so when the browser's settings block notifications", async ({ app, page, context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await bookWalkIn(page, app);
    const dialog = page.getByRole('dialog', { name: "You're booked in" });
    await dialog.getByText("Notifications are blocked in this browser's settings").waitFor();
    expect(await dialog.getByRole('button', { name: NOTIFY }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
