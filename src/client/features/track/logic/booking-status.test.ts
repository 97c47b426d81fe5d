import { expect, test } from 'vitest';
import { trackCardTexts } from '../texts-card.js';
import { bookingTypeLabel, serviceChip } from './booking-status.js';

const en = trackCardTexts.en;

test("type and service chips read as docs/product/screens.md writes them", () => {
  expect(bookingTypeLabel('queue', en)).toBe('Queue');
  expect(bookingTypeLabel('slot', en)).toBe('Slot');
  expect(serviceChip({ name: 'Haircut', duration: 30 }, en)).toBe('Haircut (30 m)');
});
