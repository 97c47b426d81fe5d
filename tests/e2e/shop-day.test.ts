import { z } from 'zod';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { serviceSchema } from '../../src/shared/schemas/service.js';
import { confirmComplete } from './barber-helpers.js';
import { chooseOption, openAdminDashboard, openAdminTab, TINY_PNG, toastText } from './support/admin-page.js';
import { ApiCallError } from './support/api-client.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';

const PHONE = '9876543210';

function walkIn(app: E2EApp, barberId = app.shop.barberA.id, services = [app.shop.haircut.id]) {
  return app.api.book({ barberId, customerName: 'Asha Verma', customerPhone: PHONE, bookingType: 'queue', services });
}

describe("the shop's day, run from the admin dashboard", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('closing the shop shows CLOSED on the home page at once and refuses bookings; opening restores them', async ({ app, page, openContext }) => {
    await openAdminDashboard(app, page);
    const home = await (await openContext()).newPage();
    await home.goto('/');
    await home.getByText('OPEN', { exact: true }).first().waitFor();

    await page.getByRole('switch', { name: 'Shop open' }).click();
    const close = page.getByRole('alertdialog', { name: 'Close Shop' });
    await close.getByText('Closing the shop prevents new bookings and notifies customers that the shop is closed.').waitFor();
    await close.getByRole('button', { name: 'Close Shop' }).click();
    await toastText(page, 'The shop is closed').waitFor();
    await page.getByText('CLOSED', { exact: true }).waitFor();

    // The customer's page follows without a reload, and a booking is refused with the reason.
    await home.getByText('CLOSED', { exact: true }).first().waitFor();
    const refused: unknown = await walkIn(app).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect((refused as ApiCallError).status).toBe(409);
    expect(JSON.parse((refused as ApiCallError).body)).toEqual({
      error: 'SHOP_CLOSED',
      message: 'The shop is closed right now. Booking opens when the owner opens the shop.',
    });
    await home.goto('/booking');
    await home.getByText('The shop is closed right now').waitFor();

    await page.getByRole('switch', { name: 'Shop open' }).click();
    const open = page.getByRole('alertdialog', { name: 'Open Shop' });
    await open.getByText('Opening the shop allows customers to book.').waitFor();
    await open.getByRole('button', { name: 'Open Shop' }).click();
    await toastText(page, 'The shop is open').waitFor();
    await home.getByText('The shop is closed right now').waitFor({ state: 'detached' });
    await home.goto('/');
    await home.getByText('OPEN', { exact: true }).first().waitFor();
    expect((await walkIn(app)).status).toBe('waiting');
  });

  test(
    'a barber added with an uploaded photo and a priced service reach the home page; the barber serves the booking the customer follows live; both histories show it',
    { timeout: 150_000 },
    async ({ app, page, openContext }) => {
      await openAdminDashboard(app, page);
      const customer = await (await openContext()).newPage();
      await customer.goto('/');
      await customer.getByRole('heading', { level: 3, name: 'Ravi Kumar' }).waitFor();

      await openAdminTab(page, 'Manage Barbers');
      await page.getByRole('button', { name: 'Add Barber' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Barber' });
      const upload = dialog.getByLabel('Upload photo');
      // A file that claims to be a PNG but is not one: the server's refusal is shown.
      await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await dialog.getByText('The file is not a readable image').waitFor();
      await upload.setInputFiles({ name: 'kiran.png', mimeType: 'image/png', buffer: TINY_PNG });
      const preview = dialog.locator('img[src^="/uploads/"]');
      await preview.waitFor();
      const photo = await preview.getAttribute('src');
      expect(photo).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
      await dialog.getByLabel(/^Name/).fill('Kiran Rao');
      await dialog.getByLabel('Experience (years)').fill('4');
      await dialog.getByLabel(/^Username/).fill('kiran');
      await dialog.getByLabel(/^Password/).fill('kiran-password-1');
      await dialog.getByRole('button', { name: 'Add Barber' }).click();
      await toastText(page, 'Barber added').waitFor();
      await page.getByRole('heading', { level: 3, name: 'Kiran Rao' }).waitFor();

      await openAdminTab(page, 'Services');
      await page.getByRole('button', { name: 'Add Service' }).click();
      const service = page.getByRole('dialog', { name: 'Add Service' });
      await service.getByRole('radiogroup', { name: 'Icon' }).getByRole('radio', { name: 'Razor' }).check();
      await service.getByLabel(/^Name/).fill('Hot Towel Shave');
      await service.getByLabel(/^Duration/).fill('20');
      await service.getByLabel('Price (₹)').fill('450');
      await service.getByRole('button', { name: 'Add Service' }).click();
      await toastText(page, 'Service added').waitFor();

      // The home page, open all along, shows both without a reload.
      const kiranCard = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { level: 3, name: 'Kiran Rao' }) });
      await kiranCard.locator(`img[src="${photo ?? ''}"]`).waitFor();
      const towelCard = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { level: 3, name: 'Hot Towel Shave' }) });
      await towelCard.getByText('₹450').waitFor();
      await towelCard.locator('svg[data-icon="razor"]').waitFor();

      const kiran = (await app.api.call('GET', '/api/barbers', z.array(barberSchema))).find((barber) => barber.name === 'Kiran Rao');
      const towel = (await app.api.call('GET', '/api/services', z.array(serviceSchema))).find((item) => item.name === 'Hot Towel Shave');
      if (!kiran || !towel) throw new Error('the new barber or service is missing from the public lists');
      const booking = await walkIn(app, kiran.id, [towel.id]);
      await customer.goto(`/track?phone=${PHONE}`);
      const card = customer.getByRole('listitem').filter({ hasText: `#${booking.id}` });
      await card.getByText('In Queue').waitFor();

      // The new barber signs in with the login the admin gave them.
      const barber = await (await openContext()).newPage();
      await barber.goto('/barber/login');
      await barber.getByLabel('Username').fill('kiran');
      await barber.getByLabel('Password', { exact: true }).fill('kiran-password-1');
      await barber.getByRole('button', { name: 'Sign In' }).click();
      await barber.getByRole('heading', { level: 1, name: 'Kiran Rao' }).waitFor();

      await barber.getByRole('region', { name: 'Asha Verma' }).getByRole('button', { name: 'Start' }).click();
      await card.getByText("It's your turn!").waitFor();
      await card.locator('[role="progressbar"][aria-valuetext="About 20 min left"]').waitFor();
      await barber.getByRole('button', { name: '+5 min' }).click();
      await card.locator('[role="progressbar"][aria-valuetext="About 25 min left"]').waitFor();
      await barber.getByRole('button', { name: 'Complete' }).click();
      await confirmComplete(barber);
      await customer.getByText(`Booking #${booking.id} is complete. Thank you for visiting!`).waitFor();

      await barber.getByRole('tab', { name: /^History/ }).click();
      await barber.getByRole('list', { name: 'Finished bookings' }).getByText('Asha Verma').waitFor();

      await openAdminTab(page, 'Booking History');
      await chooseOption(page, 'Barber', 'Kiran Rao');
      await chooseOption(page, 'Status', 'Completed');
      const rows = page.getByRole('list', { name: 'Finished bookings' });
      await rows.getByRole('button', { name: /Asha Verma/ }).click();
      await rows.getByText('Hot Towel Shave (20 m)').waitFor();
      await rows.getByText('20 min', { exact: true }).waitFor();
      await chooseOption(page, 'Status', 'Cancelled by Barber');
      await page.getByText('No bookings match your filters').waitFor();
    },
  );

  test('booking history follows live, filters by status, barber and date, pages, and has two empty messages', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Booking History');
    await page.getByText('No booking history').waitFor();

    // Its own barbers and service: it stands alone, whatever other tests do to the seeded ones.
    const admin = await app.api.login(ADMIN);
    const addBarber = (name: string, username: string) =>
      admin.call('POST', '/api/barbers', barberSchema, { name, experience: 5, user: { username, password: `${username}-password-1` } });
    const barberA = await addBarber('Neha Joshi', 'neha');
    const barberB = await addBarber('Arif Khan', 'arif');
    const haircut = await admin.call('POST', '/api/services', serviceSchema, { name: 'Quick Trim', duration: 30 });
    const book = (barberId: number, customerName: string, customerPhone: string) =>
      app.api.book({ barberId, customerName, customerPhone, bookingType: 'queue', services: [haircut.id] });
    const done = await book(barberA.id, 'Asha Verma', '9000000001');
    await admin.serve(done.id);
    await admin.complete(done.id);
    const list = page.getByRole('list', { name: 'Finished bookings' });
    // Finished elsewhere, shown here without a reload.
    await list.getByText('Asha Verma').waitFor();

    const ahead = await book(barberB.id, 'Kabir Khan', '9000000002');
    // Second in the queue, 30 minutes away: the customer may still cancel it (docs/product/booking-rules.md#validation-rules).
    const mine = await book(barberB.id, 'Meera Iyer', '9000000003');
    await app.api.setStatus(mine.id, 'cancelled', { manageToken: mine.manageToken });
    await admin.setStatus(ahead.id, 'cancelled');
    await list.getByText('Kabir Khan').waitFor();
    await list.getByText('Meera Iyer').waitFor();

    await chooseOption(page, 'Status', 'Cancelled by Customer');
    await list.getByRole('button', { name: /Meera Iyer/ }).click();
    await list.getByText('Cancelled by customer').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await chooseOption(page, 'Status', 'Cancelled by Barber');
    await list.getByText('Kabir Khan').waitFor();
    expect(await list.getByText('Meera Iyer').count()).toBe(0);
    await chooseOption(page, 'Status', 'Completed');
    await chooseOption(page, 'Barber', 'Arif Khan');
    await page.getByText('No bookings match your filters').waitFor();
    await chooseOption(page, 'Barber', 'Neha Joshi');
    await list.getByText('Asha Verma').waitFor();

    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await page.getByLabel('Date').fill(addCalendarDays(today, -1));
    await page.getByText('No bookings match your filters').waitFor();
    await page.getByLabel('Date').fill(today);
    await list.getByText('Asha Verma').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 3 bookings, all of them').waitFor();

    // More than a page: the rest come with Load more.
    for (let index = 0; index < 30; index++) {
      const booking = await admin.book({
        barberId: barberA.id,
        customerName: `Walk-in ${index + 1}`,
        customerPhone: `91000${String(index).padStart(5, '0')}`,
        bookingType: 'queue',
        services: [haircut.id],
      });
      await admin.setStatus(booking.id, 'cancelled');
    }
    await page.getByText('Showing 30 bookings').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 33 bookings, all of them').waitFor();
    await expectNoHorizontalScroll(page);
  });
});
