import type { Translation } from '../../lib/i18n/catalogue.js';
import type { ServingTexts } from './texts-serving.js';

const hi: Translation<ServingTexts> = {
  servingFailed: 'कुर्सी की बुकिंग लोड नहीं हो सकी',
  loadingChair: 'कुर्सी की जानकारी लोड हो रही है',
  currentlyServing: 'अभी सेवा में',
  complete: 'पूरा करें',
  completing: 'पूरा हो रहा है...',
  timeRemaining: 'बचा हुआ समय',
  timeIsUp: 'समय पूरा हो गया',
  aboutLeft: ({ wait }) => `लगभग ${wait} बाकी`,
  doneBy: 'खत्म होगा',
  adjustTime: 'बचा हुआ समय बदलें',
  adjustBy: ({ minutes }) => `${minutes > 0 ? '+' : '−'}${Math.abs(minutes)} मि.`,
  start: 'शुरू करें',
  starting: 'शुरू हो रहा है...',

  keepBooking: 'बुकिंग रहने दें',
  cancel: 'रद्द करें',
  cancelTitle: ({ token }) => `बुकिंग #${token} रद्द करें?`,
  cancelQuestion: ({ name }) =>
    `क्या आप सच में यह बुकिंग रद्द करना चाहते हैं? ${name} की जगह चली जाएगी, और बुकिंग आपके इतिहास में "बार्बर ने रद्द की" के रूप में दिखेगी।`,
  cancelConfirm: 'बुकिंग रद्द करें',
  cancelling: 'रद्द हो रही है...',
  noShow: 'नो-शो',
  noShowTitle: ({ token }) => `बुकिंग #${token} को नो-शो मार्क करें?`,
  noShowQuestion: ({ name }) => `${name} नहीं आए। बुकिंग रद्द हो जाएगी और आपके इतिहास में नो-शो के रूप में दिखेगी।`,
  noShowConfirm: 'नो-शो मार्क करें',
  marking: 'मार्क हो रहा है...',

  token: 'टोकन',
  call: 'कॉल करें',
  slot: 'स्लॉट',
  slotAt: ({ time }) => `स्लॉट ${time}`,
  queue: 'कतार',
  services: 'सेवाएँ',
  serviceChip: ({ name, minutes }) => `${name} (${minutes} मि.)`,
  note: 'नोट:',
  afterClosing: 'दुकान बंद होने के बाद',
  afterClosingWhy: 'आगे की कतार की वजह से यह वॉक-इन आपके काम का दिन खत्म होने के बाद आता है।',
  outsideHours: 'आपके समय से बाहर',
  outsideHoursWhy: 'यह अपॉइंटमेंट ऐसे समय पर है जब आप अब काम नहीं करते: बुकिंग के बाद आपके घंटे बदल गए।',
  messagesToCustomer: 'ग्राहक को भेजे संदेश',
  toldTurnNear: 'बताया: बारी पास है',
  messagesOff: 'संदेश बंद',
  repeatNoShows: ({ count, days }) => `${days} दिनों में ${count} नो-शो`,
  noWait: '(इंतज़ार नहीं)',
  waitMinutes: ({ minutes }) => `(${minutes} मिनट)`,
  waitHours: ({ hours, minutes }) => {
    const hoursText = hours === 1 ? '1 घंटा' : `${hours} घंटे`;
    return minutes === 0 ? `(${hoursText})` : `(${hoursText} ${minutes} मिनट)`;
  },

  queueFailed: 'कतार लोड नहीं हो सकी',
  loadingNext: 'अगला ग्राहक लोड हो रहा है',
  chairFree: 'कुर्सी खाली है।',
  startWhenSeated: 'अगला ग्राहक बैठ जाए, तब शुरू करें।',
  nobodyStartable: 'अभी किसी को शुरू नहीं किया जा सकता।',
  nextUp: 'अगला ग्राहक',
  nextAppointmentAt: ({ time }) => `अगला अपॉइंटमेंट ${time} पर`,
  nextAppointmentWhen: ({ token, name, time }) =>
    `#${token} ${name} को ${time} से शुरू किया जा सकता है। इस बीच आने वाले वॉक-इन पहले लिए जा सकते हैं।`,
  noOneWaiting: 'कोई इंतज़ार में नहीं है',
  newBookingsAppear: 'नए वॉक-इन और अपॉइंटमेंट बुक होते ही यहाँ दिखेंगे।',

  loadingQueue: 'कतार लोड हो रही है',
  waitingCount: ({ count }) => `${count} इंतज़ार में`,
  finishCurrentFirst: 'अगले को शुरू करने के लिए पहले कुर्सी वाले ग्राहक का काम पूरा करें',
  waitingCustomers: 'इंतज़ार कर रहे ग्राहक',
  position: ({ position }) => `नंबर ${position}:`,
  expectedStart: 'अनुमानित शुरुआत',
  minutesLate: ({ minutes }) => `समय से ${minutes} मिनट ऊपर और शुरू नहीं हुआ: क्या ग्राहक आए नहीं?`,
  canStartAt: ({ time }) => `${time} से शुरू कर सकते हैं`,

  waiting: 'इंतज़ार में',
  noOneWaitingYet: 'कोई इंतज़ार में नहीं है।',
  expectedTime: ({ time }) => `अनुमानित ${time}`,
  seeAll: ({ count }) => `सभी ${count} देखें`,
  openQueue: 'कतार खोलें',
};

export default hi;
