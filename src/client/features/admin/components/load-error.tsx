import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { describeError } from '../../../lib/api-errors.js';

/** A list that failed to load: what failed, why, and a Retry that refetches it. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      tone="error"
      icon={<TriangleAlert />}
      title={title}
      description={describeError(error, error instanceof Error ? error.message : 'Please try again.')}
      actions={
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Retrying...">
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      }
    />
  );
}
