import type { Page } from 'playwright-core';
import { shopPlaceSchema } from '../../src/shared/schemas/shop-list.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, toastText } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

// The Shop tab's "Where the shop is" (docs/product/screens.md, docs/product/shop-list.md).

/** Koramangala, Bengaluru, as a phone at the shop would give it. */
const AT_THE_SHOP = { latitude: 12.935241, longitude: 77.624479, accuracy: 12 };

const LISTED = "List this shop on Chair's list of shops";
const SAVE = 'Save where the shop is';

async function savedPlace(app: E2EApp) {
  return (await app.api.login(ADMIN)).call('GET', '/api/shop-settings/place', shopPlaceSchema);
}

/** The section's form: its fields are found by their labels within it, apart from the shop details'. */
const placeForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('switch', { name: LISTED }) });

/** Counts the place's saves the page sends. */
function countSaves(page: Page): { count: number } {
  const saves = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/shop-settings/place') saves.count++;
  });
  return saves;
}

describe('where the shop is', () => {
  test('the owner names the area and PIN code, takes the location from the phone, lists the shop, and finds it kept after a reload', async ({
    app,
    context,
    page,
  }) => {
    await openAdminDashboard(app, page);
    const form = placeForm(page);
    await form.getByLabel('Area').waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Area').fill('Koramangala');
    await form.getByLabel('PIN code').fill('560034');

    // Refused first: the page says so and the fields stay as they were.
    await form.getByRole('button', { name: 'Use my current location' }).click();
    await form.getByText("Location is blocked for this site. Allow it in the browser's settings, or type the numbers.").waitFor();
    expect(await form.getByLabel('Latitude').inputValue()).toBe('');

    await context.setGeolocation(AT_THE_SHOP);
    await context.grantPermissions(['geolocation']);
    await form.getByRole('button', { name: 'Use my current location' }).click();
    await form.getByText('Filled in from this device, to within about 12 m. Save to keep it.').waitFor();
    expect(await form.getByLabel('Latitude').inputValue()).toBe('12.935241');
    expect(await form.getByLabel('Longitude').inputValue()).toBe('77.624479');

    const listed = form.getByRole('switch', { name: LISTED });
    expect(await listed.getAttribute('aria-checked')).toBe('false');
    await listed.click();
    expect(await listed.getAttribute('aria-checked')).toBe('true');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-place');
    await useViewport(page, 'desktop');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'admin-place');
    await useViewport(page, 'phone');

    await form.getByRole('button', { name: SAVE }).click();
    await toastText(page, "Saved. The shop is on Chair's list of shops").waitFor();
    expect(await savedPlace(app)).toEqual({ area: 'Koramangala', pinCode: '560034', latitude: 12.935241, longitude: 77.624479, listed: true });

    await page.reload();
    await form.getByLabel('Area').waitFor();
    expect(await form.getByLabel('Area').inputValue()).toBe('Koramangala');
    expect(await form.getByLabel('PIN code').inputValue()).toBe('560034');
    expect(await form.getByLabel('Latitude').inputValue()).toBe('12.935241');
    expect(await form.getByLabel('Longitude').inputValue()).toBe('77.624479');
    expect(await form.getByRole('switch', { name: LISTED }).getAttribute('aria-checked')).toBe('true');
    expect(await form.getByRole('button', { name: SAVE }).isDisabled()).toBe(true);
  });

  test("an invalid PIN code, or a listing with no place, shows the schema's message and saves nothing", async ({ app, page }) => {
    const before = await savedPlace(app);
    await openAdminDashboard(app, page);
    const saves = countSaves(page);
    const form = placeForm(page);
    await form.getByLabel('PIN code').fill('56003');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('A PIN code is six digits, such as 560034').waitFor();
    expect(await form.getByLabel('PIN code').getAttribute('aria-invalid')).toBe('true');

    // No area and no location: the shop cannot be listed, and the switch says why.
    await form.getByLabel('PIN code').fill('');
    await form.getByLabel('Area').fill('');
    await form.getByLabel('Latitude').fill('');
    await form.getByLabel('Longitude').fill('');
    const listed = form.getByRole('switch', { name: LISTED });
    if ((await listed.getAttribute('aria-checked')) === 'false') await listed.click();
    await form.getByRole('button', { name: SAVE }).click();
    const needsPlace = form.getByText('To list the shop, give its area or its location');
    await needsPlace.waitFor();
    // Once said, the messages follow what is typed: half a location lists, but the pair is asked for.
    await form.getByLabel('Latitude').fill('12.9352');
    const pair = form.getByText('Give both latitude and longitude, or neither');
    await pair.waitFor();
    await needsPlace.waitFor({ state: 'detached' });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-place-invalid');
    await form.getByLabel('Longitude').fill('77.6245');
    await pair.waitFor({ state: 'detached' });

    expect(saves.count).toBe(0);
    expect(await savedPlace(app)).toEqual(before);
  });
});
