import type { TakingsReport } from '../../../../../shared/schemas/takings.js';
import { percentFromBasisPoints } from '../../../../../shared/domain/commission.js';
import { Card } from '../../../../components/ui/card.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { formatPaise } from '../../../../lib/i18n/money.js';
import { takingsTexts } from '../../texts-takings.js';

/** The period's totals: received, by method, tips, discounts, unpaid apart; then each barber's share and what they are owed. */
export function TakingsSummary({ report, updating }: { report: TakingsReport; updating: boolean }) {
  const t = useTexts(takingsTexts);
  const language = useLanguage();
  const money = (paise: number) => formatPaise(paise, language);
  const { totals } = report;
  const figures = [
    { label: t.cash, value: totals.cashPaise },
    { label: t.upi, value: totals.upiPaise },
    { label: t.card, value: totals.cardPaise },
    { label: t.tips, value: totals.tipsPaise },
    { label: t.discounts, value: totals.discountsPaise },
  ];
  return (
    <div className="flex flex-col gap-6" aria-busy={updating || undefined}>
      <section aria-labelledby="takings-totals" className="flex flex-col gap-3">
        <h3 id="takings-totals" className="sr-only">
          {t.totals}
        </h3>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)]">
          <Card tone="plain" className="flex flex-col justify-between gap-2 p-5">
            <p className="text-sm font-semibold text-ink-600">{t.received}</p>
            <p className="font-display text-4xl font-semibold tabular-nums text-ink-950" data-testid="takings-received">
              {money(totals.receivedPaise)}
            </p>
            <p className="text-sm text-ink-500">{t.entries({ count: totals.entries, shown: formatNumber(totals.entries, language) })}</p>
          </Card>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4">
                <dt className="text-sm text-ink-600">{figure.label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-ink-950">{money(figure.value)}</dd>
              </div>
            ))}
            <div className="flex flex-col gap-1 rounded-2xl border border-orange-200 bg-orange-50 p-4">
              <dt className="text-sm text-orange-800">{t.unpaid}</dt>
              <dd className="text-lg font-semibold tabular-nums text-ink-950">{money(totals.unpaidPaise)}</dd>
              <dd className="text-xs text-orange-800">{t.unpaidHint}</dd>
            </div>
          </dl>
        </div>
      </section>
      {report.barbers.length > 0 && (
        <section aria-labelledby="takings-barbers" className="flex flex-col gap-3">
          <h3 id="takings-barbers" className="font-display text-lg font-semibold text-ink-950">
            {t.byBarber}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {report.barbers.map((barber) => {
              const rate = percentFromBasisPoints(barber.commissionBasisPoints);
              return (
                <li key={barber.barberId} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate font-semibold text-ink-950">{barber.name}</span>
                    <span className="shrink-0 text-sm text-ink-500">{t.commission({ rate })}</span>
                  </div>
                  <div className="flex items-end justify-between gap-3 rounded-xl bg-gold-200/60 px-3 py-2.5">
                    <span className="text-sm font-semibold text-bronze-800">{t.owedTo({ name: barber.name })}</span>
                    <span className="text-lg font-semibold tabular-nums text-ink-950">{money(barber.sharePaise)}</span>
                  </div>
                  <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-ink-600">{t.received}</dt>
                    <dd className="text-right tabular-nums text-ink-950">{money(barber.receivedPaise)}</dd>
                    <dt className="text-ink-600">{t.commissionOn({ net: money(barber.netPaidPaise) })}</dt>
                    <dd className="text-right tabular-nums text-ink-950">{money(barber.commissionPaise)}</dd>
                    <dt className="text-ink-600">{t.tips}</dt>
                    <dd className="text-right tabular-nums text-ink-950">{money(barber.tipsPaise)}</dd>
                    {barber.unpaidPaise > 0 && (
                      <>
                        <dt className="text-orange-800">{t.unpaid}</dt>
                        <dd className="text-right tabular-nums text-orange-800">{money(barber.unpaidPaise)}</dd>
                      </>
                    )}
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
