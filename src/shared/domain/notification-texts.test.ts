import { describe, expect, test } from 'vitest';
import { MESSAGE_KINDS } from '../constants.js';
import { notificationIn } from './notification-texts.js';

const params = { token: '42', time: '4:35 PM', barber: 'Ravi Kumar' };

describe('a notification in the language of the phone', () => {
  test('in English, the title and text the push channel has always sent, without the link', () => {
    expect(notificationIn('en', 'turn_near', params)).toEqual({
      title: 'Your turn is near',
      body: 'Your turn is near: token #42 is expected at 4:35 PM. Please come to the shop.',
    });
    expect(notificationIn('en', 'confirmation', params)).toEqual({
      title: 'Booking confirmed',
      body: 'Booking confirmed: token #42 with Ravi Kumar, expected at 4:35 PM.',
    });
  });

  test('in Hindi, every kind in Devanagari with its token, and the time as the app writes it', () => {
    for (const kind of MESSAGE_KINDS) {
      const { title, body } = notificationIn('hi', kind, params);
      expect(title, kind).toMatch(/[\u0900-\u097F]/);
      expect(body, kind).toMatch(/[\u0900-\u097F]/);
      expect(body, kind).toContain('#42');
      expect(body, kind).not.toMatch(/undefined|PM/);
    }
    expect(notificationIn('hi', 'turn_near', params).body).toBe(
      'आपकी बारी पास है: टोकन #42 का अनुमानित समय 4:35 pm है। कृपया दुकान पर आ जाएँ।',
    );
    expect(notificationIn('hi', 'confirmation', params).body).toContain('Ravi Kumar');
  });
});
