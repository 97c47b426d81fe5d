import { ChevronDown } from 'lucide-react';
import type { ShopDayRule } from '../../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../../shared/schemas/booking.js';
import { Badge } from '../../../../components/ui/badge.js';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { formatPhone, historyStatus, historyWhen } from '../../logic/history.js';
import { historyTexts } from '../../texts-history.js';
import { HistoryDetails } from './history-details.js';

/** One finished booking: the summary line opens its details (docs/product/screens.md). */
export function HistoryRow({ booking, shopDay }: { booking: Booking; shopDay: ShopDayRule }) {
  const t = useTexts(historyTexts);
  const language = useLanguage();
  const status = historyStatus(booking, t);
  return (
    <Collapsible asChild>
      <li className="group border-b border-line last:border-b-0">
        <CollapsibleTrigger className="flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-sand-50 sm:items-center sm:px-5">
          <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
            <span className="flex min-w-0 flex-col sm:w-56 sm:shrink-0">
              <span className="truncate font-semibold text-ink-950">{booking.customerName}</span>
              {booking.customerPhone !== null && (
                <span className="text-sm tabular-nums text-ink-500">{formatPhone(booking.customerPhone)}</span>
              )}
            </span>
            <span className="min-w-0 truncate text-sm text-ink-700 sm:w-44 sm:shrink-0">{booking.barberName}</span>
            <span className="text-sm text-ink-600">{historyWhen(booking, shopDay, language)}</span>
          </span>
          <Badge tone={status.completed ? 'success' : 'danger'} className="mt-0.5 sm:mt-0">
            {status.label}
          </Badge>
          <ChevronDown
            className="mt-0.5 size-5 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180 sm:mt-0"
            aria-hidden="true"
          />
          <span className="sr-only">{t.details({ token: String(booking.id) })}</span>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <HistoryDetails booking={booking} shopDay={shopDay} />
        </CollapsibleContent>
      </li>
    </Collapsible>
  );
}
