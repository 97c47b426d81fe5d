import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures.js';

const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the app's entry script until the test lets it go, so the test sees the page as the
 * server sent it, before any JavaScript has run.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Notes whether "Loading..." ever appears and keeps the first paint's heading and header. */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { sawLoading: false, heading: null as Element | null, header: null as Element | null };
    Object.defineProperty(window, '__takeover', { get: () => state });
    new MutationObserver((records) => {
      state.heading ??= document.querySelector('main h1');
      state.header ??= document.querySelector('header');
      for (const record of records) {
        if (Array.from(record.addedNodes).some((node) => node.textContent?.includes('Loading...'))) state.sawLoading = true;
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

/** Whether the heading and header on screen are the very elements the server sent, and whether "Loading..." showed. */
const takeover = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as { __takeover: { sawLoading: boolean; heading: Element | null; header: Element | null } }).__takeover;
    return {
      sawLoading: state.sawLoading,
      sameHeading: state.heading !== null && state.heading === document.querySelector('main h1'),
      sameHeader: state.header !== null && state.header === document.querySelector('header'),
    };
  });

describe('the prerendered first paint', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('the server sends the home and booking pages with their first paint, and other pages empty', async ({ app }) => {
    const html = async (path: string) => (await fetch(app.baseURL + path)).text();
    const root = (page: string) => page.slice(page.indexOf('<div id="root"'), page.indexOf('<noscript>'));
    const home = root(await html('/'));
    expect(home).toContain('data-page="home"');
    expect(home).toContain('Experience the finest barbering with modern luxury');
    expect(home).toContain('9:00 AM - 7:00 PM');
    const booking = root(await html(`/booking/${app.shop.barberA.id}`));
    expect(booking).toContain('Loading barbers and services...');
    // Nothing from the database: the shop's name and its barbers come with the data.
    expect(booking).not.toContain(app.shop.barberA.name);
    expect(root(await html('/no-such-page'))).toBe('<div id="root"></div>\n    ');
    expect(root(await html('/admin/login'))).toBe('<div id="root"></div>\n    ');
  });

  test('paints the home page before its script runs, then the app takes it over in place', async ({ page }) => {
    await watchTakeover(page);
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'PREMIUM GROOMING' }).waitFor();
    await page.getByText('Experience the finest barbering with modern luxury').waitFor();
    await page.getByRole('heading', { name: 'OUR TOP BARBERS' }).waitFor();
    // Nothing typed before the app takes over would reach it: the track form waits for it.
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    expect(await phone.isEditable()).toBe(false);

    release();
    // The live page: the shop's open state and its barbers arrive.
    await page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).getByText('OPEN', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Ravi Kumar' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await takeover(page)).toEqual({ sawLoading: false, sameHeading: true, sameHeader: true });
    expect(await phone.isEditable()).toBe(true);
  });

  test("takes over the booking page's loading state and goes on to the form", async ({ app, page }) => {
    await watchTakeover(page);
    const release = await holdEntryScript(page);
    await page.goto(`/booking/${app.shop.barberA.id}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Loading barbers and services...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.getByText('Loading barbers and services...').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await takeover(page)).toEqual({ sawLoading: false, sameHeading: true, sameHeader: true });
  });

  test('shows the remembered user in the header of a prerendered page, with working links', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('user', JSON.stringify({ role: 'barber', username: 'ravi', barber: { id: 1 } }));
    });
    // /api/me never answers: the header shows what this browser remembers.
    await page.route('**/api/me', () => undefined);
    await page.goto('/');
    const dashboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('href')).toBe('/barber/dashboard');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Barber Login' }).count()).toBe(0);
  });
});
