import type { Page } from 'playwright-core';
import { ADMIN, type E2EApp } from './app-server.js';

/** Signs the page in as the admin through the API and opens the dashboard on the Shop tab. */
export async function openAdminDashboard(app: E2EApp, page: Page) {
  const admin = await app.api.login(ADMIN);
  await page.context().addCookies([admin.cookieFor()]);
  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { level: 2, name: 'Shop Settings' }).waitFor();
  return admin;
}

const SHORT_TAB_NAMES = { 'Shop Settings': 'Shop', 'Front desk': 'Desk', 'Manage Barbers': 'Barbers', Services: 'Services', 'Booking History': 'History', Takings: 'Takings', 'Wait Accuracy': 'Accuracy', Numbers: 'Numbers', Messages: 'Messages' } as const;
export type AdminTab = keyof typeof SHORT_TAB_NAMES;

/** Below this width the tabs are labelled short; nine full labels need a wide screen. */
export const FULL_TAB_LABELS_FROM = 1536;

/** Opens a dashboard tab: phones, tablets and laptops label them short, wide screens in full. */
export async function openAdminTab(page: Page, name: AdminTab): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.getByRole('tab', { name: width < FULL_TAB_LABELS_FROM ? SHORT_TAB_NAMES[name] : name, exact: true }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

/** A text in the toast on screen (Radix also copies it into a screen-reader announcement elsewhere). */
export const toastText = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Picks an option of a labelled Radix select. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A 1x1 PNG: the smallest real image the upload accepts (the server checks the bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
