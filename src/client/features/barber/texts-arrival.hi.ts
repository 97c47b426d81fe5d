import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BarberArrivalTexts } from './texts-arrival.js';

const hi: Translation<BarberArrivalTexts> = {
  here: 'यहाँ',
  away: 'बाहर',
  hereTitle: 'दुकान में',
  awayTitle: 'अभी दुकान पर नहीं',
  markHere: 'यहाँ दर्ज करें',
  markHereLabel: ({ token, name }) => `टोकन #${token}, ${name}, को यहाँ दर्ज करें`,
  marking: 'दर्ज हो रहा है...',
  markedHere: ({ token, name }) => `टोकन #${token}, ${name}, दुकान में हैं`,
  markFailed: 'यहाँ दर्ज नहीं हो सका',
  serveNextHere: 'अगले मौजूद ग्राहक को बुलाएँ',
  serveNextHereHint: ({ token }) => `टोकन #${token} बाहर हैं: उनकी पहली जगह बनी रहेगी और उन्हें बताया जाएगा।`,
  passedOver: ({ count }) => (count === 1 ? 'एक बार छोड़ा गया' : `${count} बार छोड़ा गया`),
  passedTwice: 'बाहर रहते दो बार छोड़ा गया: चले गए हों तो नो-शो करें।',
  runningLate: ({ time }) => `देरी: ${time} से`,
  pleaseTryAgain: 'कृपया फिर से कोशिश करें।',
};

export default hi;
