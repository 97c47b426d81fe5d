import { book, bookingStatus, confirmComplete, openDashboard, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

describe('undo on the barber dashboard', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('Undo after Complete puts the customer back in the chair', async ({ app, page }) => {
    const first = await book(app, '9000000101', 'Asha Verma');
    await book(app, '9000000102', 'Rohan Das');
    const barber = await openDashboard(app, page);
    await barber.serve(first.id);
    await page.getByText('Currently Serving').waitFor();

    await page.getByRole('button', { name: 'Complete' }).click();
    await confirmComplete(page);
    await toastText(page, 'Status updated').waitFor();
    const undo = page.getByRole('button', { name: `Undo the change to #${first.id} Asha Verma` });
    await undo.waitFor();
    await page.getByTestId('undo-bar').getByText('Undo is possible for 10 seconds.').waitFor();
    expect(await bookingStatus(app, first.id)).toBe('completed');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'barber-undo-offered');

    // Reached from the keyboard, as any button of the page.
    await undo.focus();
    await page.keyboard.press('Enter');
    await toastText(page, 'Change undone').waitFor();
    await page.getByTestId('undo-bar').waitFor({ state: 'detached' });
    expect(await bookingStatus(app, first.id)).toBe('serving');
    await page.getByText('Currently Serving').waitFor();
    await page.getByRole('heading', { name: 'Asha Verma' }).waitFor();
    await page.getByRole('button', { name: 'Complete' }).waitFor();
    await screenshot(page, 'barber-undo-done');
  });

  test('offers Undo after Start on a wide screen, beside the toast', async ({ app, page }) => {
    const first = await book(app, '9000000103', 'Meera Iyer');
    await useViewport(page, 'desktop');
    await openDashboard(app, page);
    await page.getByRole('region', { name: 'Meera Iyer' }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: `Undo the change to #${first.id} Meera Iyer` }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'barber-undo-offered');
  });
});
