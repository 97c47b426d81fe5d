import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pagePolicy, SELECT_VIEWPORT_STYLE } from './security.js';

describe('pagePolicy', () => {
  it("allows the one inline style the client renders, Radix Select's, by its hash and nothing else inline", async () => {
    // The installed Radix still renders exactly this text: an upgrade that changes it fails here.
    const radix = await readFile(createRequire(import.meta.url).resolve('@radix-ui/react-select').replace(/index\.js$/, 'index.mjs'), 'utf8');
    expect(radix).toContain(SELECT_VIEWPORT_STYLE);
    const hash = createHash('sha256').update(SELECT_VIEWPORT_STYLE).digest('base64');
    const styleSrc = pagePolicy('shop.example').split('; ').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
    expect(pagePolicy('shop.example')).not.toContain('unsafe-inline');
  });
});
