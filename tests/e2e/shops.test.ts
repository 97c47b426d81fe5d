import type { Page } from 'playwright-core';
import { insertBarber, insertService } from '../../src/server/db/factories.js';
import { createShop } from '../../src/server/services/platform.js';
import { shopListSchema, shopPlaceSchema, type ShopList, type ShopPlaceUpdate } from '../../src/shared/schemas/shop-list.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { checkHindiScreen, HINDI_BROWSER } from './support/hindi.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

// The platform's list of shops, /shops (docs/product/screens.md#shops): three listed shops in
// Bengaluru, each with its owner. Raja Hair Studio is the home shop (two barbers, nobody waiting),
// Indira Cuts is open with one barber and one walk-in waiting, and Jaya Cuts is closed by its owner.
const RAJA = { name: 'Raja Hair Studio', area: 'Ejipura', pinCode: '560047', latitude: 12.9352, longitude: 77.6245 };
const INDIRA = { slug: 'indira-cuts', name: 'Indira Cuts', area: 'Indiranagar', pinCode: '560038', latitude: 12.9719, longitude: 77.6412 };
const JAYA = { slug: 'jaya-cuts', name: 'Jaya Cuts', area: 'Jayanagar', pinCode: '560041', latitude: 12.925, longitude: 77.5838 };
/** The visitor stands 0.3 km from Indira Cuts, 4.2 km from Raja Hair Studio and 7.8 km from Jaya Cuts. */
const VISITOR = { latitude: 12.97, longitude: 77.6395 };
/** In order of area, as the list is without a location, and nearest first from the visitor. */
const BY_AREA = [RAJA.name, INDIRA.name, JAYA.name];
const NEAREST_FIRST = [INDIRA.name, RAJA.name, JAYA.name];

const place = (shop: { area: string; pinCode: string; latitude: number; longitude: number }): ShopPlaceUpdate => ({
  area: shop.area,
  pinCode: shop.pinCode,
  latitude: shop.latitude,
  longitude: shop.longitude,
  listed: true,
});

/** A JSON request as a shop's owner makes it from another device: under the shop's /s/{slug}, with its session cookie. */
async function send(app: E2EApp, path: string, method: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(new URL(path, app.baseURL), {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}: ${await response.text()}`);
  return response;
}

/** A shop of the platform, made as the operator makes one, set up by its owner: a barber and a service, its place, open or not. */
async function addListedShop(app: E2EApp, shop: typeof INDIRA, open: boolean): Promise<void> {
  const { owner } = await createShop(app.ctx, { slug: shop.slug, name: shop.name, timeZone: 'Asia/Kolkata', ownerUsername: `${shop.slug}-owner` });
  const found = await app.shops.bySlug(shop.slug);
  if (found.kind !== 'open') throw new Error(`${shop.slug} is ${found.kind}`);
  const { barber } = await insertBarber(found.ctx.db, { name: `${shop.name} barber`, experience: 4, username: `${shop.slug}-barber`, password: 'barber-password-1' });
  const haircut = await insertService(found.ctx.db, { name: 'Haircut', duration: 30, icon: 'scissors' });
  found.ctx.store.clear();
  const base = `/s/${shop.slug}`;
  const login = await send(app, `${base}/api/login`, 'POST', owner);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  await send(app, `${base}/api/shop-settings`, 'PUT', { isOpen: open, shopAddress: `12 ${shop.area} Cross` }, cookie);
  await send(app, `${base}/api/shop-settings/place`, 'PUT', place(shop), cookie);
  if (open) {
    const walkIn = { barberId: barber.id, customerName: 'Rohan Das', customerPhone: '9000000009', bookingType: 'queue', services: [haircut.id] };
    await send(app, `${base}/api/bookings`, 'POST', walkIn);
  }
}

/** The list as the server answers it now. */
async function listNow(app: E2EApp): Promise<ShopList> {
  const response = await fetch(new URL('/api/platform/shop-list', app.baseURL));
  return shopListSchema.parse(await response.json());
}

/**
 * Lists the three shops once for the file, before any page opens (a change made through the API
 * afterwards would wait on the pages' sockets), and waits until the list worker has summed each up.
 */
let listed: Promise<void> | null = null;
function listThreeShops(app: E2EApp): Promise<void> {
  listed ??= (async () => {
    const owner = await app.api.login(ADMIN);
    await owner.updateShopSettings({ shopName: RAJA.name, shopAddress: '80 Feet Road, Ejipura' });
    await owner.call('PUT', '/api/shop-settings/place', shopPlaceSchema, place(RAJA));
    await addListedShop(app, INDIRA, true);
    await addListedShop(app, JAYA, false);
    await expect
      .poll(async () => (await listNow(app)).shops.map((shop) => `${shop.name} ${String(shop.waitMinutes)}`), { timeout: 10_000 })
      .toEqual(['Raja Hair Studio 0', 'Indira Cuts 30', 'Jaya Cuts null']);
  })();
  return listed;
}

const row = (page: Page, name: string) => page.getByRole('article', { name });
const rowNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

/** Presses Tab until `target` has the focus, at most `limit` times; answers how many it took. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${String(limit)} presses of Tab never reached it`);
}

