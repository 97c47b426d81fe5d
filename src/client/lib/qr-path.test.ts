import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.js';

describe('the QR code path', () => {
  it('draws each run of dark modules as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, false],
        [true, false, true],
      ]),
    ).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z');
    expect(qrPath([[false, false]])).toBe('');
  });

  it('covers exactly the dark modules of a real code', () => {
    const { data, size } = encode('https://shop.example/booking', { ecc: 'M', border: 0 });
    const dark = data.flat().filter(Boolean).length;
    const area = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(area).toBe(dark);
    expect(size).toBe(data.length);
  });
});
