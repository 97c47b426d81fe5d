import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { book, confirmComplete, openDashboard, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { launchPersistentChromium } from './support/chromium.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';
import { OFFLINE_RECHECK_MS } from '../../src/client/service-worker/offline-page.js';
import { createShop } from '../../src/server/services/platform.js';

const SHOP = { shopName: 'Kings Barbers', shopPhone: '+91 98765 43210' };

/** The shop's contact details the offline page shows: set through the admin, as a shop owner would. */
async function nameTheShop(app: E2EApp): Promise<void> {
  const admin = await app.api.login(ADMIN);
  await admin.updateShopSettings(SHOP);
}

/** Waits until the service worker is activated and controls the page (it claims open pages at once). */
async function workerInControl(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { state: registration.active?.state, controlled: navigator.serviceWorker.controller !== null };
    });
  await expect.poll(state, { timeout: 10_000 }).toEqual({ state: 'activated', controlled: true });
}

/** Every request the service worker keeps, by path, over all of its caches. */
function keptPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

/** The shop's details the worker keeps for the offline page, once it has fetched them. */
function keptContact(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await (await caches.open('chair-offline-contact')).match('/__offline-page/shop-contact.json');
    return response ? ((await response.json()) as unknown) : null;
  });
}

describe('the installable app', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('Chromium finds it installable; its worker takes over and keeps the app shell but no API answer', async ({ app, chromePath, context: _ }) => {
    await nameTheShop(app);
    await createShop(app.ctx, { slug: 'kings-cuts', name: 'Kings Cuts & Shave', timeZone: 'Asia/Kolkata', ownerUsername: 'kingsowner' });
    // Chromium offers no install in an incognito window, which every fixture context is: a profile on disk.
    const profile = await mkdtemp(path.join(tmpdir(), 'chair-profile-'));
    const browser = await launchPersistentChromium(chromePath, profile, { baseURL: app.baseURL, viewport: { width: 360, height: 740 } });
    const page = await browser.newPage();
    try {
      await expectInstallable(app, page);
      await expectShopInstallable(app, page);
    } finally {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  async function expectInstallable(app: E2EApp, page: Page): Promise<void> {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /PREMIUM GROOMING/i }).waitFor();

    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${app.baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: SHOP.shopName, start_url: '/', scope: '/' });
    await workerInControl(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The page keeps using the app (its data, its live socket) while the worker is in control.
    await page.getByRole('link', { name: /BOOK APPOINTMENT/ }).first().waitFor();
    await expect.poll(() => keptContact(page), { timeout: 10_000 }).toMatchObject(SHOP);
    const kept = Object.values(await keptPaths(page)).flat();
    expect(kept.some((path) => path.endsWith('.css'))).toBe(true);
    // Each shop's manifest comes from the server every time: a kept copy could name another shop.
    expect(kept.filter((file) => file.endsWith('manifest.webmanifest'))).toEqual([]);
    expect(kept.filter((file) => file.startsWith('/api') || file.startsWith('/ws') || file.startsWith('/uploads'))).toEqual([]);
  }

  /** Another shop's address installs as that shop's own app: its name, opening at and keeping to its address. */
  async function expectShopInstallable(app: E2EApp, page: Page): Promise<void> {
    await page.goto('/s/kings-cuts/');
    await page.getByRole('heading', { level: 1, name: /PREMIUM GROOMING/i }).waitFor();
    const link = await page.locator('link[rel="manifest"]').evaluate((element) => (element as HTMLLinkElement).href);
    expect(link).toBe(`${app.baseURL}/s/kings-cuts/manifest.webmanifest`);
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(link);
    expect(manifest.errors).toEqual([]);
    const own = { id: '/s/kings-cuts/', start_url: '/s/kings-cuts/', scope: '/s/kings-cuts/' };
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ ...own, name: 'Kings Cuts & Shave', short_name: 'Kings Cuts' });
    await workerInControl(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  }

  test.for(VIEWPORT_NAMES)("on a %s with no network, a page opens as the offline page with the shop's phone", async (viewport, { app, page, context }) => {
    await useViewport(page, viewport);
    await nameTheShop(app);
    await page.goto('/');
    await workerInControl(page);
    await expect.poll(() => keptContact(page), { timeout: 10_000 }).toMatchObject(SHOP);

    // The shop changes its number; the worker's copy is brought up to date by the next page load
    // (once it is ten minutes old: here it is dropped to stand for that).
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ shopPhone: '+91 90000 12345' });
    await page.evaluate(() => caches.open('chair-offline-contact').then((cache) => cache.delete('/__offline-page/shop-contact.json')));
    await page.reload();
    await expect.poll(() => keptContact(page), { timeout: 10_000 }).toMatchObject({ shopPhone: '+91 90000 12345' });

    await context.setOffline(true);
    await page.goto('/track?phone=9876543210');
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await page.getByText("We can't reach Kings Barbers right now.").waitFor();
    const call = page.getByRole('link', { name: 'Call +91 90000 12345' });
    expect(await call.getAttribute('href')).toBe('tel:+919000012345');
    const retry = page.getByRole('link', { name: 'Try again' });
    expect(await retry.getAttribute('href')).toBe('/track?phone=9876543210');
    expect(await page.title()).toBe("You're offline · Kings Barbers");
    // Styled by the app's own stylesheet, kept by the worker: the heading is in the display font.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toContain('Playfair');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'offline-page');

    // The network is back: the page that failed opens by itself, no Try again needed.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: /Track/i }).waitFor();
  });

  test.for(VIEWPORT_NAMES)(
    'on a %s the barber dashboard says it is offline and turns its actions off, then carries on when the network is back',
    async (viewport, { app, page, context }) => {
      await useViewport(page, viewport);
      const asha = await book(app, '9000000001', 'Asha Verma');
      await book(app, '9000000002', 'Rohan Das');
      // Every command the page sends, over HTTP or on its live socket.
      let commands = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT') commands += 1;
      });
      page.on('websocket', (socket) => {
        socket.on('framesent', (frame) => {
          if (String(frame.payload).includes('"type":"update')) commands += 1;
        });
      });
      const barber = await openDashboard(app, page);
      await barber.serve(asha.id);
      const complete = page.getByRole('button', { name: 'Complete' });
      await complete.waitFor();
      expect(await complete.isEnabled()).toBe(true);
      // The break lengths are folded below the chair's work: open them to see them turn off.
      await page.getByRole('button', { name: 'Take a break' }).click();

      await context.setOffline(true);
      const banner = page.getByRole('status').filter({ hasText: "You're offline" });
      await banner.waitFor();
      await banner.getByText('Serving, breaks and time changes are off. Nothing you tap now is sent later.').waitFor();
      await page.getByRole('button', { name: /Offline/ }).waitFor();
      for (const name of ['Complete', 'Cancel', '+5 min', '+10 min', '−5 min', '15 min break']) {
        expect(await page.getByRole('button', { name, exact: true }).first().isDisabled(), name).toBe(true);
      }
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'barber-dashboard-offline');
      await page.getByRole('button', { name: 'Complete' }).click({ force: true });
      expect(commands, 'nothing is sent or queued').toBe(0);

      await context.setOffline(false);
      await banner.waitFor({ state: 'detached' });
      expect(commands, 'nothing queued was sent when the network came back').toBe(0);
      await complete.click();
      await confirmComplete(page);
      await toastText(page, 'Status updated').waitFor();
      expect(commands).toBe(1);
    },
  );

  test.for(VIEWPORT_NAMES)('on a %s the admin dashboard says it is offline and turns its changes off', async (viewport, { app, page, context }) => {
    await useViewport(page, viewport);
    await openAdminDashboard(app, page);
    // The barbers were seen once: offline, the tab shows them as they were.
    await openAdminTab(page, 'Manage Barbers');
    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).waitFor();
    await openAdminTab(page, 'Shop Settings');
    const shopOpen = page.getByRole('switch', { name: 'Shop open' });
    expect(await shopOpen.isEnabled()).toBe(true);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: "You're offline" });
    await banner.getByText('Changes to the shop are off. Nothing you tap now is sent later.').waitFor();
    expect(await shopOpen.isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Slot interval' }).isDisabled()).toBe(true);
    // A tap on them does nothing: no confirmation, no list of choices.
    await shopOpen.click({ force: true });
    await page.getByRole('combobox', { name: 'Slot interval' }).click({ force: true });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByRole('listbox').count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-dashboard-offline');

    // The tabs still switch: what is on screen can be read, not changed.
    await openAdminTab(page, 'Manage Barbers');
    expect(await page.getByRole('button', { name: 'Add Barber' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit Ravi Kumar' }).isDisabled()).toBe(true);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Add Barber' }).isEnabled()).toBe(true);
  });

  test('without its live socket, a dashboard the server still answers over HTTP stays online', async ({ app, page, context }) => {
    // A network that refuses websockets: the dashboard acts over HTTP, and a check says the server is there.
    await page.routeWebSocket(/\/ws$/, (socket) => socket.close());
    await book(app, '9000000001', 'Asha Verma');
    await openDashboard(app, page, undefined, undefined, { live: false });
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/health'));
    await context.clock.fastForward('00:06');
    expect((await checked).ok()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);
    expect(await page.getByText("Can't reach the shop's server").count()).toBe(0);
  });

  test("when the shop's server goes down, the dashboard says it can't reach it and a new page opens offline; both recover", async ({ app, page, context }) => {
    // The offline banner and the dashboard on a laptop's screen.
    await useViewport(page, 'desktop');
    await nameTheShop(app);
    await book(app, '9000000001', 'Asha Verma');
    await openDashboard(app, page);
    await workerInControl(page);
    await expect.poll(() => keptContact(page), { timeout: 10_000 }).toMatchObject(SHOP);
    const start = page.getByRole('button', { name: 'Start' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Take a break' }).click();

    await app.listener.stop();
    let restarted = false;
    try {
      // The socket drops at once; a few seconds later the dashboard asks the server, which is gone.
      await page.getByRole('button', { name: /Offline/ }).waitFor();
      await context.clock.fastForward('00:06');
      const banner = page.getByRole('status').filter({ hasText: "Can't reach the shop's server" });
      await banner.waitFor();
      expect(await start.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: '15 min break' }).isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'barber-dashboard-server-down');

      // A page opened meanwhile, on a network that works, is the offline page.
      const other = await context.newPage();
      await other.goto('/');
      await other.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
      await other.getByRole('link', { name: 'Call +91 98765 43210' }).waitFor();

      // Try again asks at once: still down.
      const checked = page.waitForResponse((response) => response.url().endsWith('/api/health')).catch(() => null);
      const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/health'));
      await banner.getByRole('button', { name: 'Try again' }).click();
      await Promise.race([checked, failed]);
      await banner.waitFor();

      await app.listener.start();
      restarted = true;
      // Try again, or the socket's own next try if it finds the server first: either way the banner goes.
      await Promise.race([banner.getByRole('button', { name: 'Try again' }).click(), banner.waitFor({ state: 'detached' })]);
      await banner.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText('Live', { exact: true }).waitFor();
      await expect.poll(() => start.isEnabled()).toBe(true);

      // No online event comes when only the server was down: the offline page asks the server
      // every few seconds and opens the page it stands for once it answers.
      await context.clock.fastForward(OFFLINE_RECHECK_MS);
      await other.getByRole('heading', { level: 1, name: 'PREMIUM GROOMING' }).waitFor();
      await other.close();
    } finally {
      if (!restarted) await app.listener.start();
    }
  });
});
