import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { listenForShopChanges, SHOPS_CHANNEL } from './shop-changes.js';
import type { ShopDirectory } from './shop-directory.js';

/** A database that only listens, and a directory that only records what it is told. */
function listening() {
  const channels = new Map<string, (payload: string) => void>();
  const restored: (() => void)[] = [];
  const database = {
    listen: (channel: string, onPayload: (payload: string) => void) => {
      channels.set(channel, onPayload);
      return Promise.resolve();
    },
    onListenRestored: (handler: () => void) => {
      restored.push(handler);
    },
  } as unknown as Database;
  const told: unknown[] = [];
  const shops = {
    changed: (change: unknown) => told.push(change),
    forgetAll: () => told.push('everything'),
  } as unknown as ShopDirectory;
  return { database, shops, told, channels, restored };
}

describe("an instance's ear for changes of shops", () => {
  it('tells the directory the slugs and domains a change names, without the blanks of an insert or a delete', async () => {
    const { database, shops, told, channels } = listening();
    await listenForShopChanges(database, shops, pino({ level: 'silent' }));
    channels.get(SHOPS_CHANNEL)?.('{"slugs":[null,"ravi"],"domains":[null,null]}');
    channels.get(SHOPS_CHANNEL)?.('{"slugs":["ravi","ravi-cuts"],"domains":["ravi.in",null]}');
    expect(told).toEqual([
      { slugs: ['ravi'], domains: [] },
      { slugs: ['ravi', 'ravi-cuts'], domains: ['ravi.in'] },
    ]);
  });

  it('ignores a notification it cannot read, and forgets everything once the listening connection is back', async () => {
    const { database, shops, told, channels, restored } = listening();
    await listenForShopChanges(database, shops, pino({ level: 'silent' }));
    channels.get(SHOPS_CHANNEL)?.('not json');
    channels.get(SHOPS_CHANNEL)?.('{"slugs":"ravi"}');
    expect(told).toEqual([]);
    for (const handler of restored) handler();
    expect(told).toEqual(['everything']);
  });
});
