import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import type { E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';

/** A walk-in for Ravi Kumar made elsewhere: Haircut (30 minutes) unless told otherwise. */
function walkIn(app: E2EApp, customerName: string, customerPhone: string, services = [app.shop.haircut.id]) {
  return app.api.book({ barberId: app.shop.barberA.id, customerName, customerPhone, bookingType: 'queue', services });
}

/** On the open booking form: name, phone (checked free), Haircut, Book; returns the confirmation. */
async function joinWithHaircut(page: Page, name: string, phone: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByText('Phone number verified - ready to book!').waitFor();
  await page.getByRole('checkbox', { name: 'Haircut' }).check();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const overlay = page.getByRole('dialog', { name: "You're booked in" });
  await overlay.waitFor();
  return overlay;
}

describe('joining the queue', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('from a barber card on the home page to the token, then tracked and cancelled on the track page', async ({ app, page }) => {
    await walkIn(app, 'Rohan Das', '9000000001');
    await page.goto('/');
    await page.getByRole('article', { name: 'Ravi Kumar' }).getByRole('link', { name: 'BOOK APPOINTMENT' }).click();
    await page.waitForURL((url) => url.pathname === `/booking/${app.shop.barberA.id}`);
    await page.getByText('Booking with Ravi Kumar').waitFor();
    await page.getByText('Expected around 10:30 AM').waitFor();

    const overlay = await joinWithHaircut(page, 'Asha Verma', '9876500011');
    await overlay.getByText('#2').waitFor();
    await overlay.getByText('10:30 AM').waitFor();
    await overlay.getByText('30 min').waitFor();

    await overlay.getByRole('link', { name: 'Track booking' }).click();
    await page.waitForURL((url) => url.pathname === '/track' && url.searchParams.get('phone') === '9876500011');
    const card = page.getByRole('listitem').filter({ hasText: '#2' });
    await card.getByText('In Queue').waitFor();
    await card.getByText('Ravi Kumar').waitFor();
    // This browser made the booking: its manage token lets it cancel without a code.
    await page.getByRole('button', { name: 'Cancel booking #2' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Your booking has been successfully cancelled').first().waitFor();
    await page.getByText('Booking #2 was cancelled.').waitFor();
    expect(await card.count()).toBe(0);
  });

  test('the expected time is shown before booking and kept live, the overlay gives the token, and Cancel there ends it', async ({ app, page }) => {
    // One customer waits for Ravi already (30 minutes); the clock stands at 10:00 in the shop.
    await walkIn(app, 'Rohan Das', '9000000001');

    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByText('Booking with Ravi Kumar').waitFor();
    await page.getByText('Expected around 10:30 AM').waitFor();

    // Someone else joins meanwhile: the expected time moves without a reload.
    await walkIn(app, 'Meera Iyer', '9000000002', [app.shop.beard.id]);
    await page.getByText('Expected around 10:45 AM').waitFor();

    const overlay = await joinWithHaircut(page, 'Asha Verma', '9876500010');
    await overlay.getByText('#3').waitFor();
    await overlay.getByText('Queue', { exact: true }).waitFor();
    await overlay.getByText('45 min').waitFor();
    await overlay.getByText('10:45 AM').waitFor();
    await overlay.getByText('Asha Verma').waitFor();
    await overlay.getByText('+91 98765 00010').waitFor();
    await overlay.getByText('Ravi Kumar').waitFor();
    await overlay.getByText('Haircut (30 m)').waitFor();
    expect(await overlay.getByRole('link', { name: 'Track booking' }).getAttribute('href')).toBe('/track?phone=9876500010');
    await expectNoHorizontalScroll(page);

    // 45 minutes away: more than the 15-minute cutoff, so the customer may still cancel here.
    await overlay.getByRole('button', { name: 'Cancel booking #3' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Your booking has been successfully cancelled').first().waitFor();
    await overlay.waitFor({ state: 'detached' });
    // Back on the form, the number is free again.
    await page.getByText('Phone number verified - ready to book!').waitFor();
  });
});
