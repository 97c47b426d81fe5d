import type { Page } from 'playwright-core';
import { nearbySchema, type Nearby } from '../../src/shared/schemas/branches.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { openBranch } from './support/branch.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, HINDI_BROWSER } from './support/hindi.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// "Shorter wait nearby" on a shop's booking page (docs/product/shop-list.md#shorter-wait-nearby,
// docs/product/screens.md#booking-page): the operator gives the home shop a branch in Indiranagar
// with one free barber who cuts hair; with both of the home shop's chairs busy, its booking page
// points a walk-in for a haircut there. The clock stands at 10:00 in the shop.
const BRANCH = { slug: 'main-indiranagar', name: 'Kings Cuts Indiranagar', timeZone: 'Asia/Kolkata' };
const NOW_LINE = `Shorter wait at our other branch: ${BRANCH.name} (Indiranagar) could start you now.`;

/** The branch, added and opened once for the file (app.reset() empties the home shop only). */
let added: Promise<unknown> | null = null;
function addBranch(app: E2EApp): Promise<unknown> {
  added ??= openBranch(app, BRANCH, { area: 'Indiranagar', pinCode: '' });
  return added;
}

/** A walk-in at the home shop, booked elsewhere: Haircut, 30 minutes. */
function walkIn(app: E2EApp, barberId: number, phone: string) {
  return app.api.book({ barberId, customerName: 'Rohan Das', customerPhone: phone, bookingType: 'queue', services: [app.shop.haircut.id] });
}

/** What the home shop's booking page is told for these services, once the branch's summary is in. */
async function nearbyNow(app: E2EApp, services: number[]): Promise<Nearby> {
  const response = await fetch(new URL(`/api/nearby?services=${services.join(',')}`, app.baseURL));
  return nearbySchema.parse(await response.json());
}

/** Both of the home shop's chairs busy until 10:30 (a walk-in each), and the branch's free chair known. */
async function busyHomeShop(app: E2EApp) {
  await addBranch(app);
  const ravi = await walkIn(app, app.shop.barberA.id, '9000000001');
  const sunil = await walkIn(app, app.shop.barberB.id, '9000000002');
  await expect.poll(async () => (await nearbyNow(app, [app.shop.haircut.id])).suggestion?.slug, { timeout: 10_000 }).toBe(BRANCH.slug);
  return { ravi, sunil };
}

const suggestion = (page: Page) => page.getByText(/^Shorter wait/);

/** A full-page picture for people, taken from the top so the sticky header sits where it belongs. */
async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

describe('the shorter wait nearby', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a walk-in for a haircut is pointed to the free branch, and follows it to the branch’s booking page', async ({ app, page }) => {
    await busyHomeShop(app);
    await page.goto('/booking?barber=any');
    await page.getByRole('combobox', { name: 'Barber' }).waitFor();
    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByLabel('Mobile number').fill('9876500001');
    await page.getByText('Phone number verified - ready to book!').waitFor();
    // Nothing is suggested before services are chosen.
    expect(await suggestion(page).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByText(NOW_LINE).waitFor();
    const goThere = page.getByRole('link', { name: 'Go there' });
    expect(await goThere.getAttribute('href')).toBe(`/s/${BRANCH.slug}/booking`);
    // The form is still whole: the customer may book here all the same.
    await page.getByRole('button', { name: 'Book Appointment' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await picture(page, 'booking-nearby-suggestion');
    await useViewport(page, 'desktop');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await picture(page, 'booking-nearby-suggestion');
    await useViewport(page, 'phone');

    await goThere.click();
    await page.waitForURL((url) => url.pathname === `/s/${BRANCH.slug}/booking`);
    await page.getByRole('link', { name: BRANCH.name }).first().waitFor();
    // The branch's own form, its one barber chosen, nothing carried over.
    await page.getByText('Booking with Imran Ali').or(page.getByRole('combobox', { name: 'Barber' })).first().waitFor();
    expect(await page.getByRole('checkbox', { name: 'Haircut' }).isChecked()).toBe(false);
    expect(await suggestion(page).count()).toBe(0);
  });

  test('nothing is suggested for a service the branch does not offer, nor for a time slot, and it goes once a chair here frees up', async ({ app, page }) => {
    const { sunil } = await busyHomeShop(app);
    await page.goto('/booking');
    await page.getByRole('combobox', { name: 'Barber' }).click();
    await page.getByRole('option', { name: /Ravi Kumar/ }).click();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByText(NOW_LINE).waitFor();
    // Under the chosen barber's expected time.
    await page.getByText('Expected around 10:30 AM').waitFor();
    await expectNoHorizontalScroll(page);
    await picture(page, 'booking-nearby-suggestion-barber');

    // The branch does not trim beards: a haircut and a beard trim are not suggested there.
    const both = [app.shop.haircut.id, app.shop.beard.id].sort((a, b) => a - b).join(',');
    const asked = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/nearby' && url.searchParams.get('services') === both;
    });
    await page.getByRole('checkbox', { name: 'Beard Trim' }).check();
    expect(nearbySchema.parse(await (await asked).json()).suggestion).toBeNull();
    await suggestion(page).waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Haircut' }).uncheck();
    await page.getByText('Expected around 10:30 AM').waitFor();
    expect(await suggestion(page).count()).toBe(0);

    // Back to a haircut alone; a time slot is never pointed elsewhere.
    await page.getByRole('checkbox', { name: 'Beard Trim' }).uncheck();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByText(NOW_LINE).waitFor();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await suggestion(page).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Join the queue' }).check();
    await page.getByText(NOW_LINE).waitFor();

    // Sunil's walk-in is cancelled: a chair here starts it now, and the line goes without a reload.
    const owner = await app.api.login(ADMIN);
    await owner.setStatus(sunil.id, 'cancelled');
    await suggestion(page).waitFor({ state: 'detached' });
  });

  test('in Hindi, the line keeps the branch’s name and reads as Hindi', async ({ app, openContext }) => {
    await busyHomeShop(app);
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await page.goto('/booking?barber=any');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByText(`हमारी दूसरी शाखा में कम इंतज़ार: ${BRANCH.name} (Indiranagar) में आपकी बारी अभी आ सकती है।`).waitFor();
    await page.getByRole('link', { name: 'वहाँ जाएँ' }).waitFor();
    await checkHindiScreen(page, 'booking-nearby-suggestion-hi', { viewports: ['phone', 'desktop'] });
  });
});
