import type { Page } from 'playwright-core';
import { zonedDate } from '../../src/shared/domain/format.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
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
    // Before opening each chair says when its barber starts.
    await page.getByRole('region', { name: 'Chairs right now' }).getByText('Starts at 9:00 AM').first().waitFor();
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
    // The queue cannot be joined yet: a time slot is chosen, and the queue's card says from when.
    const queue = page.getByRole('radio', { name: 'Join the queue' });
    expect(await page.getByRole('radio', { name: 'Book a time slot' }).isChecked()).toBe(true);
    expect(await queue.isDisabled()).toBe(true);
    await page.getByRole('radiogroup').getByText('Walk-ins can join from 8:30 AM.', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    expect(await page.getByText(/^Expected around/).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'shop-state-booking-before-queue');
    // Any barber takes walk-ins only: it cannot be chosen either, and says why.
    await page.goto('/booking');
    await page.getByRole('combobox', { name: /Barber/ }).click();
    const any = page.getByRole('option', { name: 'Any barber (shortest wait) · Walk-ins can join from 8:30 AM.' });
    expect(await any.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.goto(`/booking/${app.shop.barberA.id}`);

    await advanceClock(25);
    await note.getByText('Join the queue now: your turn is planned from 9:00 AM. Appointments can be booked now.').waitFor();
    await page.getByRole('radiogroup').getByText('Walk in today: get a token number and an expected time.').waitFor();
    await queue.check();
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
    // A closed shop has no barber available and no wait: the card says the shop's state, grey.
    await ravi.getByText('Closed', { exact: true }).waitFor();
    expect(await ravi.getByText('Available', { exact: true }).count()).toBe(0);
    expect(await ravi.getByText(/No Wait|min$/).count()).toBe(0);
    // The hero says the shop is closed: no chairs block beside it offers waits or repeats it.
    expect(await page.getByRole('region', { name: 'Chairs right now' }).count()).toBe(0);
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
    await hero(page).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).first().waitFor();
    await (await footerHours(page)).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).waitFor();
    const ravi = card(page, 'Ravi Kumar');
    await ravi.getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).waitFor();
    expect(await ravi.getByText('Available', { exact: true }).count()).toBe(0);
    expect(await ravi.getByText(/^WAIT|No Wait|min$/).count()).toBe(0);
    await ravi.getByRole('link', { name: /BOOK APPOINTMENT/ }).waitFor();
    // Said once in the first screen, by the hero: no chairs block repeats it or offers waits.
    expect(await page.getByRole('region', { name: 'Chairs right now' }).count()).toBe(0);
    expect(await hero(page).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).filter({ visible: true }).count()).toBe(1);
    await hero(page).getByRole('link', { name: 'Book Now' }).waitFor();
    expect(await page.getByRole('link', { name: /shop open/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'shop-state-home-holiday');

    await page.goto(`/booking/${app.shop.barberA.id}`);
    const note = page.getByRole('region', { name: 'Closed today · opens tomorrow at 9:00 AM' });
    await note.getByText('The queue is closed for today. Appointments can be booked now.').waitFor();
    expect(await page.getByRole('radio', { name: 'Book a time slot' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Join the queue' }).isDisabled()).toBe(true);
    await page.getByRole('radiogroup').getByText('The queue is closed for today.', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'shop-state-booking-holiday');
  });

  test('at 1280x800 the states read the same', async ({ app, page }) => {
    await useViewport(page, 'desktop');
    await page.goto('/');
    await hero(page).getByText('OPENS 9:00 AM', { exact: true }).waitFor();
    await screenshot(page, 'shop-state-home-before-opening-desktop');
    await (await app.api.login(ADMIN)).updateShopSettings({ isOpen: false });
    await hero(page).getByText('Booking opens when the shop opens', { exact: true }).waitFor();
    // The hero says the shop is closed; the chairs panel beside it does not offer waits or repeat it.
    expect(await page.getByRole('complementary', { name: 'Chairs right now' }).count()).toBe(0);
    await screenshot(page, 'shop-state-home-closed-by-shop-desktop');
    await (await app.api.login(ADMIN)).updateShopSettings({ isOpen: true, closedDates: [zonedDate(app.clock.now, SHOP_TIME_ZONE)] });
    await hero(page).getByText('Closed today · opens tomorrow at 9:00 AM', { exact: true }).first().waitFor();
    await screenshot(page, 'shop-state-home-holiday-desktop');
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByRole('region', { name: 'Closed today · opens tomorrow at 9:00 AM' }).waitFor();
    await screenshot(page, 'shop-state-booking-holiday-desktop');
  });

  test('before opening, the owner sees the walk-ins setting, and the wall board says when the shop opens', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Shop Settings');
    const setting = page.getByText('Walk-ins may join before opening').first();
    await setting.waitFor();
    await screenshot(page, 'shop-state-admin-booking-settings');
    await useViewport(page, 'desktop');
    await setting.waitFor();
    await screenshot(page, 'shop-state-admin-booking-settings-desktop');

    await page.goto('/board');
    await page.getByText('OPENS 9:00 AM', { exact: true }).first().waitFor();
    // A barber who has not started has an empty chair, not a free one.
    const row = page.getByRole('article', { name: app.shop.barberA.name });
    await row.getByText('Starts at 9:00 AM').waitFor();
    await row.getByText('No one in the chair').waitFor();
    expect(await row.getByText('Free', { exact: true }).count()).toBe(0);
    await screenshot(page, 'shop-state-board-before-opening-desktop');
    await useViewport(page, 'phone');
    await screenshot(page, 'shop-state-board-before-opening');
  });
});
