import { describe, expect, it } from 'vitest';
import { intentOf, languageOf } from './inbound-intent.js';

// What a customer may write about his booking (docs/product/messages.md#replies-on-whatsapp).
describe("a customer's WhatsApp message about his booking", () => {
  it.each([
    ['Cancel', { kind: 'cancel' }],
    ['please cancel my booking', { kind: 'cancel' }],
    ['रद्द', { kind: 'cancel' }],
    ['बुकिंग रद्द करें', { kind: 'cancel' }],
    ['radd karo', { kind: 'cancel' }],
    ['Running late 10 min', { kind: 'late', minutes: 10 }],
    ['late', { kind: 'late', minutes: 10 }],
    ['late 15', { kind: 'late', minutes: 20 }],
    ['LATE 20!', { kind: 'late', minutes: 20 }],
    ['देर', { kind: 'late', minutes: 10 }],
    ['१५ मिनट देर', { kind: 'late', minutes: 20 }],
    ['der se aaunga 5', { kind: 'late', minutes: 10 }],
    ['late 45', { kind: 'too-late', minutes: 45 }],
    ["I'm here", { kind: 'here' }],
    ['arrived', { kind: 'here' }],
    ['मैं पहुँच गया', { kind: 'here' }],
    ['आ गया', { kind: 'here' }],
    ["I'm on my way", { kind: 'coming' }],
    ['आ रहा हूँ', { kind: 'coming' }],
    ['1 hour late', { kind: 'too-late', minutes: 60 }],
    ['late, at 4:30', { kind: 'late', minutes: 10 }],
    ['token no 42 late', { kind: 'late', minutes: 10 }],
    ['Token no. 12, I am here', { kind: 'here' }],
    ['will be here in 10', { kind: 'coming' }],
    ['10 मिनट में पहुँच जाऊँगा', { kind: 'coming' }],
    ["don't cancel", { kind: 'unknown' }],
    ["I'm here, don't cancel", { kind: 'unknown' }],
    ['रद्द मत करो', { kind: 'unknown' }],
    ['not late', { kind: 'unknown' }],
    ['देर नहीं होगी', { kind: 'unknown' }],
    ['not reached yet', { kind: 'unknown' }],
    ['is the barber here?', { kind: 'unknown' }],
    ['मेरा नंबर आ गया?', { kind: 'unknown' }],
    ['Hi', { kind: 'unknown' }],
    ['what time is my turn?', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('understands %j', (text, intent) => {
    expect(intentOf(text)).toEqual(intent);
  });

  it('is answered in the script it was written in', () => {
    expect(languageOf('देर 10')).toBe('hi');
    expect(languageOf('late 10')).toBe('en');
    expect(languageOf('der 10')).toBe('en');
  });
});
