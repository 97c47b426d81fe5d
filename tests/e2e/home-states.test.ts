import type { Route } from 'playwright-core';
import { zonedDate } from '../../src/shared/domain/format.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { card, freshShopBeforeEach, RAVI, slotsButton, SUNIL, walkInBooker } from './support/home-page.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

// The home page while it loads, with nobody to book and when a list fails, and every state on each
// viewport; the page as it shows the shop: home.test.ts.
const bookQueue = walkInBooker();

describe('the home page', () => {
  const owner = freshShopBeforeEach();

  test('while barbers and settings load: the spinner and the fallback hours, then the list', async ({ page }) => {
    const held: Route[] = [];
    const hold = (route: Route) => {
      held.push(route);
    };
    await page.route('**/api/barbers', hold);
    await page.route('**/api/shop-settings', hold);
    await page.goto('/');

    await page.locator('#barbers').getByRole('status').filter({ hasText: 'Loading our barbers...' }).waitFor();
    await page.getByText('9:00 AM - 7:00 PM').waitFor();

    await Promise.all(held.map((route) => route.continue()));
    await page.unrouteAll();
    await card(page, RAVI).getByText('WAIT: No Wait').waitFor();
    await page.getByText('9:00 AM - 6:00 PM').first().waitFor();
  });

  test('with every barber unavailable: No Barbers Available, and nobody to book', async ({ app, page }) => {
    await owner().updateBarber(app.shop.barberA.id, { isAvailable: false });
    await owner().updateBarber(app.shop.barberB.id, { isAvailable: false });
    await page.goto('/');

    await page.getByText('No Barbers Available').waitFor();
    await page.getByText('Sorry, all of our barbers are currently unavailable. Please check back later.').waitFor();
    expect(await page.locator('#barbers').getByRole('link').count()).toBe(0);

    // A barber made available again comes back without a reload.
    await owner().updateBarber(app.shop.barberB.id, { isAvailable: true });
    await card(page, SUNIL).getByRole('link', { name: /BOOK APPOINTMENT/ }).waitFor();
  });

  test('a list that fails to load says so and loads on Retry', async ({ page }) => {
    await page.route('**/api/barbers', (route) => route.abort());
    await page.goto('/');
    const barbers = page.locator('#barbers');
    await barbers.getByText('Could not load our barbers').waitFor();
    await barbers.getByText('Network error. Please try again.').waitFor();

    await page.unrouteAll();
    await barbers.getByRole('button', { name: 'Retry' }).click();
    await card(page, RAVI).getByText('WAIT: No Wait').waitFor();
  });

  test.for(VIEWPORT_NAMES)('on a %s every state fits the screen and passes axe', async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await bookQueue(app, app.shop.barberB.id);
    await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Meera Iyer',
      customerPhone: '9833333333',
      bookingType: 'slot',
      services: [app.shop.colour.id],
      slotDate: today,
      slotTime: '15:30',
    });
    await page.goto('/');
    await slotsButton(page, RAVI).getByText('1', { exact: true }).waitFor();
    await slotsButton(page, RAVI).click();
    await card(page, RAVI).getByText('3:30 PM', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `home-${viewport}`);

    // The track form showing its message.
    const input = page.getByRole('form', { name: 'Track your booking' }).getByLabel('Phone number');
    await input.fill('12345');
    await input.press('Enter');
    await page.getByText('Phone number must be exactly 10 digits').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Nobody available and the shop closed.
    await owner().updateBarber(app.shop.barberA.id, { isAvailable: false });
    await owner().updateBarber(app.shop.barberB.id, { isAvailable: false });
    await owner().updateShopSettings({ isOpen: false });
    await page.getByText('No Barbers Available').waitFor();
    await page.getByText('CLOSED', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `home-empty-${viewport}`);
  });

  test.for(VIEWPORT_NAMES)('on a %s the loading and error states fit the screen and pass axe', async (viewport, { page }) => {
    await useViewport(page, viewport);
    const held: Route[] = [];
    let failing = false;
    // Held until the loading state is checked, then failed: those held and any asked after (a retry).
    await page.route('**/api/barbers', (route) => {
      if (failing) void route.abort();
      else held.push(route);
    });
    await page.route('**/api/services', (route) => route.abort());
    await page.goto('/');
    await page.getByText('Loading our barbers...').waitFor();
    await page.getByText('Could not load our services').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    // 'Loading our barbers...' is in the prerendered page before the app has asked for them.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    failing = true;
    await Promise.all(held.map((route) => route.abort()));
    await page.getByText('Could not load our barbers').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.unrouteAll();
  });
});
