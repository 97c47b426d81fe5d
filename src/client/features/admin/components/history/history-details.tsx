import type { ReactNode } from 'react';
import type { ShopDayRule } from '../../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../../shared/schemas/booking.js';
import { Badge } from '../../../../components/ui/badge.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { bookingKind, formatPhone, historyStatus, historyWhen, totalServiceMinutes } from '../../logic/history.js';
import { adminTexts } from '../../texts.js';
import { historyTexts } from '../../texts-history.js';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500 [&:lang(hi)]:tracking-normal">{term}</dt>
      <dd className="text-sm text-ink-900">{children}</dd>
    </div>
  );
}

/** Everything about a finished booking (the expanded row of docs/product/screens.md#admin-dashboard). */
export function HistoryDetails({ booking, shopDay }: { booking: Booking; shopDay: ShopDayRule }) {
  const t = useTexts(historyTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const status = historyStatus(booking, t);
  return (
    <div className="border-t border-dashed border-line bg-sand-50/70 px-4 py-4 sm:px-5">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500 [&:lang(hi)]:tracking-normal">{t.services}</dt>
          <dd className="flex flex-wrap gap-1.5">
            {booking.serviceDetails.map((service) => (
              <Badge key={service.id} tone="gold">
                {t.serviceMinutes({ name: service.name, minutes: number(service.duration) })}
              </Badge>
            ))}
          </dd>
        </div>
        <Item term={t.customer}>
          {booking.customerName}
          {booking.customerPhone !== null && (
            <>
              {' · '}
              <a href={`tel:+91${booking.customerPhone}`} className="font-medium text-bronze-700 underline-offset-2 hover:underline">
                {formatPhone(booking.customerPhone)}
              </a>
            </>
          )}
        </Item>
        <Item term={t.barber}>{booking.barberName}</Item>
        <Item term={t.dateAndTime}>{historyWhen(booking, shopDay, language)}</Item>
        <Item term={t.status}>{status.detail}</Item>
        <Item term={t.type}>{t[bookingKind(booking)]}</Item>
        <Item term={t.totalDuration}>{common.minutes({ minutes: number(totalServiceMinutes(booking)) })}</Item>
        <Item term={t.token}>#{booking.id}</Item>
        {booking.notes && <Item term={t.notes}>{booking.notes}</Item>}
      </dl>
    </div>
  );
}
