import type { AccuracyReport } from '../../../../../shared/schemas/accuracy.js';
import { chartBars, chartSummary, chartTop, formatMinutes, formatWalkIns, shortDate, type AccuracyWords, type ChartBar } from '../../logic/accuracy.js';
import { useAccuracyWords } from './use-accuracy-words.js';

/** Each day is this wide in the drawing's units; the bar takes most of it. */
const STEP = 10;
const HEIGHT = 100;

/** The median error of each day as bars; a day without walk-ins keeps its place, empty. */
export function AccuracyChart({ daily }: { daily: AccuracyReport['daily'] }) {
  const words = useAccuracyWords();
  const bars = chartBars(daily);
  const top = chartTop(daily);
  const tenAt = HEIGHT - (10 / top) * HEIGHT;
  const first = daily[0];
  const last = daily[daily.length - 1];
  const gap = bars.length > 10 ? 2 : 3;
  return (
    <div className="flex flex-col gap-2">
      {/* The scale and the dates repeat what the drawing's label says in words. */}
      <div className="relative mt-5 h-36">
        {/* The 10-minute mark is read in a gutter of its own, beside the line: no bar can cover it. */}
        <span aria-hidden="true" className="absolute right-0 w-11 -translate-y-1/2 text-right text-xs leading-none text-bronze-700 tabular-nums" style={{ top: `${String(tenAt)}%` }}>
          {formatMinutes(10, words)}
        </span>
        {top > 10 && (
          <span aria-hidden="true" className="absolute top-0 left-0 -translate-y-full pb-0.5 text-xs text-ink-500 tabular-nums">
            {formatMinutes(top, words)}
          </span>
        )}
        <svg
          role="img"
          aria-label={chartSummary(daily, words)}
          viewBox={`0 0 ${String(bars.length * STEP)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          className="absolute inset-y-0 left-0 h-full w-[calc(100%-3rem)] overflow-visible"
        >
          <line x1={0} x2={bars.length * STEP} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {bars.map((bar, index) => (
            <DayBar key={bar.date} bar={bar} x={index * STEP + gap / 2} width={STEP - gap} words={words} />
          ))}
          <line
            x1={0}
            x2={bars.length * STEP}
            y1={tenAt}
            y2={tenAt}
            className="stroke-bronze-700"
            strokeWidth={1}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      {first && last && (
        <div aria-hidden="true" className="mr-12 flex justify-between text-xs text-ink-500">
          <span>{shortDate(first.date, words)}</span>
          <span>{shortDate(last.date, words)}</span>
        </div>
      )}
    </div>
  );
}

/** One day: a gold bar as tall as its median error, or a faint mark on the baseline for a day without walk-ins. */
function DayBar({ bar, x, width, words }: { bar: ChartBar; x: number; width: number; words: AccuracyWords }) {
  if (bar.height === null) return <rect x={x} width={width} y={HEIGHT - 2} height={2} rx={1} className="fill-ink-200" />;
  const height = Math.max(bar.height * HEIGHT, 1.5);
  return (
    <rect x={x} width={width} y={HEIGHT - height} height={height} rx={1} className="fill-gold-500">
      <title>{words.t.dayBar({ day: shortDate(bar.date, words), value: formatMinutes(bar.medianAbsMin, words), walkIns: formatWalkIns(bar.walkIns, words) })}</title>
    </rect>
  );
}
