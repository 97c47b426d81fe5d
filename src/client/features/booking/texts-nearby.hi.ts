import type { Translation } from '../../lib/i18n/catalogue.js';
import type { NearbyTexts } from './texts-nearby.js';

const hi: Translation<NearbyTexts> = {
  nearbyAt: ({ shop, time }) => `पास में कम इंतज़ार: ${shop} में आपकी बारी ${time} पर आ सकती है।`,
  nearbyNow: ({ shop }) => `पास में कम इंतज़ार: ${shop} में आपकी बारी अभी आ सकती है।`,
  branchAt: ({ shop, time }) => `हमारी दूसरी शाखा में कम इंतज़ार: ${shop} में आपकी बारी ${time} पर आ सकती है।`,
  branchNow: ({ shop }) => `हमारी दूसरी शाखा में कम इंतज़ार: ${shop} में आपकी बारी अभी आ सकती है।`,
  shopWithPlace: ({ name, place }) => `${name} (${place})`,
  areaAndDistance: ({ area, distance }) => `${area}, ${distance}`,
  distance: ({ km }) => `${km} कि.मी.`,
  goThere: 'वहाँ जाएँ',
};

export default hi;
