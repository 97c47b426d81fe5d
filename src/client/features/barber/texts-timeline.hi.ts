import type { Translation } from '../../lib/i18n/catalogue.js';
import type { TimelineTexts } from './texts-timeline.js';

const hi: Translation<TimelineTexts> = {
  loadingTimeline: 'टाइमलाइन लोड हो रही है',
  inTheChair: 'कुर्सी पर',
  walkIn: 'वॉक-इन',
  appointment: 'अपॉइंटमेंट',
  legend: 'रंगों का मतलब',
  nextHours: 'अगले 4 घंटे',
  fromTo: ({ start, end }) => `${start} से ${end} तक`,
  plannedBookings: 'तय बुकिंग',
  nothingPlanned: 'कुछ तय नहीं है',
  hoursFree: 'अगले 4 घंटे खाली हैं। नई बुकिंग यहाँ तुरंत दिखेंगी।',
  nowAt: ({ time }) => `अभी ${time}`,
  nowSentence: ({ time }) => `अभी ${time}।`,
  moreLater: ({ count, time }) => `${time} के बाद ${count} और बुकिंग। कतार टैब देखें।`,
};

export default hi;
