import type { Page } from 'playwright-core';
import { z } from 'zod';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { serviceSchema } from '../../src/shared/schemas/service.js';
import { openAdminDashboard, openAdminTab, toastText } from './support/admin-page.js';
import { ApiCallError } from './support/api-client.js';
import { ADMIN, BARBER_A, BARBER_B, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// The owner's barbers and services on the dashboard; signing in, the screens and the shop's
// settings: admin.test.ts.

async function adminBarbers(app: E2EApp) {
  const admin = await app.api.login(ADMIN);
  return admin.call('GET', '/api/barbers?admin=true', z.array(barberSchema));
}

/**
 * Holds the answer to the next DELETE until the deleted item's card has left the page, as it does
 * when the live update's refetch wins the race against the answer.
 */
async function answerAfterTheCardIsGone(page: Page, name: string): Promise<void> {
  await page.route(/\/api\/(barbers|services)\/\d+$/, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    const response = await route.fetch();
    await page.getByRole('heading', { level: 3, name, exact: true }).waitFor({ state: 'detached' });
    await route.fulfill({ response });
  });
}

describe('admin dashboard', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('edit sends only what changed, a blank password keeps the old one; availability; delete asks first', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Manage Barbers');

    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Barber' });
    expect(await dialog.getByLabel(/^Username/).inputValue()).toBe(BARBER_A.username);
    expect(await dialog.getByLabel(/^Password/).inputValue()).toBe('');
    await dialog.getByLabel(/^Name/).fill('Ravi K');
    await dialog.getByLabel('Experience (years)').fill('9');
    const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/barbers/'));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await sent).postDataJSON()).toEqual({ name: 'Ravi K', experience: 9 });
    await toastText(page, 'Barber updated').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Ravi K', exact: true }).waitFor();
    await page.getByText('9 years experience').waitFor();
    // The old password still works: it was not sent.
    await app.api.login(BARBER_A);

    // A username another barber has is refused with the server's reason, on the field.
    await page.getByRole('button', { name: 'Edit Ravi K', exact: true }).click();
    await dialog.getByLabel(/^Username/).fill(BARBER_B.username);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // The toast sits outside the modal dialog (hidden from its accessibility tree): the field says it too.
    await page.getByText('Failed to update barber', { exact: true }).first().waitFor();
    await dialog.getByText('This username is already taken').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('switch', { name: 'Sunil Shah available' }).click();
    await toastText(page, 'Sunil Shah is now unavailable').waitFor();
    expect((await adminBarbers(app)).find((barber) => barber.name === 'Sunil Shah')?.isAvailable).toBe(false);

    await page.getByRole('button', { name: 'Delete Sunil Shah' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete Sunil Shah? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 3, name: 'Sunil Shah' }).waitFor();
    // The live update can take the card away before the answer arrives: the toast still comes.
    await answerAfterTheCardIsGone(page, 'Sunil Shah');
    await page.getByRole('button', { name: 'Delete Sunil Shah' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Barber deleted').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Sunil Shah' }).waitFor({ state: 'detached' });
    await expect(app.api.login(BARBER_B)).rejects.toBeInstanceOf(ApiCallError);
  });

  // Last in the file: it deletes the seeded services, which app.reset() does not bring back.
  test('an icon picked for a new service is drawn on the home page, and on every screen the same SVG', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Services');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByLabel(/^Name/).fill('Champi Spa');
    await dialog.getByLabel(/^Duration \(minutes\)/).fill('40');
    const icons = dialog.getByRole('radiogroup', { name: 'Icon' });
    expect(await icons.getByRole('radio').count()).toBe(12);
    // The arrow keys move the choice within the group.
    await icons.getByRole('radio', { name: 'Scissors' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await icons.getByRole('radio', { name: 'Razor' }).isChecked()).toBe(true);
    await icons.getByRole('radio', { name: 'Spa' }).click();
    await useViewport(page, 'phone');
    await screenshot(page, 'admin-add-service-icon');
    await useViewport(page, 'desktop');
    await screenshot(page, 'admin-add-service-icon');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toastText(page, 'Service added').waitFor();
    const adminCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Champi Spa' }) });
    await adminCard.locator('svg[data-icon="spa"]').waitFor();

    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Champi Spa' }) });
    await card.locator('svg[data-icon="spa"]').waitFor();
    // Every service's icon is an SVG, none a character of the phone's emoji font.
    const haircut = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Haircut', exact: true }) });
    await haircut.locator('svg[data-icon="scissors"]').waitFor();
    expect(await page.locator('#services').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    await useViewport(page, 'phone');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-services-icons');
    await useViewport(page, 'desktop');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-services-icons');
  });

  test('services: added with a price, edited and deleted; the empty state offers the first one', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Services');

    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByLabel('Price (₹)').fill('12.5');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Required', { exact: true }).waitFor();
    await dialog.getByText('Price must be whole rupees').waitFor();
    await dialog.getByLabel(/^Name/).fill('Hot Towel Shave');
    await dialog.getByLabel('Description').fill('Straight razor and a hot towel.');
    await dialog.getByLabel(/^Duration \(minutes\)/).fill('25');
    await dialog.getByLabel('Price (₹)').fill('1500');
    const icons = dialog.getByRole('radiogroup', { name: 'Icon' });
    expect(await icons.getByRole('radio', { name: 'Scissors' }).isChecked()).toBe(true);
    await icons.getByRole('radio', { name: 'Razor' }).check();
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toastText(page, 'Service added').waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hot Towel Shave' }) });
    await card.getByText('₹1,500').waitFor();
    await card.getByText('25 min').waitFor();
    await card.locator('svg[data-icon="razor"]').waitFor();

    await page.getByRole('button', { name: 'Edit Hot Towel Shave' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    expect(await edit.getByRole('radiogroup').count()).toBe(0);
    await edit.getByLabel('Price (₹)').fill('');
    await edit.getByLabel(/^Duration \(minutes\)/).fill('35');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Service updated').waitFor();
    await card.getByText('No price').waitFor();
    await card.getByText('35 min').waitFor();

    await answerAfterTheCardIsGone(page, 'Hot Towel Shave');
    await page.getByRole('button', { name: 'Delete Hot Towel Shave' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Service deleted').waitFor();
    await page.unrouteAll();

    // Every service on offer, whichever earlier tests added, goes: then the empty state shows.
    const offered = await app.api.call('GET', '/api/services', z.array(serviceSchema));
    for (const { name } of offered) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { level: 3, name, exact: true }).waitFor({ state: 'detached' });
    }
    await page.getByText('No services yet').waitFor();
    await page.getByRole('button', { name: 'Add First Service' }).waitFor();
  });
});
