import type { Translation } from './i18n/catalogue.js';
import type { LibTexts } from './texts.js';

const hi: Translation<LibTexts> = {
  closedToday: ({ date, time }) => `आज दुकान बंद है। ${date} को ${time} पर खुलेगी।`,
};

export default hi;
