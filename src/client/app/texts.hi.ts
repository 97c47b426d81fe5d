import type { Translation } from '../lib/i18n/catalogue.js';
import type { AppTexts } from './texts.js';

const hi: Translation<AppTexts> = {
  pageTitle: ({ page, shop }) => `${page} · ${shop}`,
  homeTitle: ({ shop }) => `${shop} · प्रीमियम ग्रूमिंग`,
  bookingTitle: 'अपॉइंटमेंट बुक करें',
  trackTitle: 'अपनी बुकिंग ट्रैक करें',
  customerLoginTitle: 'साइन इन',
  accountTitle: 'मेरा खाता',
  myBookingsTitle: 'मेरी बुकिंग',
  barberLoginTitle: 'बार्बर साइन इन',
  barberDashboardTitle: 'बार्बर डैशबोर्ड',
  adminLoginTitle: 'एडमिन साइन इन',
  adminDashboardTitle: 'एडमिन डैशबोर्ड',
  platformTitle: 'प्लैटफ़ॉर्म',
  shopsTitle: 'दुकान खोजें',
  chainTitle: 'हमारी शाखाएँ',
  signupTitle: 'अपनी दुकान जोड़ें',
  boardTitle: 'लाइव बोर्ड',
  notFoundPageTitle: 'पेज नहीं मिला',
  loading: 'लोड हो रहा है...',
  redirectingToLogin: 'लॉगिन पेज पर ले जा रहे हैं...',
  loadingAuth: 'आपका लॉगिन जाँच रहे हैं...',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  unexpectedError: 'एक अनचाही गड़बड़ी हुई। इसे दर्ज कर लिया गया है और हमारी टीम इसकी जाँच करेगी।',
  tryAgain: 'फिर कोशिश करें',
  reloadPage: 'पेज फिर से लोड करें',
  notFoundHeading: '404 पेज नहीं मिला',
  notFoundText: 'क्या आप यह पेज राउटर में जोड़ना भूल गए?',
  backToHome: 'होम पर वापस जाएँ',
  noShopTitle: 'यहाँ कोई दुकान नहीं',
  noShopText: 'दुकान के पोस्टर पर या आपको मिले लिंक में पता जाँचें।',
  suspendedTitle: 'बुकिंग बंद है',
  suspendedText: 'अभी बुकिंग रुकी हुई है। कृपया दुकान से पूछें, या बाद में फिर कोशिश करें।',
};

export default hi;
