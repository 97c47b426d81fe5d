import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { accountLink, bottomBarItems, isActivePath, isDashboardPath, type NavLink } from './nav-links.js';
import { shellTexts } from './texts.js';

const customer: SessionUser = { role: 'customer', username: '9876543210', customer: { id: 4, name: 'Asha', phone: '9876543210' } };
const barber: SessionUser = { role: 'barber', username: 'arjun', barber: { id: 2, name: 'Arjun', photo: '', isAvailable: true, deleted: false } };
const admin: SessionUser = { role: 'admin', username: 'admin' };

/** A link as it reads in English. */
const english = (link: NavLink) => ({ href: link.href, label: shellTexts.en[link.label] });

describe('shell links', () => {
  test('the bottom bar: Bookings and Profile for a customer, Track (to /track) and Login otherwise', () => {
    expect(bottomBarItems(customer).map((item) => [shellTexts.en[item.label], item.href])).toEqual([
      ['Home', '/'],
      ['Book Now', '/booking'],
      ['Bookings', '/customer/bookings'],
      ['Profile', '/customer/account'],
    ]);
    for (const user of [null, barber, admin]) {
      expect(bottomBarItems(user).map((item) => [shellTexts.en[item.label], item.href])).toEqual([
        ['Home', '/'],
        ['Book Now', '/booking'],
        ['Track', '/track'],
        ['Login', '/customer/login'],
      ]);
    }
  });

  test("the header's account link goes to each role's dashboard, or Barber Login", () => {
    expect(english(accountLink(null))).toEqual({ href: '/barber/login', label: 'Barber Login' });
    expect(english(accountLink(admin))).toEqual({ href: '/admin/dashboard', label: 'Dashboard' });
    expect(english(accountLink(barber))).toEqual({ href: '/barber/dashboard', label: 'Dashboard' });
    expect(english(accountLink(customer))).toEqual({ href: '/customer/account', label: 'Dashboard' });
  });

  test('dashboards have no site chrome', () => {
    expect(isDashboardPath('/admin/dashboard')).toBe(true);
    expect(isDashboardPath('/barber/dashboard')).toBe(true);
    // The platform's pages bring their own dark bar.
    expect(isDashboardPath('/platform')).toBe(true);
    expect(isDashboardPath('/shops')).toBe(true);
    expect(isDashboardPath('/customer/account')).toBe(false);
    expect(isDashboardPath('/')).toBe(false);
  });

  test('active links: home only on /, others on their subpaths', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/booking')).toBe(false);
    expect(isActivePath('/booking', '/booking/3')).toBe(true);
    expect(isActivePath('/booking', '/bookings')).toBe(false);
  });
});
