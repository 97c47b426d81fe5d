import type { Page } from 'playwright-core';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { book, openDashboard, tab, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

const RAVI = 'Ravi Kumar';
const SUNIL = 'Sunil Shah';

async function barberOf(app: E2EApp, bookingId: number): Promise<number> {
  const admin = await app.api.login(ADMIN);
  return (await admin.call('GET', `/api/bookings/${bookingId}`, bookingSchema)).barberId;
}

const chair = (page: Page, name: string) => page.getByRole('list', { name: 'Chairs' }).getByRole('listitem', { name });

describe('the front desk: moving a waiting walk-in, and reassigning a chair', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a barber moves a waiting walk-in to another barber and it leaves his queue', async ({ app, page }) => {
    await book(app, '9000000201', 'Asha Verma');
    const second = await book(app, '9000000202', 'Rohan Das');
    await book(app, '9000000203', 'Kabir Khan', { barberId: app.shop.barberB.id });
    await openDashboard(app, page);
    await tab(page, 'Queue').click();
    const queue = page.getByRole('list', { name: 'Waiting customers' });
    await queue.getByRole('heading', { name: 'Rohan Das' }).waitFor();

    await queue.getByRole('button', { name: `Move #${second.id} Rohan Das to another barber` }).click();
    const dialog = page.getByRole('dialog', { name: `Move token #${second.id}` });
    // Every other barber taking customers, with the wait there now (Kabir's haircut: 30 min).
    const sunil = dialog.getByRole('list', { name: 'Barbers taking customers' }).getByRole('button', { name: new RegExp(SUNIL) });
    await sunil.getByText('Wait 30 min').waitFor();
    expect(await dialog.getByRole('button', { name: new RegExp(RAVI) }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'desk-move-dialog');

    await sunil.click();
    await toastText(page, 'Customer moved').waitFor();
    await toastText(page, `#${second.id} Rohan Das is now with ${SUNIL}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await queue.getByRole('heading', { name: 'Rohan Das' }).waitFor({ state: 'detached' });
    await queue.getByRole('heading', { name: 'Asha Verma' }).waitFor();
    expect(await barberOf(app, second.id)).toBe(app.shop.barberB.id);

    await useViewport(page, 'desktop');
    await queue.getByRole('button', { name: /^Move #\d+ Asha Verma/ }).click();
    // Sunil's wait now counts the one just moved to him.
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(SUNIL) }).getByText('Wait 60 min').waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'desk-move-dialog-desktop');
  });

  test("the admin reassigns a leaving barber's waiting walk-ins from the front desk", async ({ app, page }) => {
    await book(app, '9000000211', 'Asha Verma', { barberId: app.shop.barberB.id });
    await book(app, '9000000212', 'Rohan Das', { barberId: app.shop.barberB.id });
    await book(app, '9000000213', 'Kabir Khan');
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Front desk');
    await chair(page, SUNIL).getByText('2 waiting').waitFor();

    await chair(page, SUNIL).getByRole('button', { name: `Reassign ${SUNIL}'s waiting customers` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reassign ${SUNIL}'s customers?` });
    await dialog.getByText('2 waiting walk-ins will move to the barbers who can serve them soonest', { exact: false }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'desk-reassign-dialog');

    await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
    await toastText(page, 'Customers reassigned').waitFor();
    await toastText(page, '2 walk-ins moved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await chair(page, RAVI).getByText('3 waiting').waitFor();
    await chair(page, SUNIL).getByText('0 waiting').waitFor();
    await chair(page, SUNIL).getByRole('button', { name: /^Reassign/ }).waitFor({ state: 'detached' });

    // The same dialog on a laptop, for a chair that still has someone waiting.
    await useViewport(page, 'desktop');
    await chair(page, RAVI).getByRole('button', { name: `Reassign ${RAVI}'s waiting customers` }).click();
    await page.getByRole('alertdialog').getByText('3 waiting walk-ins will move', { exact: false }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'desk-reassign-dialog-desktop');
  });
});
