import type { Translation } from './i18n/catalogue.js';
import type { LibTexts } from './texts.js';

const hi: Translation<LibTexts> = {
  badgeOpen: 'खुली है',
  badgeOpensAt: ({ time }) => `${time} पर खुलेगी`,
  badgeClosed: 'बंद है',
  openNow: 'अभी खुली है',
  opensAt: ({ time }) => `${time} पर खुलेगी`,
  closedToday: 'आज बंद है',
  closedOpensTomorrow: ({ time }) => `आज बंद है · कल ${time} पर खुलेगी`,
  closedOpensOn: ({ date, time }) => `आज बंद है · ${date} को ${time} पर खुलेगी`,
  closedByShop: 'बंद है · दुकान खुलते ही बुकिंग शुरू होगी',
};

export default hi;
