import type { Page } from 'playwright-core';
import { book, openDashboard } from './barber-helpers.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';

/** A figure of the Takings tab by its label: the definition beside the term. */
const figure = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('..').getByRole('definition').first();

// The money loop of a shop's day in one journey at 360 px (docs/product/money.md): the barber is
// paid by UPI at the chair with the QR code on screen, and the owner sees that payment in Takings
// and in the Numbers, through the screens alone.
describe("a day's money, from the chair to the owner's numbers", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a UPI payment at the chair reaches Takings and the revenue by barber', { timeout: 90_000 }, async ({ app, page, openContext }) => {
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' });
    const asha = await book(app, '9000000701', 'Asha Verma');

    // The barber serves Asha and completes: ₹350 for the haircut and a ₹30 tip, paid by UPI.
    const barber = await openDashboard(app, page);
    await barber.serve(asha.id);
    await page.getByText('Currently Serving').waitFor();
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: `Complete #${String(asha.id)}: Asha Verma` });
    await dialog.getByLabel('Price of item 1 in rupees').fill('350');
    await dialog.getByLabel('Tip (₹)').fill('30');
    await dialog.getByText('UPI', { exact: true }).click();
    await dialog.getByRole('img', { name: 'UPI QR code for ₹380' }).waitFor();
    await dialog.getByRole('button', { name: 'Received ₹380: complete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: "Today's takings" }).getByText('1 payment', { exact: true }).waitFor();

    // The owner, on another phone, sees it in the day's takings and in the numbers.
    const owner = await (await openContext()).newPage();
    await openAdminDashboard(app, owner);
    await openAdminTab(owner, 'Takings');
    await owner.getByTestId('takings-received').getByText('₹380', { exact: true }).waitFor();
    expect(await figure(owner, 'UPI').textContent()).toBe('₹380');
    expect(await figure(owner, 'Tips').textContent()).toBe('₹30');
    await owner.getByRole('list', { name: 'Payments, newest first' }).getByText('Asha Verma').waitFor();
    await expectNoHorizontalScroll(owner);

    await openAdminTab(owner, 'Numbers');
    const byBarber = owner.getByRole('region', { name: 'Revenue by barber' });
    await byBarber.getByRole('table').locator('tbody tr').first().waitFor({ state: 'attached' });
    const rows = await byBarber
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((found) => found.map((row) => Array.from(row.children).map((cell) => cell.textContent.trim())));
    expect(rows).toEqual([['Ravi Kumar', '₹380']]);
    await expectNoHorizontalScroll(owner);
  });
});
