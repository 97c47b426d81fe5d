import type { AccuracyReport } from '../../../../../shared/schemas/accuracy.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { formatWalkIns } from '../../logic/accuracy.js';
import { RichText } from '../rich-text.js';
import { AccuracyChart } from './accuracy-chart.js';
import { AccuracyFigures } from './accuracy-figures.js';
import { BarberAccuracy } from './barber-accuracy.js';
import { useAccuracyWords } from './use-accuracy-words.js';

/** A period with walk-ins: the shop's figures, the days, and each barber. */
export function AccuracyOverview({ report, updating }: { report: AccuracyReport; updating: boolean }) {
  const words = useAccuracyWords();
  const { t } = words;
  return (
    <div aria-busy={updating || undefined} className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60">
      <p className="text-sm text-ink-600" aria-live="polite">
        <RichText
          text={t.served}
          values={{
            days: formatNumber(report.days, words.language),
            walkIns: <span className="font-semibold text-ink-950">{formatWalkIns(report.shop.walkIns, words)}</span>,
          }}
        />
      </p>
      <AccuracyFigures figures={report.shop} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h3" className="text-lg">{t.byDay}</CardTitle>
            <CardDescription>{t.byDayHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <AccuracyChart daily={report.daily} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle as="h3" className="text-lg">{t.byBarber}</CardTitle>
            <CardDescription>{t.byBarberHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <BarberAccuracy barbers={report.barbers} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
