import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-errors.js';
import { loadTranslations } from './catalogue.js';
import { describeApiError, translateErrorText } from './error-text.js';

const answer = (status: number, error: string, message: string) => new ApiError(status, '', JSON.stringify({ error, message }));

describe('error texts', () => {
  it('keeps English as the server and the schemas wrote it', () => {
    expect(translateErrorText('Phone number is required', 'en')).toBe('Phone number is required');
    expect(describeApiError(answer(409, 'LAST_CALL', 'Ravi cannot take another walk-in today.'), 'en')).toBe(
      'Ravi cannot take another walk-in today.',
    );
    expect(describeApiError(new NetworkError(), 'en')).toBe('Network error. Please try again.');
    expect(describeApiError(answer(500, 'INTERNAL', 'Internal Server Error'), 'en', 'Please try again.')).toBe('Please try again.');
  });

  it('shows Hindi by the English text, by the code when the text has values, else the fallback', async () => {
    await loadTranslations('hi');
    expect(translateErrorText('Phone number is required', 'hi')).toBe('फ़ोन नंबर डालना ज़रूरी है');
    expect(translateErrorText(undefined, 'hi')).toBeUndefined();
    expect(describeApiError(answer(409, 'SLOT_TAKEN', 'This time slot has just been booked. Please choose another time.'), 'hi')).toBe(
      'यह समय अभी-अभी बुक हो गया। कृपया कोई और समय चुनें।',
    );
    expect(describeApiError(answer(409, 'LAST_CALL', 'Ravi cannot take another walk-in today.'), 'hi')).toBe(
      'यह बार्बर आज और वॉक-इन ग्राहक नहीं ले सकते।',
    );
    expect(describeApiError(answer(500, 'INTERNAL', 'Internal Server Error'), 'hi', 'फिर से')).toBe('फिर से');
    expect(describeApiError(new NetworkError(), 'hi')).toBe('नेटवर्क में गड़बड़ी। कृपया फिर से कोशिश करें।');
  });
});
