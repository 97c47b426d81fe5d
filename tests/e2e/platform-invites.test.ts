import { setOperatorPassword } from '../../src/server/services/operators.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// Invite codes (docs/decisions/0021-platform-operator.md#sign-up) on a phone: the operator makes one,
// sees it once, a new shop signs up with it, and the operator sees which shop used it.
describe('invite codes', () => {
  test('the operator makes a code, a shop signs up with it, and the list says who used it', async ({ app, page, openContext }) => {
    app.ctx.env.SIGNUP = 'invite';
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    await useViewport(page, 'phone');
    await page.goto('/platform');
    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Invite codes' }).waitFor();
    await page.getByText('No invite codes yet.').waitFor();
    await page.getByRole('button', { name: 'New invite code' }).click();
    const code = await page.locator('output').first().textContent();
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await page.getByText('Not used yet').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'platform-invites');

    const owner = await (await openContext()).newPage();
    await owner.goto(new URL('/signup', page.url()).href);
    await owner.getByLabel('Invite code').fill(code ?? '');
    await owner.getByLabel('Shop name').fill('Fresh Fade');
    await owner.getByLabel('Slug').fill('fresh-fade');
    await owner.getByLabel('Your username').fill('meera');
    await owner.getByLabel('Your password').fill('meera-password-1');
    await owner.getByRole('button', { name: 'Sign up' }).click();
    await owner.getByText('Fresh Fade is ready', { exact: true }).waitFor();

    await page.reload();
    await page.getByText(/^Used by \/s\/fresh-fade on /).waitFor();
    await page.getByRole('heading', { name: 'Fresh Fade', exact: true }).waitFor();
  });
});
