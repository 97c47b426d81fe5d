import { barberSchema } from '../../src/shared/schemas/barber.js';
import { okSchema } from '../../src/shared/schemas/common.js';
import { openDashboard, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

describe('barber login', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)('on a %s it fits, passes axe and asks for both fields', async (viewport, { page }) => {
    await useViewport(page, viewport);
    await page.goto('/barber/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'barber-login');
  });

  test('says why a login failed, then signs a barber in and opens the dashboard', async ({ page }) => {
    await page.goto('/barber/login');
    const signIn = async (username: string, password: string) => {
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };

    await signIn(BARBER_A.username, 'not-the-password');
    await toastText(page, 'Login failed. Please check your credentials.').waitFor();
    await signIn(ADMIN.username, ADMIN.password);
    await toastText(page, 'Invalid user role or barber details').waitFor();

    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await signIn(BARBER_A.username, BARBER_A.password);
    await toastText(page, 'An error occurred during login').waitFor();
    await page.unroute('**/api/login');

    await signIn(BARBER_A.username, BARBER_A.password);
    await page.waitForURL('**/barber/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
    expect(await page.title()).toMatch(/^Barber dashboard/);

    // Signed in already: the login page sends the barber back to the dashboard.
    await page.goto('/barber/login');
    await page.waitForURL('**/barber/dashboard');
  });
});

describe('who may use the barber dashboard', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('an unavailable barber sees Access Denied, and the dashboard comes back when made available', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    await openDashboard(app, page);
    try {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: false });
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByRole('link', { name: 'Go to Home' }).waitFor();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: true });
    }
    await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
  });

  test('a barber deleted while signed in is told, signed out and sent home', async ({ app, page }) => {
    const admin = await app.api.login(ADMIN);
    const credentials = { username: 'deepak', password: 'deepak-password-1' };
    const created = await admin.call('POST', '/api/barbers', barberSchema, { name: 'Deepak Rao', experience: 4, user: credentials });
    await openDashboard(app, page, credentials, 'Deepak Rao');

    await admin.call('DELETE', `/api/barbers/${created.id}`, okSchema);
    await toastText(page, 'Account Deactivated').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/barber/dashboard');
    await page.waitForURL('**/barber/login');
  });
});
