import type { Page } from 'playwright-core';

/** docs/product/architecture.md#the-web-client: mobile first, 360 px wide is the floor; and a common laptop. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The shop's wall screen (/board, docs/product/architecture.md#reach): a 720p TV and a full-HD one, landscape. */
export const TV_VIEWPORTS = {
  hd: { width: 1280, height: 720 },
  fullHd: { width: 1920, height: 1080 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export function useViewport(page: Page, name: ViewportName): Promise<void> {
  return page.setViewportSize(VIEWPORTS[name]);
}
