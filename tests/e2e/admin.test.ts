import type { Page } from 'playwright-core';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab, toastText } from './support/admin-page.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

/** Checks an open dialog, then closes it with Escape and expects focus back on what opened it. */
async function checkDialog(page: Page, role: 'dialog' | 'alertdialog', name: string, opener: string): Promise<void> {
  await page.getByRole(role).waitFor();
  await checkScreen(page, name);
  await page.keyboard.press('Escape');
  await page.getByRole(role).waitFor({ state: 'detached' });
  // Radix moves the focus back a task after the dialog leaves: wait for it to land on the opener.
  await page.waitForFunction((name) => {
    const focused = document.activeElement;
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').includes(name);
  }, opener);
}

async function settings(app: E2EApp) {
  return app.api.call('GET', '/api/shop-settings', shopSettingsSchema);
}

describe('admin login', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s it fits, passes axe and asks for both fields', async (viewport, { page }) => {
    await useViewport(page, viewport);
    await page.goto('/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await checkScreen(page, 'admin-login');
  });

  test("refuses a barber's account and a wrong password, then signs the admin in; Logout signs out", async ({ page }) => {
    await page.goto('/admin/login');
    const signIn = async (username: string, password: string) => {
      await page.getByLabel(/^Username/).fill(username);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };

    await signIn(BARBER_A.username, BARBER_A.password);
    await toastText(page, 'Invalid user role').waitFor();
    await signIn(ADMIN.username, 'not-the-password');
    await toastText(page, 'Login failed. Please check your credentials.').waitFor();

    await signIn(ADMIN.username, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`Welcome, ${ADMIN.username}`).waitFor();
    // The test app's codes are echoed, which anyone could use to sign in as any number (docs/product/roles.md).
    await page.getByText('Echo mode: customer login codes are shown on screen.').waitFor();
    expect(await page.title()).toMatch(/^Admin dashboard/);

    // /admin is the dashboard too, in the same dashboard frame (no site header).
    await page.goto('/admin');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
  });
});

describe('admin dashboard', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  // axe runs once per tab and dialog: a long test on a busy machine.
  test.for(VIEWPORT_NAMES)('on a %s every tab and dialog fits and passes axe', { timeout: 150_000 }, async (viewport, { app, page }) => {
    await useViewport(page, viewport);
    const admin = await app.api.login(ADMIN);
    const booking = await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Asha Verma',
      customerPhone: '9000000001',
      bookingType: 'queue',
      services: [app.shop.haircut.id, app.shop.beard.id],
    });
    await admin.serve(booking.id);
    await admin.complete(booking.id);
    await openAdminDashboard(app, page);
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'admin-shop');
    await page.getByRole('switch', { name: 'Shop open' }).click();
    await checkDialog(page, 'alertdialog', 'admin-close-shop', 'Shop open');

    await openAdminTab(page, 'Manage Barbers');
    await page.getByRole('heading', { level: 3, name: 'Ravi Kumar' }).waitFor();
    await checkScreen(page, 'admin-barbers');
    await page.getByRole('button', { name: 'Add Barber' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Barber' }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();
    await checkDialog(page, 'dialog', 'admin-add-barber', 'Add Barber');
    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
    await checkDialog(page, 'dialog', 'admin-edit-barber', 'Edit Ravi Kumar');
    await page.getByRole('button', { name: 'Delete Ravi Kumar' }).click();
    await checkDialog(page, 'alertdialog', 'admin-delete-barber', 'Delete Ravi Kumar');

    await openAdminTab(page, 'Services');
    await page.getByRole('heading', { level: 3, name: 'Haircut' }).waitFor();
    await checkScreen(page, 'admin-services');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await checkDialog(page, 'dialog', 'admin-add-service', 'Add Service');
    await page.getByRole('button', { name: 'Edit Haircut' }).click();
    await checkDialog(page, 'dialog', 'admin-edit-service', 'Edit Haircut');
    await page.getByRole('button', { name: 'Delete Haircut' }).click();
    await checkDialog(page, 'alertdialog', 'admin-delete-service', 'Delete Haircut');

    await openAdminTab(page, 'Booking History');
    await page.getByRole('button', { name: /Asha Verma/ }).click();
    await page.getByText('Haircut (30 m)').waitFor();
    await page.getByText('45 min').waitFor();
    await checkScreen(page, 'admin-history');
  });

  test('hours, slot interval and zone save as they change; shop details are checked and saved', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    const opening = page.getByLabel('Opening time');
    expect(await opening.inputValue()).toBe('09:00');
    expect(await page.getByLabel('Closing time').inputValue()).toBe('18:00');

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/shop-settings') && response.request().method() === 'PUT');
    await opening.fill('10:30');
    expect((await saved).ok()).toBe(true);
    expect((await settings(app)).openTime).toBe('10:30');
    await page.getByText('Customers see 10:30 AM - 6:00 PM.', { exact: false }).waitFor();

    await page.getByRole('combobox', { name: 'Slot interval' }).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await toastText(page, 'Slots every 15 minutes').waitFor();
    expect((await settings(app)).slotInterval).toBe(15);

    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('option', { name: 'Nepal (Asia/Kathmandu)' }).click();
    await toastText(page, 'Times are now shown in Asia/Kathmandu').waitFor();
    expect((await settings(app)).timeZone).toBe('Asia/Kathmandu');

    await page.getByLabel('Shop name').fill('Kings Barbers');
    await page.getByLabel('Phone', { exact: true }).fill('call us');
    await page.getByLabel('Map link').fill('http://maps.example.com/kings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Use a phone number such as +91 98765 43210').waitFor();
    await page.getByText('Use an https:// link to the map').waitFor();
    await page.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
    await page.getByLabel('Map link').fill('https://maps.example.com/kings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastText(page, 'Shop details saved').waitFor();
    const now = await settings(app);
    expect([now.shopName, now.shopPhone, now.mapUrl]).toEqual(['Kings Barbers', '+91 98765 43210', 'https://maps.example.com/kings']);
    await page.getByText('Kings Barbers', { exact: true }).first().waitFor();
  });

});
