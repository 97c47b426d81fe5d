import { TV_VIEWPORTS } from './support/viewports.js';

/** Who is signed in when the screen is taken. */
export type Viewer = 'anyone' | 'customer' | 'barber' | 'admin';

export interface ScreenshotRoute {
  /** File name stem: `<name>-360x740.png` and `<name>-1280x800.png`. */
  name: string;
  path: string;
  as?: Viewer;
  /** Screen sizes other than the phone and the laptop of VIEWPORTS (the TV board's). */
  viewports?: readonly { width: number; height: number }[];
}

/** Screens `npm run screenshots` takes. Add one when a screen lands. */
export const SCREENSHOT_ROUTES: ScreenshotRoute[] = [
  { name: 'home', path: '/' },
  { name: 'booking', path: '/booking' },
  { name: 'track', path: '/track?phone=9000000002' },
  { name: 'customer-login', path: '/customer/login' },
  { name: 'customer-account', path: '/customer/account', as: 'customer' },
  { name: 'customer-bookings', path: '/customer/bookings', as: 'customer' },
  { name: 'barber-login', path: '/barber/login' },
  { name: 'barber-dashboard', path: '/barber/dashboard', as: 'barber' },
  { name: 'admin-login', path: '/admin/login' },
  { name: 'admin-dashboard', path: '/admin/dashboard', as: 'admin' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'board', path: '/board', viewports: Object.values(TV_VIEWPORTS) },
  // The platform's list of shops (docs/product/screens.md#shops), on the bare host.
  { name: 'shops', path: '/shops' },
  // The home shop again, under its /s/{slug} address (docs/decisions/0019-shops.md).
  { name: 'shop-home', path: '/s/main/' },
  { name: 'shop-booking', path: '/s/main/booking' },
];
