import { describe, expect, test } from 'vitest';
import { groupPhone, phoneDigits } from '../../../lib/phone.js';
import { displayPhone, internationalPhone, otpDigits } from './login-phone.js';

describe('the login phone number', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432109', '9876543210'],
    ['abc98', '98'],
    ['', ''],
  ])('%j keeps the digits %j', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  test('a number that itself starts with 91 is not mistaken for a prefix while typed', () => {
    expect(phoneDigits('9198765432')).toBe('9198765432');
    expect(phoneDigits('91987 654321')).toBe('9198765432');
  });

  test('is shown as 5+5 digits, 11 characters at most (docs/product/screens.md)', () => {
    expect(groupPhone('9876543210')).toBe('98765 43210');
    expect(groupPhone('98765')).toBe('98765');
    expect(groupPhone('987654')).toBe('98765 4');
    expect(groupPhone('+91 98765 43210').length).toBe(11);
  });

  test('is sent and shown with +91', () => {
    expect(internationalPhone('98765 43210')).toBe('+919876543210');
    expect(displayPhone('9876543210')).toBe('+91 98765 43210');
  });
});

describe('the one-time code', () => {
  test('keeps six digits of whatever is typed or pasted', () => {
    expect(otpDigits('123456')).toBe('123456');
    expect(otpDigits('Your code is 123 456.')).toBe('123456');
    expect(otpDigits('12a3')).toBe('123');
    expect(otpDigits('12345678')).toBe('123456');
  });
});
