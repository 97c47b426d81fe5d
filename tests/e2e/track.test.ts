import type { Page } from 'playwright-core';
import { zonedDate } from '../../src/shared/domain/format.js';
import type { CreatedBooking } from '../../src/shared/schemas/booking.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { keepManageToken } from './support/manage-token.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const PHONE = '9876543210';
const OTHER_PHONE = '9123456780';

/** A walk-in for barber A; `services` decides how long it holds the chair for those behind it. */
function bookQueue(app: E2EApp, customerPhone: string, customerName: string, services = [app.shop.haircut.id]): Promise<CreatedBooking> {
  return app.api.book({ barberId: app.shop.barberA.id, customerName, customerPhone, bookingType: 'queue', services });
}

/** Someone already in barber A's queue: a booking made after it waits 30 minutes, past the 15-minute cutoff. */
const bookSomeoneAhead = (app: E2EApp) => bookQueue(app, OTHER_PHONE, 'Kabir Khan');

/** A text in the toast on screen (Radix also copies it into a screen-reader announcement elsewhere). */
const toastText = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

const cancelButton = (page: Page, bookingId: number) => page.getByRole('button', { name: `Cancel booking #${bookingId}` });

describe('the track page', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a timed appointment is tracked by its time, never as a place in a queue', async ({ app, page }) => {
    const booking = await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Meera Iyer',
      customerPhone: PHONE,
      bookingType: 'slot',
      services: [app.shop.haircut.id],
      slotDate: zonedDate(app.clock.now, SHOP_TIME_ZONE),
      slotTime: '10:30',
    });
    await page.goto(`/track?phone=${PHONE}`);
    const card = page.getByRole('listitem').filter({ hasText: `#${booking.id}` });
    await card.getByText('Appointment at 10:30 AM · about 30 min').waitFor();
    await card.getByText('Appointment', { exact: true }).first().waitFor();
    expect(await card.getByText('In Queue').count()).toBe(0);
    expect(await card.getByText(/Position \d/).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'track-appointment');
  });

  test('follows the barber serving and completing the booking without a reload', async ({ app, page }) => {
    const booking = await bookQueue(app, PHONE, 'Asha Verma', [app.shop.haircut.id, app.shop.beard.id]);
    await page.goto(`/track?phone=${PHONE}`);

    await toastText(page, 'Booking found').waitFor();
    await toastText(page, 'Found 1 active booking(s)').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: `#${booking.id}` });
    await card.getByText('In Queue').waitFor();
    // The server's clock stands at 10:00 in the shop and the chair is free: this booking is next.
    await card.getByText('Position 1 · Now · expected 10:00 AM').waitFor();
    await card.getByText('Ravi Kumar').waitFor();
    await card.getByText('Haircut (30 m)').waitFor();
    await card.getByText('Beard Trim (15 m)').waitFor();
    await card.getByText('45 min').waitFor();
    await card.getByText('+91 98765 43210').waitFor();
    // Tracking by phone alone shows the name masked (docs/product/roles.md).
    await card.getByText('A*** V****').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Progress to your turn' }).getAttribute('aria-valuenow')).toBe('100');

    const barber = await app.api.login(BARBER_A);
    await barber.serve(booking.id);
    await card.getByText("It's your turn!").waitFor();
    await card.getByText('Barber is ready').waitFor();
    await card.getByText('Currently Serving').waitFor();
    await page.getByRole('progressbar', { name: 'Service progress' }).waitFor();

    await barber.complete(booking.id);
    await page.getByText('No active bookings').waitFor();
    await page.getByText(`Booking #${booking.id} is complete. Thank you for visiting!`).waitFor();
    expect(await page.getByText('No bookings found').count(), 'a live 404 is not an error').toBe(0);
  });

  test('without the live connection the card polls every 10 s', async ({ app, page }) => {
    // Every socket the page opens is refused: the status stays offline.
    await page.routeWebSocket(/\/ws$/, async (ws) => {
      await ws.close();
    });
    const booking = await bookQueue(app, PHONE, 'Asha Verma');
    await page.goto(`/track?phone=${PHONE}`);
    await page.getByText('Offline · checking every 10 s').waitFor();
    await page.getByText('In Queue').waitFor();

    await (await app.api.login(BARBER_A)).serve(booking.id);
    const next = page.waitForResponse((response) => response.url().endsWith(`/api/bookings/track/${PHONE}`));
    await page.clock.fastForward(10_000);
    await next;
    await page.getByText("It's your turn!").waitFor();
  });

  test('a signed-in barber is not offered the customer Cancel', async ({ app, page, context }) => {
    await bookSomeoneAhead(app);
    const booking = await bookQueue(app, PHONE, 'Asha Verma');
    await context.addCookies([(await app.api.login(BARBER_A)).cookieFor()]);
    await page.goto(`/track?phone=${PHONE}`);
    await page.getByText('Position 2 · about 30 min · expected 10:30 AM').waitFor();
    expect(await cancelButton(page, booking.id).count()).toBe(0);
  });

  test('cancels with the manage token on the device that booked', async ({ app, page }) => {
    await bookSomeoneAhead(app);
    const booking = await bookQueue(app, PHONE, 'Asha Verma');
    await keepManageToken(page, booking);
    await page.goto(`/track?phone=${PHONE}`);

    await page.getByText('Position 2 · about 30 min · expected 10:30 AM').waitFor();
    await cancelButton(page, booking.id).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

    await toastText(page, 'Booking cancelled').waitFor();
    await toastText(page, 'Your booking has been successfully cancelled').waitFor();
    await page.getByText(`Booking #${booking.id} was cancelled.`).waitFor();
    // The Cancel button is gone with its card: focus lands on the list's heading, not on nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe('Your bookings');
  });

  test('keeping the booking closes the question and returns focus to Cancel', async ({ app, page }) => {
    await bookSomeoneAhead(app);
    const booking = await bookQueue(app, PHONE, 'Asha Verma');
    await keepManageToken(page, booking);
    await page.goto(`/track?phone=${PHONE}`);

    await cancelButton(page, booking.id).click();
    await page.getByRole('button', { name: 'Keep booking' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 10_000 })
      .toBe(`Cancel booking #${booking.id}`);
    await page.getByText('In Queue').waitFor();
  });

  test('another device cancels after verifying the phone by one-time code', async ({ app, page }) => {
    await bookSomeoneAhead(app);
    const booking = await bookQueue(app, PHONE, 'Asha Verma');
    await page.goto(`/track?phone=${PHONE}`);

    await cancelButton(page, booking.id).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your phone number' });
    await verify.getByText('+91 98765 43210').waitFor();
    await expectNoSeriousA11yViolations(page);
    await verify.getByRole('button', { name: 'Send OTP' }).click();

    // Echo mode: the code is shown in the test toast (docs/product/api.md), outside the modal dialog, which
    // hides the rest of the page from the accessibility tree: so by text, not by role.
    const shown = await page.getByText(/^Your code is \d{6}$/).first().textContent();
    await verify.getByText(/^Test mode: the code is \d{6}\.$/).waitFor();
    const code = /\d{6}/.exec(shown ?? '')?.[0] ?? '';
    await verify.getByText('Expires in 5 minutes').waitFor();
    const submit = verify.getByRole('button', { name: 'Verify and cancel' });
    expect(await submit.isDisabled(), 'Verify waits for six digits').toBe(true);
    await verify.getByLabel('6-digit code').fill('000000' === code ? '111111' : '000000');
    await submit.click();
    await verify.getByText('Invalid OTP').waitFor();
    await expectNoSeriousA11yViolations(page);

    await verify.getByLabel('6-digit code').fill(code);
    await submit.click();
    await toastText(page, 'Your booking has been successfully cancelled').waitFor();
    await page.getByText(`Booking #${booking.id} was cancelled.`).waitFor();
    // Signed in as the customer now: the bottom bar follows.
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Profile' }).waitFor();
  });

  test('the 15-minute rule blocks an anonymous device but not the verified owner', async ({ app, page, context }) => {
    const booking = await bookQueue(app, PHONE, 'Asha Verma');
    await keepManageToken(page, booking);
    await page.goto(`/track?phone=${PHONE}`);

    // Next in the chair: within 15 minutes, so not even the device that booked may cancel.
    await page.getByText('Position 1 · Now · expected 10:00 AM').waitFor();
    await page.getByText('Cancellation closes 15 minutes before your turn.').waitFor();
    expect(await cancelButton(page, booking.id).count()).toBe(0);

    const owner = await app.api.customerLogin(PHONE);
    await context.addCookies([owner.cookieFor()]);
    await page.reload();
    await page.getByText('Asha Verma').waitFor();
    await cancelButton(page, booking.id).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await toastText(page, 'Your booking has been successfully cancelled').waitFor();
    await page.getByText(`Booking #${booking.id} was cancelled.`).waitFor();
  });

  test("a number without bookings: 'No bookings found'", async ({ page }) => {
    await page.goto(`/track?phone=${PHONE}`);
    await toastText(page, 'No bookings found').waitFor();
    await toastText(page, "We couldn't find any bookings for this phone number").waitFor();
    await page.getByRole('heading', { name: 'Your bookings' }).waitFor();
  });

  test('the form checks the number, tracks it and puts it in the address', async ({ app, page }) => {
    const booking = await bookQueue(app, OTHER_PHONE, 'Kabir Khan');
    await page.goto('/track');
    await page.getByRole('heading', { name: 'Find your booking' }).waitFor();

    const phone = page.getByLabel('Phone number');
    await phone.fill('98765');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByText('Phone number must be exactly 10 digits').waitFor();

    await phone.fill(OTHER_PHONE);
    await phone.press('Enter');
    await toastText(page, 'Found 1 active booking(s)').waitFor();
    await page.getByRole('heading', { name: `Booking #${booking.id}` }).waitFor();
    expect(new URL(page.url()).search).toBe(`?phone=${OTHER_PHONE}`);

    await phone.fill(PHONE);
    await page.getByRole('button', { name: 'Track' }).click();
    await toastText(page, "We couldn't find any bookings for this phone number").waitFor();
    expect(await page.getByRole('heading', { name: `Booking #${booking.id}` }).count(), 'the list is cleared').toBe(0);
    expect(new URL(page.url()).search).toBe(`?phone=${PHONE}`);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('Contact calls the shop when it has a phone number', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ shopPhone: '+91 98450 12345' });
    await bookQueue(app, PHONE, 'Asha Verma');
    await page.goto(`/track?phone=${PHONE}`);
    const contact = page.getByRole('link', { name: /^Contact/ });
    expect(await contact.getAttribute('href')).toBe('tel:+919845012345');
  });

  test.for(VIEWPORT_NAMES)('on a %s: fits the screen and passes axe, dialogs included', async (viewport, { app, page }) => {
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ shopPhone: '+91 98450 12345' });
    const first = await bookQueue(app, OTHER_PHONE, 'Kabir Khan');
    await (await app.api.login(BARBER_A)).serve(first.id);
    const booking = await bookQueue(app, PHONE, 'Asha Verma', [app.shop.haircut.id, app.shop.beard.id, app.shop.colour.id]);
    await useViewport(page, viewport);

    await page.goto('/track');
    await page.getByRole('heading', { name: 'Find your booking' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'track-idle');

    await page.goto(`/track?phone=${OTHER_PHONE}`);
    await page.getByText("It's your turn!").waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'track-serving');

    await page.goto(`/track?phone=${PHONE}`);
    await page.getByText('Position 1 · about 30 min · expected 10:30 AM').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'track-waiting');

    await cancelButton(page, booking.id).click();
    await page.getByRole('alertdialog').waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'track-cancel-confirm');
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('6-digit code').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'track-verify-code');
  });
});
