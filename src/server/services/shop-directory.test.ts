import { describe, expect, it } from 'vitest';
import type { ShopRow } from '../data/shops.js';
import { directory, shop } from './shop-directory.fakes.js';
import { SLUG_RECHECK_MS } from './shop-directory.js';

/** Lets the lookups the directory started in the background settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the directory by host', () => {
  it("answers a shop's domain with its slug, from memory after the first lookup, which also answered the slug", async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi', 'ravi-salon.in')]);
    expect(await shops.slugOfDomain('ravi-salon.in')).toBe('ravi');
    // No promise and no query on a hit, by host and by the slug it found.
    expect(shops.slugOfDomain('ravi-salon.in')).toBe('ravi');
    const found = shops.bySlug('ravi');
    expect(found).not.toBeInstanceOf(Promise);
    expect(found).toMatchObject({ kind: 'open', ctx: { shopId: 2 } });
    expect(table.lookups).toEqual(['host ravi-salon.in']);
  });

  it('remembers a host that is no shop’s domain, in a bounded list', async () => {
    const { shops, table } = directory([shop(1, 'main')], 1);
    expect(await shops.slugOfDomain('chair.example.in')).toBeNull();
    expect(shops.slugOfDomain('chair.example.in')).toBeNull();
    expect(table.lookups).toEqual(['host chair.example.in']);
    // A sweep of made-up hosts: four are kept (four times the shops held), the oldest go first.
    for (let index = 0; index < 10; index++) await shops.slugOfDomain(`made-up-${String(index)}.in`);
    table.lookups.length = 0;
    expect(shops.slugOfDomain('made-up-9.in')).toBeNull();
    expect(table.lookups).toEqual([]);
    expect(await shops.slugOfDomain('chair.example.in')).toBeNull();
    expect(table.lookups).toEqual(['host chair.example.in']);
  });

  it('looks a host up again in the background once its answer is old, serving the old one meanwhile', async () => {
    const { shops, table, clock } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    expect(await shops.slugOfDomain('ravi-salon.in')).toBeNull();
    // Another instance gives the shop the domain.
    const ravi = table.rows[1];
    if (!ravi) throw new Error('no shop');
    ravi.domain = 'ravi-salon.in';
    clock.now += SLUG_RECHECK_MS - 1;
    expect(shops.slugOfDomain('ravi-salon.in')).toBeNull();
    clock.now += 1;
    expect(shops.slugOfDomain('ravi-salon.in')).toBeNull();
    await settle();
    expect(shops.slugOfDomain('ravi-salon.in')).toBe('ravi');
    expect(table.lookups).toEqual(['host ravi-salon.in', 'host ravi-salon.in']);
  });

  it('forgets the old and new host of a domain changed here, and the held shop’s links take it at once', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi', 'ravi-salon.in')]);
    expect(await shops.slugOfDomain('ravi-salon.in')).toBe('ravi');
    expect(await shops.slugOfDomain('ravi.in')).toBeNull();
    const ctx = shops.loaded(2);
    expect(ctx?.shopDomain.current).toBe('ravi-salon.in');
    const ravi = table.rows[1];
    if (!ravi) throw new Error('no shop');
    ravi.domain = 'ravi.in';
    shops.domainChanged(ravi);
    expect(ctx?.shopDomain.current).toBe('ravi.in');
    expect(await shops.slugOfDomain('ravi-salon.in')).toBeNull();
    expect(await shops.slugOfDomain('ravi.in')).toBe('ravi');
  });

  // Loaded by a request (its slug) or by the message worker alone (its id), the shop hears of a
  // new domain and status when only the worker asks for it.
  it.each(['slug', 'id'] as const)('hands a shop first loaded by its %s the domain and status a fresh read of its row brings', async (first) => {
    const { shops, table, clock } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    const found = await (first === 'slug' ? shops.bySlug('ravi') : shops.byId(2));
    if (found.kind !== 'open') throw new Error('not open');
    const ravi = table.rows[1];
    if (!ravi) throw new Error('no shop');
    ravi.domain = 'ravi-salon.in';
    clock.now += SLUG_RECHECK_MS;
    // The worker loads the shop by its id: held, answered at once, and its row read again behind it.
    expect(shops.byId(2)).toMatchObject({ kind: 'open', ctx: found.ctx });
    await settle();
    expect(found.ctx.shopDomain.current).toBe('ravi-salon.in');
    ravi.status = 'suspended';
    clock.now += SLUG_RECHECK_MS;
    void shops.byId(2);
    await settle();
    expect(shops.loaded(2)).toBeUndefined();
    expect(await shops.bySlug('ravi')).toEqual({ kind: 'suspended' });
  });

  it('does not keep an answer read before the host was forgotten', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    // The request's lookup reads "no shop" ...
    const asked = shops.slugOfDomain('ravi.in');
    // ... while the operator gives the shop that domain on this instance.
    const ravi = table.rows[1];
    if (!ravi) throw new Error('no shop');
    shops.domainChanged({ ...ravi, domain: 'ravi.in' });
    ravi.domain = 'ravi.in';
    expect(await asked).toBeNull();
    expect(await shops.slugOfDomain('ravi.in')).toBe('ravi');
  });
});

// How soon a no-shop page left open sees its shop (client/app/shop-recheck.ts asks every 30 s).
describe('the directory by slug, when a shop comes to be', () => {
  it.each(['created', 'resumed'] as const)('serves a shop %s on another instance from the second request after its answer is old', async (change) => {
    const { shops, table, clock } = directory([shop(1, 'main')]);
    if (change === 'resumed') table.rows.push({ ...shop(2, 'ravi'), status: 'suspended' });
    const before = change === 'created' ? { kind: 'missing' } : { kind: 'suspended' };
    expect(await shops.bySlug('ravi')).toEqual(before);
    // The operator acts on another instance: this one is not told.
    if (change === 'created') table.rows.push(shop(2, 'ravi'));
    else table.rows[1] = shop(2, 'ravi');
    clock.now += SLUG_RECHECK_MS - 1;
    expect(shops.bySlug('ravi')).toEqual(before);
    clock.now += 1;
    // Old enough: answered the old way while it is looked up again ...
    expect(shops.bySlug('ravi')).toEqual(before);
    await settle();
    // ... and the next request finds the shop.
    expect(shops.bySlug('ravi')).toMatchObject({ kind: 'open', ctx: { shopId: 2 } });
    expect(table.lookups).toEqual(['slug ravi', 'slug ravi']);
  });

  it('serves it at the next request on the instance that created or resumed it', async () => {
    const { shops, table } = directory([shop(1, 'main')]);
    expect(await shops.bySlug('ravi')).toEqual({ kind: 'missing' });
    table.rows.push(shop(2, 'ravi'));
    shops.forget('ravi');
    expect(await shops.bySlug('ravi')).toMatchObject({ kind: 'open', ctx: { shopId: 2 } });
  });
});

// A change of a shop's slug, status or domain, heard from the database (services/shop-changes.ts).
describe('the directory, told of a change of a shop', () => {
  it('looks up again at the next request the slugs and hosts the change names, before and after, and no other', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi', 'ravi-salon.in'), shop(3, 'asha', 'asha.in')]);
    expect(await shops.bySlug('ravi')).toMatchObject({ kind: 'open' });
    expect(await shops.slugOfDomain('ravi-salon.in')).toBe('ravi');
    expect(await shops.slugOfDomain('asha.in')).toBe('asha');
    table.lookups.length = 0;
    // Ravi's shop is renamed and moves to another domain; the notification names both of each.
    table.rows[1] = { ...shop(2, 'ravi-cuts', 'ravi.in'), status: 'suspended' };
    shops.changed({ slugs: ['ravi', 'ravi-cuts'], domains: ['ravi-salon.in', 'ravi.in'] });
    expect(await shops.bySlug('ravi')).toEqual({ kind: 'missing' });
    expect(await shops.bySlug('ravi-cuts')).toEqual({ kind: 'suspended' });
    expect(await shops.slugOfDomain('ravi-salon.in')).toBeNull();
    expect(await shops.slugOfDomain('ravi.in')).toBe('ravi-cuts');
    // Asha's answers stay: from memory, no lookup.
    expect(shops.slugOfDomain('asha.in')).toBe('asha');
    expect(table.lookups).toEqual(['slug ravi', 'slug ravi-cuts', 'host ravi-salon.in', 'host ravi.in']);
  });

  it('lets a held shop go at once when it is suspended, and hands a held one its new domain', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi'), shop(3, 'asha')]);
    const ravi = await shops.bySlug('ravi');
    const asha = await shops.bySlug('asha');
    if (ravi.kind !== 'open' || asha.kind !== 'open') throw new Error('not open');
    table.rows[1] = { ...shop(2, 'ravi'), status: 'suspended' };
    table.rows[2] = shop(3, 'asha', 'asha.in');
    shops.changed({ slugs: ['ravi'], domains: [] });
    shops.changed({ slugs: ['asha'], domains: ['asha.in'] });
    await settle();
    expect(shops.loaded(2)).toBeUndefined();
    expect(asha.ctx.shopDomain.current).toBe('asha.in');
  });

  it('does not remember what a row read before a change heard says, and reads it again', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi', 'ravi.in')]);
    // The first read of the host's row answers late, with the shop as it was before its suspension.
    const before = { ...shop(2, 'ravi', 'ravi.in') };
    let answer: (row: ShopRow) => void = () => undefined;
    const byDomain = table.find.byDomain;
    table.find.byDomain = (host) => {
      table.find.byDomain = byDomain;
      table.lookups.push(`host ${host}`);
      return new Promise((resolve) => (answer = resolve));
    };
    const asked = shops.slugOfDomain('ravi.in');
    table.rows[1] = { ...shop(2, 'ravi', 'ravi.in'), status: 'suspended' };
    shops.changed({ slugs: ['ravi'], domains: [] });
    answer(before);
    expect(await asked).toBe('ravi');
    // Read again after the change: the shop is suspended, and no open answer was kept for its slug.
    expect(table.lookups).toEqual(['host ravi.in', 'host ravi.in']);
    expect(await shops.bySlug('ravi')).toEqual({ kind: 'suspended' });
    expect(shops.loaded(2)).toBeUndefined();
  });

  it('keeps no answer of a lookup under way when everything is forgotten', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi')]);
    let answer: (row: ShopRow | undefined) => void = () => undefined;
    const bySlug = table.find.bySlug;
    table.find.bySlug = () => {
      table.find.bySlug = bySlug;
      return new Promise((resolve) => (answer = resolve));
    };
    const asked = shops.bySlug('ravi');
    table.rows[1] = { ...shop(2, 'ravi'), status: 'suspended' };
    shops.forgetAll();
    answer(shop(2, 'ravi'));
    // The request that asked gets what was read; the next one reads the row again.
    expect(await asked).toMatchObject({ kind: 'open' });
    expect(await shops.bySlug('ravi')).toEqual({ kind: 'suspended' });
  });

  it('looks every slug and host up again after changes may have gone unheard', async () => {
    const { shops, table } = directory([shop(1, 'main'), shop(2, 'ravi', 'ravi-salon.in')]);
    expect(await shops.bySlug('ravi')).toMatchObject({ kind: 'open' });
    expect(await shops.slugOfDomain('ravi-salon.in')).toBe('ravi');
    table.rows[1] = { ...shop(2, 'ravi', null), status: 'suspended' };
    shops.forgetAll();
    expect(await shops.bySlug('ravi')).toEqual({ kind: 'suspended' });
    expect(await shops.slugOfDomain('ravi-salon.in')).toBeNull();
  });
});
