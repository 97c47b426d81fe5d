import { describe, expect, test } from 'vitest';
import { formatPrice } from './format-price.js';

describe('formatPrice', () => {
  test('whole rupees with the rupee sign', () => {
    expect(formatPrice(300)).toBe('₹300');
    expect(formatPrice(0)).toBe('₹0');
  });

  test('Indian digit grouping: lakhs, not millions', () => {
    expect(formatPrice(1500)).toBe('₹1,500');
    expect(formatPrice(100_000)).toBe('₹1,00,000');
  });

  test('no price when the shop shows none', () => {
    expect(formatPrice(null)).toBeNull();
  });
});
