import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompressor, pageEncoding, shopPageCompressor } from './page-encoding.js';

describe('page encoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncoding('GZIP')).toBe('gzip');
    expect(pageEncoding('deflate')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('compresses each page once and gives back the same copy', () => {
    const compress = pageCompressor();
    const html = `<div id="root">${'<p>PREMIUM GROOMING</p>'.repeat(100)}</div>`;
    const br = compress(html, 'br');
    expect(compress(html, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(compress(html, 'gzip')).toString()).toBe(html);
  });

  it("keeps the copies of the last pages used under shops' addresses, and no more", () => {
    const compress = shopPageCompressor(2);
    const page = (slug: string) => `<link rel="manifest" href="/s/${slug}/manifest.webmanifest" />${'<p>PREMIUM GROOMING</p>'.repeat(100)}`;
    const a = compress(page('a'), 'br');
    expect(brotliDecompressSync(a).toString()).toBe(page('a'));
    expect(gunzipSync(compress(page('a'), 'gzip')).toString()).toBe(page('a'));
    expect(compress(page('a'), 'br')).toBe(a);
    // Two more pages: the least recently used copy (the gzip one) goes first, then `a`.
    compress(page('b'), 'br');
    expect(compress(page('a'), 'br')).toBe(a);
    compress(page('c'), 'br');
    expect(compress(page('a'), 'br')).toBe(a);
    compress(page('d'), 'br');
    compress(page('e'), 'br');
    const again = compress(page('a'), 'br');
    expect(again).not.toBe(a);
    expect(again.equals(a)).toBe(true);
  });
});
