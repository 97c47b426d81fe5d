import { Card } from '../../../components/ui/card.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { trackTexts } from '../texts.js';

/** The card's shape while the first lookup runs, so nothing jumps when it arrives. */
export function BookingCardSkeleton() {
  const t = useTexts(trackTexts);
  return (
    <Card className="flex flex-col gap-5 p-5 text-ink-900 sm:p-6">
      <div className="flex items-start justify-between">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-3 w-12" />
          <Skeleton className="h-8 w-20" />
        </div>
        <Spinner size="sm" label={t.tracking} className="text-bronze-700" />
      </div>
      <div className="flex items-center gap-3">
        <Skeleton rounded="full" className="size-12" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton rounded="xl" className="h-24 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    </Card>
  );
}
