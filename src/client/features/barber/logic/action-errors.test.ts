import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { actionErrorCode, describeActionError, isAuthFailure } from './action-errors.js';
import { CommandRefused, CommandUnanswered } from './command-channel.js';

const conflict = new ApiError(409, 'Conflict', JSON.stringify({ error: 'BARBER_BUSY', message: 'Finish the current customer first' }));

describe('action errors', () => {
  test('socket and HTTP refusals read the same', () => {
    const refused = new CommandRefused('BARBER_BUSY', 'Finish the current customer first');
    expect(actionErrorCode(refused)).toBe('BARBER_BUSY');
    expect(actionErrorCode(conflict)).toBe('BARBER_BUSY');
    expect(describeActionError(refused, 'fallback')).toBe('Finish the current customer first');
    expect(describeActionError(conflict, 'fallback')).toBe('Finish the current customer first');
  });

  test('a refusal without a message, a lost answer and the network have their own words', () => {
    expect(describeActionError(new CommandRefused('X', undefined), 'fallback')).toBe('fallback');
    expect(describeActionError(new CommandUnanswered(), 'fallback')).toMatch(/No answer from the server/);
    expect(describeActionError(new NetworkError(), 'fallback')).toBe('Network error. Please try again.');
  });

  test('401, 403 and their socket codes mean the session is gone', () => {
    expect(isAuthFailure(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isAuthFailure(new ApiError(403, 'Forbidden', ''))).toBe(true);
    expect(isAuthFailure(new CommandRefused('UNAUTHORIZED', 'Please log in'))).toBe(true);
    expect(isAuthFailure(new CommandRefused('FORBIDDEN', 'Only staff may send commands'))).toBe(true);
    expect(isAuthFailure(conflict)).toBe(false);
    expect(isAuthFailure(new NetworkError())).toBe(false);
  });
});
