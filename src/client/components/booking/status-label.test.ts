import { expect, test } from 'vitest';
import { statusLabel } from './status-label.js';
import { bookingComponentTexts } from './texts.js';

test('status labels are the documented words', () => {
  const statuses = ['waiting', 'serving', 'completed', 'cancelled'] as const;
  expect(statuses.map((status) => statusLabel({ status, bookingType: 'queue' }, bookingComponentTexts.en))).toEqual([
    'In Queue',
    'Currently Serving',
    'Completed',
    'Cancelled',
  ]);
});

test('a timed appointment waiting for its time is not said to be in a queue', () => {
  const statuses = ['waiting', 'serving', 'completed', 'cancelled'] as const;
  expect(statuses.map((status) => statusLabel({ status, bookingType: 'slot' }, bookingComponentTexts.en))).toEqual([
    'Appointment',
    'Currently Serving',
    'Completed',
    'Cancelled',
  ]);
});
