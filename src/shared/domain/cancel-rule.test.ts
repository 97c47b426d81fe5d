import { describe, expect, it } from 'vitest';
import { canCustomerCancel } from './cancel-rule.js';

const now = Date.parse('2026-11-21T10:00:00+05:30');
const minutes = (n: number): number => now + n * 60_000;

describe('canCustomerCancel (docs/product/booking-rules.md#cancel-rule)', () => {
  it('lets a queue customer cancel only while the estimated wait is over 15 minutes', () => {
    const queue = { status: 'waiting', bookingType: 'queue', slotStart: null, now } as const;
    expect(canCustomerCancel({ ...queue, estimatedWaitTime: 16 })).toBe(true);
    expect(canCustomerCancel({ ...queue, estimatedWaitTime: 15 })).toBe(false);
    expect(canCustomerCancel({ ...queue, estimatedWaitTime: 0 })).toBe(false);
    expect(canCustomerCancel(queue)).toBe(false);
  });

  it('lets a slot customer cancel only while the slot is more than 15 minutes away', () => {
    const slot = { status: 'waiting', bookingType: 'slot', now } as const;
    expect(canCustomerCancel({ ...slot, slotStart: minutes(15) + 1 })).toBe(true);
    expect(canCustomerCancel({ ...slot, slotStart: minutes(15) })).toBe(false);
    expect(canCustomerCancel({ ...slot, slotStart: minutes(-5) })).toBe(false);
    // The slot rule decides, not the (possibly long) estimated wait.
    expect(canCustomerCancel({ ...slot, slotStart: minutes(10), estimatedWaitTime: 40 })).toBe(false);
  });

  it('judges a slot booking without a slot time by its wait, like a queue booking', () => {
    expect(canCustomerCancel({ status: 'waiting', bookingType: 'slot', slotStart: null, estimatedWaitTime: 20, now })).toBe(true);
  });

  it('lets a customer who proved the phone cancel an active booking at any time, never a finished one', () => {
    const late = { status: 'waiting', bookingType: 'queue', slotStart: null, estimatedWaitTime: 5, now } as const;
    expect(canCustomerCancel(late)).toBe(false);
    expect(canCustomerCancel({ ...late, phoneVerified: true })).toBe(true);
    expect(canCustomerCancel({ ...late, status: 'serving', phoneVerified: true })).toBe(true);
    expect(canCustomerCancel({ ...late, status: 'completed', phoneVerified: true })).toBe(false);
  });

  it('never allows cancelling a finished booking', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(canCustomerCancel({ status, bookingType: 'queue', estimatedWaitTime: 60, slotStart: null, now })).toBe(false);
      expect(canCustomerCancel({ status, bookingType: 'slot', slotStart: minutes(60), now })).toBe(false);
    }
  });

  it('applies the same rule to a booking being served', () => {
    expect(canCustomerCancel({ status: 'serving', bookingType: 'queue', estimatedWaitTime: 0, slotStart: null, now })).toBe(false);
  });
});
