import type { SessionUser } from '../../../shared/schemas/auth.js';
import { homePathFor } from '../../lib/auth/roles.js';
import { pageOfPath } from '../../../shared/routes.js';
import type { ShellTexts } from './texts.js';

/** A link's words, by their key in the shell's catalogue. */
export type NavLabel = keyof ShellTexts & ('home' | 'bookNow' | 'bookings' | 'track' | 'profile' | 'login' | 'dashboard' | 'barberLogin');

export interface NavLink {
  href: string;
  label: NavLabel;
}

/** Staff dashboards and the platform's pages have their own chrome: no site header, footer or bottom bar (docs/product/screens.md). */
export function isDashboardPath(path: string): boolean {
  return path.includes('/dashboard') || isPlatformPath(path) || path === '/signup';
}

/**
 * The shop's TV board (docs/product/architecture.md#reach) fills a wall screen on its own: no site chrome, and no
 * connection pill or toasts, since nobody can press Refresh on a TV; the board says itself when
 * it is reconnecting.
 */
export function isBoardPath(path: string): boolean {
  return path === '/board';
}

/**
 * The platform's pages, which belong to no shop: the operator's (docs/decisions/0021-platform-operator.md)
 * the list of shops (docs/product/screens.md#shops) and a chain's page (docs/product/screens.md#chain).
 */
export function isPlatformPath(path: string): boolean {
  return path === '/platform' || path === '/shops' || pageOfPath(path) === 'chain';
}

/** The header's account link: Dashboard for anyone signed in, else Barber Login (docs/product/screens.md, docs/product/architecture.md#the-web-client). */
export function accountLink(user: SessionUser | null): NavLink {
  return user ? { href: homePathFor(user.role), label: 'dashboard' } : { href: '/barber/login', label: 'barberLogin' };
}

export type BottomBarIcon = 'home' | 'book' | 'bookings' | 'track' | 'profile' | 'login';

export interface BottomBarItem extends NavLink {
  icon: BottomBarIcon;
}

/**
 * The mobile bottom bar (docs/product/screens.md): a signed-in customer gets Bookings and Profile; anyone else
 * Track (to /track) and Login.
 */
export function bottomBarItems(user: SessionUser | null): BottomBarItem[] {
  const customer = user?.role === 'customer';
  return [
    { href: '/', label: 'home', icon: 'home' },
    { href: '/booking', label: 'bookNow', icon: 'book' },
    customer
      ? { href: '/customer/bookings', label: 'bookings', icon: 'bookings' }
      : { href: '/track', label: 'track', icon: 'track' },
    customer
      ? { href: '/customer/account', label: 'profile', icon: 'profile' }
      : { href: '/customer/login', label: 'login', icon: 'login' },
  ];
}

/** Whether a link is the current page: '/' only on the home page, others on their subpaths too. */
export function isActivePath(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
