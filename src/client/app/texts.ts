import { defineCatalogue, type Messages } from '../lib/i18n/catalogue.js';

/** Texts of the router and its pages of last resort: titles, waiting states, the error and 404 pages. */
const en = {
  // document.title: '{page} · {shop}'; the home page leads with the shop's name.
  pageTitle: ({ page, shop }: { page: string; shop: string }) => `${page} · ${shop}`,
  homeTitle: ({ shop }: { shop: string }) => `${shop} · Premium Grooming`,
  bookingTitle: 'Book an appointment',
  trackTitle: 'Track your booking',
  customerLoginTitle: 'Sign in',
  accountTitle: 'My account',
  myBookingsTitle: 'My bookings',
  barberLoginTitle: 'Barber sign in',
  barberDashboardTitle: 'Barber dashboard',
  adminLoginTitle: 'Admin sign in',
  adminDashboardTitle: 'Admin dashboard',
  boardTitle: 'Live board',
  platformTitle: 'Platform',
  shopsTitle: 'Find a shop',
  chainTitle: 'Our branches',
  signupTitle: 'Sign up your shop',
  notFoundPageTitle: 'Page not found',
  // Waiting states (docs/product/screens.md).
  loading: 'Loading...',
  redirectingToLogin: 'Redirecting to login page...',
  loadingAuth: 'Loading authentication status...',
  // docs/product/screens.md: the error fallback.
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'We encountered an unexpected error. This has been logged for our team to investigate.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  // docs/product/screens.md: any path the router does not know.
  notFoundHeading: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  backToHome: 'Back to home',
  // docs/product/screens.md: every page of an address with no shop, or a shop that is suspended.
  noShopTitle: 'No shop here',
  noShopText: 'Check the address on the shop’s poster or in the link you were given.',
  suspendedTitle: 'Not taking bookings',
  suspendedText: 'Bookings are paused for now. Please ask the shop, or try again later.',
} satisfies Messages;

export type AppTexts = typeof en;

/** The page titles of the route table. */
export type PageTitleKey =
  | 'bookingTitle'
  | 'trackTitle'
  | 'customerLoginTitle'
  | 'accountTitle'
  | 'myBookingsTitle'
  | 'barberLoginTitle'
  | 'barberDashboardTitle'
  | 'adminLoginTitle'
  | 'adminDashboardTitle'
  | 'boardTitle'
  | 'platformTitle'
  | 'shopsTitle'
  | 'chainTitle'
  | 'signupTitle'
  | 'notFoundPageTitle';

export const appTexts = defineCatalogue('app/texts', en, () => import('./texts.hi.js'));
