import type { Page } from 'playwright-core';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { barberHoursSchema, type HoursSpan, type WeeklyHours } from '../../src/shared/schemas/hours.js';
import { book, openDashboard, tab } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import type { ApiClient } from './support/api-client.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';
import { openWorkingHours, setSplitDay } from './support/working-hours-dialog.js';

/** The chair's day (docs/product/chairs-day.md): working hours, breaks, last call and closed dates, as people see them. */

const RAVI = 'Ravi Kumar';
const SUNIL = 'Sunil Shah';
const VERIFIED = 'Phone number verified - ready to book!';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const everyDay = (spans: HoursSpan[]): WeeklyHours => Array.from({ length: 7 }, () => spans);

function setHours(admin: ApiClient, barberId: number, update: { weekly?: WeeklyHours | null; daysOff?: string[] }) {
  return admin.call('PUT', `/api/barbers/${barberId}/hours`, barberHoursSchema, update);
}

/** 'Thursday, 26 Nov', read from the calendar date as the home page does. */
function weekdayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(year, month - 1, day);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(at);
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(at);
  return `${weekday}, ${day} ${monthName}`;
}

async function fillDetails(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByText(VERIFIED).waitFor();
}

describe("the chair's day", () => {
  let admin: ApiClient | undefined;
  const owner = () => {
    if (!admin) throw new Error('signed in by beforeEach');
    return admin;
  };

  test.beforeEach(async ({ app }) => {
    await app.reset();
    admin ??= await app.api.login(ADMIN);
    // reset() restores settings and bookings, not the barbers' hours nor a break: put them back.
    for (const barber of [app.shop.barberA, app.shop.barberB]) {
      await setHours(owner(), barber.id, { weekly: null, daysOff: [] });
      await owner()
        .call('DELETE', `/api/barbers/${barber.id}/break`, barberHoursSchema)
        .catch(() => undefined);
    }
  });

  test("the slot grid marks a barber's lunch as a break, and a day off in one line", async ({ app, page }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await setHours(owner(), app.shop.barberA.id, {
      weekly: everyDay([
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ]),
      daysOff: [addCalendarDays(today, 1)],
    });

    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByText(`Booking with ${RAVI}`).waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await expect.poll(() => page.getByRole('radio', { name: '1:00 PM, Break' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '2:00 PM', exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '11:00 AM', exact: true }).isEnabled()).toBe(true);

    await page.getByRole('radio', { name: /^Tomorrow/ }).check();
    await page.getByText(`${RAVI} is not working on this day.`).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Time' }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("the admin's lunch break reaches the customer's slot grid and wait, and the barber's own break the card, live", async ({
    app,
    page,
    openContext,
    advanceClock,
  }) => {
    // The admin splits today at lunch, on screen.
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    const dialog = await openWorkingHours(app, page);
    await setSplitDay(dialog, day, [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ]);
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 12:40: a walk-in no longer fits before lunch, so the one in line starts at 2:00 PM and a
    // new one would at 2:30 PM; the grid offers no time in the break.
    await advanceClock(160);
    await book(app, '9000000031', 'Kabir Rao');
    const customer = await (await openContext()).newPage();
    await customer.goto(`/booking/${app.shop.barberA.id}`);
    await customer.getByText(`Booking with ${RAVI}`).waitFor();
    await customer.getByRole('checkbox', { name: 'Haircut' }).check();
    await customer.getByText('Queue · around 2:30 PM').waitFor();
    await customer.getByRole('radio', { name: 'Book a time slot' }).check();
    await expect.poll(() => customer.getByRole('radio', { name: '1:30 PM, Break' }).isDisabled()).toBe(true);
    expect(await customer.getByRole('radio', { name: '2:30 PM', exact: true }).isEnabled()).toBe(true);

    // The barber steps out for 15 minutes: the customer's card says when he is back, live.
    await customer.goto('/');
    const ravi = card(customer, RAVI);
    await ravi.getByText(/WAIT: \d+/).waitFor();
    await openDashboard(app, page, BARBER_A, RAVI);
    await page.getByRole('button', { name: 'Take a break' }).click();
    await page.getByRole('group', { name: 'Take a break' }).getByRole('button', { name: '15 min break' }).click();
    await ravi.getByText('Back at 12:55 PM').waitFor();
    await expectNoHorizontalScroll(customer);
    await expectNoSeriousA11yViolations(customer);
  });

  test("a break taken on the dashboard shows on the customer's card live, and ends there too", async ({ app, page, openContext }) => {
    const customer = await (await openContext()).newPage();
    await customer.goto('/');
    const ravi = card(customer, RAVI);
    await ravi.getByText('WAIT: No Wait').waitFor();
    await customer.evaluate(() => Object.assign(window, { homeNotReloaded: true }));

    await openDashboard(app, page, BARBER_A, RAVI);
    // The lengths fold away below the chair's work until asked for.
    expect(await page.getByRole('group', { name: 'Take a break' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Take a break' }).click();
    const lengths = page.getByRole('group', { name: 'Take a break' });
    expect(await lengths.getByRole('button').allTextContents()).toEqual(['5 min', '10 min', '15 min', '30 min', '60 min']);
    // A double tap takes one break (a second would be refused as ALREADY_ON_BREAK and toasted).
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/break')) posts += 1;
    });
    await lengths.getByRole('button', { name: '15 min break' }).dblclick();
    await page.getByRole('heading', { name: 'On break until 10:15 AM' }).waitFor();
    expect(posts).toBe(1);

    await ravi.getByText('Back at 10:15 AM').waitFor();
    expect(await ravi.locator('[aria-live="polite"]').textContent()).toBe('Back at 10:15 AM');
    expect(await customer.evaluate(() => 'homeNotReloaded' in window)).toBe(true);

    for (const viewport of VIEWPORT_NAMES) {
      await useViewport(page, viewport);
      await useViewport(customer, viewport);
      await expectNoHorizontalScroll(page);
      await expectNoHorizontalScroll(customer);
      await expectNoSeriousA11yViolations(page);
      await expectNoSeriousA11yViolations(customer);
      await screenshot(page, 'chair-day-dashboard-on-break');
      await ravi.scrollIntoViewIfNeeded();
      await screenshot(customer, 'chair-day-home-card-on-break');
    }

    await page.getByRole('button', { name: 'End break' }).click();
    await page.getByRole('group', { name: 'Take a break' }).waitFor();
    await ravi.getByText('WAIT: No Wait').waitFor();
    // The lengths, back where End break was, take a tap only once a double tap's second is past.
    await expect.poll(() => lengths.getByRole('button', { name: '15 min break' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: /^My hours/ }).click();
    await page.getByText('Shop hours: you work whenever the shop is open.').waitFor();
    await useViewport(page, 'phone');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'chair-day-dashboard-break-controls');
  });

  test("the barber's queue flags bookings the new hours leave outside, and says why", async ({ app, page }) => {
    await book(app, '9000000021', 'Asha Verma');
    await book(app, '9000000022', 'Rohan Das');
    await book(app, '9000000023', 'Meera Iyer', { slotTime: '15:00' });
    // The admin shortens Ravi's day after they booked: the second walk-in and the slot no longer fit.
    await setHours(owner(), app.shop.barberA.id, { weekly: everyDay([{ start: '09:00', end: '10:45' }]) });

    await openDashboard(app, page, BARBER_A, RAVI);
    await tab(page, 'Queue').click();
    const queue = page.getByRole('list', { name: 'Waiting customers' });
    const item = (name: string) => queue.getByRole('listitem').filter({ hasText: name });
    await item('Rohan Das').getByText('After closing').waitFor();
    await item('Rohan Das').getByText('The queue ahead pushes this walk-in past the end of your working day.').waitFor();
    await item('Meera Iyer').getByText('Outside your hours').waitFor();
    expect(await item('Asha Verma').getByText('After closing').count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'chair-day-queue-outside-hours');
  });

  describe('last call', () => {
    /** 17:45, the shop open until 20:00, Ravi's day ending at 18:00: a 30-minute walk-in no longer fits him. */
    async function lateInRavisDay(app: E2EApp, advanceClock: (minutes: number) => Promise<void>) {
      await owner().updateShopSettings({ closeTime: '20:00' });
      await setHours(owner(), app.shop.barberA.id, { weekly: everyDay([{ start: '09:00', end: '18:00' }]) });
      await advanceClock(7 * 60 + 45);
    }

    test.for(VIEWPORT_NAMES)(
      'on a %s the booking page says so before submitting and offers another barber or a time',
      async (viewport, { app, page, advanceClock }) => {
        await lateInRavisDay(app, advanceClock);
        await useViewport(page, viewport);
        await page.goto(`/booking/${app.shop.barberA.id}`);
        await fillDetails(page, 'Asha Verma', '9876500011');
        await page.getByRole('checkbox', { name: 'Haircut' }).check();

        const notice = page.getByRole('region', { name: `${RAVI} cannot take another walk-in today.` });
        await notice.waitFor();
        const other = notice.getByRole('button', { name: new RegExp(`^${SUNIL}`) });
        await other.getByText('expected at 5:45 PM').waitFor();
        const tomorrow = notice.getByRole('button', { name: 'Tomorrow, 9:00 AM' });
        await tomorrow.waitFor();
        expect(await page.getByRole('button', { name: 'Book Appointment' }).isDisabled()).toBe(true);
        await expectNoHorizontalScroll(page);
        await expectNoSeriousA11yViolations(page);
        await notice.scrollIntoViewIfNeeded();
        await screenshot(page, 'chair-day-booking-last-call');

        // Tomorrow's first time: the form switches to a slot with that day and time chosen.
        await tomorrow.click();
        await expect.poll(() => page.getByRole('radio', { name: '9:00 AM', exact: true }).isChecked()).toBe(true);
        expect(await page.getByRole('radio', { name: /^Tomorrow/ }).isChecked()).toBe(true);
        expect(await page.getByRole('button', { name: 'Book Appointment' }).isEnabled()).toBe(true);

        // Back to the queue, then the other barber, with what was typed kept.
        await page.getByRole('radio', { name: 'Join the queue' }).check();
        await notice.waitFor();
        await other.click();
        await page.waitForURL(`**/booking/${app.shop.barberB.id}`);
        await page.getByText(`Booking with ${SUNIL}`).waitFor();
        expect(await page.getByLabel('Your name').inputValue()).toBe('Asha Verma');
        expect(await notice.count()).toBe(0);
        await page.getByRole('button', { name: 'Book Appointment' }).click();
        await page.getByRole('dialog', { name: "You're booked in" }).waitFor();
      },
    );

    test('a walk-in refused at the submit (the day filled up meanwhile) shows the same notice', async ({ app, page }) => {
      const tomorrow = addCalendarDays(zonedDate(app.clock.now, SHOP_TIME_ZONE), 1);
      await page.route('**/api/bookings', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({
                error: 'LAST_CALL',
                message: `${RAVI} cannot take another walk-in today.`,
                alternatives: {
                  barbers: [{ barberId: app.shop.barberB.id, name: SUNIL, expectedStartTime: new Date(app.clock.now).toISOString(), expectedTime: '10:00' }],
                  slots: [{ barberId: app.shop.barberA.id, date: tomorrow, time: '09:00', start: new Date(app.clock.now + 23 * 3_600_000).toISOString() }],
                },
              }),
            })
          : route.fallback(),
      );
      await page.goto(`/booking/${app.shop.barberA.id}`);
      await fillDetails(page, 'Asha Verma', '9876500012');
      await page.getByRole('checkbox', { name: 'Haircut' }).check();
      await page.getByText(/^Expected around/).waitFor();
      await page.getByRole('button', { name: 'Book Appointment' }).click();

      const notice = page.getByRole('region', { name: `${RAVI} cannot take another walk-in today.` });
      await notice.getByRole('button', { name: new RegExp(`^${SUNIL}`) }).getByText('expected at 10:00 AM').waitFor();
      await notice.getByRole('button', { name: 'Tomorrow, 9:00 AM' }).waitFor();
      await page.getByText('Booking Failed').first().waitFor();
      expect(await page.getByRole('button', { name: 'Book Appointment' }).isDisabled()).toBe(true);
    });
  });

  test.for(VIEWPORT_NAMES)('on a %s the home page on a closed date says when the shop opens next', async (viewport, { app, page }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await owner().updateShopSettings({ closedDates: [today, addCalendarDays(today, 1)] });
    await useViewport(page, viewport);
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await hero.getByText(`Closed today · opens ${weekdayDate(addCalendarDays(today, 2))} at 9:00 AM`).waitFor();
    await hero.getByText('CLOSED', { exact: true }).waitFor();
    // The shell's Book Now links lose their open dot too.
    expect(await page.getByRole('link', { name: /shop open/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'chair-day-home-closed-today');
  });
});
