import type { MessageChannel } from '../shared/constants.js';
import type { AppContext, PlatformContext } from './context.js';
import type { ShopRow } from './data/shops.js';
import type { ShopDb } from './db/client.js';
import type { Channel } from './messages/channels.js';
import { createMessenger } from './messages/messenger.js';
import { createRenderedAnswers } from './services/rendered-answers.js';
import { createShopStore } from './services/store.js';

/**
 * Makes a shop's context (docs/decisions/0020-shop-routing.md): the platform's parts, shared, and
 * the shop's own handle, hot store, rendered answers and messenger, whose Web Push channel sends
 * from the shop's own subscriptions unless the text channels given include one.
 */
export function shopContextMaker(
  platform: PlatformContext,
  textChannels: ReadonlyMap<MessageChannel, Channel>,
  pushChannel: (db: ShopDb) => Channel,
): (shop: ShopRow) => AppContext {
  return (shop) => {
    const db = platform.database.forShop(shop.id);
    const store = createShopStore(db, shop.id);
    const base: Omit<AppContext, 'messenger'> = {
      ...platform,
      shopId: shop.id,
      shopSlug: shop.slug,
      shopDomain: { current: shop.domain },
      db,
      store,
      answers: createRenderedAnswers(store, platform.clock),
    };
    const channels = new Map(textChannels);
    if (!channels.has('push')) channels.set('push', pushChannel(db));
    return { ...base, messenger: createMessenger(base, channels) };
  };
}
