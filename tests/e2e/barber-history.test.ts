import { book, openDashboard, tab } from './barber-helpers.js';
import { BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';

describe("the barber's Timeline and History", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
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
});
