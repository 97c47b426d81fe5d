import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';
import { Container } from './page.js';
import { Spinner } from './spinner.js';

/** A whole page waiting for its first answer. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}

export interface PageLoadFailedProps {
  title: string;
  description: string;
  retryLabel: string;
  /** Said on the button while the page asks again. */
  retryingLabel: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A whole page whose first answer failed, with a way to ask again. */
export function PageLoadFailed({ title, description, retryLabel, retryingLabel, retrying, onRetry }: PageLoadFailedProps) {
  return (
    <Container className="py-16">
      <EmptyState
        tone="error"
        icon={<TriangleAlert />}
        title={title}
        description={description}
        actions={
          <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText={retryingLabel}>
            <RefreshCw aria-hidden="true" />
            {retryLabel}
          </Button>
        }
      />
    </Container>
  );
}
