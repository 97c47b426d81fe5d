import { book, bookingStatus, chooseFilter, openDashboard, tab, toastText } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { BARBER_A } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';

// docs/product/chairs-day.md: the barber marks a waiting customer who never came; a phone that keeps not coming is marked.
describe('no-shows on the barber dashboard', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(VIEWPORT_NAMES)(
    'on a %s the barber marks a walk-in who never came, is offered a late slot first, and finds no-shows in History',
    { timeout: 90_000 },
    async (viewport, { app, page, advanceClock }) => {
      await useViewport(page, viewport);
      const ravi = await app.api.login(BARBER_A);
      // This phone did not come twice before.
      for (let missed = 0; missed < 2; missed += 1) {
        const booking = await book(app, '9000000051', 'Kabir Mehta');
        await ravi.setStatus(booking.id, 'cancelled', { reason: 'no_show' });
      }
      await book(app, '9000000051', 'Kabir Mehta');
      const asha = await book(app, '9000000052', 'Asha Verma');
      await book(app, '9000000053', 'Sana Sheikh', { slotTime: '11:00' });

      await openDashboard(app, page);
      await tab(page, 'Queue').click();
      const row = (name: string) => page.getByRole('list', { name: 'Waiting customers' }).getByRole('listitem').filter({ hasText: name });
      await row('Kabir Mehta').getByText('2 no-shows in 90 days').waitFor();
      expect(await row('Asha Verma').getByText(/no-shows in/).count()).toBe(0);
      // A slot is not a no-show before its time.
      expect(await row('Sana Sheikh').getByRole('button', { name: 'No-show' }).count()).toBe(0);

      await advanceClock(72);
      // A fresh read at the new time (time alone sends no live event).
      await page.reload();
      await page.getByRole('status').getByText('Live', { exact: true }).waitFor();
      await tab(page, 'Queue').click();
      await row('Sana Sheikh').getByText('12 min past their time and not started: not here?').waitFor();
      await row('Sana Sheikh').getByRole('button', { name: 'No-show' }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `barber-no-show-queue-${viewport}`);

      await row('Asha Verma').getByRole('button', { name: 'No-show' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Mark booking #${String(asha.id)} as a no-show?` });
      await dialog.getByText('Asha Verma has not come.', { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Mark No-show' }).click();
      await toastText(page, 'Status updated').waitFor();
      await row('Asha Verma').waitFor({ state: 'detached' });
      expect(await bookingStatus(app, asha.id)).toBe('cancelled');

      await tab(page, 'History').click();
      await chooseFilter(page, 'Status', 'No-show');
      const finished = page.getByRole('list', { name: 'Finished bookings' });
      await finished.getByText('Asha Verma').waitFor();
      expect(await finished.locator(':scope > li').count()).toBe(3);
      expect(await finished.getByText('No-show', { exact: true }).count()).toBe(3);
    },
  );
});
