import { describe, expect, test } from 'vitest';
import { homePathFor, loginPathFor, sessionKeyOf } from './roles.js';
import { parseCachedUser } from './user-cache.js';

describe('roles', () => {
  test('login pages and post-login pages per role (docs/product/screens.md)', () => {
    expect(loginPathFor('customer')).toBe('/customer/login');
    expect(loginPathFor('barber')).toBe('/barber/login');
    expect(loginPathFor('admin')).toBe('/admin/login');
    expect(homePathFor('admin')).toBe('/admin/dashboard');
    expect(homePathFor('barber')).toBe('/barber/dashboard');
    expect(homePathFor('customer')).toBe('/customer/account');
  });

  test('a session key changes with the person, not with their details', () => {
    expect(sessionKeyOf(null)).toBe('anonymous');
    const customer = { role: 'customer' as const, username: '9876543210', customer: { id: 4, name: 'Asha', phone: '9876543210' } };
    expect(sessionKeyOf(customer)).toBe(sessionKeyOf({ ...customer, customer: { ...customer.customer, name: 'Asha R' } }));
    expect(sessionKeyOf(customer)).not.toBe(sessionKeyOf({ ...customer, customer: { ...customer.customer, id: 5 } }));
  });
});

describe('the cached user', () => {
  test('reads a stored session user', () => {
    const user = { role: 'admin', username: 'admin' };
    expect(parseCachedUser(JSON.stringify(user))).toEqual(user);
  });

  test.each([
    ['nothing', null],
    ['broken JSON', '{'],
    ['an unknown role', '{"role":"owner","username":"x"}'],
    ['no username', '{"role":"admin"}'],
    ['a customer without an id', '{"role":"customer","username":"x","customer":{}}'],
  ])('treats %s as nobody', (_name, text) => {
    expect(parseCachedUser(text)).toBeNull();
  });
});
