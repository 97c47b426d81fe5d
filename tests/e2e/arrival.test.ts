import type { Page } from 'playwright-core';
import { book, openDashboard, tab, toastText } from './barber-helpers.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// docs/decisions/0015-arrival-and-running-late.md: a walk-in tells the shop he is here, or late,
// from his tracking page, and the barber's queue shows it live.
const queueRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Waiting customers' }).getByRole('listitem').filter({ hasText: name });

/** The names on the queue in order (each heading also says its place to screen readers, on a line of its own). */
const queueNames = async (page: Page) =>
  (await page.getByRole('list', { name: 'Waiting customers' }).getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts()).map(
    (text) => text.split('\n').at(-1)?.trim(),
  );

describe("I'm here and running late", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test("the customer's \"I'm here\" shows on the barber's queue live, and the barber marks another here", async ({ app, page, openContext }) => {
    const asha = await book(app, '9000000071', 'Asha Verma');
    await book(app, '9000000072', 'Kabir Rao');

    await openDashboard(app, page);
    await tab(page, 'Queue').click();
    await queueRow(page, 'Asha Verma').getByText('Away', { exact: true }).waitFor();

    const customer = await (await openContext()).newPage();
    await customer.goto(`/track?booking=${String(asha.id)}&token=${asha.manageToken}`);
    await customer.getByRole('button', { name: "I'm here" }).waitFor();
    await expectNoHorizontalScroll(customer);
    await expectNoSeriousA11yViolations(customer);
    await screenshot(customer, 'track-arrival-away');
    await useViewport(customer, 'desktop');
    await screenshot(customer, 'track-arrival-away');
    await useViewport(customer, 'phone');
    await customer.getByRole('button', { name: "I'm here" }).click();
    await toastText(customer, 'The barber knows you are here').waitFor();
    await customer.getByText("You're marked as here").waitFor();
    await screenshot(customer, 'track-arrival-here');

    // Live on the dashboard, without a reload.
    await queueRow(page, 'Asha Verma').getByText('Here', { exact: true }).waitFor();
    expect(await queueRow(page, 'Kabir Rao').getByText('Away', { exact: true }).count()).toBe(1);

    // Kabir came in without his phone: the barber marks him here from the queue.
    await queueRow(page, 'Kabir Rao').getByRole('button', { name: /^Mark token #\d+, Kabir Rao, as here$/ }).click();
    await queueRow(page, 'Kabir Rao').getByText('Here', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'barber-arrival-queue');
  });

  test('running late moves him back and the next one up on the barber\'s queue, live', async ({ app, page, openContext }) => {
    const asha = await book(app, '9000000081', 'Asha Verma');
    await book(app, '9000000082', 'Kabir Rao');

    await openDashboard(app, page);
    await tab(page, 'Queue').click();
    await queueRow(page, 'Kabir Rao').waitFor();
    expect(await queueNames(page)).toEqual(['Asha Verma', 'Kabir Rao']);

    const customer = await (await openContext()).newPage();
    await customer.goto(`/track?booking=${String(asha.id)}&token=${asha.manageToken}`);
    await customer.getByRole('button', { name: 'Running late: 20 minutes' }).click();
    // Kabir takes the chair at 10:00 and Asha follows at 10:30.
    await toastText(customer, 'The shop knows you are running late. Expected at 10:30 AM.').waitFor();
    await customer.getByText('Running late: your turn is kept for 10:20 AM or later. Others go first meanwhile.').waitFor();
    expect(await customer.getByRole('button', { name: /^Running late: / }).count()).toBe(0);
    await expectNoHorizontalScroll(customer);
    await expectNoSeriousA11yViolations(customer);
    await screenshot(customer, 'track-running-late');
    await useViewport(customer, 'desktop');
    await expectNoHorizontalScroll(customer);
    await screenshot(customer, 'track-running-late');

    await queueRow(page, 'Asha Verma').getByText('Running late: from 10:20 AM').waitFor();
    await expect.poll(() => queueNames(page)).toEqual(['Kabir Rao', 'Asha Verma']);
    await screenshot(page, 'barber-running-late-queue');
  });

  test('the barber serves the next one who is here, and offers No-show after two passes', async ({ app, page }) => {
    const ravi = await app.api.login(BARBER_A);
    const away = await book(app, '9000000091', 'Asha Verma');
    const kabir = await book(app, '9000000092', 'Kabir Rao');
    const sana = await book(app, '9000000093', 'Sana Sheikh');
    for (const id of [kabir.id, sana.id]) await ravi.call('PUT', `/api/bookings/${String(id)}/arrival`, bookingSchema, { arrived: true });

    await openDashboard(app, page);
    await tab(page, 'Queue').click();
    const serveNext = queueRow(page, 'Kabir Rao').getByRole('button', { name: 'Serve next who is here' });
    await queueRow(page, 'Kabir Rao').getByText(`Token #${String(away.id)} is away: keeps the head of the line and is told.`).waitFor();
    await screenshot(page, 'barber-serve-next-here');
    await serveNext.click();
    await queueRow(page, 'Asha Verma').getByText('Passed over once').waitFor();
    expect(await queueRow(page, 'Asha Verma').getByRole('button', { name: 'No-show' }).count()).toBe(0);

    await ravi.complete(kabir.id);
    await queueRow(page, 'Sana Sheikh').getByRole('button', { name: 'Serve next who is here' }).click();
    await queueRow(page, 'Asha Verma').getByText('Passed over 2 times').waitFor();
    await queueRow(page, 'Asha Verma').getByText('Passed over twice while away: mark a no-show if they have gone.').waitFor();
    await queueRow(page, 'Asha Verma').getByRole('button', { name: 'No-show' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'barber-passed-twice');
    await useViewport(page, 'desktop');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'barber-passed-twice');
  });
});
