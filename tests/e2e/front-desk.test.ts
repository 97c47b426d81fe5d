import type { Page } from 'playwright-core';
import { openDashboard } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

const RAVI = 'Ravi Kumar';
const SUNIL = 'Sunil Shah';
const card = (page: Page, name: string) => page.getByRole('article', { name });
const walkInDialog = (page: Page) => page.getByRole('dialog');

describe('the front desk: walk-ins added at the counter, and any barber', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a barber adds a walk-in in two taps; the home page in another browser shows the longer wait', async ({ app, page, openContext }) => {
    const customer = await (await openContext()).newPage();
    await customer.goto('/');
    await card(customer, RAVI).getByText('WAIT: No Wait').waitFor();

    await openDashboard(app, page);
    await page.getByRole('button', { name: 'Add walk-in' }).click();
    const dialog = walkInDialog(page);
    // The chair's usual service is already picked: nothing to type.
    expect(await dialog.getByRole('checkbox', { name: 'Haircut' }).isChecked()).toBe(true);
    await screenshot(page, 'front-desk-barber-form');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await dialog.getByRole('heading', { name: 'Walk-in added' }).waitFor();
    const token = await dialog.getByTestId('walk-in-token').textContent();
    expect(token).toMatch(/^#\d+$/);
    await dialog.getByRole('img', { name: `QR code of the page of token ${token ?? ''}` }).waitFor();
    await dialog.getByText(`${RAVI}, expected at 10:00 AM`).waitFor();
    const link = await dialog.getByRole('link', { name: 'Open token page' }).getAttribute('href');
    expect(link).toMatch(new RegExp(`/track\\?booking=${(token ?? '').slice(1)}&token=[0-9a-f]{64}$`));
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'front-desk-barber-token');

    // Live, without a reload: the walk-in is in Ravi's chair's plan on the customer's home page.
    await card(customer, RAVI).getByText('WAIT: 30 min').waitFor();

    await dialog.getByRole('button', { name: 'Done' }).click();
    await useViewport(page, 'desktop');
    await page.getByRole('button', { name: 'Add walk-in' }).click();
    await walkInDialog(page).getByRole('checkbox', { name: 'Haircut' }).waitFor();
    await screenshot(page, 'front-desk-barber-form-desktop');
  });

  test('a customer books "Any barber" from the home page and is told who was assigned', async ({ app, page }) => {
    await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Asha Verma',
      customerPhone: '9000000001',
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });
    await page.goto('/');
    await page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking?barber=any');
    await page.getByRole('combobox', { name: 'Barber' }).getByText('Any barber (shortest wait)').waitFor();
    await page.getByText('With any barber you join the walk-in queue.', { exact: false }).waitFor();

    await page.getByLabel('Your name').fill('Kabir Khan');
    await page.getByLabel('Mobile number').fill('9876500002');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'front-desk-any-barber-form');
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    const overlay = page.getByRole('dialog');
    await overlay.getByTestId('assigned-barber').getByText(`${SUNIL}: starts at 10:00 AM, the earliest`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'front-desk-any-barber-confirmation');
  });

  test('the admin adds a walk-in for the first available barber at the front desk', async ({ app, page }) => {
    await app.api.book({
      barberId: app.shop.barberB.id,
      customerName: 'Asha Verma',
      customerPhone: '9000000001',
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Front desk');
    const chairs = page.getByRole('list', { name: 'Chairs' });
    await chairs.getByRole('listitem', { name: SUNIL }).getByText('1 waiting').waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'front-desk-admin');

    await page.getByRole('button', { name: 'Add walk-in' }).click();
    const dialog = walkInDialog(page);
    expect(await dialog.getByRole('radio', { name: 'First available' }).isChecked()).toBe(true);
    await dialog.getByLabel('Name').fill('Mohan');
    await screenshot(page, 'front-desk-admin-form');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(`${RAVI}, expected at 10:00 AM`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await chairs.getByRole('listitem', { name: RAVI }).getByText('1 waiting').waitFor();
    await expectNoSeriousA11yViolations(page);

    await useViewport(page, 'desktop');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'front-desk-admin-desktop');
  });
});
