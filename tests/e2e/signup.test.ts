import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { useViewport } from './support/viewports.js';

// A new shop signs itself up at /signup on a phone (docs/decisions/0021-platform-operator.md#sign-up).
describe('signing a shop up', () => {
  test('closed by default; open: signs up, follows the link, and the owner signs in', async ({ app, page }) => {
    await useViewport(page, 'phone');
    await page.goto('/signup');
    await page.getByText('Sign-up is closed', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    app.ctx.env.SIGNUP = 'open';
    await page.reload();
    await page.getByLabel('Shop name').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    // No invite code is asked for when sign-up is open.
    await page.getByLabel('Invite code').waitFor({ state: 'detached' });
    await page.getByLabel('Shop name').fill('Fresh Fade');
    await page.getByLabel('Slug').fill('fresh-fade');
    await page.getByLabel('Your username').fill('meera');
    await page.getByLabel('Your password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('Your password').fill('meera-password-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Fresh Fade is ready', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: 'Go to your shop’s admin page' }).click();
    await page.waitForURL((url) => url.pathname === '/s/fresh-fade/admin/login');
    await page.getByLabel(/^Username/).fill('meera');
    await page.getByLabel(/^Password/).fill('meera-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/s/fresh-fade/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  });
});
