import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { barbers } from '../../src/server/db/schema.js';
import { takingsReportSchema } from '../../src/shared/schemas/takings.js';
import { zonedDate } from '../../src/shared/domain/format.js';
import { parseCsv } from '../helpers/csv.js';
import { insertPayment } from '../helpers/payments.js';
import { openDashboard } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE, todayAt } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

/**
 * Today's entries: Ravi (25 %) a cash haircut and beard trim with a discount and a tip, a UPI colour,
 * and one left unpaid; Sunil a card haircut.
 */
async function seedPayments(app: E2EApp): Promise<void> {
  await app.ctx.db.update(barbers).set({ commissionBasisPoints: 2500 }).where(eq(barbers.id, app.shop.barberA.id));
  app.ctx.store.clear();
  const ravi = app.shop.barberA.id;
  const sunil = app.shop.barberB.id;
  const line = (name: string, rupees: number) => ({ name, pricePaise: rupees * 100, serviceId: null });
  await insertPayment(app.ctx.db, { barberId: ravi, takenAt: new Date(todayAt('09:10')), method: 'cash', items: [line('Haircut', 450), line('Beard Trim', 150)], discountPaise: 5_000, tipPaise: 2_000, customerName: 'Asha Verma' });
  await insertPayment(app.ctx.db, { barberId: ravi, takenAt: new Date(todayAt('09:35')), method: 'upi', items: [{ name: 'Hair Colour', pricePaise: 68_050, serviceId: null }], customerName: 'Kiran Rao' });
  await insertPayment(app.ctx.db, { barberId: ravi, takenAt: new Date(todayAt('09:50')), method: 'unpaid', items: [line('Haircut', 250)], customerName: 'Meera Iyer' });
  await insertPayment(app.ctx.db, { barberId: sunil, takenAt: new Date(todayAt('09:20')), method: 'card', items: [line('Haircut', 300)], customerName: 'Dev Shah' });
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('takings', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s the owner sees the day\'s totals and a barber\'s share, and downloads the CSV', { timeout: 90_000 }, async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    await seedPayments(app);
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    const admin = await app.api.login(ADMIN);
    const report = await admin.call('GET', `/api/takings?from=${today}&to=${today}`, takingsReportSchema);
    // 570 + 680.50 + 300 received; Ravi's share 25 % of 1,230.50 (307.625 → 307.63) + 20 tip.
    expect(report.totals.receivedPaise).toBe(155_050);
    expect(report.barbers.find((barber) => barber.name === 'Ravi Kumar')?.sharePaise).toBe(32_763);

    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Takings');
    await page.getByTestId('takings-received').getByText('₹1,550.50', { exact: true }).waitFor();
    await page.getByText('4 payments', { exact: true }).waitFor();
    const figure = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('..').getByRole('definition').first();
    expect(await figure('Cash').textContent()).toBe('₹570');
    expect(await figure('UPI').textContent()).toBe('₹680.50');
    expect(await figure('Card').textContent()).toBe('₹300');
    expect(await figure('Tips').textContent()).toBe('₹20');
    expect(await figure('Discounts').textContent()).toBe('₹50');
    expect(await figure('Unpaid \\(owed\\)').textContent()).toBe('₹250');
    const ravi = page.getByRole('listitem').filter({ hasText: 'Owed to Ravi Kumar' });
    expect(await ravi.textContent()).toContain('₹327.63');
    expect(await ravi.textContent()).toContain('25% commission');
    await page.getByRole('list', { name: 'Payments, newest first' }).getByText('Meera Iyer').waitFor();
    await checkScreen(page, 'admin-takings-day');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`takings-${today}-${today}.csv`);
    const file = await download.path();
    const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
    expect(header).toEqual(['date', 'time', 'token', 'barber', 'services', 'method', 'net', 'discount', 'tip', 'total', 'corrects']);
    expect(rows.map((row) => [row[1], row[3], row[5], row[9]])).toEqual([
      ['09:10', 'Ravi Kumar', 'cash', '570.00'],
      ['09:20', 'Sunil Shah', 'card', '300.00'],
      ['09:35', 'Ravi Kumar', 'upi', '680.50'],
      ['09:50', 'Ravi Kumar', 'unpaid', '250.00'],
    ]);

    // The day before had nothing; this month holds today's.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByText('No payments recorded on this day').waitFor();
    await checkScreen(page, 'admin-takings-empty');
    await page.getByRole('button', { name: 'This month' }).click();
    await page.getByTestId('takings-received').getByText('₹1,550.50', { exact: true }).waitFor();
  });

  test.for(VIEWPORT_NAMES)('on a %s the barber sees their own day and share', async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    await seedPayments(app);
    await openDashboard(app, page);
    const card = page.getByRole('region', { name: "Today's takings" });
    await card.getByText('3 payments', { exact: true }).waitFor();
    expect(await card.getByTestId('barber-share').textContent()).toBe('₹327.63');
    await card.getByText('Your share at 25%').waitFor();
    await card.getByText('₹250 unpaid (owed), not counted until paid').waitFor();
    // Only their own: Sunil's card payment is not in Ravi's total.
    await card.getByText('₹1,250.50', { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'barber-todays-takings');
  });

  test('the owner sets a barber\'s commission as a percentage with up to two decimals', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Manage Barbers');
    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Barber' });
    const field = dialog.getByLabel('Commission (%)');
    await field.fill('12.345');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Enter a percentage from 0 to 100, with at most two decimals').waitFor();
    await expectNoSeriousA11yViolations(page);
    await field.fill('37.5');
    const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/barbers/'));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await sent).postDataJSON()).toEqual({ commissionBasisPoints: 3750 });
    await page.getByText('Commission 37.5%').waitFor();
    const [stored] = await app.ctx.db.select().from(barbers).where(eq(barbers.id, app.shop.barberA.id));
    expect(stored?.commissionBasisPoints).toBe(3750);
  });
});
