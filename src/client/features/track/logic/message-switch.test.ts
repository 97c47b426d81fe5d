import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { trackCardTexts } from '../texts-card.js';
import { messageSwitchAccess, messageSwitchHint } from './message-switch.js';

const PHONE = '9876543210';
const customer = (phone: string): SessionUser => ({ role: 'customer', username: phone, customer: { id: 3, name: 'Asha', phone } });
const waiting = { status: 'waiting' as const, customerPhone: PHONE };

describe('messageSwitchAccess', () => {
  test('the device that booked changes it with its manage token', () => {
    expect(messageSwitchAccess(waiting, null, 'token-1')).toEqual({ manageToken: 'token-1' });
    expect(messageSwitchAccess({ ...waiting, status: 'serving' }, null, 'token-1')).toEqual({ manageToken: 'token-1' });
  });

  test("the phone's customer session needs no token, and wins over one", () => {
    expect(messageSwitchAccess(waiting, customer(PHONE), undefined)).toEqual({ manageToken: undefined });
    expect(messageSwitchAccess(waiting, customer(PHONE), 'token-1')).toEqual({ manageToken: undefined });
    // Another phone's session proves nothing; this device's token still does.
    expect(messageSwitchAccess(waiting, customer('9000000000'), undefined)).toBeNull();
    expect(messageSwitchAccess(waiting, customer('9000000000'), 'token-1')).toEqual({ manageToken: 'token-1' });
  });

  test('nobody without proof, no signed-in staff, and no finished booking', () => {
    expect(messageSwitchAccess(waiting, null, undefined)).toBeNull();
    expect(messageSwitchAccess(waiting, { role: 'barber', username: 'ravi' }, 'token-1')).toBeNull();
    expect(messageSwitchAccess(waiting, { role: 'admin', username: 'admin' }, 'token-1')).toBeNull();
    expect(messageSwitchAccess({ ...waiting, status: 'completed' }, null, 'token-1')).toBeNull();
    expect(messageSwitchAccess({ ...waiting, status: 'cancelled' }, customer(PHONE), undefined)).toBeNull();
  });
});

describe('messageSwitchHint', () => {
  test('says what on and off mean', () => {
    expect(messageSwitchHint(true, trackCardTexts.en)).toBe("We'll tell you when your turn is near and if your time changes.");
    expect(messageSwitchHint(false, trackCardTexts.en)).toBe('Off: no messages about this booking. Turn on to be told when your turn is near.');
  });
});
