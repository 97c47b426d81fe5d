import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { card, RAVI } from './support/home-page.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';

// The home shop under its /s/{slug} address (docs/decisions/0019-shops.md): the pages, their links,
// API calls and live socket all stay under /s/main/.
const BASE = '/s/main';

/**
 * The build's own files, the same for every shop: the server writes them into each page at the
 * site's root. Everything else a page asks for belongs to its shop.
 */
const STATIC = /^\/(assets|icons|images)\/|^\/(sw\.js|manifest\.webmanifest|favicon\.svg|robots\.txt)$/;

interface Traffic {
  /** Paths (with query) of every request the pages made, the build's own files left out. */
  requests: string[];
  /** Paths of every live socket the pages opened. */
  sockets: string[];
  /** Messages received on each socket, by its path. */
  frames: Map<string, number>;
}

/**
 * Records what the pages of `context` ask of the server. The service worker's own requests (it
 * keeps the offline page's shop details, at install for the bare paths) are not the page's.
 */
function recordTraffic(context: BrowserContext, page: Page): Traffic {
  const traffic: Traffic = { requests: [], sockets: [], frames: new Map() };
  context.on('request', (request) => {
    if (request.serviceWorker()) return;
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || STATIC.test(url.pathname)) return;
    traffic.requests.push(`${url.pathname}${url.search}`);
  });
  page.on('websocket', (socket) => {
    const path = new URL(socket.url()).pathname;
    traffic.sockets.push(path);
    socket.on('framereceived', () => {
      traffic.frames.set(path, (traffic.frames.get(path) ?? 0) + 1);
    });
  });
  return traffic;
}

function expectAllUnderBase(traffic: Traffic): void {
  expect(traffic.requests.length).toBeGreaterThan(0);
  expect(traffic.requests.filter((path) => !path.startsWith(`${BASE}/`))).toEqual([]);
  expect(traffic.sockets).not.toHaveLength(0);
  expect(traffic.sockets.filter((path) => path !== `${BASE}/ws`)).toEqual([]);
}

describe("a shop's /s/{slug} address", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a customer sees the barbers, joins the queue, follows it live, and every request stays under the shop', async ({ app, context, page }) => {
    const traffic = recordTraffic(context, page);
    await page.goto(`${BASE}/`);
    await page.getByRole('heading', { level: 1, name: 'PREMIUM GROOMING' }).waitFor();
    await card(page, RAVI).getByText('WAIT: No Wait').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shop-address-home');

    const link = card(page, RAVI).getByRole('link', { name: /BOOK APPOINTMENT/ });
    expect(await link.getAttribute('href')).toBe(`${BASE}/booking/${String(app.shop.barberA.id)}`);
    await link.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/booking/${String(app.shop.barberA.id)}`);
    await page.getByText('Booking with Ravi Kumar').waitFor();

    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByLabel('Mobile number').fill('9876500021');
    await page.getByText('Phone number verified - ready to book!').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${BASE}/api/bookings`);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const booking = (await (await created).json()) as { id: number };
    const overlay = page.getByRole('dialog', { name: "You're booked in" });
    await overlay.getByText(`#${String(booking.id)}`).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'shop-address-booked');

    const track = overlay.getByRole('link', { name: 'Track booking' });
    expect(await track.getAttribute('href')).toBe(`${BASE}/track?phone=9876500021`);
    await track.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/track` && url.searchParams.get('phone') === '9876500021');
    const bookingCard = page.getByRole('listitem').filter({ hasText: `#${String(booking.id)}` });
    await bookingCard.getByText('In Queue').waitFor();

    // The barber starts on it: the page hears it over the shop's socket, without a reload.
    const framesBefore = traffic.frames.get(`${BASE}/ws`) ?? 0;
    const barber = await app.api.login(BARBER_A);
    await barber.serve(booking.id);
    await bookingCard.getByText('Currently Serving').waitFor();
    expect(traffic.frames.get(`${BASE}/ws`) ?? 0).toBeGreaterThan(framesBefore);

    expectAllUnderBase(traffic);
    expect(traffic.requests).toContain(`${BASE}/`);
    expect(traffic.requests.some((path) => path.startsWith(`${BASE}/api/barbers`))).toBe(true);
  });

  test('the booking page opened at its address draws the form, with links that stay in the shop', async ({ context, page }) => {
    const traffic = recordTraffic(context, page);
    await page.goto(`${BASE}/booking`);
    await page.getByRole('combobox', { name: 'Barber' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shop-address-booking');
    // The page was prerendered for the bare paths: drawn afresh here, its links carry the base.
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith(`${BASE}/`))).toEqual([]);
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expectAllUnderBase(traffic);
  });

  test('the admin signs in at /s/main/admin and sees the dashboard, live over the shop\'s socket', async ({ context, page }) => {
    const traffic = recordTraffic(context, page);
    await page.goto(`${BASE}/admin`);
    await page.waitForURL((url) => url.pathname === `${BASE}/admin/login`);
    await page.getByLabel(/^Username/).fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`Welcome, ${ADMIN.username}`).waitFor();
    await expect.poll(() => traffic.frames.get(`${BASE}/ws`) ?? 0).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
    // The header's first-paint copy of who is signed in is this shop's own.
    expect(await page.evaluate(() => [localStorage.getItem('user@/s/main') !== null, localStorage.getItem('user')])).toEqual([true, null]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/admin/login`);
    expectAllUnderBase(traffic);
  });
});
