import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page must fit its viewport's width: nothing may push it sideways (360 px phones). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${page.url()} scrolls sideways: content ${scrollWidth} px in a ${clientWidth} px viewport`).toBeLessThanOrEqual(
    clientWidth,
  );
}
