import type { Translation } from '../../lib/i18n/catalogue.js';
import type { AccuracyTexts } from './texts-accuracy.js';

const hi: Translation<AccuracyTexts> = {
  description: 'बताया गया इंतज़ार कितना सही निकला: वॉक-इन ग्राहकों को लाइन में लगते समय बताया गया समय, और बार्बर ने असल में कब शुरू किया।',
  loading: 'इंतज़ार की सटीकता लोड हो रही है',
  failedLoad: 'इंतज़ार की सटीकता लोड नहीं हो सकी',
  empty: 'इस दौरान अभी कोई वॉक-इन नहीं निपटा',
  emptyHint: 'बार्बर वॉक-इन शुरू और पूरे करेंगे, तब आँकड़े दिखेंगे।',
  period: 'अवधि',
  days: ({ days }) => `${days} दिन`,
  served: ({ days, walkIns }) => `पिछले ${days} दिन: ${walkIns} निपटाए`,
  walkIns: ({ shown }) => `${shown} वॉक-इन`,
  medianError: 'आम अंतर',
  medianErrorHint: 'बताए गए और असल शुरू होने के समय में आम तौर पर कितना अंतर रहा, आगे या पीछे',
  withinTen: '10 मिनट के अंदर',
  withinTenHint: 'बताए गए समय के 10 मिनट के अंदर शुरू हुए',
  startedLate: 'देर से शुरू',
  startedLateHint: 'बताए गए समय से 5 मिनट से ज़्यादा देर से शुरू हुए',
  byDay: 'हर दिन का आम अंतर',
  byDayHint: 'खाली दिनों में कोई वॉक-इन नहीं था।',
  byDayRange: ({ from, to }) => `${from} से ${to} तक हर दिन का आम अंतर।`,
  byDayNone: 'किसी दिन कोई वॉक-इन नहीं था।',
  lowestHighest: ({ low, lowDay, high, highDay }) => `सबसे कम ${low} (${lowDay}), सबसे ज़्यादा ${high} (${highDay})।`,
  onlyDay: ({ value, day }) => `${day} को ${value}।`,
  daysWithout: ({ count, shown }) => (count === 1 ? `${shown} दिन कोई वॉक-इन नहीं था।` : `${shown} दिन कोई वॉक-इन नहीं थे।`),
  dayBar: ({ day, value, walkIns }) => `${day}: ${value}, ${walkIns}`,
  byBarber: 'हर बार्बर',
  byBarberHint: 'सभी बार्बर, जिनके वॉक-इन थे वे पहले।',
  accuracyByBarber: 'हर बार्बर की सटीकता',
  barber: 'बार्बर',
  walkInsHead: 'वॉक-इन',
};

export default hi;
