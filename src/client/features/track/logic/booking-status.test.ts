import { expect, test } from 'vitest';
import { trackCardTexts } from '../texts-card.js';
import { bookingTypeLabel, serviceChip, statusLabel } from './booking-status.js';

const en = trackCardTexts.en;

test('status labels are the spec §4 words', () => {
  const statuses = ['waiting', 'serving', 'completed', 'cancelled'] as const;
  expect(statuses.map((status) => statusLabel(status, en))).toEqual(['In Queue', 'Currently Serving', 'Completed', 'Cancelled']);
});

test("type and service chips read as spec §2 has them", () => {
  expect(bookingTypeLabel('queue', en)).toBe('Queue');
  expect(bookingTypeLabel('slot', en)).toBe('Slot');
  expect(serviceChip({ name: 'Haircut', duration: 30 }, en)).toBe('Haircut (30 m)');
});
