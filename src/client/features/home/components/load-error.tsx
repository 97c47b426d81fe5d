import { RotateCw, TriangleAlert, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { NetworkError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';

/** A section's "that failed" state: what went wrong in plain words and a Retry that shows it is working. */
export function LoadError({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  const t = useTexts(homeTexts);
  const errorText = useErrorText();
  return (
    <EmptyState
      tone="error"
      icon={error instanceof NetworkError ? <WifiOff /> : <TriangleAlert />}
      title={title}
      description={errorText.describe(error, t.loadFailedFallback)}
      actions={
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText={t.retrying}>
          <RotateCw aria-hidden="true" />
          {t.retry}
        </Button>
      }
    />
  );
}
