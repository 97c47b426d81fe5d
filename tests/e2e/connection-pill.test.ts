import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { openAdminDashboard } from './support/admin-page.js';
import { openDashboard } from './barber-helpers.js';
import { describe, expect, test } from './support/fixtures.js';
import { screenshot } from './support/screenshot.js';

/** Every socket the page opens is refused: after 2 s the pill says so (docs/product/booking-rules.md#states-and-transitions). */
async function refuseLiveConnection(page: Page): Promise<void> {
  await page.routeWebSocket(/\/ws$/, async (ws) => {
    await ws.close();
  });
}

const pill = (page: Page) => page.getByRole('status').filter({ hasText: 'Connection issue' });

/** The toasts that once said the same as the pill, beside it. */
const TOAST_TITLES = ['Connection Issue', 'Connection Error'];

/** From now on, the page notes every toast title of TOAST_TITLES that ever shows, however briefly. */
async function watchForConnectionToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((titles) => {
    const seen = new Set<string>();
    Object.assign(window, { connectionToastsSeen: seen });
    new MutationObserver(() => {
      const text = document.body.textContent;
      for (const title of titles) if (text.includes(title)) seen.add(title);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, TOAST_TITLES);
  return () => page.evaluate(() => [...(window as unknown as { connectionToastsSeen: Set<string> }).connectionToastsSeen]);
}

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

describe('a lost connection', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('is announced once, by the pill alone', async ({ app, page }) => {
    await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Asha Verma',
      customerPhone: '9876500041',
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });
    let live: WebSocketRoute | null = null;
    let refuse = false;
    let refused = 0;
    await page.routeWebSocket(/\/ws$/, async (ws) => {
      if (refuse) {
        refused += 1;
        await ws.close();
        return;
      }
      ws.connectToServer();
      live = ws;
    });
    await page.goto('/track?phone=9876500041');
    const toastsSeen = await watchForConnectionToasts(page);
    await page.getByText('Live updates').waitFor();
    // The server goes away: the socket closes and every try to get it back is refused.
    refuse = true;
    await (live as WebSocketRoute | null)?.close();
    await pill(page).waitFor();
    // The loss was news at the first refused try; by the second, whatever it showed is on screen.
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await pill(page).waitFor();
    expect(await toastsSeen()).toEqual([]);
    await screenshot(page, 'connection-lost-pill');
  });

  test('that never opened is announced once, by the pill alone', async ({ page }) => {
    await refuseLiveConnection(page);
    await page.goto('/track');
    const toastsSeen = await watchForConnectionToasts(page);
    await pill(page).waitFor();
    expect(await toastsSeen()).toEqual([]);
  });
});

