import type { AccuracyReport } from '../../../../../shared/schemas/accuracy.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { formatWalkIns, periodLabel } from '../../lib/accuracy.js';
import { AccuracyChart } from './accuracy-chart.js';
import { AccuracyFigures } from './accuracy-figures.js';
import { BarberAccuracy } from './barber-accuracy.js';

/** A period with walk-ins: the shop's figures, the days, and each barber. */
export function AccuracyOverview({ report, updating }: { report: AccuracyReport; updating: boolean }) {
  return (
    <div aria-busy={updating || undefined} className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60">
      <p className="text-sm text-ink-600" aria-live="polite">
        {periodLabel(report.days)}: <span className="font-semibold text-ink-950">{formatWalkIns(report.shop.walkIns)}</span> served
      </p>
      <AccuracyFigures figures={report.shop} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h3" className="text-lg">Median error by day</CardTitle>
            <CardDescription>Empty days had no walk-ins.</CardDescription>
          </CardHeader>
          <CardContent>
            <AccuracyChart daily={report.daily} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle as="h3" className="text-lg">By barber</CardTitle>
            <CardDescription>Every barber, those with walk-ins first.</CardDescription>
          </CardHeader>
          <CardContent>
            <BarberAccuracy barbers={report.barbers} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
