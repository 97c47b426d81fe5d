import type { Locator, Page } from 'playwright-core';
import { openAdminDashboard } from './support/admin-page.js';
import { openDashboard } from './barber-helpers.js';
import { describe, expect, test } from './support/fixtures.js';
import { screenshot } from './support/screenshot.js';

/** Every socket the page opens is refused: after 2 s the pill says so (spec §4). */
async function refuseLiveConnection(page: Page): Promise<void> {
  await page.routeWebSocket(/\/ws$/, async (ws) => {
    await ws.close();
  });
}

const pill = (page: Page) => page.getByRole('status').filter({ hasText: 'Connection issue' });

/** The pill ends above the bar's top edge, and nothing is drawn over the pill's Refresh button. */
async function expectClearAbove(page: Page, bar: Locator): Promise<void> {
  await pill(page).waitFor();
  const pillBox = await pill(page).boundingBox();
  const barBox = await bar.boundingBox();
  if (!pillBox || !barBox) throw new Error('the pill or the bar is not on screen');
  expect(pillBox.y + pillBox.height, 'the pill ends above the bottom bar').toBeLessThanOrEqual(barBox.y);
  const refresh = pill(page).getByRole('button', { name: 'Refresh' });
  const onTop = await refresh.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop, 'Refresh is the topmost thing where it is drawn').toBe(true);
}

describe('the connection pill on a phone', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('sits above the public bottom bar', async ({ page }) => {
    await refuseLiveConnection(page);
    await page.goto('/');
    await expectClearAbove(page, page.getByRole('navigation', { name: 'Quick navigation' }));
  });

  test("sits above the barber dashboard's tab bar", async ({ app, page }) => {
    await refuseLiveConnection(page);
    await openDashboard(app, page, undefined, undefined, { live: false });
    await expectClearAbove(page, page.getByRole('tablist', { name: 'Dashboard' }));
    await screenshot(page, 'connection-pill-barber-dashboard');
  });

  test("sits above the admin dashboard's tab bar", async ({ app, page }) => {
    await refuseLiveConnection(page);
    await openAdminDashboard(app, page);
    await expectClearAbove(page, page.getByRole('tablist', { name: 'Dashboard sections' }));
    await screenshot(page, 'connection-pill-admin-dashboard');
  });
});
