import type { Page } from 'playwright-core';
import { z } from 'zod';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { pasteInto } from './support/paste.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';
import { zonedDate } from '../../src/shared/domain/format.js';

/** The booking page's own texts (docs/product/screens.md, docs/product/api.md#error-catalogue). */
const VERIFIED = 'Phone number verified - ready to book!';
const ACTIVE = 'There is already an active booking with this number';

/** Fills name and phone and waits for the phone check to pass. */
async function fillDetails(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByText(VERIFIED).waitFor();
}

describe('booking page', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s the empty form fits the screen and passes axe', async (viewport, { page }) => {
    await useViewport(page, viewport);
    await page.goto('/booking');
    await page.getByRole('combobox', { name: 'Barber' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test.for(VIEWPORT_NAMES)('on a %s the filled form with its slot grid fits the screen and passes axe', async (viewport, { page }) => {
    await useViewport(page, viewport);
    await page.goto('/booking');
    await page.getByRole('combobox', { name: 'Barber' }).click();
    await page.getByRole('option', { name: /Ravi Kumar/ }).click();
    await fillDetails(page, 'Asha Verma', '9876500001');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await page.getByRole('radio', { name: '11:00 AM', exact: true }).check();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'booking-slot-form');
  });

  test.for(VIEWPORT_NAMES)('on a %s the confirmation overlay fits the screen and passes axe', async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    await page.goto(`/booking/${app.shop.barberB.id}`);
    await fillDetails(page, 'Asha Verma', '9876500001');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await page.getByRole('radio', { name: '11:00 AM', exact: true }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('dialog', { name: "You're booked in" }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'booking-confirmation');
  });

  test('a slot: taken times are disabled with their reason, and the booked slot is confirmed with its date', async ({ app, page }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Rohan Das',
      customerPhone: '9000000001',
      bookingType: 'slot',
      services: [app.shop.haircut.id],
      slotDate: today,
      slotTime: '11:00',
    });
    // A walk-in in the queue now: the half hour it was promised is not sold to a slot.
    await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Meera Iyer',
      customerPhone: '9000000002',
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });

    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByText('Booking with Ravi Kumar').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await expect.poll(() => page.getByRole('radio', { name: '11:00 AM, Booked' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '10:00 AM, Held for walk-ins' }).isDisabled()).toBe(true);
    // Past times of today are not offered at all (the clock stands at 10:00).
    expect(await page.getByRole('radio', { name: /^9:30 AM/ }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: '10:30 AM', exact: true }).isEnabled()).toBe(true);

    // A longer visit no longer fits before the 11:00 booking.
    await page.getByRole('checkbox', { name: 'Beard Trim' }).check();
    await expect.poll(() => page.getByRole('radio', { name: '10:30 AM, Booked' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Beard Trim' }).uncheck();

    await fillDetails(page, 'Asha Verma', '9876500001');
    await page.getByRole('radio', { name: '11:30 AM', exact: true }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const overlay = page.getByRole('dialog', { name: "You're booked in" });
    await overlay.waitFor();
    await overlay.getByText('Slot', { exact: true }).waitFor();
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    await overlay.getByText(`${day} ${monthName}, ${year}`).waitFor();
    await overlay.getByText('11:30 AM').waitFor();
    await overlay.getByText('30 min').waitFor();
    await overlay.getByText('Haircut (30 m)').waitFor();
    await overlay.getByText('+91 98765 00001').waitFor();
    // Add to calendar downloads the slot's file: its start is 11:30 in the shop (06:00 UTC).
    const calendar = overlay.getByRole('link', { name: 'Add to calendar' });
    const href = await calendar.getAttribute('href');
    expect(href).toMatch(/^\/api\/bookings\/\d+\/calendar\.ics\?token=/);
    const file = await page.request.get(href ?? '');
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await file.text()).toContain(`DTSTART:${today.replaceAll('-', '')}T060000Z`);
    await screenshot(page, 'booking-confirmation-slot');

    // Done goes home, where the new time is among the barber's booked slots.
    await overlay.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const ravi = page.getByRole('article', { name: 'Ravi Kumar' });
    const bookedSlots = ravi.getByRole('button', { name: /^Booked Slots/ });
    await bookedSlots.getByText('2', { exact: true }).waitFor();
    await bookedSlots.click();
    await ravi.getByText('11:30 AM', { exact: true }).waitFor();
    await ravi.getByText('11:00 AM', { exact: true }).waitFor();
  });

  test('a phone with an active booking cannot book and is shown the way to its booking', async ({ app, page }) => {
    await app.api.book({
      barberId: app.shop.barberB.id,
      customerName: 'Kabir Khan',
      customerPhone: '9876500002',
      bookingType: 'queue',
      services: [app.shop.beard.id],
    });
    await page.goto('/booking');
    await page.getByLabel('Your name').fill('Kabir Khan');
    const submit = page.getByRole('button', { name: 'Verify Phone Number First' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Mobile number').fill('9876500002');
    await page.getByText(ACTIVE).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Click to see your booking' }).click();
    await page.waitForURL((url) => url.pathname === '/track' && url.searchParams.get('phone') === '9876500002');
  });

  test("the form shows the validation messages under the fields it refuses", async ({ page }) => {
    await page.goto('/booking');
    await page.getByLabel('Mobile number').fill('9876500003');
    await page.getByText(VERIFIED).waitFor();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Please select a barber').waitFor();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByText('Please select at least one service').waitFor();

    await page.getByRole('combobox', { name: 'Barber' }).click();
    await page.getByRole('option', { name: /Sunil Shah/ }).click();
    await page.getByLabel('Your name').fill('Asha');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await page.getByRole('radio', { name: '12:00 PM', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Please select a time slot').waitFor();
    expect(await page.getByText('Please select a barber').count()).toBe(0);
  });

  test('a number pasted with its +91 keeps its 10 digits, wherever it lands, and the paste is never refused', async ({ page }) => {
    await page.goto('/booking');
    const phone = page.getByLabel('Mobile number');
    // Editable once the app has taken the prerendered page over.
    await phone.fill('');
    // Lighthouse's "Prevents users from pasting into input fields": the page lets the paste happen.
    expect(await pasteInto(phone, '+91 98765 00006')).toEqual({ cancelled: false });
    expect(await phone.inputValue()).toBe('9876500006');
    await page.getByText(VERIFIED).waitFor();
    // Into the middle of what is there: the paste goes where the caret is.
    await phone.fill('98700006');
    await phone.evaluate((input: HTMLInputElement) => {
      input.setSelectionRange(3, 3);
    });
    await pasteInto(phone, '65');
    expect(await phone.inputValue()).toBe('9876500006');
    // A whole number pasted over a half-typed one replaces it, and over a full one too.
    await phone.fill('98765');
    await pasteInto(phone, '98765 00007');
    expect(await phone.inputValue()).toBe('9876500007');
    await pasteInto(phone, '098765 00008');
    expect(await phone.inputValue()).toBe('9876500008');
    // The length limit is back for typing.
    await phone.press('End');
    await phone.press('5');
    expect(await phone.inputValue()).toBe('9876500008');
  });

  test('a double tap books once', async ({ app, page }) => {
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await fillDetails(page, 'Asha Verma', '9876500004');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).dblclick();
    await page.getByRole('dialog', { name: "You're booked in" }).waitFor();

    const admin = await app.api.login(ADMIN);
    const bookings = await admin.call('GET', '/api/bookings', z.array(bookingSchema));
    expect(bookings.filter((booking) => booking.customerPhone === '9876500004')).toHaveLength(1);
  });

  test('a lost answer is asked again with the same Idempotency-Key and shows the one booking made', async ({ app, page }) => {
    const keys: string[] = [];
    await page.route('**/api/bookings', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.fallback();
      // The server books; the answer never reaches the browser.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await fillDetails(page, 'Asha Verma', '9876500005');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    // The retry waits a second, the button saying so meanwhile.
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    const overlay = page.getByRole('dialog', { name: "You're booked in" });
    await overlay.waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const admin = await app.api.login(ADMIN);
    const made = (await admin.call('GET', '/api/bookings', z.array(bookingSchema))).filter((b) => b.customerPhone === '9876500005');
    expect(made).toHaveLength(1);
    await overlay.getByText(`#${made[0]?.id}`).waitFor();
  });

  test("a refused booking says why in the 'Booking Failed' toast", async ({ app, page }) => {
    await page.route('**/api/bookings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'SMART_POSITIONING_CONFLICT',
              message: 'This time is promised to a customer already in the queue. Please choose a later time.',
            }),
          })
        : route.fallback(),
    );
    await page.goto(`/booking/${app.shop.barberB.id}`);
    await fillDetails(page, 'Asha Verma', '9876500006');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    // Radix repeats a toast's text for screen readers: the first is the one on screen.
    await page.getByText('Booking Failed').first().waitFor();
    await page
      .getByText('Smart Positioning Conflict: This time is promised to a customer already in the queue. Please choose a later time.')
      .first()
      .waitFor();
  });

  test('a closed shop, an away barber and a shop with nobody on duty say so instead of showing the form', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ isOpen: false });
    await page.goto('/booking');
    await page.getByText('The shop is closed right now').waitFor();
    await expectNoSeriousA11yViolations(page);
    // Opening the shop opens the form, live.
    await admin.updateShopSettings({ isOpen: true });
    await page.getByRole('combobox', { name: 'Barber' }).waitFor();

    try {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: false });
      await page.goto(`/booking/${app.shop.barberA.id}`);
      await page.getByText('Ravi Kumar is not taking bookings right now').waitFor();
      await page.getByRole('link', { name: 'Choose another barber' }).waitFor();

      await admin.updateBarber(app.shop.barberB.id, { isAvailable: false });
      await page.goto('/booking');
      await page.getByText('All Barbers Currently Unavailable').waitFor();
      await page.getByRole('link', { name: 'Back to home' }).waitFor();
      await page.getByRole('link', { name: 'Track a booking' }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
    } finally {
      // app.reset() restores settings and bookings, not barbers.
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: true });
      await admin.updateBarber(app.shop.barberB.id, { isAvailable: true });
    }
  });
});
