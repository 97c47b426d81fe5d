import type { Translation } from '../../lib/i18n/catalogue.js';
import type { TrackUpiTexts } from './texts-upi.js';

const hi: Translation<TrackUpiTexts> = {
  title: 'यूपीआई से भुगतान करें',
  amount: ({ amount }) => `रकम: ${amount}`,
  scan: 'किसी भी यूपीआई ऐप से यह कोड स्कैन करें, या इसी फ़ोन से अपना यूपीआई ऐप खोलें।',
  qrLabel: ({ amount }) => `${amount} भुगतान का यूपीआई QR कोड`,
  openApp: 'यूपीआई ऐप खोलें',
  afterPaying: 'भुगतान हो जाने पर नाई को अपने फ़ोन पर दिखा दें।',
};

export default hi;
