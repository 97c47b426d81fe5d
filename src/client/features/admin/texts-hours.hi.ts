import type { Translation } from '../../lib/i18n/catalogue.js';
import type { HoursTexts } from './texts-hours.js';

const hi: Translation<HoursTexts> = {
  title: 'काम का समय',
  description: ({ name }) => `${name} कब स्लॉट और वॉक-इन लेते हैं। इस समय के बाहर ग्राहक बुकिंग नहीं कर सकते।`,
  loading: 'काम का समय लोड हो रहा है',
  failedLoad: 'काम का समय लोड नहीं हो सका',
  saved: 'काम का समय सेव हो गया',
  savedDescription: ({ name }) => `${name} का समय बुकिंग पेज पर अपडेट हो गया है।`,
  failedSave: 'काम का समय सेव नहीं हो सका',
  someNotSaved: 'इनमें से कुछ समय सेव नहीं हो सके। ऊपर के संदेश देखें।',
  notSaved: 'समय सेव नहीं हो सका। कृपया फिर कोशिश करें।',
  weeklyHours: 'हफ़्ते का समय',
  ownHours: 'अपना समय',
  sameAsShop: 'दुकान के समय जैसा',
  ownHoursHint: 'जो दिन बंद है, वह छुट्टी का दिन है। दिन के समयों के बीच का अंतर ब्रेक है, जैसे लंच।',
  everyDay: ({ hours }) => `हर दिन, ${hours}। दुकान का समय बदलने पर यह भी बदल जाता है।`,
  useShopHours: 'दुकान का समय रखें',
  setOwnHours: 'अपना समय तय करें',
  daysOff: 'छुट्टियाँ',
  daysOffHint: 'जिन तारीखों पर यह बार्बर नहीं आएँगे, जैसे छुट्टी। दुकान बंद होने की तारीखें सब पर लागू होती हैं।',
  dayOff: 'छुट्टी',
  addDayOff: 'छुट्टी जोड़ें',
  removeDayOff: ({ date }) => `${date} की छुट्टी हटाएँ`,
  noDaysOff: 'कोई छुट्टी नहीं',
  saveHours: 'समय सेव करें',
  works: 'काम पर',
  worksOn: ({ day }) => `${day} को काम पर`,
  periodStart: ({ day, period }) => `${day} समय ${period} शुरू`,
  periodEnd: ({ day, period }) => `${day} समय ${period} खत्म`,
  removePeriod: ({ day, period }) => `${day} का समय ${period} हटाएँ`,
  addBreak: 'ब्रेक जोड़ें',
  addBreakOn: ({ day }) => `${day} को ब्रेक जोड़ें`,
  timesToBeSet: 'समय अभी तय नहीं',
  enterTime: 'समय लिखें',
};

export default hi;
