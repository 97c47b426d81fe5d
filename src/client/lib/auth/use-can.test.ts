import { describe, expect, it } from 'vitest';
import { can } from '../../../shared/policy/can.js';
import { principalOfUser } from './use-can.js';

describe('principalOfUser', () => {
  it('makes the signed-in user a principal of the policy', () => {
    expect(principalOfUser(null)).toEqual({ role: 'anonymous' });
    expect(principalOfUser({ role: 'admin', username: 'admin' })).toEqual({ role: 'admin' });
    const barber = { id: 3, name: 'Ravi', photo: '', isAvailable: true, deleted: false };
    expect(principalOfUser({ role: 'barber', username: 'ravi', barber })).toEqual({ role: 'barber', barberId: 3 });
    expect(principalOfUser({ role: 'customer', username: '9811111111', customer: { id: 7, name: 'Asha', phone: '9811111111' } })).toEqual({
      role: 'customer',
      customerId: 7,
      phone: '9811111111',
    });
  });

  it('lets a barber without chair details own no chair', () => {
    expect(can(principalOfUser({ role: 'barber', username: 'ravi' }), 'barber-hours:read', { barberId: 1 })).toBe(false);
  });

  it('keeps the customer controls for customers and visitors', () => {
    expect(can(principalOfUser(null), 'booking:act-as-customer')).toBe(true);
    expect(can(principalOfUser({ role: 'customer', username: '9811111111' }), 'booking:act-as-customer')).toBe(true);
    expect(can(principalOfUser({ role: 'barber', username: 'ravi' }), 'booking:act-as-customer')).toBe(false);
    expect(can(principalOfUser({ role: 'admin', username: 'admin' }), 'booking:act-as-customer')).toBe(false);
  });
});
