import { expect, test } from 'vitest';
import { statusLabel } from './status-label.js';
import { bookingComponentTexts } from './texts.js';

test('status labels are the spec §4 words', () => {
  const statuses = ['waiting', 'serving', 'completed', 'cancelled'] as const;
  expect(statuses.map((status) => statusLabel(status, bookingComponentTexts.en))).toEqual([
    'In Queue',
    'Currently Serving',
    'Completed',
    'Cancelled',
  ]);
});
