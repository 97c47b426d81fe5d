import type { Page } from 'playwright-core';
import { chainPageSchema, type ChainPage } from '../../src/shared/schemas/branches.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { openBranch, sendToBranch } from './support/branch.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, HINDI_BROWSER } from './support/hindi.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

// A chain's page, /c/{slug} (docs/product/screens.md#chain): the operator gives the home shop, Main
// Street Cuts (two barbers, nobody waiting), a branch in Koramangala whose owner opens it with one
// barber and one walk-in waiting. Neither is on the platform's list. The clock stands at 10:00.
const MAIN = { name: 'Main Street Cuts', address: '14 MG Road' };
const BRANCH = { slug: 'main-koramangala', name: 'Main Street Cuts Koramangala', timeZone: 'Asia/Kolkata' };

/** The chain as the server answers it now. */
async function chainNow(app: E2EApp): Promise<ChainPage | null> {
  const response = await fetch(new URL('/api/platform/chains/main', app.baseURL));
  return response.ok ? chainPageSchema.parse(await response.json()) : null;
}

/**
 * The branch, added and opened with a walk-in waiting, and both shops' waits summed up by the list's
 * worker: once for the file, whose server keeps its shops from one test to the next.
 */
let added: Promise<void> | null = null;
function addBranch(app: E2EApp): Promise<void> {
  added ??= openChain(app);
  return added;
}

async function openChain(app: E2EApp): Promise<void> {
  await (await app.api.login(ADMIN)).updateShopSettings({ shopName: MAIN.name, shopAddress: MAIN.address });
  const { barberId, haircutId } = await openBranch(app, BRANCH, { area: 'Koramangala', pinCode: '560034', address: '5 Forum Lane' });
  const walkIn = { barberId, customerName: 'Rohan Das', customerPhone: '9000000009', bookingType: 'queue', services: [haircutId] };
  await sendToBranch(app, BRANCH, '/api/bookings', 'POST', walkIn);
  await expect
    .poll(async () => (await chainNow(app))?.branches.map((shop) => `${shop.name} ${String(shop.waitMinutes)}`), { timeout: 10_000 })
    .toEqual([`${MAIN.name} 0`, `${BRANCH.name} 30`]);
}

const row = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('a chain’s page', () => {
  test('shows every branch with its live wait and a way to get in line, and says when there is no chain', async ({ app, page }) => {
    await addBranch(app);
    await page.goto('/c/main');
    await page.getByRole('heading', { level: 1, name: `${MAIN.name}: our branches` }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2 branches' }).waitFor();
    expect(await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).toEqual([MAIN.name, BRANCH.name]);
    const main = row(page, MAIN.name);
    await main.getByText(MAIN.address).waitFor();
    await main.getByText('WAIT: No Wait').waitFor();
    expect(await main.getByRole('link', { name: `Get in line at ${MAIN.name}` }).getAttribute('href')).toBe('/s/main/');
    const branch = row(page, BRANCH.name);
    await branch.getByText('Koramangala · PIN 560034').waitFor();
    await branch.getByText('5 Forum Lane').waitFor();
    await branch.getByText('WAIT: 30 min').waitFor();
    expect(await branch.getByRole('link', { name: `Get in line at ${BRANCH.name}` }).getAttribute('href')).toBe(`/s/${BRANCH.slug}/`);
    await page.getByText('Live', { exact: true }).waitFor();
    await checkScreen(page, 'chain');

    // Both of the home shop's chairs take a walk-in: its wait moves here by itself.
    await app.api.book({ barberId: app.shop.barberA.id, customerName: 'Ravi Kumar', customerPhone: '9000000001', bookingType: 'queue', services: [app.shop.haircut.id] });
    await app.api.book({ barberId: app.shop.barberB.id, customerName: 'Sunil Rao', customerPhone: '9000000002', bookingType: 'queue', services: [app.shop.haircut.id] });
    await main.getByText('WAIT: 30 min').waitFor();

    await useViewport(page, 'desktop');
    await checkScreen(page, 'chain');

    await useViewport(page, 'phone');
    const response = await page.goto('/c/nobody');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'There is no chain at this address' }).waitFor();
    expect(await page.getByRole('link', { name: 'See all shops' }).getAttribute('href')).toBe('/shops');
    await checkScreen(page, 'chain-missing');
    await useViewport(page, 'desktop');
    await checkScreen(page, 'chain-missing');
  });

  test('reads in Hindi on a phone set to Hindi, the shops’ names and addresses as they are', async ({ app, openContext }) => {
    await addBranch(app);
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await page.goto('/c/main');
    await page.getByRole('heading', { level: 1, name: `${MAIN.name}: हमारी शाखाएँ` }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2 शाखाएँ' }).waitFor();
    const branch = row(page, BRANCH.name);
    await branch.getByText('5 Forum Lane').waitFor();
    await branch.getByRole('link', { name: /लाइन में लगें/ }).waitFor();
    await checkHindiScreen(page, 'hindi-chain', { viewports: VIEWPORT_NAMES, shopsOwn: [MAIN.name, BRANCH.name, 'Koramangala'] });
  });
});
