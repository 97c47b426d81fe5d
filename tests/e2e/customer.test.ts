import type { BrowserContext, Page } from 'playwright-core';
import { formatDateTime, zonedDate, zonedInstant } from '../../src/shared/domain/format.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { BARBER_A, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { pasteInto } from './support/paste.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

/** Each screen fits both viewports and passes axe; a picture of each for people to look at. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORT_NAMES) {
    await useViewport(page, viewport);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, name);
  }
  await useViewport(page, 'phone');
}

/** Step 1 of the login: the number typed as a person would, then Send OTP. */
async function sendCode(page: Page, phone: string): Promise<void> {
  await page.goto('/customer/login');
  await page.getByLabel('WhatsApp number').pressSequentially(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
}

/** The code the echo sender showed in the 'Test OTP' toast (docs/product/booking-rules.md#business-constants-and-limits). */
async function codeFromToast(page: Page): Promise<string> {
  const text = await page.getByText(/Your code is \d{6}/).first().textContent();
  const code = /\d{6}/.exec(text ?? '')?.[0];
  if (!code) throw new Error(`no code in the toast: ${text ?? ''}`);
  return code;
}

/** A customer already signed in, the way another tab would have done it. */
async function signIn(app: E2EApp, context: BrowserContext, phone: string): Promise<void> {
  const customer = await app.api.customerLogin(phone);
  await context.addCookies([customer.cookieFor()]);
}

function bookQueue(app: E2EApp, phone: string, customerName = 'Asha Verma') {
  return app.api.book({
    barberId: app.shop.barberA.id,
    customerName,
    customerPhone: phone,
    bookingType: 'queue',
    services: [app.shop.haircut.id],
  });
}

describe('customer login, account and My Bookings', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a customer signs in with the echoed code, renames, follows the booking live and logs out', async ({ app, page }) => {
    const booking = await bookQueue(app, '9876543210');
    await page.goto('/customer/login');
    const phone = page.getByLabel('WhatsApp number');
    const send = page.getByRole('button', { name: 'Send OTP' });
    await phone.pressSequentially('98765');
    expect(await send.isDisabled()).toBe(true);
    await phone.pressSequentially('43210');
    expect(await phone.inputValue()).toBe('98765 43210');
    expect(await send.isEnabled()).toBe(true);
    await send.click();

    const code = await codeFromToast(page);
    await page.getByText('Expires in 5 minutes').waitFor();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/customer/account');
    await page.getByText('WhatsApp Verified').waitFor();
    await page.getByText('+91 98765 43210').waitFor();
    // Known by the name the number booked under.
    await page.getByRole('heading', { name: 'Hello, Asha' }).waitFor();
    const history = page.getByRole('listitem').filter({ hasText: `#${booking.id}` });
    await history.getByText('Ravi Kumar').waitFor();
    await history.getByText('In Queue').waitFor();
    // In the shop's time, though the browser is in California.
    await history.getByText(`${formatDateTime(booking.bookingTime, SHOP_TIME_ZONE)} · Queue`).waitFor();
    // The booking is active: a second one would be for someone else.
    await page.getByRole('main').getByRole('link', { name: 'Book New Appointment' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Track Booking' }).getAttribute('href')).toBe('/track?phone=9876543210');

    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Your name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').waitFor();
    await page.getByLabel('Your name').fill('  Asha Rao ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name updated').first().waitFor();
    await page.getByText('Asha Rao', { exact: true }).first().waitFor();
    // Focus is back on the Edit button, not lost at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit name');
    await checkScreen(page, 'customer-account');

    await page.getByRole('main').getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL('**/customer/bookings');
    await page.getByRole('heading', { name: `Booking #${booking.id}` }).waitFor();
    await page.getByText('Queue Booking').waitFor();
    await page.getByText('In queue', { exact: true }).waitFor();
    await page.getByText("Position 1 · you're next · expected 10:00 AM").waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await checkScreen(page, 'customer-bookings');

    // The barber starts: the card follows without a reload.
    const barber = await app.api.login(BARBER_A);
    await barber.serve(booking.id);
    await page.getByText("You're being served now!").waitFor();

    await page.goto('/customer/account');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed out').first().waitFor();
    await page.goto('/customer/account');
    await page.waitForURL('**/customer/login');
  }, 150_000);

  test('a wrong code is refused; Send OTP waits for 10 digits and Verify for 6', async ({ page }) => {
    await page.goto('/customer/login');
    const send = page.getByRole('button', { name: 'Send OTP' });
    const phone = page.getByLabel('WhatsApp number');
    await phone.waitFor();
    await checkScreen(page, 'customer-login-phone');
    expect(await send.isDisabled()).toBe(true);
    await phone.focus();
    await phone.blur();
    await page.getByText('Phone number is required').waitFor();
    // A number pasted with its country code is read whole, then shown 5+5; the paste is never refused.
    expect(await pasteInto(phone, '+91 91234 56789')).toEqual({ cancelled: false });
    expect(await phone.inputValue()).toBe('91234 56789');
    await phone.clear();
    await phone.pressSequentially('912345678');
    expect(await send.isDisabled()).toBe(true);
    await phone.pressSequentially('9');
    await send.click();

    const code = await codeFromToast(page);
    const verify = page.getByRole('button', { name: 'Verify' });
    const input = page.getByLabel('6-digit code');
    await page.getByText('Expires in 5 minutes').waitFor();
    await checkScreen(page, 'customer-login-code');
    expect(await verify.isDisabled()).toBe(true);
    await input.focus();
    await input.blur();
    await page.getByText('OTP is required').waitFor();
    await input.fill('12345');
    expect(await verify.isDisabled()).toBe(true);
    // Letters are dropped: the code is digits only.
    await input.clear();
    await input.pressSequentially('12a34b5');
    expect(await input.inputValue()).toBe('12345');
    // A pasted message is read for its code alone, in place of what was typed.
    expect(await pasteInto(input, 'Your code is 654 321.')).toEqual({ cancelled: false });
    expect(await input.inputValue()).toBe('654321');

    const wrong = code === '111111' ? '222222' : '111111';
    await input.fill(wrong);
    expect(await verify.isEnabled()).toBe(true);
    await verify.click();
    await page.getByRole('alert').getByText('Invalid OTP').waitFor();
    expect(page.url()).toMatch(/\/customer\/login$/);
  }, 120_000);

  test('Change phone number goes back to step 1; Resend OTP respects the server limit', async ({ app, page, advanceClock }) => {
    app.sender.mode = 'delivered';
    await sendCode(page, '9123400001');
    await page.getByText('Check WhatsApp for your 6-digit code.').first().waitFor();
    await page.getByRole('button', { name: 'Change phone number' }).click();
    const phone = page.getByLabel('WhatsApp number');
    expect(await phone.inputValue()).toBe('91234 00001');
    await page.getByRole('button', { name: 'Send OTP' }).click();

    // Three codes in ten minutes are allowed; the fourth is refused with the server's words.
    // The 30-second wait starts when a code is sent: the clock moves only once it shows, or the
    // move would be lost to a code still on its way.
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    const resendWait = page.getByText(/^available in /);
    await resendWait.waitFor();
    await advanceClock(0.5);
    await resend.click();
    await page.getByText('Check WhatsApp for your 6-digit code.').first().waitFor();
    await resendWait.waitFor();
    await advanceClock(0.5);
    await resend.click();
    await page.getByRole('alert').getByText('Too many OTP requests. Please try again later.').waitFor();

    // The last code that did arrive still signs in.
    await page.getByLabel('6-digit code').fill(app.sender.lastCode('9123400001'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/customer/account');
  });

  test('a code that cannot be delivered says so', async ({ app, page, network }) => {
    app.sender.mode = 'failing';
    await sendCode(page, '9123400002');
    await page.getByRole('alert').getByText('Failed to send OTP').waitFor();
    // The provider's refusal is a 502 on purpose.
    expect(network.serverErrors).toEqual([expect.stringMatching(/^502 POST .*\/api\/customer\/send-otp$/)]);
    network.serverErrors.length = 0;
  });

  test('a new customer sees the empty states and can name themselves', async ({ app, context, page }) => {
    await signIn(app, context, '9123400003');
    await page.goto('/customer/login');
    // Signed in already: straight to the account.
    await page.waitForURL('**/customer/account');
    await page.getByText('No bookings yet').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Book Now' }).waitFor();
    await page.getByText('Add your name').waitFor();
    await checkScreen(page, 'customer-account-empty');

    await page.goto('/customer/bookings');
    await page.getByText('No Bookings Yet').waitFor();
    await checkScreen(page, 'customer-bookings-empty');
  }, 120_000);

  test("a slot booking is a Scheduled Appointment at its time in the shop", async ({ app, context, page }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    const booking = await app.api.book({
      barberId: app.shop.barberB.id,
      customerName: 'Kabir Khan',
      customerPhone: '9123400006',
      bookingType: 'slot',
      slotDate: today,
      slotTime: '12:30',
      services: [app.shop.haircut.id],
    });
    await signIn(app, context, '9123400006');
    await page.goto('/customer/bookings');
    const card = page.getByRole('region', { name: 'Active bookings' });
    await card.getByRole('heading', { name: `Booking #${booking.id}` }).waitFor();
    await card.getByText('Scheduled Appointment').waitFor();
    await card.getByText('Scheduled', { exact: true }).waitFor();
    const when = formatDateTime(zonedInstant(today, '12:30', SHOP_TIME_ZONE), SHOP_TIME_ZONE);
    expect(when).toMatch(/ at 12:30 PM$/);
    expect(await card.getByText(when).count()).toBe(2);
    await card.getByText('Sunil Shah').waitFor();
    await checkScreen(page, 'customer-bookings-slot');
  }, 120_000);

  test('My Bookings cancels an active booking and shows it among the past ones', async ({ app, context, page }) => {
    const booking = await bookQueue(app, '9123400004');
    await signIn(app, context, '9123400004');
    await page.goto('/customer/bookings');
    await page.getByRole('button', { name: `Cancel booking #${booking.id}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to cancel this booking?').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Your booking has been successfully cancelled').first().waitFor();
    await page.getByText('No active bookings').waitFor();
    // The card and its Cancel button are gone; focus waits on the list, not lost at the top.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Active bookings');
    const past = page.getByRole('listitem').filter({ hasText: `#${booking.id}` });
    await past.getByText('Cancelled').waitFor();
    await past.getByText('by you').waitFor();
  });

  test('My Bookings that cannot load say so, and Retry recovers', async ({ app, context, page }) => {
    await bookQueue(app, '9123400005');
    await signIn(app, context, '9123400005');
    await page.route('**/api/customer/bookings?*', (route) => route.abort('internetdisconnected'));
    await page.goto('/customer/bookings');
    await page.getByText('Failed to load bookings').waitFor();
    await page.getByText('Failed to fetch bookings').first().waitFor();
    await checkScreen(page, 'customer-bookings-error');

    await page.unroute('**/api/customer/bookings?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Queue Booking').waitFor();
  });
});
