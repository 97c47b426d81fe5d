import type { Language } from '../../shared/constants.js';

/**
 * The offline page's words, in the language the app was last shown in on the device. The worker
 * writes the page itself (offline-page.ts), without the app's catalogues, which it does not load.
 */
export interface OfflineTexts {
  offline: string;
  titleWithShop: (name: string) => string;
  theShop: string;
  cannotReach: (shop: string) => string;
  callToJoin: string;
  call: string;
  tryAgain: string;
  noOldWaits: string;
}

export const OFFLINE_TEXTS: Record<Language, OfflineTexts> = {
  en: {
    offline: "You're offline",
    titleWithShop: (name) => `You're offline · ${name}`,
    theShop: 'the shop',
    cannotReach: (shop) => `We can't reach ${shop} right now. Check your phone's internet connection, then try again.`,
    callToJoin: 'To join the queue or ask about your booking, call the shop.',
    call: 'Call',
    tryAgain: 'Try again',
    noOldWaits: 'Wait times show again once you are back online: an old one is never shown as current.',
  },
  hi: {
    offline: 'आप ऑफ़लाइन हैं',
    titleWithShop: (name) => `आप ऑफ़लाइन हैं · ${name}`,
    theShop: 'दुकान',
    cannotReach: (shop) => `अभी ${shop} से संपर्क नहीं हो पा रहा। अपने फ़ोन का इंटरनेट कनेक्शन जाँचें, फिर दोबारा कोशिश करें।`,
    callToJoin: 'कतार में जुड़ने या अपनी बुकिंग के बारे में पूछने के लिए दुकान पर फ़ोन करें।',
    call: 'कॉल करें',
    tryAgain: 'फिर कोशिश करें',
    noOldWaits: 'ऑनलाइन आते ही इंतज़ार का समय फिर दिखेगा: पुराना समय कभी मौजूदा बताकर नहीं दिखाया जाता।',
  },
};
