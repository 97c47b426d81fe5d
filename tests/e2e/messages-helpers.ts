import type { BrowserContext, Page } from 'playwright-core';
import { messageListSchema, type Message } from '../../src/shared/schemas/message.js';
import { book } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { VIEWPORTS } from './support/viewports.js';

/** Set-up and locators shared by the message journeys (messages-*.test.ts). */

/** Asha's phone: the customer whose browser each journey drives. */
export const PHONE = '9876543210';

/** Every message about one booking, oldest first, as the admin's list answers it. */
export async function messagesOf(app: E2EApp, bookingId: number): Promise<Message[]> {
  const admin = await app.api.login(ADMIN);
  const list = await admin.call('GET', '/api/messages?limit=100', messageListSchema);
  return list.messages.filter((message) => message.bookingId === bookingId).reverse();
}

/**
 * Ravi's morning: Kabir in the chair, Meera next, then Asha, this test's customer, who booked from
 * this browser (it keeps her manage token). Asha is expected at 11:00, far from her turn.
 */
export async function morningQueue(app: E2EApp) {
  const kabir = await book(app, '9000000001', 'Kabir Khan');
  const meera = await book(app, '9000000002', 'Meera Iyer');
  const asha = await book(app, PHONE, 'Asha Verma');
  const ravi = await app.api.login(BARBER_A);
  await ravi.serve(kabir.id);
  return { kabir, meera, asha, ravi };
}

/** A message in the admin's list: a table row on a laptop's width and wider, a card below it. */
export function messageEntry(page: Page, bookingId: number, title: string) {
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  const entries = wide ? page.getByRole('row') : page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  return entries.filter({ hasText: `#${bookingId}` }).filter({ hasText: title });
}

/**
 * A message's status badge. In both layouts it comes before the 'Sent' time label, which reads the
 * same as the status 'Sent'.
 */
export const statusOf = (entry: ReturnType<typeof messageEntry>, status: string) => entry.getByText(status, { exact: true }).first();

/** The customer's switch on their booking card. */
export const messagesSwitch = (page: Page) => page.getByRole('switch', { name: 'Messages about this booking' });

/** A person's browser beside the customer's, signed in and sized for what they do. */
export async function staffPage(openContext: () => Promise<BrowserContext>, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await openContext();
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  return page;
}

/** A screen fits its width, passes axe and is photographed for people to look at. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // From the top, so the page's sticky header is photographed where it belongs.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}
