import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/**
 * The walk-in's "shorter wait nearby" line (docs/product/shop-list.md#shorter-wait-nearby): another
 * branch of this shop, or a shop nearby, that would start them earlier. `shop` is the name with its
 * place ('Kings Cuts (Indiranagar, 1.2 km)'), `time` the start in this shop's time zone.
 */
const en = {
  nearbyAt: ({ shop, time }: { shop: string; time: string }) => `Shorter wait nearby: ${shop} could start you at ${time}.`,
  nearbyNow: ({ shop }: { shop: string }) => `Shorter wait nearby: ${shop} could start you now.`,
  branchAt: ({ shop, time }: { shop: string; time: string }) => `Shorter wait at our other branch: ${shop} could start you at ${time}.`,
  branchNow: ({ shop }: { shop: string }) => `Shorter wait at our other branch: ${shop} could start you now.`,
  shopWithPlace: ({ name, place }: { name: string; place: string }) => `${name} (${place})`,
  areaAndDistance: ({ area, distance }: { area: string; distance: string }) => `${area}, ${distance}`,
  distance: ({ km }: { km: string }) => `${km} km`,
  goThere: 'Go there',
} satisfies Messages;

export type NearbyTexts = typeof en;

export const nearbyTexts = defineCatalogue('features/booking/texts-nearby', en, () => import('./texts-nearby.hi.js'));
