import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const REDIRECTING = 'Redirecting to login page...';

/**
 * The redirect's message is on screen for a moment only; a watcher set up before the app starts
 * notes whether it ever appeared, so the test can ask afterwards without racing it.
 */
async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript((watched: string) => {
    const seen = { value: false };
    Object.defineProperty(window, '__sawWatchedText', { get: () => seen.value });
    // The records, not the page as it is by the time the observer runs: React may already have
    // replaced the message in the same task.
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : Array.from(record.addedNodes);
        if (nodes.some((node) => node.textContent?.includes(watched))) seen.value = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
}

const sawWatchedText = (page: Page) => page.evaluate(() => (window as unknown as { __sawWatchedText: boolean }).__sawWatchedText);

describe('protected routes, not-found and error pages', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for<[string, string]>([
    ['/customer/account', '/customer/login'],
    ['/customer/bookings', '/customer/login'],
    ['/barber/dashboard', '/barber/login'],
    ['/admin/dashboard', '/admin/login'],
    ['/admin', '/admin/login'],
  ])('without a session, %s says it is redirecting and lands on %s', async ([path, login], { page }) => {
    await watchForText(page, REDIRECTING);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === login);
    expect(await sawWatchedText(page)).toBe(true);
  });

  test('a customer on the admin dashboard is sent to the admin login', async ({ app, context, page }) => {
    const customer = await app.api.customerLogin('9123400010');
    await context.addCookies([customer.cookieFor()]);
    await watchForText(page, REDIRECTING);
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await sawWatchedText(page)).toBe(true);
  });

  test('a signed-in barber on the customer account is sent to the customer login', async ({ app, context, page }) => {
    const barber = await app.api.login(BARBER_A);
    await context.addCookies([barber.cookieFor()]);
    await watchForText(page, REDIRECTING);
    await page.goto('/customer/account');
    await page.waitForURL((url) => url.pathname === '/customer/login');
    expect(await sawWatchedText(page)).toBe(true);
    // The customer login form is offered, not a bounce back to the barber's dashboard.
    await page.getByLabel('WhatsApp number').waitFor();
  });

  test.for(VIEWPORT_NAMES)('an unknown path answers 404 and shows the 404 page on a %s', async (viewport, { page }) => {
    await useViewport(page, viewport);
    const response = await page.goto('/no/such/page?from=qr');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the pages answer 200, with their parameters and query strings', async ({ app, page }) => {
    const paths = ['/?utm_source=qr', `/booking/${app.shop.barberA.id}?from=home`, '/track?phone=9876543210', '/admin'];
    paths.push('/admin/login', '/barber/login', '/barber/dashboard', '/customer/login', '/board', '/shops', '/c/main');
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
  });

  test.for(VIEWPORT_NAMES)('a page whose code fails to load shows the error page on a %s', async (viewport, { page }) => {
    await useViewport(page, viewport);
    const chunk = '**/assets/customer-login-page-*.js';
    await page.route(chunk, (route) => route.abort('connectionreset'));
    await page.goto('/customer/login');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('We encountered an unexpected error. This has been logged for our team to investigate.').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    const reload = page.getByRole('button', { name: 'Reload Page' });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    // Once the network is back, Reload Page brings the page.
    await page.unroute(chunk);
    await reload.click();
    await page.getByLabel('WhatsApp number').waitFor();
  });
});
