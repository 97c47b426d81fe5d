import { RotateCw, TriangleAlert, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { describeError, NetworkError } from '../../../lib/api-errors.js';

/** A section's "that failed" state: what went wrong in plain words and a Retry that shows it is working. */
export function LoadError({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <EmptyState
      tone="error"
      icon={error instanceof NetworkError ? <WifiOff /> : <TriangleAlert />}
      title={title}
      description={describeError(error, 'Something went wrong on our side. Please try again in a moment.')}
      actions={
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Retrying...">
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      }
    />
  );
}
