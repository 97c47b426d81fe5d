import { z } from 'zod';
import { book, bookingStatus, chooseFilter, confirmComplete, openDashboard, tab, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

describe('barber dashboard', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('starts the next booking, adds 5 minutes, completes it and finds it in History', async ({ app, page }) => {
    const first = await book(app, '9000000001', 'Asha Verma');
    await book(app, '9000000002', 'Rohan Das');
    await openDashboard(app, page);

    await page.getByText('The chair is free.').waitFor();
    await page.getByRole('region', { name: 'Asha Verma' }).getByRole('button', { name: 'Start' }).click();
    await toastText(page, 'Status updated').waitFor();
    await page.getByText('Currently Serving').waitFor();
    await page.getByText('About 30 min left').waitFor();
    await page.getByText('10:30 AM').first().waitFor();

    await page.getByRole('button', { name: '+5 min' }).click();
    await toastText(page, 'Time updated').waitFor();
    await page.getByText('About 35 min left').waitFor();
    await page.getByText('10:35 AM').first().waitFor();

    await page.getByRole('button', { name: 'Complete' }).click();
    await confirmComplete(page);
    await page.getByRole('region', { name: 'Rohan Das' }).waitFor();
    expect(await bookingStatus(app, first.id)).toBe('completed');

    await tab(page, 'History').click();
    const history = page.getByRole('list', { name: 'Finished bookings' });
    await history.getByText('Asha Verma').waitFor();
    await history.getByText('Completed').waitFor();
    await chooseFilter(page, 'Status', 'Cancelled by Customer');
    await page.getByText('No bookings match your filters').waitFor();
    await chooseFilter(page, 'Status', 'Completed');
    await chooseFilter(page, 'Booking type', 'Queue');
    await chooseFilter(page, 'Date range', 'Today');
    await history.getByText('Asha Verma').waitFor();
    await chooseFilter(page, 'Booking type', 'Slot');
    await page.getByText('No bookings match your filters').waitFor();
  });

  test("on a phone the customer in the chair and Complete come first, the break folded away below", async ({ app, page }) => {
    const first = await book(app, '9000000001', 'Asha Verma');
    await book(app, '9000000002', 'Rohan Das');
    const barber = await openDashboard(app, page);
    await barber.serve(first.id);
    const complete = page.getByRole('button', { name: 'Complete' });
    await complete.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Asha Verma' }).waitFor();
    // Numbers in the display font stand lining and tabular, not Playfair's old-style figures.
    const features = await page.getByRole('heading', { level: 2, name: 'Asha Verma' }).evaluate((heading) => getComputedStyle(heading).fontFeatureSettings);
    expect(features).toContain('"lnum"');
    expect(features).toContain('"tnum"');

    // Complete is on the first screen, above the bottom tabs, with nothing scrolled.
    const button = await complete.boundingBox();
    const tabs = await page.getByRole('tablist').boundingBox();
    expect(button && tabs).toBeTruthy();
    if (!button || !tabs) return;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(button.y + button.height).toBeLessThanOrEqual(tabs.y);

    // The break comes after the chair's work, its five lengths folded until asked for.
    const breakToggle = page.getByRole('button', { name: 'Take a break' });
    expect(await breakToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('group', { name: 'Take a break' }).count()).toBe(0);
    const toggle = await breakToggle.boundingBox();
    expect(toggle && toggle.y > button.y).toBe(true);
    await breakToggle.click();
    expect(await page.getByRole('group', { name: 'Take a break' }).getByRole('button').allTextContents()).toEqual(['5 min', '10 min', '15 min', '30 min', '60 min']);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'barber-serving-first-screen');
  });

  test('a walk-in booked elsewhere appears in the Queue without a reload', async ({ app, page }) => {
    await openDashboard(app, page);
    await tab(page, 'Queue').click();
    await page.getByText('No one is waiting').waitFor();

    await book(app, '9000000003', 'Meera Iyer');
    const queue = page.getByRole('list', { name: 'Waiting customers' });
    await queue.getByText('Meera Iyer').waitFor();
    await queue.getByText('Haircut (30 m)').waitFor();
    await queue.getByText('+91 90000 00003').waitFor();
    await queue.getByText('10:00 AM').waitFor();
    await page.getByRole('tab', { name: 'Queue (1 waiting)' }).waitFor();
  });

  test('a double tap on Complete completes exactly one booking', async ({ app, page }) => {
    const first = await book(app, '9000000001', 'Asha Verma');
    const second = await book(app, '9000000002', 'Rohan Das');
    let commands = 0;
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('updateBookingStatus')) commands += 1;
      });
    });
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/status')) commands += 1;
    });
    const barber = await openDashboard(app, page);
    await barber.serve(first.id);
    await page.getByText('Currently Serving').waitFor();

    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete', exact: true }).dblclick();
    await toastText(page, 'Status updated').waitFor();
    await page.getByRole('region', { name: 'Rohan Das' }).waitFor();

    expect(await bookingStatus(app, first.id)).toBe('completed');
    expect(await bookingStatus(app, second.id), 'the next customer is still waiting').toBe('waiting');
    expect(commands).toBe(1);
  });

  test('with the live connection down, the dashboard says Offline, acts over HTTP and shows a refusal in words', async ({ app, page }) => {
    // Every socket the page opens is refused at once: the dashboard must work without one.
    await page.routeWebSocket('**/ws', (socket) => socket.close());
    await book(app, '9000000001', 'Asha Verma');
    const rohan = await book(app, '9000000002', 'Rohan Das');
    await openDashboard(app, page, undefined, undefined, { live: false });
    await page.getByRole('button', { name: /Offline/ }).waitFor();
    await page.getByRole('region', { name: 'Asha Verma' }).waitFor();

    // Another device puts Rohan in the chair; without live updates this page still offers Asha.
    const otherDevice = await app.api.login(BARBER_A);
    await otherDevice.serve(rohan.id);
    const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/status'));
    await page.getByRole('button', { name: 'Start' }).click();
    await put;
    await toastText(page, 'Failed to update booking status').waitFor();
    await toastText(page, 'Finish the current customer before serving the next one').waitFor();
    // The refusal refreshed the screen: Rohan is in the chair.
    await page.getByRole('heading', { level: 2, name: 'Rohan Das' }).waitFor();

    await page.getByRole('button', { name: 'Complete' }).click();
    await confirmComplete(page);
    await toastText(page, 'Status updated').waitFor();
    expect(await bookingStatus(app, rohan.id)).toBe('completed');
  });

  test("a barber can neither see nor change another barber's bookings", async ({ app, page }) => {
    const other = app.shop.barberB.id;
    const theirs = await book(app, '9000000009', 'Kabir Khan', { barberId: other });
    await book(app, '9000000001', 'Asha Verma');
    const ravi = await openDashboard(app, page);

    for (const path of [`/api/bookings/barber/${other}/queue`, `/api/bookings/barber/${other}/serving`, `/api/bookings/history?barberId=${other}`]) {
      await expect(ravi.call('GET', path, z.unknown()), path).rejects.toMatchObject({ status: 403 });
    }
    await expect(ravi.setStatus(theirs.id, 'serving')).rejects.toMatchObject({ status: 403 });
    await expect(ravi.call('PUT', `/api/bookings/${theirs.id}/time`, z.unknown(), { adjustment: 5 })).rejects.toMatchObject({ status: 403 });

    const sunil = await app.api.login({ username: 'sunil', password: 'sunil-password-1' });
    await sunil.serve(theirs.id);
    await sunil.complete(theirs.id);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('region', { name: 'Asha Verma' }).waitFor();
    for (const [name, own] of [['Queue', 'Asha Verma'], ['Timeline', 'Asha Verma'], ['History', 'No booking history']] as const) {
      await tab(page, name).click();
      await panel.getByText(own).first().waitFor();
      expect(await page.getByText('Kabir Khan').count(), `${name} shows only Ravi's bookings`).toBe(0);
    }
  });

  test.for(VIEWPORT_NAMES)('on a %s every tab and the cancel dialog fit and pass axe', async (viewport, { app, page }) => {
    const done = await book(app, '9000000001', 'Asha Verma');
    const dropped = await book(app, '9000000002', 'Rohan Das');
    const serving = await book(app, '9000000003', 'Meera Iyer');
    await book(app, '9000000004', 'Kabir Khan');
    await book(app, '9000000005', 'Sana Sheikh', { slotTime: '13:00' });
    const setup = await app.api.login(BARBER_A);
    await setup.serve(done.id);
    await setup.complete(done.id);
    await setup.setStatus(dropped.id, 'cancelled');
    await setup.serve(serving.id);
    await useViewport(page, viewport);
    await openDashboard(app, page);

    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `barber-dashboard-${name}`);
    };
    await page.getByText('About 30 min left').waitFor();
    await check('serving');

    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.click();
    await page.getByRole('alertdialog', { name: 'Cancel booking #3?' }).waitFor();
    await check('cancel-dialog');
    await page.getByRole('button', { name: 'Keep Booking' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await cancel.evaluate((button) => button === document.activeElement), 'focus returns to Cancel').toBe(true);

    await tab(page, 'Queue').click();
    await page.getByRole('list', { name: 'Waiting customers' }).getByText('Sana Sheikh').waitFor();
    await check('queue');
    await tab(page, 'Timeline').click();
    await page.getByRole('list', { name: 'Planned bookings' }).getByText('Kabir Khan').waitFor();
    await check('timeline');
    await tab(page, 'History').click();
    await page.getByRole('list', { name: 'Finished bookings' }).getByText('Cancelled by Barber').waitFor();
    await check('history');
  });
});
