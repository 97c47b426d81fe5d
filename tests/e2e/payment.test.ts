import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { paymentListSchema } from '../../src/shared/schemas/payment.js';
import { book, bookingStatus, openDashboard, tab, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, toastText as adminToast } from './support/admin-page.js';
import { ADMIN, BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// Paid at the chair (docs/product/money.md): the owner sets the shop's UPI ID, the barber completes
// a booking paid by UPI with the QR code shown, and the customer's tracking page shows the same
// code until the payment is recorded.
describe('paid at the chair', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('the owner sets the UPI ID, the barber is paid by UPI, the customer sees the code meanwhile', async ({ app, page, openContext }) => {
    // The owner, on a phone.
    const owner = await (await openContext()).newPage();
    await openAdminDashboard(app, owner);
    const upiCard = owner.getByRole('heading', { name: 'UPI Payments' }).locator('xpath=ancestor::*[.//form][1]');
    await upiCard.getByLabel('UPI ID').fill('ramesh salon');
    await upiCard.getByLabel('Payee name').fill('Ramesh Salon');
    await upiCard.getByRole('button', { name: 'Save UPI details' }).click();
    await upiCard.getByText('Enter a UPI ID like name@bank').waitFor();
    await upiCard.getByLabel('UPI ID').fill('ramesh.salon@okicici');
    await upiCard.getByRole('button', { name: 'Save UPI details' }).click();
    await adminToast(owner, 'UPI details saved').waitFor();
    await expectNoHorizontalScroll(owner);

    // The customer follows the booking from the link in their messages.
    const asha = await book(app, '9000000501', 'Asha Verma');
    const customer = await (await openContext()).newPage();
    await customer.goto(`/track?booking=${String(asha.id)}&token=${asha.manageToken}`);
    await customer.getByText('In Queue').waitFor();

    // The barber serves, then completes: the dialog asks what was charged and how it was paid.
    const barber = await openDashboard(app, page);
    await barber.serve(asha.id);
    await page.getByText('Currently Serving').waitFor();
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: `Complete #${String(asha.id)}: Asha Verma` });
    await dialog.waitFor();
    await dialog.getByLabel('Item 1', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Item 1', { exact: true }).inputValue()).toBe('Haircut');
    await dialog.getByLabel('Price of item 1 in rupees').fill('400');
    await dialog.getByRole('button', { name: 'Add a line' }).click();
    await dialog.getByLabel('Item 2', { exact: true }).fill('Head massage');
    await dialog.getByLabel('Price of item 2 in rupees').fill('100');
    await dialog.getByLabel('Discount (₹)').fill('50');
    await dialog.getByLabel('Tip (₹)').fill('20.50');
    await dialog.getByText('₹470.50').waitFor();
    await dialog.getByRole('button', { name: 'Complete', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'payment-dialog-cash');

    await dialog.getByText('UPI', { exact: true }).click();
    const qr = dialog.getByRole('img', { name: 'UPI QR code for ₹470.50' });
    await qr.waitFor();
    const received = dialog.getByRole('button', { name: 'Received ₹470.50: complete' });
    await received.waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'payment-dialog-upi');
    await useViewport(page, 'desktop');
    await qr.waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'payment-dialog-upi');
    await useViewport(page, 'phone');

    // Meanwhile the customer's page shows the same code, live, with a link to their UPI app.
    const card = customer.getByRole('region', { name: 'Pay by UPI' });
    await card.getByRole('img', { name: 'UPI QR code to pay ₹470.50' }).waitFor();
    await card.getByText('Amount: ₹470.50').waitFor();
    const open = card.getByRole('link', { name: 'Open UPI app' });
    expect(await open.getAttribute('href')).toBe(
      `upi://pay?pa=ramesh.salon@okicici&pn=Ramesh%20Salon&am=470.50&cu=INR&tn=Token%20${String(asha.id)}`,
    );
    await expectNoHorizontalScroll(customer);
    await expectNoSeriousA11yViolations(customer);
    await screenshot(customer, 'track-upi-due');

    // The money arrived: the barber confirms, which completes the booking and records the entry.
    await received.click();
    await toastText(page, 'Status updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await bookingStatus(app, asha.id)).toBe('completed');
    const entries = await (await app.api.login(BARBER_A)).call('GET', `/api/bookings/${String(asha.id)}/payments`, paymentListSchema);
    expect(entries.map((entry) => [entry.method, entry.servicesPaise, entry.discountPaise, entry.tipPaise, entry.totalPaise])).toEqual([
      ['upi', 50000, 5000, 2050, 47050],
    ]);
    await card.waitFor({ state: 'detached' });

    // The barber's history shows it, and offers a correction.
    await tab(page, 'History').click();
    const item = page.getByRole('list', { name: 'Finished bookings' }).getByRole('listitem').filter({ hasText: 'Asha Verma' });
    await item.getByText('₹470.50 · UPI').waitFor();
    await item.getByRole('button', { name: 'Correct' }).waitFor();
    await expectNoHorizontalScroll(page);
  });

  test('closing the dialog takes the code away; a booking completed without a payment is recorded, then corrected, from the history', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' });
    const kabir = await book(app, '9000000502', 'Kabir Rao');
    const barber = await openDashboard(app, page);
    await barber.serve(kabir.id);
    const upiDue = async () => (await barber.call('GET', `/api/bookings/${String(kabir.id)}`, bookingSchema)).upiDue;

    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price of item 1 in rupees').fill('300');
    await dialog.getByText('UPI', { exact: true }).click();
    await dialog.getByRole('img', { name: 'UPI QR code for ₹300' }).waitFor();
    await expect.poll(upiDue).toMatchObject({ amountPaise: 30000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(upiDue).toBeNull();

    // Completed from another device, without a payment.
    await barber.complete(kabir.id);
    await tab(page, 'History').click();
    const item = page.getByRole('list', { name: 'Finished bookings' }).getByRole('listitem').filter({ hasText: 'Kabir Rao' });
    await item.getByText('Payment not recorded').waitFor();
    await item.getByRole('button', { name: 'Record payment' }).click();
    const record = page.getByRole('dialog', { name: `Record payment for #${String(kabir.id)}` });
    await record.getByLabel('Price of item 1 in rupees').fill('300');
    await record.getByLabel('Tip (₹)').fill('30');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'payment-dialog-record');
    await record.getByRole('button', { name: 'Save payment' }).click();
    await toastText(page, 'Payment recorded').waitFor();
    await item.getByText('₹330 · Cash').waitFor();

    await item.getByRole('button', { name: 'Correct' }).click();
    const correct = page.getByRole('dialog', { name: `Correct payment for #${String(kabir.id)}` });
    expect(await correct.getByLabel('Tip (₹)').inputValue()).toBe('30');
    await correct.getByText('Card', { exact: true }).click();
    await correct.getByRole('button', { name: 'Save payment' }).click();
    await item.getByText('₹330 · Card').waitFor();
    await item.getByText('Corrected once').waitFor();
    const entries = await barber.call('GET', `/api/bookings/${String(kabir.id)}/payments`, paymentListSchema);
    expect(entries.map((entry) => [entry.method, entry.current])).toEqual([
      ['cash', false],
      ['card', true],
    ]);
    await expectNoHorizontalScroll(page);
  });

  test('says in the dialog when the code could not be put on, or taken off, the customer\'s page', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' });
    const meera = await book(app, '9000000503', 'Meera Iyer');
    const barber = await openDashboard(app, page);
    await barber.serve(meera.id);
    const upiDue = async () => (await barber.call('GET', `/api/bookings/${String(meera.id)}`, bookingSchema)).upiDue;

    // Every change of the amount is lost on the way (the phone's network drops it): the code is
    // still shown in the dialog, and the dialog says the customer's page does not have it.
    let refuse = true;
    await page.route('**/api/bookings/*/upi-due', async (route) => {
      if (refuse) await route.abort('connectionfailed');
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price of item 1 in rupees').fill('250');
    await dialog.getByText('UPI', { exact: true }).click();
    await dialog.getByRole('img', { name: 'UPI QR code for ₹250' }).waitFor();
    await dialog.getByText("The code could not be shown on the customer's page. They can still scan it here.").waitFor();
    expect(await upiDue()).toBeNull();

    // Let through, the amount reaches the page; taking it off then fails: the dialog says so.
    refuse = false;
    await dialog.getByLabel('Price of item 1 in rupees').fill('260');
    await expect.poll(upiDue).toMatchObject({ amountPaise: 26000 });
    await expect.poll(() => dialog.getByText("The code could not be shown on the customer's page.", { exact: false }).count()).toBe(0);
    refuse = true;
    await dialog.getByText('Cash', { exact: true }).click();
    const warning = dialog.getByRole('alert').filter({ hasText: "The code could not be taken off the customer's page. Tell them how to pay." });
    await warning.waitFor();
    // Brought into view, not left under the dialog's buttons.
    const inSight = () =>
      warning.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    await expect.poll(inSight).toBe(true);
    expect(await upiDue()).toMatchObject({ amountPaise: 26000 });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'payment-dialog-clear-failed');
  });
});
