import { describe, expect, test } from 'vitest';
import { trackCardTexts } from '../texts-card.js';
import { bookingProgress as progressIn, type ProgressInput } from './booking-progress.js';

const bookingProgress = (booking: ProgressInput, now: number, fetchedAt: number) => progressIn(booking, now, fetchedAt, trackCardTexts.en);

const at = (time: string) => Date.parse(`2026-11-21T${time}:00+05:30`);
const iso = (time: string) => new Date(at(time)).toISOString();

const waiting: ProgressInput = {
  status: 'waiting',
  bookingTime: iso('10:00'),
  expectedStartTime: iso('10:40'),
  servingStartedAt: null,
  remainingTime: null,
};

describe('bookingProgress while waiting', () => {
  test('the share of the wait that has passed', () => {
    expect(bookingProgress(waiting, at('10:10'), at('10:10'))).toEqual({ value: 25, label: 'Progress to your turn', text: '25% of the wait done' });
  });

  test('starts at 0 and stops at 100 when the expected start has come', () => {
    expect(bookingProgress(waiting, at('10:00'), at('10:00'))?.value).toBe(0);
    expect(bookingProgress(waiting, at('11:00'), at('10:00'))).toMatchObject({ value: 100, text: 'Your turn is next' });
  });

  test('a booking whose turn is right away is complete at once', () => {
    expect(bookingProgress({ ...waiting, expectedStartTime: iso('10:00') }, at('10:00'), at('10:00'))?.value).toBe(100);
  });

  test('no progress without an expected start', () => {
    expect(bookingProgress({ ...waiting, expectedStartTime: null }, at('10:10'), at('10:10'))).toBeNull();
  });
});

describe('bookingProgress in the chair', () => {
  const serving: ProgressInput = { ...waiting, status: 'serving', expectedStartTime: null, servingStartedAt: iso('10:00'), remainingTime: 30 };

  test('time in the chair against the time it takes, the remaining time counted from the fetch', () => {
    // Fetched at 10:10 with 30 minutes left: the service ends at 10:40.
    expect(bookingProgress(serving, at('10:20'), at('10:10'))).toEqual({ value: 50, label: 'Service progress', text: 'About 20 min left' });
  });

  test('finishing up once the time is over', () => {
    expect(bookingProgress({ ...serving, remainingTime: 0 }, at('10:45'), at('10:40'))).toMatchObject({ value: 100, text: 'Finishing up' });
  });
});

test('finished bookings have no progress', () => {
  expect(bookingProgress({ ...waiting, status: 'completed' }, at('10:10'), at('10:10'))).toBeNull();
  expect(bookingProgress({ ...waiting, status: 'cancelled' }, at('10:10'), at('10:10'))).toBeNull();
});
