import type { Translation } from '../../lib/i18n/catalogue.js';
import type { DeskTexts } from './texts-desk.js';

const hi: Translation<DeskTexts> = {
  title: 'फ्रंट डेस्क',
  description: 'सभी कुर्सियाँ एक नज़र में। वॉक-इन किसी बार्बर को, या जो पहले खाली हो उसे जोड़ें।',
  chairs: 'कुर्सियाँ',
  inChair: 'कुर्सी पर',
  next: 'अगले',
  nobody: 'कोई नहीं',
  none: 'कोई नहीं',
  waiting: ({ count }) => `${count} इंतज़ार में`,
  waitMinutes: ({ minutes }) => `इंतज़ार ${minutes} मिनट`,
  noWait: 'कोई इंतज़ार नहीं',
  notAvailable: 'उपलब्ध नहीं',
  noBarbers: 'अभी कोई बार्बर नहीं। बार्बर टैब में जोड़ें।',
  loadFailed: 'कुर्सियाँ लोड नहीं हो सकीं।',
  retry: 'फिर से कोशिश करें',
  token: 'टोकन',
};

export default hi;
