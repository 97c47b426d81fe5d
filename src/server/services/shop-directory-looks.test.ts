import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import type { ShopLookup } from './shop-directory.js';
import { directory, shop } from './shop-directory.fakes.js';
import { LOOK_REUSE_MS } from './shop-directory.js';

const ctxOf = (lookup: ShopLookup): AppContext => {
  if (lookup.kind !== 'open') throw new Error(`expected an open shop, got ${lookup.kind}`);
  return lookup.ctx;
};

// The message worker's look every 20 s, and the list of shops' summaries, at shops not held
// (docs/decisions/0020-shop-routing.md).
describe('the directory, for a look at a shop it does not hold', () => {
  it('uses the same context again while the shop’s change counter stands still, and holds nothing', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    const first = ctxOf(await shops.forLook(2));
    expect(ctxOf(await shops.forLook(2))).toBe(first);
    expect(shops.heldCount()).toBe(0);
    // The row is read at each look: that is how a change made elsewhere is seen.
    expect(table.lookups).toEqual(['id 2', 'id 2']);
  });

  it('makes a new context once the shop changed', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    const first = ctxOf(await shops.forLook(2));
    table.rows[1] = { ...shop(2, 'ravi'), eventSeq: 1 };
    const second = ctxOf(await shops.forLook(2));
    expect(second).not.toBe(first);
    expect(ctxOf(await shops.forLook(2))).toBe(second);
  });

  it('keeps the context when only the shop’s domain changed (its counter stands still), with the new domain', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    const first = ctxOf(await shops.forLook(2));
    table.rows[1] = shop(2, 'ravi', 'ravi.in');
    expect(ctxOf(await shops.forLook(2))).toBe(first);
    expect(first.shopDomain.current).toBe('ravi.in');
  });

  it(`makes a new context after ${LOOK_REUSE_MS / 60_000} minutes, changed or not`, async () => {
    const { shops, clock } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    const first = ctxOf(await shops.forLook(2));
    clock.now += LOOK_REUSE_MS - 1;
    expect(ctxOf(await shops.forLook(2))).toBe(first);
    clock.now += 1;
    expect(ctxOf(await shops.forLook(2))).not.toBe(first);
  });

  it('answers a suspended shop as suspended, and a fresh context once it is resumed', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    const first = ctxOf(await shops.forLook(2));
    table.rows[1] = { ...shop(2, 'ravi'), status: 'suspended' };
    expect(await shops.forLook(2)).toEqual({ kind: 'suspended' });
    table.rows[1] = shop(2, 'ravi');
    expect(ctxOf(await shops.forLook(2))).not.toBe(first);
  });

  it('answers the held context once the shop is held, and reads afresh after it is let go', async () => {
    const { shops } = directory([shop(1, 'main'), shop(2, 'ravi')], 1);
    const looked = ctxOf(await shops.forLook(1));
    const held = ctxOf(await shops.bySlug('main'));
    expect(held).not.toBe(looked);
    expect(shops.forLook(1)).toEqual({ kind: 'open', ctx: held });
    // Ravi's shop takes the one place: Main Street's is let go.
    await shops.bySlug('ravi');
    expect(shops.loaded(1)).toBeUndefined();
    const again = ctxOf(await shops.forLook(1));
    expect(again).not.toBe(looked);
    expect(again).not.toBe(held);
  });

  it('answers the held context when the shop came to be held while its row was read', async () => {
    const { shops, table } = directory([shop(1, 'main')]);
    const read = table.find.byId;
    let release = () => {};
    table.find.byId = (id) =>
      new Promise((resolve) => {
        release = () => {
          resolve(read(id));
        };
      });
    const looking = shops.forLook(1);
    table.find.byId = read;
    const held = ctxOf(await shops.bySlug('main'));
    release();
    expect(ctxOf(await looking)).toBe(held);
  });

  it('keeps as many look contexts as it holds shops at most, the least recently looked at going first', async () => {
    const { shops } = directory([shop(1, 'main'), shop(2, 'ravi'), shop(3, 'asha')], 2);
    const main = ctxOf(await shops.forLook(1));
    const ravi = ctxOf(await shops.forLook(2));
    expect(ctxOf(await shops.forLook(1))).toBe(main);
    // A third pushes out Ravi's, looked at least recently.
    await shops.forLook(3);
    expect(ctxOf(await shops.forLook(1))).toBe(main);
    expect(ctxOf(await shops.forLook(2))).not.toBe(ravi);
  });
});
