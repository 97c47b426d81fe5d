import { describe, expect, test } from 'vitest';
import { afterLoginPath } from './next-path.js';

describe('the page after login', () => {
  test('is the account by default (docs/product/screens.md)', () => {
    expect(afterLoginPath('')).toBe('/customer/account');
    expect(afterLoginPath('?phone=9876543210')).toBe('/customer/account');
  });

  test('is a ?next= path on this site', () => {
    expect(afterLoginPath('?next=%2Fcustomer%2Fbookings')).toBe('/customer/bookings');
    expect(afterLoginPath('next=/track?phone=9876543210')).toBe('/track?phone=9876543210');
  });

  test.each(['https://evil.example', '//evil.example', '/\\evil.example', 'customer/bookings', '/customer/login'])(
    'never %s',
    (next) => {
      expect(afterLoginPath(`?next=${encodeURIComponent(next)}`)).toBe('/customer/account');
    },
  );
});
