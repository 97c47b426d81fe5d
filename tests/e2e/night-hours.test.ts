import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { screenshot } from './support/screenshot.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { SHOP_TIME_ZONE, todayAt } from './support/shop-clock.js';

// 02:00 in the shop, open 09:00-04:30: the calendar says today, the shop is still in last night's date.
test.override('appOptions', { start: todayAt('02:00'), messenger: false });

/** '28 Nov' as the date picker writes it. */
function short(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
}

/** '28 November, 2026' as the confirmation writes it. */
function long(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}, ${year}`;
}

describe('booking in the small hours of a shop open past midnight', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
    await (await app.api.login(ADMIN)).updateShopSettings({ openTime: '09:00', closeTime: '04:30' });
  });

  test("offers the night's remaining times as Today, and books 03:00 for the calendar's today", async ({ app, page }) => {
    const calendarToday = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    const shopToday = addCalendarDays(calendarToday, -1);

    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByText('Booking with Ravi Kumar').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();

    // The night's date is today, chosen first; its times after midnight say which calendar date they are on.
    const today = page.getByRole('radio', { name: `Today, ${short(shopToday)}` });
    await expect.poll(() => today.isChecked()).toBe(true);
    await page.getByRole('radio', { name: `Tomorrow, ${short(calendarToday)}` }).waitFor();
    await page.getByText(`After midnight, ${short(calendarToday)}`).waitFor();
    expect(await page.getByRole('radio', { name: /^1:30 AM/ }).count()).toBe(0);
    await page.getByRole('radio', { name: '3:00 AM', exact: true }).check();
    await page.getByText(`Today ${short(shopToday)} · 3:00 AM on ${short(calendarToday)}`).waitFor();
    await screenshot(page, 'booking-night-slots');

    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByLabel('Mobile number').fill('9876500001');
    await page.getByText('Phone number verified - ready to book!').waitFor();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const overlay = page.getByRole('dialog', { name: "You're booked in" });
    await overlay.waitFor();
    await overlay.getByText(long(calendarToday)).waitFor();
    await overlay.getByText('3:00 AM').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The booking reads back as it was asked for, at 03:00 on the calendar's today.
    const admin = await app.api.login(ADMIN);
    const [booking] = await admin.call('GET', `/api/bookings?date=${shopToday}`, bookingSchema.array());
    expect([booking?.slotDate, booking?.slotTime]).toEqual([shopToday, '03:00']);
    await page.goto('/track?phone=9876500001');
    await page.getByText(`${long(calendarToday)} at 3:00 AM`).waitFor();
  });
});
