import type { Translation } from '../../lib/i18n/catalogue.js';
import type { AnyBarberTexts } from './texts-any.js';

const hi: Translation<AnyBarberTexts> = {
  anyBarber: 'कोई भी बार्बर (सबसे कम इंतज़ार)',
  anyBarberHint: 'आपका वॉक-इन उस बार्बर को मिलेगा जो सबसे जल्दी शुरू कर सके, और हम बताएँगे कि कौन।',
  anyBarberQueueOnly: 'कोई भी बार्बर चुनने पर आप वॉक-इन कतार में जुड़ते हैं। समय बुक करने के लिए एक बार्बर चुनें।',
  anyBarberChosen: 'कोई भी बार्बर',
  assignedEarliest: ({ name, time }) => `${name}: ${time} पर शुरू, सबसे जल्दी`,
};

export default hi;
