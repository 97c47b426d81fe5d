import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { barberTexts } from '../texts.js';

/** A failed load with its documented text and a way to try again. */
export function TabError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const t = useTexts(barberTexts);
  return (
    <EmptyState
      tone="error"
      icon={<TriangleAlert />}
      title={title}
      description={t.checkConnection}
      actions={
        <Button variant="secondary" loading={retrying} loadingText={t.retrying} onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t.retry}
        </Button>
      }
    />
  );
}

/** Card-shaped placeholders while a tab's data loads, with a status for screen readers. */
export function TabLoading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div className="flex flex-col gap-3">
      <span className="sr-only">
        <Spinner label={label} />
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
