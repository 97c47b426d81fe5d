import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BarberTakingsTexts } from './texts-takings.js';

const hi: Translation<BarberTakingsTexts> = {
  title: 'आज की कमाई',
  loading: 'आज की कमाई लोड हो रही है',
  failed: 'आज की कमाई लोड नहीं हो सकी',
  retry: 'फिर से कोशिश करें',
  payments: ({ shown }) => `${shown} भुगतान`,
  total: 'कुल',
  tips: 'टिप',
  share: ({ rate }) => `${rate}% पर आपका हिस्सा`,
  shareHint: 'छूट के बाद चुकाई गई सेवाओं पर कमीशन, और सारी टिप।',
  unpaid: ({ amount }) => `${amount} बाकी (उधार), चुकाने पर गिना जाएगा`,
  none: 'आज अभी कोई भुगतान दर्ज नहीं हुआ।',
};

export default hi;
