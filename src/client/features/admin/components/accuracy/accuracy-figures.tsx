import type { AccuracyFigures as Figures } from '../../../../../shared/schemas/accuracy.js';
import { figureCards } from '../../logic/accuracy.js';
import { useAccuracyWords } from './use-accuracy-words.js';

/**
 * The shop's three figures for the period as cards: on phones a row each (label and meaning left,
 * number right), from `sm` three side by side with the number under the label.
 */
export function AccuracyFigures({ figures }: { figures: Figures }) {
  const words = useAccuracyWords();
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figureCards(figures, words).map((card) => (
        <div
          key={card.label}
          className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-2xl border border-line bg-white px-4 py-3.5 shadow-[0_1px_2px_rgb(14_14_16/0.04)] sm:grid-cols-1 sm:content-start sm:p-5"
        >
          <dt className="col-start-1 row-start-1 text-xs font-semibold tracking-wider text-ink-500 uppercase [&:lang(hi)]:tracking-normal">{card.label}</dt>
          <dd className="col-start-2 row-span-2 row-start-1 font-display text-3xl font-semibold text-ink-950 tabular-nums sm:col-start-1 sm:row-span-1 sm:row-start-2 sm:text-4xl">
            {card.value}
          </dd>
          <dd className="col-start-1 row-start-2 text-sm leading-snug text-ink-500 sm:row-start-3">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
