import { useMemo } from 'react';
import type { NumbersReport } from '../../../../../shared/schemas/numbers.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { barShare, hourLabel, monthLabel, paiseAsRupees } from '../../logic/numbers.js';
import { dayMonth } from '../../logic/shop-dates.js';
import { numbersTexts } from '../../texts-numbers.js';
import { ChartCard } from './chart-card.js';
import { HeatMap } from './heat-map.js';
import { CHART_COLORS, SeriesChart, type ChartSeries } from './series-chart.js';

/**
 * The Numbers tab's cards (docs/product/screens.md): the heat map, served and lost by week, waits
 * by hour, revenue by week and by barber, and repeat customers by month. Loaded with its charting
 * library only when the tab opens.
 */
export function NumbersOverview({ report }: { report: NumbersReport }) {
  const t = useTexts(numbersTexts);
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const minutes = (value: number | null) => (value === null ? '–' : t.minutes({ minutes: formatNumber(value, language) }));
  const rupees = (paise: number) => paiseAsRupees(paise, language);
  const weeks = useMemo(() => report.byWeek.map((week) => dayMonth(week.weekStart, language)), [report, language]);
  const hours = useMemo(() => report.waitsByHour.map((hour) => hourLabel(hour.hour, language)), [report, language]);
  const months = useMemo(() => report.repeatCustomers.map((month) => monthLabel(month.month, language)), [report, language]);

  const served = useMemo<ChartSeries[]>(
    () => [
      { label: t.walkInsServed, values: report.byWeek.map((week) => week.walkInsServed), color: CHART_COLORS.gold, kind: 'line' },
      { label: t.appointmentsServed, values: report.byWeek.map((week) => week.appointmentsServed), color: CHART_COLORS.ink, kind: 'line', dashed: true },
    ],
    [report, t],
  );
  const lost = useMemo<ChartSeries[]>(
    () => [
      { label: t.noShows, values: report.byWeek.map((week) => week.noShows), color: CHART_COLORS.rust, kind: 'line' },
      { label: t.cancelledByCustomer, values: report.byWeek.map((week) => week.cancelledByCustomer), color: CHART_COLORS.ink, kind: 'line', dashed: true },
      { label: t.cancelledByShop, values: report.byWeek.map((week) => week.cancelledByShop), color: CHART_COLORS.grey, kind: 'line' },
      { label: t.refusedAtLastCall, values: report.byWeek.map((week) => week.refusedAtLastCall), color: CHART_COLORS.gold, kind: 'line', dashed: true },
      { label: t.leftAfterLongWait, values: report.byWeek.map((week) => week.leftAfterLongWait), color: CHART_COLORS.teal, kind: 'line' },
    ],
    [report, t],
  );
  const waits = useMemo<ChartSeries[]>(
    () => [
      { label: t.averageWait, values: report.waitsByHour.map((hour) => hour.averageMin), color: CHART_COLORS.gold, kind: 'line' },
      { label: t.p90Wait, values: report.waitsByHour.map((hour) => hour.p90Min), color: CHART_COLORS.ink, kind: 'line', dashed: true },
    ],
    [report, t],
  );
  const revenue = useMemo<ChartSeries[]>(
    () => [{ label: t.revenueHead, values: report.byWeek.map((week) => week.revenuePaise / 100), color: CHART_COLORS.gold, kind: 'bars' }],
    [report, t],
  );
  const repeat = useMemo<ChartSeries[]>(
    () => [
      { label: t.customers, values: report.repeatCustomers.map((month) => month.customers), color: CHART_COLORS.gold, kind: 'bars' },
      { label: t.returning, values: report.repeatCustomers.map((month) => month.returning), color: CHART_COLORS.ink, kind: 'line' },
    ],
    [report, t],
  );
  const countAxis = useMemo(() => (value: number) => formatNumber(value, language), [language]);
  const minuteAxis = useMemo(() => (value: number) => t.minutes({ minutes: formatNumber(value, language) }), [language, t]);
  const rupeeAxis = useMemo(() => (value: number) => paiseAsRupees(value * 100, language), [language]);
  const largest = Math.max(0, ...report.revenueByBarber.map((barber) => barber.revenuePaise));
  const servedHours = report.waitsByHour.filter((hour) => hour.walkIns > 0);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <HeatMap arrivals={report.arrivals} />
      </div>
      <ChartCard
        title={t.served}
        hint={t.servedHint}
        table={{
          columns: [t.week, t.walkInsServed, t.appointmentsServed],
          rows: report.byWeek.map((week, index) => [weeks[index] ?? '', count(week.walkInsServed), count(week.appointmentsServed)]),
        }}
      >
        <SeriesChart steps={weeks} series={served} valueLabel={countAxis} />
      </ChartCard>
      <ChartCard
        title={t.lost}
        hint={t.lostHint}
        table={{
          columns: [t.week, t.noShows, t.cancelledByCustomer, t.cancelledByShop, t.refusedAtLastCall, t.leftAfterLongWait],
          rows: report.byWeek.map((week, index) => [
            weeks[index] ?? '',
            count(week.noShows),
            count(week.cancelledByCustomer),
            count(week.cancelledByShop),
            count(week.refusedAtLastCall),
            count(week.leftAfterLongWait),
          ]),
        }}
      >
        <SeriesChart steps={weeks} series={lost} valueLabel={countAxis} />
      </ChartCard>
      <ChartCard
        title={t.waits}
        hint={t.waitsHint}
        table={{
          columns: [t.hour, t.walkIns, t.averageWait, t.p90Wait],
          rows: servedHours.map((hour) => [hourLabel(hour.hour, language), count(hour.walkIns), minutes(hour.averageMin), minutes(hour.p90Min)]),
        }}
      >
        <SeriesChart steps={hours} series={waits} valueLabel={minuteAxis} />
      </ChartCard>
      <ChartCard
        title={t.revenue}
        hint={t.revenueHint}
        table={{ columns: [t.week, t.revenueHead], rows: report.byWeek.map((week, index) => [weeks[index] ?? '', rupees(week.revenuePaise)]) }}
      >
        <SeriesChart steps={weeks} series={revenue} valueLabel={rupeeAxis} />
      </ChartCard>
      <ChartCard
        title={t.byBarber}
        hint={t.byBarberHint}
        table={{ columns: [t.barber, t.revenueHead], rows: report.revenueByBarber.map((barber) => [barber.name, rupees(barber.revenuePaise)]) }}
      >
        {report.revenueByBarber.length === 0 ? (
          <p className="text-sm text-ink-500">{t.noRevenue}</p>
        ) : (
          <ul aria-hidden="true" className="flex flex-col gap-3">
            {report.revenueByBarber.map((barber) => (
              <li key={barber.barberId} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-ink-900">{barber.name}</span>
                  <span className="shrink-0 text-ink-700 tabular-nums">{rupees(barber.revenuePaise)}</span>
                </div>
                <div className="h-2.5 rounded-full bg-sand-100">
                  <div className="h-full rounded-full bg-gold-600" style={{ width: `${String(Math.max(2, barShare(barber.revenuePaise, largest) * 100))}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ChartCard>
      <ChartCard
        title={t.repeat}
        hint={t.repeatHint}
        table={{
          columns: [t.month, t.customers, t.returning],
          rows: report.repeatCustomers.map((month, index) => [months[index] ?? '', count(month.customers), count(month.returning)]),
        }}
      >
        <SeriesChart steps={months} series={repeat} valueLabel={countAxis} />
      </ChartCard>
    </div>
  );
}
