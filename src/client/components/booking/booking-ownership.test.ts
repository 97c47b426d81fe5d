import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { isCustomerOfPhone, ownershipOf } from './booking-ownership.js';

const customer = (phone: string): SessionUser => ({ role: 'customer', username: phone, customer: { id: 3, name: 'Asha', phone } });

describe('booking ownership', () => {
  test('a customer session for the same phone owns it, in any phone format', () => {
    expect(isCustomerOfPhone(customer('9876543210'), '9876543210')).toBe(true);
    expect(isCustomerOfPhone(customer('+91 98765 43210'), '9876543210')).toBe(true);
    expect(isCustomerOfPhone(customer('9876543210'), '9876500000')).toBe(false);
  });

  test('staff and anonymous visitors are not customers of any phone', () => {
    expect(isCustomerOfPhone(null, '9876543210')).toBe(false);
    expect(isCustomerOfPhone({ role: 'admin', username: '9876543210' }, '9876543210')).toBe(false);
    expect(isCustomerOfPhone({ role: 'customer', username: 'x', customer: { id: 1, name: '', phone: '' } }, '')).toBe(false);
  });

  test('the session wins over a token, a token over nothing', () => {
    expect(ownershipOf({ user: customer('9876543210'), phone: '9876543210', token: 'abc' })).toEqual({ kind: 'session' });
    expect(ownershipOf({ user: customer('9000000000'), phone: '9876543210', token: 'abc' })).toEqual({ kind: 'token', token: 'abc' });
    expect(ownershipOf({ user: null, phone: '9876543210', token: undefined })).toEqual({ kind: 'none' });
    expect(ownershipOf({ user: null, phone: '9876543210', token: '' })).toEqual({ kind: 'none' });
  });
});
