import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings } from '../../src/server/db/schema.js';
import { accuracyReportSchema, type AccuracyReport } from '../../src/shared/schemas/accuracy.js';
import { chartSummary, figureCards, formatMinutes, formatShare, formatWalkIns } from '../../src/client/features/admin/logic/accuracy.js';
import { adminTexts } from '../../src/client/features/admin/texts.js';
import { accuracyTexts } from '../../src/client/features/admin/texts-accuracy.js';
import { book } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { ADMIN, BARBER_A, BARBER_B, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

/** The figures as the English screen writes them. */
const EN = { t: accuracyTexts.en, admin: adminTexts.en, language: 'en' } as const;

async function report(app: E2EApp, days: 7 | 30): Promise<AccuracyReport> {
  const admin = await app.api.login(ADMIN);
  return admin.call('GET', `/api/accuracy?days=${String(days)}`, accuracyReportSchema);
}

/**
 * Gives a booking a promised start this many minutes before (or, negative, after) its actual one,
 * unless the server recorded one when it was made; `daysAgo` moves both back by whole days.
 */
async function promise(app: E2EApp, bookingId: number, minutesEarly: number, daysAgo = 0): Promise<void> {
  const shift = sql.raw(`interval '${String(daysAgo)} days'`);
  await app.ctx.db
    .update(bookings)
    .set({ promisedStart: sql`serving_started_at - ${sql.raw(`interval '${String(minutesEarly)} minutes'`)}` })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.promisedStart)));
  await app.ctx.db
    .update(bookings)
    .set({ servingStartedAt: sql`serving_started_at - ${shift}`, promisedStart: sql`promised_start - ${shift}` })
    .where(eq(bookings.id, bookingId));
}

/** A barber's entry: a table row from tablet width, a card on phones. */
function barberEntry(page: Page, name: string) {
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  return wide ? page.getByRole('row', { name: new RegExp(name) }) : page.getByRole('listitem').filter({ hasText: name });
}

/** What the page shows is what GET /api/accuracy answers: the count, the cards, the chart, each barber. */
async function expectReportShown(page: Page, expected: AccuracyReport): Promise<void> {
  await page.getByText(`Last ${String(expected.days)} days:`).waitFor();
  // While the other period loads, the previous figures stay on screen, dimmed and busy: the same
  // numbers (as here) must not be taken for the new answer.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await page.getByText(formatWalkIns(expected.shop.walkIns, EN), { exact: true }).first().waitFor();
  for (const card of figureCards(expected.shop, EN)) {
    const figure = page.getByRole('term').filter({ hasText: card.label }).locator('..');
    expect(await figure.getByRole('definition').first().textContent()).toBe(card.value);
  }
  await page.getByRole('img', { name: chartSummary(expected.daily, EN), exact: true }).waitFor();
  for (const barber of expected.barbers) {
    const entry = barberEntry(page, barber.name);
    const text = (await entry.textContent()) ?? '';
    for (const value of [formatMinutes(barber.medianAbsMin, EN), formatShare(barber.withinTenShare, EN), formatShare(barber.lateShare, EN)]) {
      expect(text).toContain(value);
    }
  }
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('wait accuracy', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s the owner sees the figures the server reports, for 7 and 30 days', { timeout: 90_000 }, async (viewport, { app, page, advanceClock }) => {
    await useViewport(page, viewport);
    const ravi = await app.api.login(BARBER_A);
    const sunil = await app.api.login(BARBER_B);
    const first = await book(app, '9000000011', 'Asha Verma');
    const second = await book(app, '9000000012', 'Kiran Rao');
    const earlier = await book(app, '9000000013', 'Meera Iyer', { barberId: app.shop.barberB.id });
    await ravi.serve(first.id);
    await sunil.serve(earlier.id);
    await advanceClock(30);
    await ravi.complete(first.id);
    await sunil.complete(earlier.id);
    await ravi.serve(second.id);
    await advanceClock(30);
    await ravi.complete(second.id);
    // Started 2 minutes early, 12 minutes late; Sunil's, two days ago, 4 minutes late.
    await promise(app, first.id, -2);
    await promise(app, second.id, 12);
    await promise(app, earlier.id, 4, 2);
    const week = await report(app, 7);
    expect(week.shop.walkIns).toBe(3);
    expect(week.barbers.find((barber) => barber.name === 'Ravi Kumar')?.walkIns).toBe(2);

    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Wait Accuracy');
    await page.getByText('How close the promised waits were', { exact: false }).waitFor();
    await expectReportShown(page, week);
    const ravisEntry = barberEntry(page, 'Ravi Kumar');
    if (viewport === 'phone') expect(await ravisEntry.textContent()).toContain('2 walk-ins');
    else expect(await ravisEntry.getByRole('cell').first().textContent()).toBe('2');
    await checkScreen(page, 'admin-accuracy-7-days');

    await page.getByRole('button', { name: '30 days' }).click();
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('false');
    const month = await report(app, 30);
    expect(month.daily).toHaveLength(30);
    await expectReportShown(page, month);
    await checkScreen(page, 'admin-accuracy-30-days');
  });

  test('a fresh shop says figures come once walk-ins are served, then shows one as it is served', async ({ app, page }) => {
    expect((await report(app, 7)).shop.walkIns).toBe(0);
    // Live once the server's first message arrives; listened for before the page opens the socket.
    const live = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.once('framereceived', () => {
          resolve();
        });
      });
    });
    await openAdminDashboard(app, page);
    await live;
    await openAdminTab(page, 'Wait Accuracy');
    await page.getByText('No walk-ins served in this period yet').waitFor();
    await page.getByText('Figures appear once barbers start and complete walk-ins.').waitFor();
    await checkScreen(page, 'admin-accuracy-empty');
    // A tablet shows the tabs' short names in one row of pills: they still fit.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'admin-accuracy-empty');
    await useViewport(page, 'phone');

    // The promise is set before the barber begins: the live notice of the start refetches the report.
    const booking = await book(app, '9000000021', 'Asha Verma');
    await app.ctx.db
      .update(bookings)
      .set({ promisedStart: sql`booking_time + interval '3 minutes'` })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.promisedStart)));
    await (await app.api.login(BARBER_A)).serve(booking.id);
    await page.getByText('1 walk-in', { exact: true }).first().waitFor();
    await expectReportShown(page, await report(app, 7));
  });

  test('a report that fails to load says so, and Retry loads it', async ({ app, page }) => {
    await page.route('**/api/accuracy?*', (route) => route.abort('internetdisconnected'));
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Wait Accuracy');
    await page.getByRole('alert').getByText('Failed to load wait accuracy').waitFor();
    await checkScreen(page, 'admin-accuracy-error');
    await page.unroute('**/api/accuracy?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No walk-ins served in this period yet').waitFor();
  });
});
