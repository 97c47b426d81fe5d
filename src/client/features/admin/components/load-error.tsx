import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adminTexts } from '../texts.js';
import { useFailureText } from './use-failure-text.js';

/** A list that failed to load: what failed, why, and a Retry that refetches it. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const t = useTexts(adminTexts);
  const failure = useFailureText();
  const language = useLanguage();
  // English keeps the '{status}: {text}' of docs/product/api.md#conventions for an answer it cannot explain; other languages a plain request.
  const fallback = error instanceof Error && language === 'en' ? error.message : t.tryAgain;
  return (
    <EmptyState
      tone="error"
      icon={<TriangleAlert />}
      title={title}
      description={failure(error, fallback)}
      actions={
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText={t.retrying}>
          <RefreshCw aria-hidden="true" />
          {t.retry}
        </Button>
      }
    />
  );
}
