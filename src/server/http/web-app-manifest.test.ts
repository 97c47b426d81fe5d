import { describe, expect, it } from 'vitest';
import { manifestTag, shortName, webAppManifest } from './web-app-manifest.js';

describe("a shop's web app manifest", () => {
  it('keeps a short name whole', () => {
    expect(shortName('Imran Cuts')).toBe('Imran Cuts');
    expect(shortName('  Kings  ')).toBe('Kings');
    expect(shortName('Twelve Chars')).toBe('Twelve Chars');
  });

  it('cuts a long name after the words that fit, never after a dash or an ampersand', () => {
    expect(shortName('Premium Grooming')).toBe('Premium');
    expect(shortName('Kings Barbers & Spa')).toBe('Kings');
    expect(shortName("Raj's Cuts - Andheri West")).toBe("Raj's Cuts");
    expect(shortName('Raj & Sons Hair Studio')).toBe('Raj & Sons');
  });

  it('cuts a name whose first word is too long by its letters, with an ellipsis', () => {
    expect(shortName('Barbershopworks Andheri')).toBe('Barbershopw…');
    expect(shortName('Barbershopworks')).toHaveLength(12);
  });

  it('counts letters as people see them, and never cuts inside one', () => {
    // 19 code points, 12 letters with their vowel signs and conjuncts: it fits.
    expect(shortName('श्री गणेश हेयर आर्ट')).toBe('श्री गणेश हेयर आर्ट');
    expect(shortName('श्री गणेश हेयर आर्ट स्टूडियो')).toBe('श्री गणेश हेयर आर्ट');
    const long = 'गणेशहेयरआर्टस्टूडियोसैलून';
    const cut = shortName(long).slice(0, -1);
    expect(shortName(long).endsWith('…')).toBe(true);
    expect(long.startsWith(cut)).toBe(true);
    const boundaries = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(long)].map((part) => part.index);
    expect(boundaries).toContain(cut.length);
  });

  it("opens at and keeps to the shop's address, under the shop's name or the product's", () => {
    const shop = webAppManifest('/s/imran-cuts', 'Imran Cuts');
    expect(shop).toMatchObject({ id: '/s/imran-cuts/', start_url: '/s/imran-cuts/', scope: '/s/imran-cuts/', name: 'Imran Cuts', short_name: 'Imran Cuts' });
    expect(webAppManifest('', '')).toMatchObject({ id: '/', start_url: '/', scope: '/', name: 'Chair', short_name: 'Chair' });
    expect(webAppManifest('', '   ').name).toBe('Chair');
  });

  it('tags each manifest by its bytes', () => {
    const one = JSON.stringify(webAppManifest('/s/a', 'A'));
    expect(manifestTag(one)).toBe(manifestTag(one));
    expect(manifestTag(one)).not.toBe(manifestTag(JSON.stringify(webAppManifest('/s/a', 'B'))));
  });
});
