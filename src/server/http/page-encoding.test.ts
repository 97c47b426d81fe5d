import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompressor, pageEncoding } from './page-encoding.js';

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
});
