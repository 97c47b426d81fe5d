import type { Page } from 'playwright-core';
import { setOperatorPassword } from '../../src/server/services/operators.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { toastText } from './support/admin-page.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot, viewportScreenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// An owner's branches (docs/product/shop-list.md#branches): the operator adds a branch to `main`
// from /platform, and its owner switches between the two from the admin dashboard with one login.

const MAIN = 'Main Street Cuts';
const BRANCH = { slug: 'main-indiranagar', name: 'Main Street Cuts Indiranagar' };

/** Fits the width, passes axe, and is photographed for people to look at. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

/**
 * An open select, photographed: Radix hides the rest of the page from screen readers while it is
 * open, without taking its focusable controls out, which axe would count against the page.
 */
async function pictureOpen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await viewportScreenshot(page, name);
}

/** The same screen on a laptop, then back on the phone. */
async function checkOnDesktop(page: Page, name: string): Promise<void> {
  await useViewport(page, 'desktop');
  await checkScreen(page, name);
  await useViewport(page, 'phone');
}

/** The owner signs in on the admin's own sign-in page. */
async function ownerSignsIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/^Username/).fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

/** The dashboard of a shop, signed in: its name above the title, and its own switcher. */
async function expectDashboardOf(page: Page, path: string, name: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('header').getByText(name, { exact: true }).waitFor();
  await page.getByText(`Welcome, ${ADMIN.username}`).waitFor();
  await expect.poll(() => page.getByRole('combobox', { name: 'Branch' }).textContent()).toBe(name);
}

describe('an owner’s branches', () => {
  test('the operator adds a branch to main; the owner switches to it and back with one login', { timeout: 150_000 }, async ({ app, page, openContext }) => {
    await (await app.api.login(ADMIN)).updateShopSettings({ shopName: MAIN });

    // Before there is a branch, the owner's dashboard has no switcher.
    const owner = await (await openContext()).newPage();
    const listed = owner.waitForResponse((response) => new URL(response.url()).pathname === '/api/branches');
    await ownerSignsIn(owner);
    expect(await (await listed).json()).toEqual({ chain: null, branches: [] });
    expect(await owner.getByRole('navigation', { name: 'Branches' }).count()).toBe(0);

    // The operator adds the branch.
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    await page.goto('/platform');
    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: `Add a branch to ${MAIN}` }).click();
    const dialog = page.getByRole('dialog', { name: `New branch of ${MAIN}` });
    await expect.poll(() => dialog.getByLabel('Time zone').inputValue()).toBe('Asia/Kolkata');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await dialog.getByText('Slug is required').waitFor();
    // A taken address is said beside the slug, which takes the focus.
    await dialog.getByLabel('Slug').fill('main');
    await dialog.getByLabel('Shop name').fill(BRANCH.name);
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await dialog.getByText('A shop with this address already exists').waitFor();
    expect(await dialog.getByLabel('Slug').evaluate((input) => input === document.activeElement)).toBe(true);
    await checkScreen(page, 'platform-add-branch');
    await checkOnDesktop(page, 'platform-add-branch');
    await dialog.getByLabel('Slug').fill(BRANCH.slug);
    await dialog.getByRole('button', { name: 'Add branch' }).click();

    const added = page.getByRole('dialog', { name: `${BRANCH.name} is ready` });
    await added.getByText(`Its owner signs in with the same username and password as at ${MAIN}`, { exact: false }).waitFor();
    expect(await added.locator('output').allTextContents()).toEqual([ADMIN.username, `${app.baseURL}/s/${BRANCH.slug}`]);
    await checkScreen(page, 'platform-branch-added');
    await checkOnDesktop(page, 'platform-branch-added');
    await added.getByRole('button', { name: 'Done' }).click();
    await added.waitFor({ state: 'detached' });
    // The list is read again: the branch is a shop of its own.
    await page.getByRole('heading', { name: BRANCH.name }).waitFor();
    await checkOnDesktop(page, 'platform-shops-branch');

    // The owner's dashboard now offers both branches.
    await owner.reload();
    await expectDashboardOf(owner, '/admin/dashboard', MAIN);
    const switcher = owner.getByRole('combobox', { name: 'Branch' });
    await checkScreen(owner, 'admin-branch-switcher');
    await useViewport(owner, 'desktop');
    await checkScreen(owner, 'admin-branch-switcher');
    await switcher.click();
    await owner.getByRole('option', { name: BRANCH.name }).waitFor();
    await pictureOpen(owner, 'admin-branch-switcher-open');
    await owner.keyboard.press('Escape');
    await useViewport(owner, 'phone');
    await switcher.click();
    expect(await owner.getByRole('option').allTextContents()).toEqual([MAIN, BRANCH.name]);
    await pictureOpen(owner, 'admin-branch-switcher-open');
    await owner.keyboard.press('Escape');

    // Switching signs the owner in there and loads the branch's dashboard.
    await switcher.click();
    await owner.getByRole('option', { name: BRANCH.name }).click();
    await expectDashboardOf(owner, `/s/${BRANCH.slug}/admin/dashboard`, BRANCH.name);
    await owner.getByRole('heading', { name: 'Set up your shop' }).waitFor();

    // And back: a refusal is told in a toast and leaves the owner where they are; while the switch
    // is on its way the switcher says so.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let tries = 0;
    await owner.route('**/api/branches/switch', async (route) => {
      tries++;
      if (tries === 1) {
        await route.fulfill({ status: 404, json: { error: 'NOT_FOUND', message: 'This shop is not a branch of yours' } });
        return;
      }
      await held;
      await route.continue();
    });
    await switcher.click();
    await owner.getByRole('option', { name: MAIN, exact: true }).click();
    await toastText(owner, 'Could not switch to that branch').waitFor();
    await toastText(owner, 'This shop is not a branch of yours').waitFor();
    await expect.poll(() => switcher.textContent()).toBe(BRANCH.name);
    await switcher.click();
    await owner.getByRole('option', { name: MAIN, exact: true }).click();
    await owner.getByRole('status').filter({ hasText: `Opening ${MAIN}...` }).waitFor({ state: 'attached' });
    expect(await switcher.textContent()).toBe(MAIN);
    expect(await switcher.isDisabled()).toBe(true);
    await viewportScreenshot(owner, 'admin-branch-switching');
    release();
    await expectDashboardOf(owner, '/s/main/admin/dashboard', MAIN);

    // In Hindi, on a phone.
    await owner.getByRole('button', { name: /^Switch the language to/ }).click();
    await owner.getByRole('combobox', { name: 'शाखा' }).waitFor();
    await expectNoHorizontalScroll(owner);
    await viewportScreenshot(owner, 'admin-branch-switcher-hi');
  });
});
