import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { WalkInTexts } from './texts.js';

const hi: Translation<WalkInTexts> = {
  addWalkIn: 'वॉक-इन जोड़ें',
  addWalkInTitle: 'वॉक-इन ग्राहक जोड़ें',
  addWalkInIntro: 'केवल सेवा ज़रूरी है। ग्राहक को दुकान में मौजूद माना जाएगा।',
  name: 'नाम',
  nameHint: 'वैकल्पिक: खाली छोड़ने पर “वॉक-इन” लिखा जाएगा।',
  phone: 'फ़ोन',
  phoneHint: 'वैकल्पिक: नंबर देने पर ग्राहक को सामान्य संदेश मिलेंगे।',
  services: 'सेवाएँ',
  barber: 'बार्बर',
  firstAvailable: 'जो पहले खाली हो',
  firstAvailableHint: 'वह बार्बर जो सबसे जल्दी शुरू कर सके',
  add: 'जोड़ें',
  adding: 'जोड़ा जा रहा है...',
  addFailed: 'वॉक-इन नहीं जुड़ सका',
  loadFailed: 'सेवाएँ लोड नहीं हो सकीं।',
  retry: 'फिर से कोशिश करें',
  tokenTitle: 'वॉक-इन जुड़ गया',
  tokenLabel: 'टोकन',
  withBarber: ({ barber, time }) => `${barber}, अनुमानित समय ${time}`,
  photographHint: 'यह ग्राहक को दिखाएँ: वे टोकन लिख सकते हैं या कोड स्कैन करके अपनी बारी देख सकते हैं।',
  qrFor: ({ token }) => `टोकन ${token} के पेज का QR कोड`,
  openPage: 'टोकन पेज खोलें',
  addAnother: 'एक और जोड़ें',
  done: 'हो गया',
};

export default hi;
