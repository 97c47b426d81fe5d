import { can } from '../../../shared/policy/can.js';
import { PageLoadFailed, PageLoading } from '../../components/ui/page-load-states.js';
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
  if (me.isPending) return <PageLoading label={t.loading} />;
  if (me.isError) {
    return (
      <PageLoadFailed
        title={t.loadFailed}
        description={errorText.describe(me.error, t.tryAgain)}
        retryLabel={t.retry}
        retryingLabel={t.retrying}
        retrying={me.isFetching}
        onRetry={() => void me.refetch()}
      />
    );
  }
  const { operator } = me.data;
  // The server decides on every call; this only spares an operator-less visitor a useless screen.
  if (operator && can({ role: 'operator', operatorId: 0 }, 'page:platform')) return <PlatformConsole username={operator.username} />;
  return <PlatformLogin />;
}
