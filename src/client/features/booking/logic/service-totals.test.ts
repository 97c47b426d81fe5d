import { describe, expect, it } from 'vitest';
import type { Service } from '../../../../shared/schemas/service.js';
import { bookingTexts } from '../texts.js';
import { durationText } from './lengths.js';
import { formatRupees, serviceTotals, toggleId } from './service-totals.js';

const formatDuration = (minutes: number) => durationText(minutes, bookingTexts.en);

const service = (id: number, duration: number, price: number | null): Service => ({
  id,
  name: `Service ${id}`,
  description: '',
  duration,
  icon: 'scissors',
  price,
});

const haircut = service(1, 30, 300);
const beard = service(2, 15, 150);
const colour = service(3, 60, null);

describe('serviceTotals', () => {
  it('adds up durations and prices of the picked services', () => {
    expect(serviceTotals([haircut, beard, colour], [1, 2])).toEqual({ count: 2, duration: 45, price: 450 });
  });

  it('has no price when one picked service has none, rather than a sum that is too low', () => {
    expect(serviceTotals([haircut, beard, colour], [1, 3])).toEqual({ count: 2, duration: 90, price: null });
  });

  it('is empty with nothing picked', () => {
    expect(serviceTotals([haircut], [])).toEqual({ count: 0, duration: 0, price: null });
  });

  it('ignores a picked id that is no longer offered', () => {
    expect(serviceTotals([haircut], [1, 99])).toEqual({ count: 1, duration: 30, price: 300 });
  });

  it('counts a free service as priced', () => {
    expect(serviceTotals([service(4, 10, 0)], [4])).toEqual({ count: 1, duration: 10, price: 0 });
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way, without paise', () => {
    expect(formatRupees(450)).toBe('₹450');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
  });
});

describe('formatDuration', () => {
  it('reads minutes under an hour, hours and minutes above', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
  });
});

describe('toggleId', () => {
  it('adds at the end and removes in place', () => {
    expect(toggleId([2], 1)).toEqual([2, 1]);
    expect(toggleId([2, 1, 3], 1)).toEqual([2, 3]);
  });
});
