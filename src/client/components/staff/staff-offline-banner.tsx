import { RefreshCw, WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useStaffOnline } from '../../lib/staff-online/staff-online-context.js';
import { Button } from '../ui/button.js';
import { Container } from '../ui/page.js';
import { componentTexts } from '../texts.js';

export interface StaffOfflineBannerProps {
  /** What is off until the connection is back, in the dashboard's own words: 'Serving and time changes are off'. */
  paused: string;
  /** Where it sticks: below the barber's sticky bar, at the top of the admin's page. */
  className?: string;
}

/**
 * Tells staff that the dashboard cannot reach the server and that its actions are off until it
 * can (docs/product/architecture.md#reach): nothing tapped now is queued to be sent later. The status region is always
 * there, so a screen reader hears the change when it comes. It stays in view while the page
 * scrolls, in two short rows on a phone.
 */
export function StaffOfflineBanner({ paused, className }: StaffOfflineBannerProps) {
  const t = useTexts(componentTexts);
  const link = useStaffOnline();
  return (
    <div role="status" className={cn(!link.online && 'sticky z-20 border-b border-red-200 bg-red-50 text-red-950 shadow-sm', className)}>
      {!link.online && (
        // A phone: icon, title and Try again in a row, the words below across the full width.
        // Wider: one row, the words under the title.
        <Container className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1.5 py-2.5">
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-red-800 text-white sm:row-span-2">
            <WifiOff className="size-4" />
          </span>
          <strong className="min-w-0 text-sm font-semibold leading-snug sm:self-end">{link.reason === 'device' ? t.deviceOffline : t.serverUnreachable}</strong>
          <p className="col-span-3 text-sm leading-snug sm:col-span-1 sm:col-start-2 sm:self-start">
            {t.pausedNote({ paused })}
          </p>
          <Button
            variant="outline"
            size="snug"
            loading={link.checking}
            loadingText={t.checking}
            onClick={link.retry}
            className="col-start-3 row-start-1 border-red-800/40 text-red-900 hover:bg-red-100 sm:row-[1/span_2]"
          >
            <RefreshCw aria-hidden="true" />
            {t.tryAgain}
          </Button>
        </Container>
      )}
    </div>
  );
}
