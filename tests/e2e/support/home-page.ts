import type { Page } from 'playwright-core';
import type { ApiClient } from './api-client.js';
import { ADMIN, type E2EApp } from './app-server.js';
import { test } from './fixtures.js';

// What the home page's journeys share (home.test.ts, home-states.test.ts). The files run in one
// worker without isolation (tests/e2e/README.md): what keeps state is made once per file, by the
// file, never held here.

/** A barber's card, found by the name its heading gives it. */
export const card = (page: Page, name: string) => page.getByRole('article', { name });
export const RAVI = 'Ravi Kumar';
export const SUNIL = 'Sunil Shah';

/** The names on the barber cards, top to bottom. */
export const cardOrder = (page: Page) => page.locator('#barbers').getByRole('heading', { level: 3 }).allTextContents();

/** A barber's 'Booked Slots' disclosure button. */
export const slotsButton = (page: Page, name: string) => card(page, name).getByRole('button', { name: /^Booked Slots/ });

/** Books walk-ins for the file, each under a new phone number. */
export function walkInBooker() {
  let phone = 9_800_000_000;
  /** A walk-in (Haircut, 30 minutes) for one barber, under a new phone number. */
  return function bookQueue(app: E2EApp, barberId: number) {
    phone += 1;
    return app.api.book({ barberId, customerName: 'Asha Verma', customerPhone: String(phone), bookingType: 'queue', services: [app.shop.haircut.id] });
  };
}

/** Before each test of the describe that calls it: a fresh day with both barbers available. Returns the owner. */
export function freshShopBeforeEach(): () => ApiClient {
  let admin: ApiClient | undefined;
  /** The owner, signed in once per file. */
  const owner = () => {
    if (!admin) throw new Error('signed in by beforeEach');
    return admin;
  };

  test.beforeEach(async ({ app }) => {
    await app.reset();
    admin ??= await app.api.login(ADMIN);
    // reset() leaves barbers and services as they are: put back what tests here change.
    await owner().updateBarber(app.shop.barberA.id, { isAvailable: true });
    await owner().updateBarber(app.shop.barberB.id, { isAvailable: true });
  });
  return owner;
}
