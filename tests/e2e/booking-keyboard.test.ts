import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures.js';

describe('booking with the keyboard only', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('every step is reached and answered from the keyboard, and the overlay takes the focus', async ({ page }) => {
    const isFocused = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element === document.activeElement);
    await page.goto('/booking');
    const barber = page.getByRole('combobox', { name: 'Barber' });
    await barber.focus();
    await page.keyboard.press('Enter');
    // The list opens on its first choice, any barber; the barbers follow, shortest wait first. The
    // arrow moves on once the list has the focus.
    await page.getByRole('option', { name: /Any barber/ }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /Ravi Kumar/ }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /Sunil Shah/ }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Enter');
    await barber.getByText(/Sunil Shah/).waitFor();

    await page.keyboard.press('Tab');
    await page.keyboard.type('Asha Verma');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876500020');
    await page.getByText('Phone number verified - ready to book!').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Haircut' }).isChecked()).toBe(true);
    // Past the other two services to the booking type; arrows move between its two choices.
    for (let n = 0; n < 3; n += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Book a time slot' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '11:00 AM', exact: true }).waitFor();
    // The day (today, chosen), then the first free time; an arrow moves to the next.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '10:30 AM', exact: true }).isChecked()).toBe(true);

    await page.keyboard.press('Tab');
    await page.keyboard.type('Short on the sides');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: 'Book Appointment' }))).toBe(true);
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: "You're booked in" });
    await overlay.waitFor();
    // The overlay opens at its heading; Done is reached with Tab.
    expect(await isFocused(overlay.getByRole('heading', { name: "You're booked in" }))).toBe(true);
    const done = overlay.getByRole('button', { name: 'Done' });
    for (let n = 0; n < 10 && !(await isFocused(done)); n += 1) await page.keyboard.press('Tab');
    expect(await isFocused(done)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
