import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the site's frame (docs/product/screens.md Shell): header, menus, bottom bar, footer and the connection pill. */
const en = {
  skipToContent: 'Skip to content',
  tagline: 'Premium Grooming',
  mainNavigation: 'Main',
  home: 'Home',
  dashboard: 'Dashboard',
  barberLogin: 'Barber Login',
  adminLogin: 'Admin Login',
  logout: 'Logout',
  signedOut: 'Signed out',
  bookNow: 'Book Now',
  /** Read after Book Now while the shop is open. */
  shopOpen: '(shop open)',
  openMenu: 'Open menu',
  menu: 'Menu',
  siteNavigation: 'Site navigation',
  hours: 'Hours',
  // The phone's bottom bar.
  quickNavigation: 'Quick navigation',
  bookings: 'Bookings',
  track: 'Track',
  profile: 'Profile',
  login: 'Login',
  // The footer.
  about: 'Precision cuts, hot-towel shaves and beard work by barbers who care. Join the queue from your phone or book a time that suits you.',
  openDaily: 'Open daily',
  contact: 'Contact',
  getDirections: 'Get directions',
  opensInNewTab: '(opens in a new tab)',
  walkInOrBook: 'Walk in, or book online any time.',
  quickLinks: 'Quick Links',
  services: 'Services',
  bookAppointment: 'Book Appointment',
  trackBooking: 'Track Booking',
  copyright: ({ year, name }: { year: number; name: string }) => `© ${year} ${name}. All rights reserved.`,
  shopLocalTimes: 'Times shown in the shop’s local time.',
  // The live connection's pill (docs/product/screens.md#the-shell).
  connected: 'Connected',
  refreshingData: 'Refreshing data...',
  connectionIssue: 'Connection issue',
  refresh: 'Refresh',
  updatedJustNow: 'Updated just now',
  updatedSecondsAgo: ({ seconds }: { seconds: number }) => `Updated ${seconds} sec ago`,
  updatedMinutesAgo: ({ minutes }: { minutes: number }) => (minutes === 1 ? 'Updated 1 min ago' : `Updated ${minutes} mins ago`),
} satisfies Messages;

export type ShellTexts = typeof en;

export const shellTexts = defineCatalogue('app/shell/texts', en, () => import('./texts.hi.js'));
