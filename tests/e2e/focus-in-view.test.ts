import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

/** The focus ring (2 px wide, 2 px from the element) is part of what must be seen. */
const RING = 4;

/** Presses Tab until the element has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Where the focused element and its ring are drawn: a card's hidden input shows its ring on the card. */
async function focusedBox(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate((ring) => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) throw new Error('nothing has the focus');
    const box = (focused.closest('label') ?? focused).getBoundingClientRect();
    return { top: box.top - ring, bottom: box.bottom + ring };
  }, RING);
}

describe('what has the focus is in view', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('on a phone, a field reached by Tab is never under the bottom bar', async ({ page }) => {
    await page.goto('/booking');
    await page.getByRole('combobox', { name: 'Barber' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    const header = page.getByRole('banner');
    const targets = [
      page.getByLabel('Mobile number'),
      page.getByRole('radio', { name: 'Join the queue' }),
      page.getByRole('checkbox', { name: 'Haircut' }),
    ];
    for (const target of targets) {
      await tabTo(page, target);
      const [barBox, headerBox] = [await bar.boundingBox(), await header.boundingBox()];
      if (!barBox || !headerBox) throw new Error('the header or the bottom bar is not on screen');
      const box = await focusedBox(page);
      expect(box.bottom, `${target.toString()} and its ring end above the bottom bar`).toBeLessThanOrEqual(barBox.y);
      expect(box.top, `${target.toString()} starts below the header`).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    }
    await screenshot(page, 'focus-above-bottom-bar');
  });

  test('the slot confirmation opens at its heading on a laptop, with Done a Tab away', async ({ app, page }) => {
    await useViewport(page, 'desktop');
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByLabel('Mobile number').fill('9876500031');
    await page.getByText('Phone number verified - ready to book!').waitFor();
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: 'Book a time slot' }).check();
    await page.getByRole('radio', { name: '11:00 AM', exact: true }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    const dialog = page.getByRole('dialog', { name: "You're booked in" });
    await dialog.waitFor();
    const heading = dialog.getByRole('heading', { name: "You're booked in" });
    // The panel scrolls when taller than the screen: it opens at its top, the check mark and heading showing.
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    const [dialogBox, headingBox] = [await dialog.boundingBox(), await heading.boundingBox()];
    if (!dialogBox || !headingBox) throw new Error('the dialog or its heading is not on screen');
    expect(headingBox.y).toBeGreaterThanOrEqual(dialogBox.y);
    expect(headingBox.y).toBeGreaterThanOrEqual(0);
    expect(await heading.evaluate((element) => element === document.activeElement), 'the heading has the focus').toBe(true);
    await screenshot(page, 'booking-confirmation-slot-opened');

    const done = dialog.getByRole('button', { name: 'Done' });
    await tabTo(page, done, 10);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });
});
