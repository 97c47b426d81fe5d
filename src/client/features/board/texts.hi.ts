import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BoardTexts } from './texts.js';

const hi: Translation<BoardTexts> = {
  tagline: 'प्रीमियम ग्रूमिंग',
  live: 'लाइव',
  connecting: 'जुड़ रहा है…',
  loading: 'बोर्ड लोड हो रहा है…',
  reconnecting: 'फिर से जुड़ रहा है…',
  reconnectingDetail: 'बोर्ड के ऑनलाइन होते ही इंतज़ार का समय फिर दिखेगा।',
  chairsRightNow: 'अभी कुर्सियों का हाल',
  barberColumn: 'बार्बर',
  chairColumn: 'कुर्सी पर',
  nextColumn: 'अगले',
  waitColumn: 'इंतज़ार',
  inTheChair: 'कुर्सी पर:',
  waitLabel: 'इंतज़ार:',
  token: 'टोकन',
  free: 'खाली',
  noOneWaiting: 'कोई इंतज़ार में नहीं',
  nextFor: ({ name }) => `${name} के अगले टोकन`,
  more: ({ count }) => `+${count} और`,
  waitUnknown: 'दोबारा जुड़ने तक पता नहीं',
  noWaitToday: 'आज नहीं',
  notWorkingToday: 'आज छुट्टी पर',
  queueClosedToday: 'आज की कतार बंद',
  onBreakUntil: ({ time }) => `${time} तक ब्रेक पर`,
  onBreak: 'ब्रेक पर',
  startsAt: ({ time }) => `${time} से काम पर`,
  startsLaterToday: 'आज थोड़ी देर में आएँगे',
  noBarbersTitle: 'कोई बार्बर उपलब्ध नहीं',
  noBarbersDescription: 'माफ़ कीजिए, अभी हमारे सभी बार्बर उपलब्ध नहीं हैं। कृपया थोड़ी देर बाद फिर देखें।',
  scanToBook: 'स्कैन करके बुक करें',
  qrCodeFor: ({ url }) => `QR कोड जो ${url} खोलता है`,
  orVisit: 'या खोलें',
};

export default hi;
