import { z } from 'zod';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { okSchema } from '../../src/shared/schemas/common.js';
import { book, bookingStatus, chooseFilter, openDashboard, tab, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

describe('barber login', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s it fits, passes axe and asks for both fields', async (viewport, { page }) => {
    await useViewport(page, viewport);
    await page.goto('/barber/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'barber-login');
  });

  test('says why a login failed, then signs a barber in and opens the dashboard', async ({ page }) => {
    await page.goto('/barber/login');
    const signIn = async (username: string, password: string) => {
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };

    await signIn(BARBER_A.username, 'not-the-password');
    await toastText(page, 'Login failed. Please check your credentials.').waitFor();
    await signIn(ADMIN.username, ADMIN.password);
    await toastText(page, 'Invalid user role or barber details').waitFor();

    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await signIn(BARBER_A.username, BARBER_A.password);
    await toastText(page, 'An error occurred during login').waitFor();
    await page.unroute('**/api/login');

    await signIn(BARBER_A.username, BARBER_A.password);
    await page.waitForURL('**/barber/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
    expect(await page.title()).toMatch(/^Barber dashboard/);

    // Signed in already: the login page sends the barber back to the dashboard.
    await page.goto('/barber/login');
    await page.waitForURL('**/barber/dashboard');
  });
});

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

    await page.getByRole('button', { name: 'Complete' }).dblclick();
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
    await openDashboard(app, page);
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

  test('the Timeline lays the chair, the queue and a slot on the next 4 hours', async ({ app, page }) => {
    const first = await book(app, '9000000001', 'Asha Verma');
    await book(app, '9000000002', 'Rohan Das');
    await book(app, '9000000003', 'Sana Sheikh', { slotTime: '12:00' });
    const barber = await openDashboard(app, page);
    await barber.serve(first.id);
    await page.getByText('Currently Serving').waitFor();

    await tab(page, 'Timeline').click();
    await page.getByText('10:00 AM to 2:00 PM').waitFor();
    const planned = page.getByRole('list', { name: 'Planned bookings' });
    await planned.getByRole('listitem').filter({ hasText: 'In the chair: #1 Asha Verma' }).getByText('10:00 AM – 10:30 AM').waitFor();
    await planned.getByRole('listitem').filter({ hasText: 'Walk-in: #2 Rohan Das' }).getByText('10:30 AM – 11:00 AM').waitFor();
    await planned.getByRole('listitem').filter({ hasText: 'Appointment: #3 Sana Sheikh' }).getByText('12:00 PM – 12:30 PM').waitFor();
    await page.getByText('Now 10:00 AM').first().waitFor();
  });

  test('History shows 20 finished bookings, then the older ones on Load more', async ({ app, page }) => {
    // Booked by the barber: staff sessions are not held to the hourly booking limit of a phone or address.
    const ravi = await app.api.login(BARBER_A);
    for (let index = 1; index <= 21; index += 1) {
      const booking = await ravi.book({
        barberId: app.shop.barberA.id,
        customerName: `Customer ${String(index).padStart(2, '0')}`,
        customerPhone: `90000001${String(index).padStart(2, '0')}`,
        bookingType: 'queue',
        services: [app.shop.haircut.id],
      });
      await ravi.serve(booking.id);
      await ravi.complete(booking.id);
    }
    await openDashboard(app, page);
    // Keyboard only: the tab list moves with the arrow keys.
    await tab(page, 'Serving').focus();
    await page.keyboard.press('End');
    await page.getByRole('tab', { name: 'History', selected: true }).waitFor();

    const list = page.getByRole('list', { name: 'Finished bookings' });
    const rows = list.locator(':scope > li');
    await list.getByText('Customer 21').waitFor();
    expect(await rows.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await list.getByText('Customer 01').waitFor();
    expect(await rows.count()).toBe(21);
    expect(await page.getByRole('button', { name: 'Load more' }).count(), 'the last page has no Load more').toBe(0);
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

  test('an unavailable barber sees Access Denied, and the dashboard comes back when made available', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    await openDashboard(app, page);
    try {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: false });
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByRole('link', { name: 'Go to Home' }).waitFor();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: true });
    }
    await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
  });

  test('a barber deleted while signed in is told, signed out and sent home', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    const credentials = { username: 'deepak', password: 'deepak-password-1' };
    const created = await admin.call('POST', '/api/barbers', barberSchema, { name: 'Deepak Rao', experience: 4, user: credentials });
    await openDashboard(app, page, credentials, 'Deepak Rao');

    await admin.call('DELETE', `/api/barbers/${created.id}`, okSchema);
    await toastText(page, 'Account Deactivated').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/barber/dashboard');
    await page.waitForURL('**/barber/login');
  });
});
