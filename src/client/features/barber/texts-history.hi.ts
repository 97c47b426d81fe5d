import type { Translation } from '../../lib/i18n/catalogue.js';
import type { HistoryTexts } from './texts-history.js';

const hi: Translation<HistoryTexts> = {
  historyFailed: 'बुकिंग का इतिहास लोड नहीं हो सका',
  loadingHistory: 'इतिहास लोड हो रहा है',
  noHistory: 'बुकिंग का कोई इतिहास नहीं',
  noHistoryYet: 'पूरी और रद्द हुई बुकिंग यहाँ दिखेंगी।',
  noMatch: 'इन फ़िल्टर से कोई बुकिंग नहीं मिली',
  tryOtherFilters: 'कोई दूसरी स्थिति, प्रकार या समय चुनकर देखें।',
  finishedBookings: 'खत्म हुई बुकिंग',
  loadMore: 'और दिखाएँ',
  loadingMore: 'लोड हो रहा है...',
  filterHistory: 'इतिहास छाँटें',
  status: 'स्थिति',
  bookingType: 'बुकिंग का प्रकार',
  dateRange: 'समय',
  allStatus: 'सभी स्थितियाँ',
  completed: 'पूरी हुई',
  cancelledByCustomer: 'ग्राहक ने रद्द की',
  cancelledByBarber: 'बार्बर ने रद्द की',
  cancelled: 'रद्द',
  noShow: 'नो-शो',
  allTypes: 'सभी प्रकार',
  queue: 'कतार',
  slot: 'स्लॉट',
  allTime: 'पूरा समय',
  today: 'आज',
  lastWeek: 'पिछले 7 दिन',
  lastMonth: 'पिछले 30 दिन',
  minutesTotal: ({ minutes }) => `कुल ${minutes} मिनट`,
};

export default hi;
