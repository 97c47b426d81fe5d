import { ArrowRight, CircleCheck, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { SignedUp } from '../../../shared/schemas/signup.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Container } from '../../components/ui/page.js';
import { PageLoadFailed, PageLoading } from '../../components/ui/page-load-states.js';
import { useErrorText } from '../../lib/i18n/error-text.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useSignupMode } from './api/signup.js';
import { SignupForm } from './components/signup-form.js';
import { signupTexts } from './texts.js';

/**
 * /signup (docs/decisions/0021-platform-operator.md#sign-up): a new shop signs itself up, as the
 * server's SIGNUP allows; then a link to its admin page. No shop is needed for it.
 */
export function SignupPage() {
  const t = useTexts(signupTexts);
  const errorText = useErrorText();
  const mode = useSignupMode();
  const [done, setDone] = useState<{ signedUp: SignedUp; name: string } | null>(null);
  if (mode.isPending) return <PageLoading label={t.loading} />;
  if (mode.isError) {
    return (
      <PageLoadFailed
        title={t.loadFailed}
        description={errorText.describe(mode.error, t.tryAgain)}
        retryLabel={t.retry}
        retryingLabel={t.retrying}
        retrying={mode.isFetching}
        onRetry={() => void mode.refetch()}
      />
    );
  }
  let content: ReactNode;
  if (mode.data.mode === 'off') {
    content = <EmptyState icon={<Lock />} title={t.closedTitle} description={t.closedLead} />;
  } else if (done) {
    content = (
      <EmptyState
        icon={<CircleCheck />}
        title={t.doneTitle({ name: done.name })}
        description={t.doneLead}
        actions={
          <Button asChild size="lg">
            <a href={done.signedUp.adminPath}>
              {t.openAdmin}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <p className="text-ink-600">{t.lead}</p>
        <SignupForm
          mode={mode.data.mode}
          onDone={(signedUp, name) => {
            setDone({ signedUp, name });
          }}
        />
      </>
    );
  }
  return (
    <Container className="flex max-w-xl flex-col gap-6 py-8">
      <h1 className="font-display text-3xl font-semibold text-ink-950">{t.title}</h1>
      {content}
    </Container>
  );
}
