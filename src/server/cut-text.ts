/**
 * Cutting a name to fit a place that holds only so much (a home-screen label, a message header),
 * at whole letters as people see them: a letter with its vowel signs, or an emoji, is one and is
 * never split.
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The letters of a text as people see them. */
export function lettersOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** How many letters a text has, as people see them. */
export const letterCount = (text: string): number => lettersOf(text).length;

const ELLIPSIS = '…';

/**
 * The first whole letters of `text` that fit within `max` by `measure` with an ellipsis after them,
 * without the spaces (or whatever `looseEnd` matches) they end with; '' when no letter fits.
 */
export function cutWithEllipsis(text: string, max: number, measure: (text: string) => number, looseEnd = /\s+$/u): string {
  const room = max - measure(ELLIPSIS);
  let cut = '';
  for (const letter of lettersOf(text)) {
    if (measure(cut + letter) > room) break;
    cut += letter;
  }
  cut = cut.replace(looseEnd, '');
  return cut === '' ? '' : `${cut}${ELLIPSIS}`;
}
