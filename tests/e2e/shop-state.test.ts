import type { Page } from 'playwright-core';
import { zonedDate } from '../../src/shared/domain/format.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE, todayAt } from './support/shop-clock.js';
import { useViewport } from './support/viewports.js';

// 08:10 in the shop, open 09:00-18:00: before opening (docs/decisions/0017-shop-state.md).
test.override('appOptions', { start: todayAt('08:10'), messenger: false });

const hero = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
/** The footer's Hours, opened: a folded section on a phone, where these journeys run. */
async function footerHours(page: Page) {
  const footer = page.locator('footer');
  const toggle = footer.getByRole('button', { name: 'Hours' });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return footer;
}
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe("the shop's state on the customer's screens", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('before opening the home page says when the shop opens, and turns to OPEN by itself at opening time', async ({ page, advanceClock }) => {
    await page.goto('/');
    await hero(page).getByText('OPENS 9:00 AM', { exact: true }).waitFor();
    expect(await hero(page).getByText('OPEN', { exact: true }).count()).toBe(0);
    await (await footerHours(page)).getByText('Opens at 9:00 AM', { exact: true }).waitFor();
    await card(page, 'Ravi Kumar').getByText('Starts at 9:00 AM').waitFor();
    // Appointments are bookable before opening: the ways in stay.
    await hero(page).getByRole('link', { name: 'Book Now' }).waitFor();
    await card(page, 'Ravi Kumar').getByRole('link', { name: /BOOK APPOINTMENT/ }).waitFor();
    // The header's open dot is only for an open shop.
    expect(await page.getByRole('link', { name: /shop open/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shop-state-home-before-opening');

    await advanceClock(51);
    await hero(page).getByText('OPEN', { exact: true }).waitFor();
    await (await footerHours(page)).getByText('Open now', { exact: true }).waitFor();
  });

  test('before opening the booking page says walk-ins join from a while before opening, then that the queue is open with turns from opening time', async ({ app, page, advanceClock }) => {
    await page.goto(`/booking/${app.shop.barberA.id}`);
    const note = page.getByRole('region', { name: 'Opens at 9:00 AM' });
    await note.getByText('Walk-ins can join from 8:30 AM. Appointments can be booked now.').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    // The walk-in check refuses the queue until it opens, and says what to do instead.
    const refusal = page.getByRole('region', { name: 'Walk-ins can join from 8:30 AM.' });
    await refusal.getByText('Book a time now, or come back then to join the queue.').waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'shop-state-booking-before-queue');

    await advanceClock(25);
    await note.getByText('Join the queue now: your turn is planned from 9:00 AM. Appointments can be booked now.').waitFor();
    await page.getByText('Expected around 9:00 AM').waitFor();
    await screenshot(page, 'shop-state-booking-queue-open');
  });

  test('closed by the shop: the hero, footer and barber cards say booking opens when the shop opens, with no way in', async ({ app, page }) => {
    await (await app.api.login(ADMIN)).updateShopSettings({ isOpen: false });
    await page.goto('/');
    await hero(page).getByText('CLOSED', { exact: true }).waitFor();
    await hero(page).getByText('Booking opens when the shop opens', { exact: true }).waitFor();
    expect(await hero(page).getByRole('link', { name: 'Book Now' }).count()).toBe(0);
    await (await footerHours(page)).getByText('Closed · booking opens when the shop opens', { exact: true }).waitFor();
    const ravi = card(page, 'Ravi Kumar');
    await ravi.getByText('Booking opens when the shop opens', { exact: true }).waitFor();
    expect(await ravi.getByRole('link', { name: /BOOK APPOINTMENT/ }).count()).toBe(0);
    expect(await ravi.getByText(/^WAIT/).count()).toBe(0);
    expect(await page.getByRole('link', { name: /shop open/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shop-state-home-closed-by-shop');

    await page.goto('/booking');
    await page.getByText(/Booking opens when the owner opens the shop/).waitFor();
  });

  test('closed today for a holiday: every place says the shop opens tomorrow, and appointments for then stay bookable', async ({ app, page }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await (await app.api.login(ADMIN)).updateShopSettings({ closedDates: [today] });
    await page.goto('/');
    await hero(page).getByText('CLOSED', { exact: true }).waitFor();
    await hero(page).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).waitFor();
    await (await footerHours(page)).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).waitFor();
    const ravi = card(page, 'Ravi Kumar');
    await ravi.getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).waitFor();
    await ravi.getByRole('link', { name: /BOOK APPOINTMENT/ }).waitFor();
    await hero(page).getByRole('link', { name: 'Book Now' }).waitFor();
    expect(await page.getByRole('link', { name: /shop open/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shop-state-home-holiday');

    await page.goto(`/booking/${app.shop.barberA.id}`);
    const note = page.getByRole('region', { name: 'Closed today · opens tomorrow at 9:00 AM' });
    await note.getByText('The queue is closed for today. Appointments can be booked now.').waitFor();
  });

  test('at 1280x800 the states read the same', async ({ app, page }) => {
    await useViewport(page, 'desktop');
    await page.goto('/');
    await hero(page).getByText('OPENS 9:00 AM', { exact: true }).waitFor();
    await screenshot(page, 'shop-state-home-before-opening-desktop');
    await (await app.api.login(ADMIN)).updateShopSettings({ isOpen: false });
    await hero(page).getByText('Booking opens when the shop opens', { exact: true }).waitFor();
    await screenshot(page, 'shop-state-home-closed-by-shop-desktop');
    await (await app.api.login(ADMIN)).updateShopSettings({ isOpen: true, closedDates: [zonedDate(app.clock.now, SHOP_TIME_ZONE)] });
    await hero(page).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).waitFor();
    await screenshot(page, 'shop-state-home-holiday-desktop');
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByRole('region', { name: 'Closed today · opens tomorrow at 9:00 AM' }).waitFor();
    await screenshot(page, 'shop-state-booking-holiday-desktop');
  });
});
