import { describe, expect, it } from 'vitest';
import { can, ownChairOf, refusalOf } from './can.js';
import { ANONYMOUS, type BookingResource, type Principal } from './principal.js';
import { RULES, type Action } from './rules.js';

const customer: Principal = { role: 'customer', customerId: 7, phone: '9811111111' };
const otherCustomer: Principal = { role: 'customer', customerId: 8, phone: '9822222222' };
const barber: Principal = { role: 'barber', barberId: 1 };
const otherBarber: Principal = { role: 'barber', barberId: 2 };
const admin: Principal = { role: 'admin' };
const everyone = [ANONYMOUS, customer, otherCustomer, barber, otherBarber, admin];

const booking: BookingResource = { barberId: 1, customerPhone: '9811111111', manageToken: 'none' };

/** The refusal of each of `everyone`, in order. */
const refusals = <A extends Action>(action: A, resource?: Parameters<typeof refusalOf<A>>[2]) =>
  everyone.map((principal) => refusalOf(principal, action, resource));

describe('the policy table', () => {
  it('names every action resource:verb', () => {
    for (const action of Object.keys(RULES)) expect(action).toMatch(/^[a-z-]+:[a-z-]+$/);
  });

  it('lets anyone book, staff without the limit', () => {
    expect(refusals('booking:create')).toEqual([null, null, null, null, null, null]);
    expect(refusals('booking:create-without-limit')).toEqual(['sign-in', 'role', 'role', null, null, null]);
  });

  it('keeps the shop settings, barbers, services, messages, accuracy, numbers and photos to the admin', () => {
    for (const action of [
      'shop-settings:update',
      'barber:create',
      'barber:update',
      'barber:delete',
      'barber:list-with-logins',
      'barber-hours:update',
      'service:create',
      'service:update',
      'service:delete',
      'messages:read',
      'accuracy:read',
      'takings:export',
      'numbers:read',
      'upload:photo',
      'booking:list',
      'booking:reassign-waiting',
    ] as const) {
      expect(refusals(action), action).toEqual(['sign-in', 'role', 'role', 'role', 'role', null]);
    }
  });

  it('lets the staff read takings (a barber only their own, narrowed by the server), and no one else', () => {
    expect(refusals('takings:read')).toEqual(['sign-in', 'role', 'role', null, null, null]);
  });

  it('gives a barber only their own chair, and the admin every chair', () => {
    for (const action of ['barber-bookings:read', 'history:read', 'barber-hours:read', 'barber-break:update', 'booking:adjust-time', 'booking:undo', 'booking:move', 'booking:set-status'] as const) {
      expect(refusals(action, { barberId: 1 }), action).toEqual(['sign-in', 'role', 'role', null, 'not-theirs', null]);
      // Before the resource is read, only the role is known.
      expect(refusals(action), action).toEqual(['sign-in', 'role', 'role', null, null, null]);
    }
  });

  it('adds a walk-in for whichever barber only for the admin', () => {
    expect(refusals('walk-in:create-for-customer', { barberId: 'any' })).toEqual(['sign-in', 'role', 'role', 'not-theirs', 'not-theirs', null]);
  });

  it('lets a booking be read and cancelled by its customer, its barber, the admin or its token', () => {
    for (const action of ['booking:read', 'booking:cancel', 'booking:arrive', 'booking:set-messages', 'booking:push', 'booking:calendar'] as const) {
      expect(refusals(action, booking), action).toEqual(['sign-in', null, 'not-theirs', null, 'not-theirs', null]);
      expect(refusals(action, { ...booking, manageToken: 'valid' }), action).toEqual([null, null, null, null, null, null]);
      // A wrong token is proof of nothing, but it was brought: someone else's booking, not "sign in".
      expect(refusals(action, { ...booking, manageToken: 'invalid' }), action).toEqual(['not-theirs', null, 'not-theirs', null, 'not-theirs', null]);
    }
  });

  it('does not take a booking without a phone for a customer', () => {
    expect(can(customer, 'booking:read', { ...booking, customerPhone: null })).toBe(false);
  });

  it('keeps the customer controls away from staff', () => {
    expect(refusals('booking:act-as-customer')).toEqual([null, null, null, 'role', 'role', 'role']);
    expect(refusals('booking:act-as-customer', booking)).toEqual(['sign-in', null, 'not-theirs', 'role', 'role', 'role']);
  });

  it('gives a customer their own account, and the admin every account', () => {
    for (const action of ['customer:read', 'customer:update', 'customer-bookings:read'] as const) {
      expect(refusals(action, { customerId: 7 }), action).toEqual(['sign-in', null, 'not-theirs', 'role', 'role', null]);
    }
  });

  it('takes live commands and the usual services from staff only', () => {
    expect(refusals('live-command:send')).toEqual(['sign-in', 'role', 'role', null, null, null]);
    expect(refusals('usual-services:read')).toEqual(['sign-in', 'role', 'role', null, null, null]);
  });

  it('opens each dashboard to its own role', () => {
    expect(refusals('page:admin')).toEqual(['sign-in', 'role', 'role', 'role', 'role', null]);
    expect(refusals('page:barber')).toEqual(['sign-in', 'role', 'role', null, null, 'role']);
    expect(refusals('page:customer')).toEqual(['sign-in', null, null, 'role', 'role', 'role']);
  });

  it("names a barber's own chair", () => {
    expect(ownChairOf(barber)).toBe(1);
    expect(ownChairOf(admin)).toBeUndefined();
    expect(ownChairOf(customer)).toBeUndefined();
  });
});
