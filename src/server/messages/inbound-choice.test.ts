import { describe, expect, it } from 'vitest';
import { decodeChoice, encodeChoice, type Tapped } from './inbound-choice.js';

describe('the ids of what a customer taps on WhatsApp', () => {
  const tapped: Tapped[] = [
    { shopId: 1, language: 'en', choice: { kind: 'barber', barber: 'any' } },
    { shopId: 12, language: 'hi', choice: { kind: 'barber', barber: 7 } },
    { shopId: 3, language: 'en', choice: { kind: 'barbers', from: 9 } },
    { shopId: 3, language: 'en', choice: { kind: 'service', barber: 'any', serviceId: 41 } },
    { shopId: 3, language: 'hi', choice: { kind: 'services', barber: 2, from: 0 } },
    { shopId: 5, language: 'en', choice: { kind: 'coming', bookingId: 900 } },
    { shopId: 5, language: 'hi', choice: { kind: 'late', bookingId: 900, minutes: 20 } },
    { shopId: 5, language: 'en', choice: { kind: 'cancel', bookingId: 900 } },
  ];

  it.each(tapped)('reads back what it wrote: %j', (choice) => {
    const id = encodeChoice(choice);
    expect(id.length).toBeLessThanOrEqual(200);
    expect(decodeChoice(id)).toEqual(choice);
  });

  it.each([
    'Haircut',
    '',
    'c1:1:en:b',
    'c1:1:fr:b:any',
    'c2:1:en:b:any',
    'c1:0:en:b:any',
    'c1:x:en:b:any',
    'c1:1:en:b:any:extra',
    'c1:1:en:s:any',
    'c1:1:en:s:any:0',
    'c1:1:en:late:5:15',
    'c1:1:en:b:-3',
    'c1:1:en:b:01',
    'c1:1:en:zz:1',
  ])('is not fooled by %j', (id) => {
    expect(decodeChoice(id)).toBeNull();
  });
});
