import { z } from 'zod';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { serviceSchema } from '../../src/shared/schemas/service.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { card, cardOrder, freshShopBeforeEach, RAVI, slotsButton, SUNIL, walkInBooker } from './support/home-page.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';

// The home page as it shows the shop; its loading, empty and error states and every state on each
// viewport: home-states.test.ts.
const bookQueue = walkInBooker();

describe('the home page', () => {
  const owner = freshShopBeforeEach();

  test('shows the hero with the shop open, its hours, and follows the owner closing it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'PREMIUM GROOMING' }).waitFor();
    await page.getByText('Experience the finest barbering with modern luxury').waitFor();
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await hero.getByText('OPEN', { exact: true }).waitFor();
    await hero.getByText('9:00 AM - 6:00 PM').waitFor();
    expect(await page.title()).toMatch(/Premium Grooming$/);

    await owner().updateShopSettings({ isOpen: false, openTime: '10:00', closeTime: '20:30' });
    await hero.getByText('CLOSED', { exact: true }).waitFor();
    await hero.getByText('10:00 AM - 8:30 PM').waitFor();
    // Closed by the owner, Book Now says when booking opens instead of leading to a refusal.
    await hero.getByText('Booking opens when the shop opens', { exact: true }).waitFor();
    expect(await hero.getByRole('link', { name: 'Book Now' }).count()).toBe(0);

    await owner().updateShopSettings({ isOpen: true });
    await hero.getByText('OPEN', { exact: true }).waitFor();
    await hero.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking?barber=any');
  });

  test('lists barbers shortest wait first, each with its WAIT label and booking link', async ({ app, page }) => {
    await bookQueue(app, app.shop.barberA.id);
    await bookQueue(app, app.shop.barberA.id);
    await page.goto('/');

    await card(page, SUNIL).getByText('WAIT: No Wait').waitFor();
    await card(page, RAVI).getByText('WAIT: 1 Hr').waitFor();
    expect(await cardOrder(page)).toEqual([SUNIL, RAVI]);
    // Colour follows the wait (<=20 green, <=60 yellow) and never alone: the text says the wait.
    expect(await card(page, SUNIL).getByText('WAIT: No Wait').getAttribute('data-wait-colour')).toBe('green');
    expect(await card(page, RAVI).getByText('WAIT: 1 Hr').getAttribute('data-wait-colour')).toBe('yellow');

    await card(page, RAVI).getByText('8 years').waitFor();
    await card(page, SUNIL).getByText('3 years').waitFor();
    await card(page, RAVI).getByText('Available', { exact: true }).waitFor();
    expect(await card(page, RAVI).getByRole('img', { name: `Photo of ${RAVI}` }).getAttribute('loading')).toBe('lazy');

    const link = card(page, SUNIL).getByRole('link', { name: /BOOK APPOINTMENT/ });
    expect(await link.getAttribute('href')).toBe(`/booking/${String(app.shop.barberB.id)}`);
    await link.click();
    await page.waitForURL(`**/booking/${String(app.shop.barberB.id)}`);
  });

  test("a phone's first screen shows the chairs right now: the shortest wait first, above the bottom bar", async ({ app, page }) => {
    await bookQueue(app, app.shop.barberA.id);
    await page.goto('/');
    const chairs = page.getByRole('region', { name: 'Chairs right now' });
    const rows = chairs.getByRole('listitem');
    await rows.first().getByText('No Wait').waitFor();
    expect(await rows.allTextContents()).toEqual([`${SUNIL}Wait: No Wait`, `${RAVI}Wait: 30 min`]);

    // The first wait is on the first screen: not under the bottom bar, nothing scrolled.
    const first = await rows.first().boundingBox();
    const bar = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
    expect(first && bar).toBeTruthy();
    if (!first || !bar) return;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(first.y).toBeGreaterThan(0);
    expect(first.y + first.height).toBeLessThanOrEqual(bar.y);
    // The hero's own words stay above it.
    const title = await page.getByRole('heading', { level: 1, name: 'PREMIUM GROOMING' }).boundingBox();
    expect(title && title.y + title.height < first.y).toBe(true);

    // Live: a walk-in for Sunil moves the figures without a reload.
    await bookQueue(app, app.shop.barberB.id);
    await rows.filter({ hasText: SUNIL }).getByText('30 min').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'home-chairs-right-now');
  });

  test("a long shop name wraps in the phone's header, never cut", async ({ page }) => {
    const long = 'Chair Barber Studio and Grooming Lounge';
    await owner().updateShopSettings({ shopName: long });
    await page.goto('/');
    const name = page.getByRole('banner').getByText(long, { exact: true });
    await name.waitFor();
    const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis');
    expect(fits).toBe(true);
    const box = await name.boundingBox();
    expect(box && box.x + box.width <= 360).toBe(true);
    await expectNoHorizontalScroll(page);
  });

  test('an unavailable barber shows UNAVAILABLE and no booking link', async ({ app, page }) => {
    await owner().updateBarber(app.shop.barberA.id, { isAvailable: false });
    await page.goto('/');

    const ravi = card(page, RAVI);
    await ravi.getByText('UNAVAILABLE', { exact: true }).waitFor();
    await ravi.getByText('Unavailable', { exact: true }).waitFor();
    await ravi.getByText('WAIT: Not Available').waitFor();
    expect(await ravi.getByRole('link').count()).toBe(0);
    await card(page, SUNIL).getByRole('link', { name: /BOOK APPOINTMENT/ }).waitFor();
    // Whoever can be booked comes first.
    expect(await cardOrder(page)).toEqual([SUNIL, RAVI]);
  });

  test("a booking made elsewhere moves the barber's wait and place live, without a reload", async ({ app, page }) => {
    await page.goto('/');
    await card(page, SUNIL).getByText('WAIT: No Wait').waitFor();
    await card(page, RAVI).getByText('WAIT: No Wait').waitFor();
    expect(await cardOrder(page)).toEqual([RAVI, SUNIL]);
    await page.evaluate(() => Object.assign(window, { homeNotReloaded: true }));

    await bookQueue(app, app.shop.barberA.id);
    await card(page, RAVI).getByText('WAIT: 30 min').waitFor();
    expect(await cardOrder(page)).toEqual([SUNIL, RAVI]);
    expect(await card(page, RAVI).locator('[aria-live="polite"]').textContent()).toBe('WAIT: 30 min');
    expect(await page.evaluate(() => 'homeNotReloaded' in window)).toBe(true);
  });

  test("slots booked elsewhere appear under the barber's Booked Slots with their count", async ({ app, page }) => {
    await page.goto('/');
    await slotsButton(page, RAVI).getByText('0', { exact: true }).waitFor();

    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    const slot = { customerName: 'Meera Iyer', bookingType: 'slot' as const, barberId: app.shop.barberA.id };
    await app.api.book({ ...slot, customerPhone: '9811111111', services: [app.shop.haircut.id], slotDate: today, slotTime: '14:00' });
    await app.api.book({
      ...slot,
      customerPhone: '9822222222',
      services: [app.shop.haircut.id, app.shop.beard.id],
      slotDate: addCalendarDays(today, 1),
      slotTime: '10:30',
    });

    await slotsButton(page, RAVI).getByText('2', { exact: true }).waitFor();
    expect(await slotsButton(page, RAVI).getAttribute('aria-expanded')).toBe('false');
    await slotsButton(page, RAVI).click();
    expect(await slotsButton(page, RAVI).getAttribute('aria-expanded')).toBe('true');
    const ravi = card(page, RAVI);
    await ravi.getByText('2:00 PM', { exact: true }).waitFor();
    await ravi.getByText('Haircut (30 m)').waitFor();
    await ravi.getByText('Tomorrow, 10:30 AM').waitFor();
    await ravi.getByText('Haircut + Beard Trim (45 m)').waitFor();

    await slotsButton(page, SUNIL).click();
    await card(page, SUNIL).getByText('No Booked Slots').waitFor();
    await slotsButton(page, RAVI).click();
    expect(await ravi.getByText('2:00 PM', { exact: true }).isVisible()).toBe(false);
  });

  test('the services menu shows durations and prices in rupees', async ({ app, page }) => {
    const setPrice = (id: number, price: number | null) => owner().call('PUT', `/api/services/${String(id)}`, serviceSchema, { price });
    await setPrice(app.shop.haircut.id, 300);
    await setPrice(app.shop.colour.id, 1500);
    await setPrice(app.shop.beard.id, null);
    await page.goto('/#services');

    const services = page.locator('#services');
    const haircut = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Haircut' }) });
    await haircut.getByText('₹300').waitFor();
    await haircut.getByText('30 min').waitFor();
    const colour = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hair Colour' }) });
    await colour.getByText('₹1,500').waitFor();
    await colour.getByText('60 min').waitFor();
    const beard = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Beard Trim' }) });
    await beard.getByText('15 min').waitFor();
    expect(await beard.getByText('₹').count(), 'no price shown when the shop sets none').toBe(0);
    const listed = await owner().call('GET', '/api/services', z.array(serviceSchema));
    expect(await services.getByRole('heading', { level: 3 }).count()).toBe(listed.length);
  });

  test('the track form needs 10 digits, then opens the track page for that phone', async ({ page }) => {
    await page.goto('/#track');
    const form = page.getByRole('form', { name: 'Track your booking' });
    const input = form.getByLabel('Phone number');
    const track = form.getByRole('button', { name: 'Track' });

    await input.fill('98a765');
    expect(await input.inputValue(), 'digits only').toBe('98765');
    expect(await track.isDisabled()).toBe(true);
    await input.press('Enter');
    await form.getByText('Phone number must be exactly 10 digits').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await input.fill('987654321099');
    expect(await input.inputValue(), 'at most 10 digits').toBe('9876543210');
    expect(await form.getByText('Phone number must be exactly 10 digits').count()).toBe(0);
    expect(await track.isEnabled()).toBe(true);
    await track.click();
    await page.waitForURL('**/track?phone=9876543210');
  });
});
