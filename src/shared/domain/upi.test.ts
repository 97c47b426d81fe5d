import { describe, expect, it } from 'vitest';
import { hasUpiPayee, isUpiId, percentEncode, upiAmount, upiLink, upiNote, upiQueryValue } from './upi.js';

const payee = { upiId: 'ramesh.salon@okicici', upiName: 'Ramesh Salon' };

describe('isUpiId (docs/product/money.md#upi)', () => {
  it('takes name@handle', () => {
    for (const id of ['ramesh.salon@okicici', 'ab@ok', '98765-43210_x@ybl', `${'a'.repeat(256)}@ok`, `ab@b${'1'.repeat(63)}`]) {
      expect(isUpiId(id), id).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'ramesh',
      'a@okicici',
      `${'a'.repeat(257)}@ok`,
      'ramesh@',
      'ramesh@o',
      'ramesh@1bank',
      `ab@b${'1'.repeat(64)}`,
      'ramesh salon@ok',
      'ramesh@ok.icici',
      'ramesh@@ok',
      'rä@okicici',
      ' ramesh@ok',
      'ramesh@ok ',
      'a+b@ok',
    ]) {
      expect(isUpiId(id), id).toBe(false);
    }
  });
});

describe('percentEncode', () => {
  it('encodes all but the unreserved characters, a space as %20', () => {
    expect(percentEncode('a b&c#d?e=f+g@h')).toBe('a%20b%26c%23d%3Fe%3Df%2Bg%40h');
    expect(percentEncode("A-z.0_9~!'()*")).toBe("A-z.0_9~%21%27%28%29%2A");
    expect(percentEncode('राम')).toBe('%E0%A4%B0%E0%A4%BE%E0%A4%AE');
  });
});

describe('upiQueryValue', () => {
  it('percent-encodes as percentEncode does, but leaves @', () => {
    expect(upiQueryValue('ramesh.salon@okicici')).toBe('ramesh.salon@okicici');
    expect(upiQueryValue('a b&c#d?e=f+g@h')).toBe('a%20b%26c%23d%3Fe%3Df%2Bg@h');
    expect(upiQueryValue('100%40')).toBe('100%2540');
  });
});

describe('upiAmount', () => {
  it('writes rupees with exactly two decimals', () => {
    expect(upiAmount(45000)).toBe('450.00');
    expect(upiAmount(45050)).toBe('450.50');
    expect(upiAmount(45005)).toBe('450.05');
    expect(upiAmount(100)).toBe('1.00');
    expect(upiAmount(10000000)).toBe('100000.00');
  });
});

describe('upiNote', () => {
  it('is the token and the shop name, cut to 50 characters', () => {
    expect(upiNote(42, 'Ramesh Salon')).toBe('Token 42 Ramesh Salon');
    expect(upiNote(42, '  ')).toBe('Token 42');
    const long = upiNote(42, 'The Very Long Name Of A Barber Shop In Bengaluru South');
    expect(long).toBe('Token 42 The Very Long Name Of A Barber Shop In Be');
    expect(long).toHaveLength(50);
    // Cut at 50 characters without a space left at the end.
    expect(upiNote(1234567, 'Salon 123456789012345678901234567890 Extra')).toBe('Token 1234567 Salon 123456789012345678901234567890');
    expect(Array.from(upiNote(7, 'सैलून '.repeat(20)))).toHaveLength(49);
  });
});

describe('upiLink (docs/product/money.md#upi)', () => {
  it('is the standard upi://pay link, every value percent-encoded but the @ of the UPI ID', () => {
    expect(upiLink(payee, 45000, { bookingId: 42, shopName: 'Ramesh Salon' })).toBe(
      'upi://pay?pa=ramesh.salon@okicici&pn=Ramesh%20Salon&am=450.00&cu=INR&tn=Token%2042%20Ramesh%20Salon',
    );
  });

  it('encodes spaces, &, #, ?, = and + in the name and the note, and leaves @ as it is', () => {
    const link = upiLink({ upiId: 'a_b-c@ybl', upiName: 'Cuts & Co #1? =+@' }, 45050, { bookingId: 7, shopName: 'A@B #2' });
    expect(link).toBe('upi://pay?pa=a_b-c@ybl&pn=Cuts%20%26%20Co%20%231%3F%20%3D%2B@&am=450.50&cu=INR&tn=Token%207%20A@B%20%232');
    expect(link).not.toContain('+');
    const query = new URLSearchParams(link.slice('upi://pay?'.length));
    expect([...query.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
    expect(query.get('pa')).toBe('a_b-c@ybl');
    expect(query.get('pn')).toBe('Cuts & Co #1? =+@');
    expect(query.get('tn')).toBe('Token 7 A@B #2');
  });

  it('encodes Hindi and other Unicode names as UTF-8', () => {
    const link = upiLink({ upiId: 'ram@okaxis', upiName: 'राम सैलून' }, 12345, { bookingId: 3, shopName: 'राम सैलून 💈' });
    expect(link).toBe(
      'upi://pay?pa=ram@okaxis&pn=%E0%A4%B0%E0%A4%BE%E0%A4%AE%20%E0%A4%B8%E0%A5%88%E0%A4%B2%E0%A5%82%E0%A4%A8&am=123.45&cu=INR' +
        '&tn=Token%203%20%E0%A4%B0%E0%A4%BE%E0%A4%AE%20%E0%A4%B8%E0%A5%88%E0%A4%B2%E0%A5%82%E0%A4%A8%20%F0%9F%92%88',
    );
  });

  it('cuts the note to 50 characters', () => {
    const link = upiLink(payee, 100, { bookingId: 42, shopName: 'x'.repeat(80) });
    const note = new URLSearchParams(link.slice('upi://pay?'.length)).get('tn');
    expect(note).toBe(`Token 42 ${'x'.repeat(41)}`);
    expect(note).toHaveLength(50);
  });

  it('refuses less than ₹1.00, fractions of a paisa and a payee not set', () => {
    expect(upiLink(payee, 100, { bookingId: 1, shopName: '' })).toContain('&am=1.00&');
    expect(() => upiLink(payee, 99, { bookingId: 1, shopName: '' })).toThrow(RangeError);
    expect(() => upiLink(payee, 0, { bookingId: 1, shopName: '' })).toThrow(RangeError);
    expect(() => upiLink(payee, -500, { bookingId: 1, shopName: '' })).toThrow(RangeError);
    expect(() => upiLink(payee, 150.5, { bookingId: 1, shopName: '' })).toThrow(RangeError);
    expect(() => upiLink({ upiId: '', upiName: 'Ramesh' }, 45000, { bookingId: 1, shopName: '' })).toThrow(RangeError);
    expect(() => upiLink({ upiId: 'ramesh@ok', upiName: ' ' }, 45000, { bookingId: 1, shopName: '' })).toThrow(RangeError);
  });

  it('offers UPI only when both the ID and the name are set', () => {
    expect(hasUpiPayee(payee)).toBe(true);
    expect(hasUpiPayee({ upiId: '', upiName: '' })).toBe(false);
    expect(hasUpiPayee({ upiId: 'ramesh@ok', upiName: '' })).toBe(false);
    expect(hasUpiPayee({ upiId: '', upiName: 'Ramesh' })).toBe(false);
  });
});
