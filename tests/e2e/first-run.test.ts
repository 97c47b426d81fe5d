import type { Locator, Page } from 'playwright-core';
import { setOperatorPassword } from '../../src/server/services/operators.js';
import { createShop, setStatus } from '../../src/server/services/platform.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminTab, toastText } from './support/admin-page.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

const BASE = '/s/kings-cuts';

/** Fits the width, passes axe, and is photographed for people to look at. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

/** Waits until the checklist says a step is done (in words for screen readers, beside its tick). */
async function stepDone(checklist: Locator, step: string): Promise<void> {
  await checklist.getByRole('listitem').filter({ hasText: step }).getByText(': Done', { exact: true }).waitFor({ state: 'attached' });
}

/** The operator signs in at /platform, makes Kings Cuts and reads its owner's password, shown once. */
async function createShopAsOperator(page: Page, password: string): Promise<string> {
  await page.goto('/platform');
  await page.getByLabel('Username').fill('asha');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'New shop' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Slug').fill('kings-cuts');
  await dialog.getByLabel('Shop name').fill('Kings Cuts');
  await dialog.getByLabel('Owner’s username').fill('kingsowner');
  await dialog.getByRole('button', { name: 'Create shop' }).click();
  await dialog.getByRole('heading', { name: 'Kings Cuts is ready' }).waitFor();
  const shown = (await dialog.locator('output').nth(1).textContent()) ?? '';
  expect(shown).toMatch(/^[A-Za-z0-9_-]{20}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Operator sign in' }).waitFor();
  return shown;
}

// A new shop's first run (docs/product/screens.md Set up your shop), at 360 px: from the operator's
// New shop to the first customer's token, which the owner sees arrive without a reload.
describe("a new shop's first run", () => {
  test('the operator makes a shop, the owner follows the checklist, a customer joins the queue and the owner sees it live', { timeout: 150_000 }, async ({ app, page, openContext }) => {
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    const ownerPassword = await createShopAsOperator(page, password);

    await page.goto(`${BASE}/admin`);
    await page.waitForURL((url) => url.pathname === `${BASE}/admin/login`);
    await page.getByLabel(/^Username/).fill('kingsowner');
    await page.getByLabel(/^Password/).fill(ownerPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const checklist = page.getByRole('region', { name: 'Set up your shop' });
    await checklist.waitFor();
    await checklist.getByText('0 of 4 done').waitFor();
    await checkScreen(page, 'first-run-checklist');
    await useViewport(page, 'desktop');
    await checkScreen(page, 'first-run-checklist');
    await useViewport(page, 'phone');

    await checklist.getByRole('button', { name: 'Add a barber' }).click();
    await page.getByRole('heading', { level: 2, name: 'Manage Barbers' }).waitFor();
    await page.getByRole('button', { name: /^Add (First )?Barber$/ }).first().click();
    const barber = page.getByRole('dialog', { name: 'Add Barber' });
    await barber.getByLabel(/^Name/).fill('Kiran Rao');
    await barber.getByLabel(/^Username/).fill('kiran');
    await barber.getByLabel(/^Password/).fill('kiran-password-1');
    await barber.getByRole('button', { name: 'Add Barber' }).click();
    await toastText(page, 'Barber added').waitFor();
    await stepDone(checklist, 'Add your barbers');

    await checklist.getByRole('button', { name: 'Add a service' }).click();
    await page.getByRole('heading', { level: 2, name: 'Services' }).waitFor();
    await page.getByRole('button', { name: /^Add (First )?Service$/ }).first().click();
    const service = page.getByRole('dialog', { name: 'Add Service' });
    await service.getByLabel(/^Name/).fill('Classic Cut');
    await service.getByLabel(/^Duration/).fill('30');
    await service.getByRole('button', { name: 'Add Service' }).click();
    await toastText(page, 'Service added').waitFor();
    await stepDone(checklist, 'Add your services');

    await checklist.getByRole('button', { name: 'These hours are right' }).click();
    await stepDone(checklist, 'Check your opening hours');
    await checklist.getByText('3 of 4 done').waitFor();
    expect(await checklist.getByRole('link', { name: /Open the board/ }).getAttribute('href')).toBe(`${BASE}/board`);
    await checkScreen(page, 'first-run-checklist-almost');

    await checklist.getByRole('button', { name: 'Go to the switch' }).click();
    await page.getByRole('heading', { level: 2, name: 'Shop Settings' }).waitFor();
    await page.getByRole('switch', { name: 'Shop open' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Open Shop' }).click();
    await checklist.waitFor({ state: 'detached' });

    // The owner watches the front desk while the first customer joins from their phone: the barber
    // added on another tab is on it without a reload.
    await openAdminTab(page, 'Front desk');
    await page.getByText('0 waiting').waitFor();
    const customer = await (await openContext()).newPage();
    await customer.goto(`${BASE}/`);
    await customer.getByRole('article', { name: 'Kiran Rao' }).getByRole('link', { name: 'BOOK APPOINTMENT' }).click();
    await customer.getByLabel('Your name').fill('Asha Verma');
    await customer.getByLabel('Mobile number').fill('9876500011');
    await customer.getByText('Phone number verified - ready to book!').waitFor();
    await customer.getByRole('checkbox', { name: /Classic Cut/ }).check();
    await customer.getByRole('button', { name: 'Book Appointment' }).click();
    const overlay = customer.getByRole('dialog', { name: "You're booked in" });
    await overlay.getByText(/^#\d+$/).first().waitFor();
    await page.getByText('1 waiting').waitFor();

    // Once done, the checklist stays away after a reload too.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Shop Settings' }).waitFor();
    expect(await checklist.count()).toBe(0);
  });
});

/** What the chrome of a shop's pages is made of: its header, footer and menus, a page's prerendered first paint, a booking link. */
const SHOP_CHROME = 'header, footer, nav, [data-page], a[href*="booking"]';

/**
 * Records, from before the page's HTML is parsed, every piece of a shop's chrome that ever enters
 * the document, even for a moment: an element added and taken out before the page settles is
 * still in the observer's records.
 */
async function recordChrome(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const seen: string[] = [];
    Object.assign(window, { chromeSeen: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const hit = node.matches(selector) ? node : node.querySelector(selector);
          if (hit) seen.push(hit.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, SHOP_CHROME);
  return () => page.evaluate(() => (window as unknown as { chromeSeen: string[] }).chromeSeen);
}

describe('an address with no shop', () => {
  test('the first paint is the no-shop page: no header, page or booking link ever shows before it', async ({ app, page }) => {
    const { shop } = await createShop(app.ctx, { slug: 'lisbon-fades', name: 'Lisbon Fades', timeZone: 'Asia/Kolkata', ownerUsername: 'rui' });
    await setStatus(app.ctx, shop.id, 'suspended');
    const seen = await recordChrome(page);
    for (const [path, heading] of [
      ['/s/nobody/', 'There is no shop at this address.'],
      ['/s/nobody/booking', 'There is no shop at this address.'],
      ['/s/nobody/no-such-page', 'There is no shop at this address.'],
      ['/s/lisbon-fades/', 'This shop is not taking bookings.'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // The server's HTML already says it, before any script has run.
      expect(await response?.text(), path).toContain(heading);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seen(), path).toEqual([]);
    }
  });

  test('every page of a slug nobody has says there is no shop, with nothing to book', async ({ page }) => {
    for (const path of ['/s/nobody/', '/s/nobody/booking', '/s/nobody/board', '/s/nobody/admin/login']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'There is no shop at this address.' }).waitFor();
      expect(await page.getByRole('link', { name: /book/i }).count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
    }
    await expect.poll(() => page.title()).toBe('No shop here');
    await checkScreen(page, 'no-shop');
    await useViewport(page, 'desktop');
    await checkScreen(page, 'no-shop');
  });

  test("a suspended shop's pages say it is not taking bookings", async ({ app, page }) => {
    const { shop } = await createShop(app.ctx, { slug: 'york-fades', name: 'York Fades', timeZone: 'Asia/Kolkata', ownerUsername: 'tom' });
    // Suspended before anyone visits: this instance has not yet looked the shop up.
    await setStatus(app.ctx, shop.id, 'suspended');
    for (const path of ['/s/york-fades/', '/s/york-fades/booking']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'This shop is not taking bookings.' }).waitFor();
      expect(await page.getByRole('link', { name: /book/i }).count()).toBe(0);
    }
    await checkScreen(page, 'shop-suspended');
  });

  // docs/decisions/0020-shop-routing.md: the no-shop page asks every half minute while it is shown
  // whether its shop is there, and opens it afresh, in the same document, once it is.
  test('a page open on a suspended shop shows the shop by itself once the operator resumes it', async ({ app, page, advanceClock }) => {
    const { shop } = await createShop(app.ctx, { slug: 'porto-fades', name: 'Porto Fades', timeZone: 'Asia/Kolkata', ownerUsername: 'rui' });
    await setStatus(app.ctx, shop.id, 'suspended');
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/s/porto-fades/api/shop-settings`) asked.push(path);
    });
    await page.goto('/s/porto-fades/');
    await page.getByRole('heading', { level: 1, name: 'This shop is not taking bookings.' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);

    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    const operator = await app.api.operatorLogin({ username: 'asha', password });
    await operator.resumeShop(shop.id);
    // Half a minute later the page asks, and the shop's page takes the no-shop page's place.
    await advanceClock(1);
    await page.getByRole('heading', { level: 1, name: 'PREMIUM GROOMING' }).waitFor();
    await page.getByRole('banner').getByText('Porto Fades').first().waitFor();
    expect(await page.getByRole('heading', { name: 'This shop is not taking bookings.' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => page.title()).toBe('Porto Fades · Premium Grooming');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/s/porto-fades/manifest.webmanifest');
    // Opened as a first load opens it: its live socket too, which the no-shop page never opened.
    await expect.poll(() => sockets).toEqual(['/s/porto-fades/ws']);
    // The first load's settings, the recheck's, and the shop's afresh: never a tight loop.
    expect(asked.length).toBeLessThanOrEqual(3);
    await checkScreen(page, 'shop-back');

    // Loaded again, the server's HTML already names the shop in the title the app gives it.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<title>Porto Fades · Premium Grooming</title>');
  });
});
