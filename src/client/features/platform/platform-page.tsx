import { RefreshCw, TriangleAlert } from 'lucide-react';
import { can } from '../../../shared/policy/can.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Container } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useErrorText } from '../../lib/i18n/error-text.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { usePlatformMe } from './api/platform.js';
import { PlatformConsole } from './components/platform-console.js';
import { PlatformLogin } from './components/platform-login.js';
import { platformTexts } from './texts.js';

/**
 * /platform (docs/decisions/0021-platform-operator.md): the operator's sign-in, then every shop
 * with its live counts, a new shop, and suspending or resuming one. Only on the bare host.
 */
export function PlatformPage() {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const me = usePlatformMe();
  if (me.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-16">
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <Container className="py-16">
        <EmptyState
          tone="error"
          icon={<TriangleAlert />}
          title={t.loadFailed}
          description={errorText.describe(me.error, t.tryAgain)}
          actions={
            <Button variant="secondary" onClick={() => void me.refetch()} loading={me.isFetching} loadingText={t.retrying}>
              <RefreshCw aria-hidden="true" />
              {t.retry}
            </Button>
          }
        />
      </Container>
    );
  }
  const { operator } = me.data;
  // The server decides on every call; this only spares an operator-less visitor a useless screen.
  if (operator && can({ role: 'operator', operatorId: 0 }, 'page:platform')) return <PlatformConsole username={operator.username} />;
  return <PlatformLogin />;
}
