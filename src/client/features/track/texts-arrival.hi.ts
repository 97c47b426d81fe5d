import type { Translation } from '../../lib/i18n/catalogue.js';
import type { TrackArrivalTexts } from './texts-arrival.js';

const hi: Translation<TrackArrivalTexts> = {
  heading: 'दुकान पर हैं?',
  imHere: 'मैं यहाँ हूँ',
  saying: 'दुकान को बता रहे हैं...',
  hereNow: 'आप दुकान में दर्ज हैं',
  hereHint: 'बार्बर देख रहे हैं कि आप दुकान में हैं, आपकी बारी पर बुलाएँगे।',
  notHere: 'अभी दुकान पर नहीं हैं? पहुँचकर बार्बर को बताएँ।',
  passed: 'आपकी बारी आई, पर आप दुकान पर नहीं थे: लौटते ही आप अगले हैं।',
  runningLate: 'देर हो रही है?',
  lateMinutes: ({ minutes }) => `${minutes} मिनट`,
  lateLabel: ({ minutes }) => `${minutes} मिनट की देरी`,
  lateKept: ({ time }) => `देरी: आपकी बारी ${time} या उसके बाद के लिए रखी है। तब तक दूसरे पहले जाएँगे।`,
  toldHere: 'बार्बर को पता है कि आप यहाँ हैं',
  toldLate: ({ time }) => `दुकान को पता है कि आपको देर हो रही है। अनुमानित समय ${time}।`,
  failed: 'दुकान को नहीं बता पाए',
  pleaseTryAgain: 'कृपया फिर से कोशिश करें।',
};

export default hi;
