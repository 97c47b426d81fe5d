import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const PHONE = '9876500051';

/** The card's Customer fact on the track page. */
const customerFact = (page: Page) => page.locator('dt', { hasText: 'Customer' }).locator('xpath=following-sibling::dd[1]');

/** A picture of the screen as it stands at each viewport, back on the phone after. */
async function pictures(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORT_NAMES) {
    await useViewport(page, viewport);
    await screenshot(page, name);
  }
  await useViewport(page, 'phone');
}

describe("the customer's own name", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('is shown whole where the booking was made, greets the customer once signed in and fills the booking form', async ({ app, page, openContext }) => {
    // Booked on this phone, without signing in.
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByLabel('Your name').fill('Rahul Sharma');
    await page.getByLabel('Mobile number').fill(PHONE);
    await page.getByText('Phone number verified - ready to book!').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: "You're booked in" });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Tracking on the phone that booked: its own name, whole.
    await page.goto(`/track?phone=${PHONE}`);
    await expect.poll(() => customerFact(page).textContent()).toBe('Rahul Sharma');
    await pictures(page, 'track-own-name');
    // Anyone else tracking the number still sees it masked.
    const stranger = await (await openContext()).newPage();
    await stranger.goto(`/track?phone=${PHONE}`);
    await customerFact(stranger).waitFor();
    expect(await customerFact(stranger).textContent()).toBe('R**** S*****');

    // Signed in by code: the account knows the name.
    await page.goto('/customer/login');
    await page.getByLabel('WhatsApp number').pressSequentially(PHONE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const toast = await page.getByText(/Your code is \d{6}/).first().textContent();
    await page.getByLabel('6-digit code').fill(/\d{6}/.exec(toast ?? '')?.[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/customer/account');
    await page.getByRole('heading', { level: 1, name: 'Hello, Rahul' }).waitFor();
    expect(await page.getByText('Add your name').count()).toBe(0);
    await pictures(page, 'customer-account-named');

    // The booking form fills in the name as well as the number.
    await page.goto('/booking');
    await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe('Rahul Sharma');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(PHONE);
    await pictures(page, 'booking-form-named');
  });
});
