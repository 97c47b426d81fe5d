import type { Translation } from '../../lib/i18n/catalogue.js';
import type { ServiceTexts } from './texts-services.js';

const hi: Translation<ServiceTexts> = {
  description: 'हर इंतज़ार और स्लॉट सेवा के समय से तय होता है, इसलिए समय सही रखें।',
  addService: 'सेवा जोड़ें',
  addFirstService: 'पहली सेवा जोड़ें',
  loading: 'सेवाएँ लोड हो रही हैं',
  failedLoad: 'सेवाएँ लोड नहीं हो सकीं',
  empty: 'अभी कोई सेवा नहीं है',
  emptyHint: 'दुकान की सेवाएँ जोड़ें, ताकि ग्राहक उनकी बुकिंग कर सकें।',
  noPrice: 'कोई दाम नहीं',
  deleteTitle: 'सेवा हटाएँ',
  deleteConfirm: ({ name }) => `क्या आप सच में ${name} हटाना चाहते हैं? नई बुकिंग में यह नहीं मिलेगी; पुरानी बुकिंग में यह बनी रहेगी।`,
  deleted: 'सेवा हटा दी गई',
  deletedDescription: ({ name }) => `${name} अब नहीं मिलेगी।`,
  failedDelete: 'सेवा हटाई नहीं जा सकी',
  addDescription: 'ग्राहक बुकिंग करते समय इसे चुनते हैं; इसके समय से उनका इंतज़ार तय होता है।',
  added: 'सेवा जोड़ दी गई',
  addedDescription: ({ name }) => `${name} की बुकिंग अब हो सकती है।`,
  failedAdd: 'सेवा जोड़ी नहीं जा सकी',
  editTitle: 'सेवा बदलें',
  editDescription: 'जो बुकिंग हो चुकी हैं, उनमें सेवा पहले जैसी ही रहेगी।',
  updated: 'सेवा अपडेट हो गई',
  failedUpdate: 'सेवा अपडेट नहीं हो सकी',
  icon: 'आइकन',
  serviceDescription: 'विवरण',
  duration: 'समय (मिनट)',
  price: 'दाम (₹)',
  priceHint: 'खाली छोड़ें तो दाम नहीं दिखेगा।',
};

export default hi;
