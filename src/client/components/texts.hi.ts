import type { Translation } from '../lib/i18n/catalogue.js';
import type { ComponentTexts } from './texts.js';

const hi: Translation<ComponentTexts> = {
  language: 'भाषा',
  languageSwitchTo: ({ language }) => `भाषा बदलकर ${language} करें`,
  languageLoadFailed: 'भाषा लोड नहीं हो सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
};

export default hi;
