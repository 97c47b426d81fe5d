import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding a request accepts of the two the pages are kept in; null for none. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed copies of the pages of no shop: the platform's and the no-shop pages. A prerendered
 * page carries its first paint (about 25 kB of markup for the home page, a sixth of it
 * compressed), and there are only a few distinct pages of no shop, fixed at start: each is
 * compressed once, on first use, and kept.
 */
export function pageCompressor(): (html: string, encoding: Encoding) => Buffer {
  const copies = new Map<string, Record<Encoding, Buffer>>();
  return (html, encoding) => {
    let copy = copies.get(html);
    if (!copy) {
      copy = {
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      copies.set(html, copy);
    }
    return copy[encoding];
  };
}

/** How many compressed copies of shops' pages are kept: each is a few kB. */
export const SHOP_PAGE_COPIES = 256;

/**
 * Compressed copies of shops' pages. Each names its shop in its title, and under a shop's
 * `/s/{slug}` links the shop's manifest (docs/decisions/0011-installable-app.md), so there are as
 * many as shops times pages, and a renamed shop's are new: they are compressed at a quality that
 * takes about a millisecond for the home page (25 ms at the best, whose copy is a tenth smaller),
 * and the last `limit` used are kept.
 */
export function shopPageCompressor(limit = SHOP_PAGE_COPIES): (html: string, encoding: Encoding) => Buffer {
  const copies = new Map<string, Buffer>();
  return (html, encoding) => {
    const key = `${encoding} ${html}`;
    let copy = copies.get(key);
    if (copy) {
      copies.delete(key);
    } else {
      copy = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 9 });
      if (copies.size >= limit) copies.delete(copies.keys().next().value ?? key);
    }
    copies.set(key, copy);
    return copy;
  };
}
