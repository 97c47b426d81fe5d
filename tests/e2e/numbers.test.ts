import type { Page } from 'playwright-core';
import { numbersReportSchema, type NumbersReport } from '../../src/shared/schemas/numbers.js';
import { paiseAsRupees } from '../../src/client/features/admin/logic/numbers.js';
import { dayMonth } from '../../src/client/features/admin/logic/shop-dates.js';
import { insertPastBookings, insertPayment, insertRefusals, type PastBooking } from '../helpers/numbers-rows.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function report(app: E2EApp, weeks: number): Promise<NumbersReport> {
  const admin = await app.api.login(ADMIN);
  return admin.call('GET', `/api/numbers?weeks=${String(weeks)}`, numbersReportSchema);
}

/** Five weeks of a shop's past, written into the tables: walk-ins and appointments, some lost, most paid. */
async function seedPast(app: E2EApp): Promise<void> {
  const now = app.clock.now;
  const barbers = [app.shop.barberA.id, app.shop.barberB.id];
  const rows: PastBooking[] = [];
  for (let i = 0; i < 160; i++) {
    // From 10:00 on the days before, every 50 minutes, over 35 days.
    const at = now - (1 + (i % 35)) * DAY + Math.floor(i / 35) * 50 * MINUTE - 2 * 60 * MINUTE;
    const slot = i % 4 === 0;
    const lost = i % 9 === 0 ? 'customer' : i % 13 === 0 ? 'barber' : null;
    rows.push({
      barberId: barbers[i % 2] ?? 0,
      customerPhone: String(9800000000 + (i % 40)),
      bookingType: slot ? 'slot' : 'queue',
      status: lost ? 'cancelled' : 'completed',
      cancelledBy: lost,
      cancelReason: lost === 'barber' && i % 2 === 0 ? 'no_show' : null,
      bookingTime: new Date(slot ? at - DAY : at),
      slotStart: slot ? new Date(at) : null,
      servingStartedAt: lost ? null : new Date(at + (i % 6) * 5 * MINUTE),
      finishedAt: new Date(at + ((i % 6) * 5 + 30) * MINUTE + (lost === 'customer' ? 10 * MINUTE : 0)),
    });
  }
  const ids = await insertPastBookings(app.ctx.db, rows);
  for (const [index, row] of rows.entries()) {
    const bookingId = ids[index];
    if (row.status !== 'completed' || bookingId === undefined || index % 5 === 4) continue;
    await insertPayment(app.ctx.db, {
      bookingId,
      barberId: row.barberId,
      servicesPaise: 30_000 + (index % 3) * 10_000,
      discountPaise: 0,
      tipPaise: index % 4 === 1 ? 5_000 : 0,
      method: (['cash', 'upi', 'card'] as const)[index % 3] ?? 'cash',
      takenAt: row.finishedAt ?? row.bookingTime,
    });
  }
  await insertRefusals(app.ctx.db, [new Date(now - 2 * DAY), new Date(now - 9 * DAY)]);
}

/** A card of the tab, by its heading. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The card's table (shown with "Show as table"): each row's cells as text. */
async function tableRows(page: Page, title: string): Promise<string[][]> {
  return card(page, title)
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent.trim())));
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('the owner’s numbers', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s the owner sees the numbers the server reports, as charts and as tables', { timeout: 90_000 }, async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    await seedPast(app);
    const twelve = await report(app, 12);
    expect(twelve.revenueByBarber).toHaveLength(2);

    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Numbers');
    await card(page, 'Busiest hours').waitFor();
    await card(page, 'Served by week').locator('canvas').first().waitFor();
    await checkScreen(page, 'admin-numbers');

    // The tables say what the charts draw, for screen readers and for anyone who asks.
    const served = await tableRows(page, 'Served by week');
    expect(served).toEqual(twelve.byWeek.map((week) => [dayMonth(week.weekStart, 'en'), String(week.walkInsServed), String(week.appointmentsServed)]));
    const byBarber = await tableRows(page, 'Revenue by barber');
    expect(byBarber).toEqual(twelve.revenueByBarber.map((barber) => [barber.name, paiseAsRupees(barber.revenuePaise, 'en')]));
    const revenue = card(page, 'Revenue by week');
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    await revenue.getByRole('button', { name: 'Show as chart', pressed: true }).waitFor();
    await revenue.getByRole('table').waitFor({ state: 'visible' });
    expect(await revenue.locator('canvas').count()).toBe(0);
    const week = twelve.byWeek.at(-2);
    if (!week) throw new Error('no weeks');
    await revenue.getByRole('row', { name: dayMonth(week.weekStart, 'en') }).getByText(paiseAsRupees(week.revenuePaise, 'en')).waitFor();
    const lost = twelve.byWeek.reduce((sum, entry) => sum + entry.refusedAtLastCall, 0);
    expect(lost).toBe(2);
    await checkScreen(page, 'admin-numbers-table');

    // Another period: the buttons say which is chosen, and the weeks follow.
    await page.getByRole('button', { name: '4 weeks' }).click();
    expect(await page.getByRole('button', { name: '4 weeks' }).getAttribute('aria-pressed')).toBe('true');
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const four = await report(app, 4);
    expect(await tableRows(page, 'Served by week')).toHaveLength(four.byWeek.length);
  });

  test('a shop without bookings says so', async ({ app, page }) => {
    await useViewport(page, 'phone');
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Numbers');
    await page.getByText('Not enough bookings yet').waitFor();
    await checkScreen(page, 'admin-numbers-empty');
  });

  test('numbers that fail to load say so, and Retry loads them', async ({ app, page }) => {
    await useViewport(page, 'phone');
    await page.route('**/api/numbers?*', (route) => route.abort('internetdisconnected'));
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Numbers');
    await page.getByRole('alert').getByText('Failed to load the numbers').waitFor();
    await checkScreen(page, 'admin-numbers-error');
    await page.unroute('**/api/numbers?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Not enough bookings yet').waitFor();
  });
});
