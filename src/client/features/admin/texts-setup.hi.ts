import type { Translation } from '../../lib/i18n/catalogue.js';
import type { SetupTexts } from './texts-setup.js';

const hi: Translation<SetupTexts> = {
  title: 'अपनी दुकान तैयार करें',
  lead: 'पहले ग्राहक से पहले कुछ कदम। बार्बर, सेवाएँ जुड़ने और दुकान एक बार खुलने के बाद यह सूची हट जाएगी।',
  progress: ({ done, total }) => `${total} में से ${done} पूरे`,
  done: 'पूरा',
  notDone: 'अभी बाकी',
  barbersTitle: 'अपने बार्बर जोड़ें',
  barbersHint: 'हर बार्बर को एक लॉगिन और एक कुर्सी मिलती है जिसे ग्राहक बुक कर सकते हैं।',
  barbersAction: 'बार्बर जोड़ें',
  servicesTitle: 'अपनी सेवाएँ जोड़ें',
  servicesHint: 'ग्राहक इन्हीं में से चुनते हैं, हर एक में लगने वाले समय के साथ।',
  servicesAction: 'सेवा जोड़ें',
  hoursTitle: 'दुकान का समय जाँचें',
  hoursHint: ({ open, close }) => `अभी ${open} से ${close}। इसे बदलें, या सही हो तो ऐसे ही रखें।`,
  hoursAction: 'समय बदलें',
  hoursKeep: 'यह समय सही है',
  posterTitle: 'अपना QR पोस्टर छापें',
  posterHint: 'लाइव बोर्ड पर एक QR कोड है जिसे स्कैन करके ग्राहक बुक करते हैं। इसे स्क्रीन पर खोलें या छापें।',
  posterAction: 'बोर्ड खोलें',
  opensInNewTab: '(नए टैब में खुलता है)',
  openTitle: 'दुकान खोलें',
  openHint: 'दुकान खुलने के बाद ही ग्राहक बुक कर सकते हैं।',
  openAction: 'स्विच पर जाएँ',
  dismiss: 'यह सूची छिपाएँ',
  dismissed: 'तैयारी की सूची छिपा दी गई।',
};

export default hi;
