import { describe, expect, it } from 'vitest';
import { draftFromBooking, draftFromPayment, draftInput, draftTotals, paiseText, parseRupees } from './payment-draft.js';

describe('the payment draft', () => {
  it('reads rupees as typed', () => {
    expect(parseRupees('450')).toBe(45000);
    expect(parseRupees(' 450.5 ')).toBe(45050);
    expect(parseRupees('₹1,000.05')).toBe(100005);
    expect(parseRupees('')).toBe(0);
    expect(parseRupees('4.505')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseRupees('abc')).toBeNull();
    expect(paiseText(45000)).toBe('450');
    expect(paiseText(45050)).toBe('450.50');
  });

  it("starts from the booking's services at the shop's prices", () => {
    const draft = draftFromBooking(
      { serviceDetails: [{ id: 1, name: 'Haircut', duration: 30, description: '' }, { id: 2, name: 'Beard', duration: 15, description: '' }] },
      [{ id: 1, price: 300 }, { id: 2, price: null }],
    );
    expect(draft.lines.map(({ name, price, serviceId }) => [name, price, serviceId])).toEqual([
      ['Haircut', '300', 1],
      ['Beard', '', 2],
    ]);
    expect(draft.method).toBe('cash');
  });

  it('sums to the total and becomes the API input', () => {
    const draft = { ...draftFromPayment({ items: [{ name: 'Haircut', pricePaise: 30000, serviceId: 1 }], discountPaise: 5000, tipPaise: 2050, method: 'upi' as const }) };
    expect(draftTotals(draft)).toEqual({ linesPaise: 30000, discountPaise: 5000, tipPaise: 2050, totalPaise: 27050 });
    expect(draftInput(draft)).toEqual({ items: [{ name: 'Haircut', pricePaise: 30000, serviceId: 1 }], discountPaise: 5000, tipPaise: 2050, method: 'upi' });
    expect(draftTotals({ ...draft, tip: 'x' })).toBeNull();
  });
});
