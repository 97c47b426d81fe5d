import type { Translation } from '../../lib/i18n/catalogue.js';
import type { ReassignTexts } from './texts-reassign.js';

const hi: Translation<ReassignTexts> = {
  reassign: 'इंतज़ार कर रहे ग्राहकों को दूसरे बार्बर को दें',
  reassignLabel: ({ name }) => `${name} के इंतज़ार कर रहे ग्राहकों को दूसरे बार्बर को दें`,
  reassignTitle: ({ name }) => `${name} के ग्राहक दूसरे बार्बर को दें?`,
  counting: 'इंतज़ार कर रहे वॉक-इन गिने जा रहे हैं...',
  countFailed: 'इंतज़ार कर रहे वॉक-इन गिने नहीं जा सके। इसे बंद करके फिर से कोशिश करें।',
  willMove: ({ count, name }) =>
    `${count} इंतज़ार कर रहे वॉक-इन उन बार्बर के पास जाएँगे जो उन्हें सबसे जल्दी ले सकें, और हर ग्राहक को बताया जाएगा। अपॉइंटमेंट ${name} के पास ही रहेंगे।`,
  nothingToMove: ({ name }) => `${name} के लिए कोई वॉक-इन इंतज़ार नहीं कर रहा है। अपॉइंटमेंट अपने बार्बर के पास रहते हैं।`,
  keep: 'रहने दें',
  confirm: 'दूसरे बार्बर को दें',
  reassigning: 'दिए जा रहे हैं...',
  reassigned: 'ग्राहक दूसरे बार्बर को दिए गए',
  movedCount: ({ count }) => `${count} वॉक-इन भेजे गए।`,
  nobodyMoved: 'भेजने के लिए कोई इंतज़ार नहीं कर रहा था।',
  reassignFailed: 'ग्राहक दूसरे बार्बर को नहीं दिए जा सके',
};

export default hi;
