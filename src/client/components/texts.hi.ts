import type { Translation } from '../lib/i18n/catalogue.js';
import type { ComponentTexts } from './texts.js';

const hi: Translation<ComponentTexts> = {
  language: 'भाषा',
  languageSwitchTo: ({ language }) => `भाषा बदलकर ${language} करें`,
  languageLoadFailed: 'भाषा लोड नहीं हो सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  close: 'बंद करें',
  closeMenu: 'मेन्यू बंद करें',
  loading: 'लोड हो रहा है',
  dismiss: 'हटाएँ',
  deviceOffline: 'आप ऑफ़लाइन हैं',
  serverUnreachable: 'दुकान के सर्वर से संपर्क नहीं हो पा रहा',
  pausedNote: ({ paused }) => `${paused}। अभी जो भी दबाएँगे, वह बाद में नहीं भेजा जाएगा।`,
  checking: 'जाँच रहे हैं...',
  tryAgain: 'फिर कोशिश करें',
};

export default hi;
