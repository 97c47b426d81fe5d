import type { Locator, Page } from 'playwright-core';
import { openAdminDashboard, openAdminTab } from './admin-page.js';
import type { E2EApp } from './app-server.js';

/** Opens a barber's Working hours from the admin's Manage Barbers tab. */
export async function openWorkingHours(app: E2EApp, page: Page, barberName = 'Ravi Kumar'): Promise<Locator> {
  await openAdminDashboard(app, page);
  await openAdminTab(page, 'Manage Barbers');
  await page.getByRole('button', { name: `Working hours for ${barberName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Working hours' });
  await dialog.getByRole('heading', { name: 'Days off' }).waitFor();
  return dialog;
}

/**
 * Gives `day` (such as 'Saturday') of a barber still on the shop's hours two periods, split by a
 * break, on screen: own hours from the shop's, Add break, then the four times.
 */
export async function setSplitDay(dialog: Locator, day: string, [first, second]: [[string, string], [string, string]]): Promise<void> {
  await dialog.getByRole('button', { name: 'Set own hours' }).click();
  await dialog.getByText('Own hours', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: `Add break on ${day}` }).click();
  await dialog.getByLabel(`${day} period 1 start`).fill(first[0]);
  await dialog.getByLabel(`${day} period 1 end`).fill(first[1]);
  await dialog.getByLabel(`${day} period 2 start`).fill(second[0]);
  await dialog.getByLabel(`${day} period 2 end`).fill(second[1]);
}