describe('the list of shops', () => {
  test('the visitor shares their location, gets in line at the nearest shop, and another browser sees its wait move live', async ({ app, page, context, openContext }) => {
    await listThreeShops(app);
    // Someone else has the list open: the wait moves there by itself.
    const watcher = await (await openContext()).newPage();
    await watcher.goto('/shops');
    const indiraThere = row(watcher, INDIRA.name);
    await indiraThere.getByText('WAIT: 30 min').waitFor();
    await watcher.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(VISITOR);
    await page.goto('/shops');
    await page.getByRole('heading', { level: 1, name: 'Find the shortest wait' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '3 shops' }).waitFor();
    // Without a location: by area.
    await page.getByText('By area, A to Z').waitFor();
    expect(await rowNames(page)).toEqual(BY_AREA);
    await row(page, RAJA.name).getByText('WAIT: No Wait').waitFor();
    await row(page, JAYA.name).getByText('Closed · booking opens when the shop opens').waitFor();
    expect(await row(page, JAYA.name).getByRole('link', { name: 'See the shop at Jaya Cuts' }).getAttribute('href')).toBe('/s/jaya-cuts/');

    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByRole('button', { name: 'Stop using my location' }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual(NEAREST_FIRST);
    await page.getByText('Nearest first, from where you are').waitFor();
    const indira = row(page, INDIRA.name);
    await indira.getByText('0.3 km away').waitFor();
    await indira.getByText('Indiranagar · PIN 560038').waitFor();
    await indira.getByText('Open now').waitFor();
    await indira.getByText('WAIT: 30 min').waitFor();
    await indira.getByText('Your turn about 10:30 AM').waitFor();
    await row(page, RAJA.name).getByText('4.2 km away').waitFor();
    // The location went as the list's query alone: not in the address, not kept in the browser.
    expect(new URL(page.url()).search).toBe('');
    const kept = await page.evaluate(() => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key))).join(' '));
    expect(kept).not.toContain('12.97');
    expect(kept).not.toContain('77.63');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shops-near');

    await indira.getByRole('link', { name: 'Get in line at Indira Cuts' }).click();
    await page.waitForURL((url) => url.pathname === '/s/indira-cuts/');
    await page.getByRole('article', { name: 'Indira Cuts barber' }).getByRole('link', { name: 'BOOK APPOINTMENT' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/s/indira-cuts/booking/'));
    await page.getByText('Expected around 10:30 AM').waitFor();
    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByLabel('Mobile number').fill('9876500012');
    await page.getByText('Phone number verified - ready to book!').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('dialog', { name: "You're booked in" }).getByText('Queue', { exact: true }).waitFor();

    // Its one chair has an hour's work now: the next walk-in at Indira Cuts starts at 11:00.
    await indiraThere.getByText('WAIT: 1 Hr').waitFor();
    await indiraThere.getByText('Your turn about 11:00 AM').waitFor();
    expect(await watcher.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('searches by area or PIN code, says when nothing is found or the location is refused, and is reachable by keyboard', async ({ app, page }) => {
    await listThreeShops(app);
    await page.goto('/shops');
    await page.getByRole('heading', { level: 2, name: '3 shops' }).waitFor();
    await page.getByText('By area, A to Z').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shops');

    // This browser never allowed the location.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Location is blocked for this site.', { exact: false }).waitFor();
    expect(await rowNames(page)).toEqual(BY_AREA);

    const search = page.getByLabel('Search by name, area or PIN code');
    await search.fill('560041');
    await expect.poll(() => rowNames(page)).toEqual(['Jaya Cuts']);
    await page.getByRole('heading', { level: 2, name: '1 shop' }).waitFor();
    await search.fill('indira cuts');
    await expect.poll(() => rowNames(page)).toEqual(['Indira Cuts']);
    await search.fill('Whitefield');
    await page.getByText('No shops found').waitFor();
    await page.getByText('Nothing matches “Whitefield”.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shops-empty');
    await useViewport(page, 'desktop');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shops-empty');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => rowNames(page)).toEqual(BY_AREA);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shops');

    // From the top of the page: the skip link, the language, the search, the location, then each shop's way in.
    await useViewport(page, 'phone');
    await page.goto('/shops');
    await page.getByRole('heading', { level: 2, name: '3 shops' }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), 2);
    await tabTo(page, page.getByLabel('Search by name, area or PIN code'), 3);
    await tabTo(page, page.getByRole('button', { name: 'Use my location' }), 2);
    await tabTo(page, page.getByRole('link', { name: 'Get in line at Raja Hair Studio' }), 2);
    await tabTo(page, page.getByRole('link', { name: 'Get in line at Indira Cuts' }), 2);
    await tabTo(page, page.getByRole('link', { name: 'See the shop at Jaya Cuts' }), 2);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/s/jaya-cuts/');
  });

  test('fits a desktop with the nearest shops first', async ({ app, page, context }) => {
    await listThreeShops(app);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(VISITOR);
    await useViewport(page, 'desktop');
    await page.goto('/shops');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => rowNames(page)).toEqual(NEAREST_FIRST);
    await page.getByText('Nearest first, from where you are').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shops-near');
  });

  test('reads in Hindi on a phone set to Hindi', async ({ app, openContext }) => {
    await listThreeShops(app);
    const context = await openContext({ ...HINDI_BROWSER, permissions: ['geolocation'], geolocation: VISITOR });
    const page = await context.newPage();
    await page.goto('/shops');
    await page.getByRole('heading', { level: 1, name: 'सबसे कम इंतज़ार खोजें' }).waitFor();
    await page.getByRole('button', { name: 'मेरी लोकेशन इस्तेमाल करें' }).click();
    await expect.poll(() => rowNames(page)).toEqual(NEAREST_FIRST);
    await row(page, INDIRA.name).getByText('0.3 कि.मी. दूर').waitFor();
    await checkHindiScreen(page, 'hindi-shops', { viewports: VIEWPORT_NAMES });
  });
});
