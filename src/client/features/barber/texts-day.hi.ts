import type { Translation } from '../../lib/i18n/catalogue.js';
import type { DayTexts } from './texts-day.js';

const hi: Translation<DayTexts> = {
  myDay: 'मेरा दिन',
  takeBreak: 'ब्रेक लें',
  breakIntro: 'अभी शुरू होगा, या कुर्सी वाले ग्राहक के बाद। ग्राहक देखेंगे कि आप कब लौटेंगे।',
  breakLoadFailed: 'आपका ब्रेक और काम के घंटे लोड नहीं हो सके।',
  breakLength: ({ minutes }) => `${minutes} मि.`,
  breakOf: ({ minutes }) => `${minutes} मिनट का ब्रेक`,
  endBreak: 'ब्रेक खत्म करें',
  ending: 'खत्म हो रहा है...',
  onBreakUntil: ({ time }) => `${time} तक ब्रेक पर`,
  breakFromTo: ({ start, end }) => `${start} से ${end} तक ब्रेक`,
  breakAfterCustomer: 'कुर्सी वाले ग्राहक का काम पूरा होते ही शुरू होगा।',
  customersSeeBackAt: ({ time }) => `ग्राहक आपके कार्ड पर “${time} तक वापस” देखते हैं।`,
  breakStartFailed: 'ब्रेक शुरू नहीं हो सका',
  breakEndFailed: 'ब्रेक खत्म नहीं हो सका',

  myHours: 'मेरे काम के घंटे',
  todayHours: ({ hours }) => `आज: ${hours}`,
  today: 'आज',
  keepsShopHours: 'दुकान के घंटे: दुकान जब भी खुली हो, आप काम करते हैं।',
  daysOff: 'छुट्टी के दिन:',
  hoursSetByAdmin: 'आपके काम के घंटे दुकान के एडमिन तय करते हैं।',
  loadingHours: 'आपके घंटे लोड हो रहे हैं...',
  dayOff: 'छुट्टी',
  shopClosed: 'दुकान बंद',

  summary: 'सारांश',
  activeBookings: 'चालू बुकिंग',
  queueTime: 'कतार का समय',
  nextAvailable: 'अगला खाली समय',
  activeFailed: 'चालू बुकिंग लोड नहीं हो सकीं',
  notAvailable: 'उपलब्ध नहीं',
  queueMinutes: ({ minutes }) => `${minutes} मिनट`,
  queueHours: ({ hours, minutes }) => {
    const hoursText = hours === 1 ? '1 घंटा' : `${hours} घंटे`;
    return minutes === 0 ? hoursText : `${hoursText} ${minutes} मिनट`;
  },
};

export default hi;
