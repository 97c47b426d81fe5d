import { expect, test } from 'vitest';
import { bookingTypeLabel, serviceChip, STATUS_LABELS } from './booking-status.js';

test('status labels are the spec §4 words', () => {
  expect(STATUS_LABELS).toEqual({ waiting: 'In Queue', serving: 'Currently Serving', completed: 'Completed', cancelled: 'Cancelled' });
});

test("type and service chips read as spec §2 has them", () => {
  expect(bookingTypeLabel('queue')).toBe('Queue');
  expect(bookingTypeLabel('slot')).toBe('Slot');
  expect(serviceChip({ name: 'Haircut', duration: 30 })).toBe('Haircut (30 m)');
});
