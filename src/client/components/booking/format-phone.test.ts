import { describe, expect, test } from 'vitest';
import { formatPhone } from './format-phone.js';

describe('formatPhone', () => {
  test('groups a 10-digit mobile as 5+5 after +91', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  });

  test('leaves anything else as it came', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
