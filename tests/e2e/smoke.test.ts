import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { readClientBuild, staffChunks } from './support/home-bundle.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { buildFile } from './support/network.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

/** What holds however the screens evolve: the app boots, fits the screen and serves every request. */
describe('smoke', () => {
  test.for(VIEWPORT_NAMES)('the home page on a %s shows the hero, fits the screen and passes axe', async (viewport, { page, network }) => {
    await useViewport(page, viewport);
    await page.goto('/');
    await page.getByText('PREMIUM GROOMING').first().waitFor();
    // The page's own API calls are answered before the checks look at it.
    await page.waitForLoadState('networkidle');

    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'smoke-home');

    const staff = staffChunks((await readClientBuild()).chunkModules);
    expect(network.scripts.length, 'scripts loaded').toBeGreaterThan(0);
    expect(network.scripts.map(buildFile).filter((file) => staff.has(file))).toEqual([]);
    expect(network.serverErrors).toEqual([]);
  });

  test('an unknown path is answered 404 with the client, which boots', async ({ page, network }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await page.locator('#root > *').first().waitFor();
    expect(network.serverErrors).toEqual([]);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await expectNoHorizontalScroll(page);
  });
});
