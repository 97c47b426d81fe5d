import type { Page } from 'playwright-core';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { slotsResponseSchema } from '../../src/shared/schemas/booking.js';
import { barberHoursSchema, type BarberHoursUpdate, type WeeklyHours } from '../../src/shared/schemas/hours.js';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab, toastText } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { openWorkingHours, setSplitDay } from './support/working-hours-dialog.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The shop's date now, and its weekday (Sunday 0, as the API's week counts). */
function shopToday(app: E2EApp): { date: string; weekday: number } {
  const date = zonedDate(app.clock.now, SHOP_TIME_ZONE);
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/** 'Wed, 25 Nov' as the lists show a date of this year ('Fri, 1 Jan, 2027' for another). */
function listed(date: string, today: string): string {
  const format = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return format.format(new Date(`${date}T00:00:00Z`));
}

async function barberHours(app: E2EApp, barberId: number) {
  const admin = await app.api.login(ADMIN);
  return admin.call('GET', `/api/barbers/${barberId}/hours`, barberHoursSchema);
}

async function setBarberHours(app: E2EApp, barberId: number, update: BarberHoursUpdate) {
  const admin = await app.api.login(ADMIN);
  return admin.call('PUT', `/api/barbers/${barberId}/hours`, barberHoursSchema, update);
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

const savedHours = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/hours') && response.request().method() === 'PUT');

describe("the chair's day, set from the admin dashboard", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
    // Hours live on the barbers, which the reset keeps: back to the shop's hours and no days off.
    for (const barber of [app.shop.barberA, app.shop.barberB]) await setBarberHours(app, barber.id, { weekly: null, daysOff: [] });
  });

  test("a lunch break set on today's row takes 13:00 out of the slot grid and leaves 14:00 bookable", async ({ app, page }) => {
    const today = shopToday(app);
    const day = WEEKDAYS[today.weekday] ?? 'Sunday';
    const dialog = await openWorkingHours(app, page);
    await dialog.getByText('Same as shop hours').waitFor();
    await dialog.getByText('Every day, 9:00 AM – 6:00 PM.', { exact: false }).waitFor();

    await setSplitDay(dialog, day, [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ]);
    await dialog.getByText('9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM').waitFor();

    const sent = page.waitForRequest((request) => request.url().includes('/hours') && request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    // Only the week changed: the days off are not sent.
    const weekly: WeeklyHours = WEEKDAYS.map((_, index) =>
      index === today.weekday
        ? [
            { start: '09:00', end: '13:00' },
            { start: '14:00', end: '18:00' },
          ]
        : [{ start: '09:00', end: '18:00' }],
    );
    expect((await sent).postDataJSON()).toEqual({ weekly });
    await toastText(page, 'Working hours saved').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const slots = await app.api.call('GET', `/api/barbers/${app.shop.barberA.id}/slots?date=${today.date}`, slotsResponseSchema);
    const at = (time: string) => slots.slots.find((slot) => slot.time === time);
    expect(at('13:00')).toMatchObject({ available: false, reason: 'BARBER_BREAK' });
    expect(at('14:00')).toMatchObject({ available: true });
    expect((await barberHours(app, app.shop.barberA.id)).weekly).toEqual(weekly);

    // Back to the shop's hours: the week is sent as null.
    await page.getByRole('button', { name: 'Working hours for Ravi Kumar' }).click();
    await dialog.getByText('9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM').waitFor();
    await dialog.getByRole('button', { name: 'Use shop hours' }).click();
    await dialog.getByText('Same as shop hours').waitFor();
    const reset = page.waitForRequest((request) => request.url().includes('/hours') && request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    expect((await reset).postDataJSON()).toEqual({ weekly: null });
    await toastText(page, 'Working hours saved').waitFor();
    expect((await barberHours(app, app.shop.barberA.id)).weekly).toBeNull();
  });

  test('a day off and a closed date added on screen are still there after a reload; removing them empties the lists', async ({ app, page }) => {
    const { date: today } = shopToday(app);
    const dayOff = addCalendarDays(today, 3);
    const holiday = addCalendarDays(today, 10);

    const dialog = await openWorkingHours(app, page);
    await dialog.getByText('No days off').waitFor();
    await dialog.getByRole('button', { name: 'Add day off' }).click();
    await dialog.getByText('Choose a date').waitFor();
    await dialog.getByLabel('Day off', { exact: true }).fill(addCalendarDays(today, -1));
    await dialog.getByRole('button', { name: 'Add day off' }).click();
    await dialog.getByText('Choose today or a later date').waitFor();
    await dialog.getByLabel('Day off', { exact: true }).fill(dayOff);
    await dialog.getByRole('button', { name: 'Add day off' }).click();
    await dialog.getByText(listed(dayOff, today)).waitFor();
    const saved = savedHours(page);
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    expect((await saved).ok()).toBe(true);
    await toastText(page, 'Working hours saved').waitFor();
    expect((await barberHours(app, app.shop.barberA.id)).daysOff).toEqual([dayOff]);

    await openAdminTab(page, 'Shop Settings');
    await page.getByRole('heading', { level: 3, name: 'Closed Dates' }).waitFor();
    await page.getByText('No closed dates').waitFor();
    await page.getByLabel('Closed date', { exact: true }).fill(holiday);
    await page.getByRole('button', { name: 'Add closed date' }).click();
    await toastText(page, `Closed on ${listed(holiday, today)}`).waitFor();
    expect((await app.api.call('GET', '/api/shop-settings', shopSettingsSchema)).closedDates).toEqual([holiday]);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Shop Settings' }).waitFor();
    await page.getByText(listed(holiday, today)).waitFor();
    await openAdminTab(page, 'Manage Barbers');
    await page.getByRole('button', { name: 'Working hours for Ravi Kumar' }).click();
    await dialog.getByText(listed(dayOff, today)).waitFor();

    await dialog.getByRole('button', { name: `Remove day off ${listed(dayOff, today)}` }).click();
    await dialog.getByText('No days off').waitFor();
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await toastText(page, 'Working hours saved').waitFor();
    expect((await barberHours(app, app.shop.barberA.id)).daysOff).toEqual([]);
    await openAdminTab(page, 'Shop Settings');
    await page.getByRole('button', { name: `Remove closed date ${listed(holiday, today)}` }).click();
    await toastText(page, `Open again on ${listed(holiday, today)}`).waitFor();
    await page.getByText('No closed dates').waitFor();
    expect((await app.api.call('GET', '/api/shop-settings', shopSettingsSchema)).closedDates).toEqual([]);
  });

  test("a double tap saves once; the server's field messages show at their inputs and above the buttons", async ({ app, page }) => {
    const dialog = await openWorkingHours(app, page);
    await dialog.getByRole('button', { name: 'Set own hours' }).click();

    // The first save is held until both taps are in, then refused as a server would refuse it.
    const puts: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/barbers/*/hours', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      puts.push(route.request().postData() ?? '');
      await held;
      await route.fulfill({
        status: 400,
        json: {
          error: 'VALIDATION_ERROR',
          message: 'Tuesday needs another look',
          fields: { 'weekly.2.0.end': 'Tuesday cannot end then', 'weekly.4': 'Thursday has too many periods' },
        },
      });
    });
    const save = dialog.getByRole('button', { name: 'Save hours' });
    await save.dblclick();
    await dialog.getByRole('button', { name: 'Saving...' }).waitFor();
    release();
    await dialog.getByText('Tuesday cannot end then').waitFor();
    await dialog.getByText('Thursday has too many periods').waitFor();
    await dialog.getByText('Some of these hours could not be saved. See the messages above.').waitFor();
    expect(puts).toHaveLength(1);
    // The message describes the field it belongs to.
    const end = dialog.getByLabel('Tuesday period 1 end');
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await end.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Tuesday cannot end then');
    // The toast sits outside the modal dialog (hidden from its accessibility tree): found by its text.
    await page.getByText('Failed to save working hours', { exact: true }).first().waitFor();
    await page.unroute('**/api/barbers/*/hours');
  });

  test.for(VIEWPORT_NAMES)('on a %s the Working hours dialog and the Closed Dates card fit and pass axe', { timeout: 120_000 }, async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    const { date: today, weekday } = shopToday(app);
    await setBarberHours(app, app.shop.barberA.id, {
      weekly: WEEKDAYS.map((_, index) =>
        index === (weekday + 3) % 7
          ? []
          : index === weekday
            ? [
                { start: '10:00', end: '13:00' },
                { start: '14:00', end: '19:00' },
              ]
            : [{ start: '10:00', end: '19:00' }],
      ),
      daysOff: [addCalendarDays(today, 4), addCalendarDays(today, 40)],
    });
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ closedDates: [addCalendarDays(today, 1), addCalendarDays(today, 30)] });

    await openAdminDashboard(app, page);
    await page.getByRole('heading', { level: 3, name: 'Closed Dates' }).waitFor();
    await page.getByText(listed(addCalendarDays(today, 30), today)).waitFor();
    await checkScreen(page, 'admin-closed-dates');

    await openAdminTab(page, 'Manage Barbers');
    await page.getByRole('button', { name: 'Working hours for Ravi Kumar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Working hours' });
    await dialog.getByText('10:00 AM – 1:00 PM, 2:00 PM – 7:00 PM').waitFor();
    await checkScreen(page, 'admin-working-hours');
    await dialog.getByRole('heading', { name: 'Days off' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'admin-working-hours-days-off');
    await dialog.getByRole('button', { name: 'Use shop hours' }).click();
    await dialog.getByText('Same as shop hours').waitFor();
    await dialog.getByRole('heading', { name: 'Weekly hours' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'admin-working-hours-shop');

    // Escape leaves without saving, and the focus goes back to the card's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Working hours for Ravi Kumar');
    expect((await barberHours(app, app.shop.barberA.id)).weekly).not.toBeNull();
  });
});
