import { describe, expect, test } from 'vitest';
import { ApiError, showFieldErrors } from './api-errors.js';

describe('showFieldErrors', () => {
  test("puts each refused field's message at that field, for the fields the form has", () => {
    const shown: [string, string][] = [];
    const error = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({ error: 'VALIDATION_ERROR', message: 'Enter a UPI ID like name@bank', fields: { upiId: 'Enter a UPI ID like name@bank', shopName: 'Too long' } }),
    );
    showFieldErrors(error, ['upiId', 'upiName'] as const, (field, { message }) => shown.push([field, message]));
    expect(shown).toEqual([['upiId', 'Enter a UPI ID like name@bank']]);
  });

  test('leaves anything but an answer of the API alone', () => {
    const shown: string[] = [];
    showFieldErrors(new Error('Network error'), ['upiId'] as const, (field) => shown.push(field));
    expect(shown).toEqual([]);
  });
});
