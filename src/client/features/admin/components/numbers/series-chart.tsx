import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line or set of bars of a chart: its name (for the legend), its values and how it is drawn. */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
  kind: 'line' | 'bars';
  /** A dashed line tells it apart from its neighbours without its colour. */
  dashed?: boolean;
}

/*
 * The palette of docs/product/screens.md's charts, from the theme in src/client/styles.css (canvas
 * cannot read its variables): each colour is at least 3:1 against white, as a chart's marks must be.
 */
export const CHART_COLORS = {
  gold: '#a17c2c',
  ink: '#313137',
  bronze: '#5e4616',
  grey: '#6b6b73',
  rust: '#a4471f',
  teal: '#2b6a64',
} as const;

const AXIS = { stroke: '#5f5f67', grid: { stroke: '#e3dcd0', width: 1 }, ticks: { show: false }, font: '12px Inter Variable, system-ui, sans-serif' };

/**
 * A small chart of a few series over named steps (weeks, hours, months), drawn by uPlot on a canvas
 * as wide as its box. It is only a picture: the card beside it holds the same numbers as a table
 * for screen readers (docs/product/money.md: every chart has its table).
 */
export function SeriesChart({
  steps,
  series,
  valueLabel,
  height = 200,
}: {
  /** The x axis' words, one per step. */
  steps: readonly string[];
  series: readonly ChartSeries[];
  /** How the y axis writes a value. */
  valueLabel: (value: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The widest word of the x axis, in CSS pixels at its 12 px font, with room either side.
    const labelWidth = Math.max(...steps.map((step) => step.length), 1) * 7 + 16;
    // One set of bars at most a chart: the rest are lines over it.
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const options: uPlot.Options = {
      width: Math.max(240, element.clientWidth),
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: (_self, min, max) => [min - 0.6, max + 0.6] }, y: { range: (_self, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        {
          ...AXIS,
          values: (_self, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (steps[tick] ?? '') : '')),
          // As many words as fit the width the chart has now, evenly spaced: a phone shows fewer.
          splits: (self) => {
            const fit = Math.max(2, Math.floor((self.width - 64) / labelWidth));
            const every = Math.max(1, Math.ceil(steps.length / fit));
            return steps.map((_, index) => index).filter((index) => index % every === 0);
          },
          grid: { show: false },
        },
        { ...AXIS, size: 56, values: (_self, ticks) => ticks.map((tick) => valueLabel(tick)) },
      ],
      series: [
        {},
        ...series.map((entry) => {
          if (entry.kind === 'bars') {
            return { label: entry.label, stroke: entry.color, fill: entry.color, width: 0, paths: bars, points: { show: false } } satisfies uPlot.Series;
          }
          return { label: entry.label, stroke: entry.color, width: 2, points: { show: steps.length <= 16, size: 5 }, ...(entry.dashed ? { dash: [6, 4] } : {}) } satisfies uPlot.Series;
        }),
      ],
    };
    const data: uPlot.AlignedData = [steps.map((_, index) => index), ...series.map((entry) => [...entry.values])];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(240, element.clientWidth), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [steps, series, valueLabel, height]);

  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div ref={box} className="w-full overflow-hidden" style={{ minHeight: height }} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        {series.map((entry) => (
          <li key={entry.label} className="flex items-center gap-1.5">
            <span
              className="inline-block h-0.5 w-4"
              style={{ background: entry.dashed ? `repeating-linear-gradient(90deg, ${entry.color} 0 5px, transparent 5px 8px)` : entry.color, height: entry.kind === 'bars' ? 10 : 3 }}
            />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
