import type { Page } from 'playwright-core';
import { zonedDate } from '../../src/shared/domain/format.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';

/** Set-up and locators shared by the barber journeys (barber*.test.ts). */

/** A walk-in (or a slot today at `slotTime`) for barber A, or another barber. */
export function book(app: E2EApp, phone: string, customerName: string, options: { barberId?: number; slotTime?: string } = {}) {
  return app.api.book({
    barberId: options.barberId ?? app.shop.barberA.id,
    customerName,
    customerPhone: phone,
    services: [app.shop.haircut.id],
    ...(options.slotTime
      ? { bookingType: 'slot', slotDate: zonedDate(app.clock.now, SHOP_TIME_ZONE), slotTime: options.slotTime }
      : { bookingType: 'queue' }),
  });
}

/** Signs the page in as a barber through the API and opens the dashboard. */
export async function openDashboard(app: E2EApp, page: Page, credentials = BARBER_A, name = 'Ravi Kumar', { live = true } = {}) {
  const barber = await app.api.login(credentials);
  await page.context().addCookies([barber.cookieFor()]);
  await page.goto('/barber/dashboard');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // Changes made before the socket is up reach the page only by its own fetches: wait until live
  // (unless the test keeps the socket down).
  if (live) await page.getByRole('status').getByText('Live', { exact: true }).waitFor();
  return barber;
}

/** A text in the toast on screen (Radix also copies it into a screen-reader announcement elsewhere). */
export const toastText = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

export async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function bookingStatus(app: E2EApp, bookingId: number): Promise<string> {
  const admin = await app.api.login(ADMIN);
  return (await admin.call('GET', `/api/bookings/${bookingId}`, bookingSchema)).status;
}

/** Complete's payment dialog (docs/product/money.md#paid-at-the-chair): confirmed as prefilled, paid in cash. */
export async function confirmComplete(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Complete', exact: true }).click();
}
