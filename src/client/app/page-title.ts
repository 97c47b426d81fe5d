import { useEffect } from 'react';
import type { PagePath } from '../../shared/routes.js';
import type { Translation } from '../lib/i18n/catalogue.js';
import { appTexts, type AppTexts, type PageTitleKey } from './texts.js';

/**
 * Each page's title in texts.ts, by its name in src/shared/routes.ts; null for the home page,
 * which leads with the shop's name. `/admin` shows the dashboard it sends the admin on to.
 */
export const PAGE_TITLE_KEYS = {
  home: null,
  booking: 'bookingTitle',
  track: 'trackTitle',
  customerLogin: 'customerLoginTitle',
  customerAccount: 'accountTitle',
  customerBookings: 'myBookingsTitle',
  barberLogin: 'barberLoginTitle',
  barberDashboard: 'barberDashboardTitle',
  adminLogin: 'adminLoginTitle',
  adminDashboard: 'adminDashboardTitle',
  admin: 'adminDashboardTitle',
  board: 'boardTitle',
  platform: 'platformTitle',
  shops: 'shopsTitle',
  chain: 'chainTitle',
  signup: 'signupTitle',
} as const satisfies Record<PagePath, PageTitleKey | null>;

/** 'Book an appointment · Kings Barbers'; the home page leads with the shop's name. */
export function pageTitle(title: string | null, shopName: string, t: Translation<AppTexts> = appTexts.en): string {
  return title ? t.pageTitle({ page: title, shop: shopName }) : t.homeTitle({ shop: shopName });
}

/** Sets document.title while a page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
