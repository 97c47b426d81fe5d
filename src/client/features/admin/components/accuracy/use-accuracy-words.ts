import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import type { AccuracyWords } from '../../logic/accuracy.js';
import { adminTexts } from '../../texts.js';
import { accuracyTexts } from '../../texts-accuracy.js';

/** The texts and language the accuracy figures are written in now. */
export function useAccuracyWords(): AccuracyWords {
  return { t: useTexts(accuracyTexts), admin: useTexts(adminTexts), language: useLanguage() };
}
