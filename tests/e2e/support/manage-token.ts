import type { Page } from 'playwright-core';
import type { CreatedBooking } from '../../../src/shared/schemas/booking.js';

/** This browser made the booking: it keeps the manage token, as the booking page does. */
export async function keepManageToken(page: Page, booking: CreatedBooking): Promise<void> {
  await page.context().addInitScript(
    ([id, token]) => {
      // Init scripts also run on about:blank, whose storage is off limits.
      if (location.protocol === 'http:') localStorage.setItem('chair.manageTokens', JSON.stringify({ [id]: token }));
    },
    [String(booking.id), booking.manageToken] as const,
  );
}
