/**
 * Every page module, loaded on demand: the home page's download carries none of the others, and
 * the staff dashboards are chunks of their own (docs/product/architecture.md#the-web-client). The same loaders let a link start
 * fetching its page's code on hover or touch.
 */
export const pageLoaders = {
  home: () => import('../features/home/home-page.js'),
  booking: () => import('../features/booking/booking-page.js'),
  track: () => import('../features/track/track-page.js'),
  customerLogin: () => import('../features/customer/customer-login-page.js'),
  customerAccount: () => import('../features/customer/account-page.js'),
  customerBookings: () => import('../features/customer/my-bookings-page.js'),
  barberLogin: () => import('../features/barber/barber-login-page.js'),
  barberDashboard: () => import('../features/barber/barber-dashboard-page.js'),
  adminLogin: () => import('../features/admin/admin-login-page.js'),
  adminDashboard: () => import('../features/admin/admin-dashboard-page.js'),
  board: () => import('../features/board/board-page.js'),
  platform: () => import('../features/platform/platform-page.js'),
  shops: () => import('../features/shops/shops-page.js'),
  chain: () => import('../features/shops/chain-page.js'),
  signup: () => import('../features/signup/signup-page.js'),
} as const;

export type PageName = keyof typeof pageLoaders;

/** Starts downloading a page's code; a failure is left for the real navigation to report. */
export function preloadPage(page: PageName): void {
  pageLoaders[page]().catch(() => undefined);
}

/** Whether a string (the prerendered root's data-page) names a page. */
export function isPageName(name: string | undefined): name is PageName {
  return name !== undefined && Object.hasOwn(pageLoaders, name);
}
