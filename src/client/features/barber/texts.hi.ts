import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BarberTexts } from './texts.js';

const hi: Translation<BarberTexts> = {
  staff: 'स्टाफ़',
  loginTitle: 'बार्बर लॉगिन',
  loginIntro: 'अपनी कुर्सी, अपनी कतार और अपना दिन देखने के लिए साइन इन करें।',
  backHome: 'होम पर वापस',
  username: 'यूज़रनेम',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  signIn: 'साइन इन करें',
  signingIn: 'साइन इन हो रहा है...',
  badCredentials: 'लॉगिन नहीं हो सका। कृपया अपना यूज़रनेम और पासवर्ड जाँचें।',
  wrongRole: 'यूज़र की भूमिका या बार्बर की जानकारी सही नहीं है',
  loginFailed: 'लॉगिन नहीं हो सका',
  loginNetwork: 'लॉगिन के समय कोई गड़बड़ी हुई',

  accessDenied: 'प्रवेश की अनुमति नहीं',
  accessUnavailable:
    'आपका खाता अभी "उपलब्ध नहीं" पर है, इसलिए डैशबोर्ड फ़िलहाल बंद है। दुकान के मालिक से कहें कि आपको फिर से उपलब्ध कर दें।',
  accessDeactivated: 'यह बार्बर खाता अब चालू नहीं है। कृपया दुकान के मालिक से बात करें।',
  goHome: 'होम पर जाएँ',
  accountDeactivated: 'खाता बंद कर दिया गया',
  signedOut: 'साइन आउट हो गए',

  barber: 'बार्बर',
  live: 'लाइव',
  offline: 'ऑफ़लाइन',
  reconnectNow: ', अभी फिर से जोड़ें',
  logout: 'लॉग आउट',
  offlinePaused: 'सेवा शुरू करना, ब्रेक और समय बदलना अभी बंद है',
  tabs: 'डैशबोर्ड',
  tabServing: 'कुर्सी',
  tabQueue: 'कतार',
  tabTimeline: 'टाइमलाइन',
  tabHistory: 'इतिहास',
  queueTabWaiting: ({ count }) => `(${count} इंतज़ार में)`,

  retry: 'फिर से कोशिश करें',
  retrying: 'फिर से कोशिश हो रही है...',
  checkConnection: 'कनेक्शन जाँचें और फिर से कोशिश करें।',
  tryAgain: 'कृपया फिर से कोशिश करें।',
  statusUpdated: 'स्थिति बदल गई',
  statusFailed: 'बुकिंग की स्थिति नहीं बदल सकी',
  timeUpdated: 'समय बदल गया',
  timeFailed: 'बचा हुआ समय नहीं बदल सका',
  nowServing: ({ token, name }) => `#${token} ${name} अब कुर्सी पर हैं।`,
  nowCompleted: ({ token, name }) => `#${token} ${name} की सेवा पूरी हुई।`,
  nowCancelled: ({ token, name }) => `#${token} ${name} की बुकिंग रद्द हो गई।`,
  nowNoShow: ({ token, name }) => `#${token} ${name} को नो-शो मार्क किया गया।`,
  minutesRemaining: ({ minutes }) => `${minutes} मिनट बाकी।`,
  noAnswer: 'सर्वर से कोई जवाब नहीं आया। फिर से कोशिश करने से पहले दिखाया गया समय जाँच लें।',
};

export default hi;
