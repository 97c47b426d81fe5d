import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { errorTexts } from '../../../lib/texts-errors.js';
import { barberTexts } from '../texts.js';
import { actionErrorCode, describeActionError, isAuthFailure } from './action-errors.js';
import { CommandRefused, CommandUnanswered } from './command-channel.js';

const BUSY = 'Finish the current customer before serving the next one';
const conflict = new ApiError(409, 'Conflict', JSON.stringify({ error: 'BARBER_BUSY', message: BUSY }));

describe('action errors', () => {
  test('socket and HTTP refusals read the same', () => {
    const refused = new CommandRefused('BARBER_BUSY', BUSY);
    expect(actionErrorCode(refused)).toBe('BARBER_BUSY');
    expect(actionErrorCode(conflict)).toBe('BARBER_BUSY');
    expect(describeActionError(refused, 'en', 'fallback')).toBe(BUSY);
    expect(describeActionError(conflict, 'en', 'fallback')).toBe(BUSY);
  });

  test('a refusal without a message, a lost answer, the network and a server failure have their own words', () => {
    expect(describeActionError(new CommandRefused('X', undefined), 'en', 'fallback')).toBe('fallback');
    expect(describeActionError(new CommandUnanswered(), 'en', 'fallback')).toMatch(/^No answer from the server/);
    expect(describeActionError(new NetworkError(), 'en', 'fallback')).toBe('Network error. Please try again.');
    const failure = new ApiError(500, 'Internal Server Error', JSON.stringify({ error: 'INTERNAL', message: 'Internal error' }));
    expect(describeActionError(failure, 'en', 'fallback')).toBe('fallback');
  });

  test('in Hindi, by the English text or, where it has values, by the code', async () => {
    await loadTranslations('hi');
    const hindi = textsIn(errorTexts, 'hi');
    expect(describeActionError(new CommandRefused('BARBER_BUSY', BUSY), 'hi', 'fallback')).toBe(hindi.barberBusy);
    expect(describeActionError(conflict, 'hi', 'fallback')).toBe(hindi.barberBusy);
    const transition = new CommandRefused('INVALID_TRANSITION', 'A completed booking cannot be changed to serving');
    expect(describeActionError(transition, 'hi', 'fallback')).toBe(hindi.invalidTransition);
    expect(describeActionError(new CommandRefused('SOMETHING_NEW', 'Something new'), 'hi', 'fallback')).toBe('fallback');
    expect(describeActionError(new CommandUnanswered(), 'hi', 'fallback')).toBe(textsIn(barberTexts, 'hi').noAnswer);
    expect(describeActionError(new NetworkError(), 'hi', 'fallback')).toBe(hindi.network);
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
