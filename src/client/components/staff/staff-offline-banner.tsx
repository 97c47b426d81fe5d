import { RefreshCw, WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { useStaffOnline } from '../../lib/staff-online/staff-online-context.js';
import { Button } from '../ui/button.js';
import { Container } from '../ui/page.js';

const TITLES = {
  device: "You're offline",
  server: "Can't reach the shop's server",
} as const;

export interface StaffOfflineBannerProps {
  /** What stops working, in the dashboard's own words: 'Serving, cancelling and time changes are paused'. */
  paused: string;
  /** Where it sticks: the barber's bar is sticky, the admin's is not. */
  className?: string;
}

/**
 * Tells staff that the dashboard cannot reach the server and that its actions are off until it
 * can (DESIGN §12): nothing tapped now is queued to be sent later. The status region is always
 * there, so a screen reader hears the change when it comes.
 */
export function StaffOfflineBanner({ paused, className }: StaffOfflineBannerProps) {
  const link = useStaffOnline();
  return (
    <div role="status" className={cn(!link.online && 'sticky z-20 border-b border-red-200 bg-red-50 text-red-950 shadow-sm', className)}>
      {!link.online && (
        <Container className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div className="flex min-w-0 items-start gap-3">
            <span aria-hidden="true" className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-red-800 text-white">
              <WifiOff className="size-4" />
            </span>
            <p className="text-sm leading-relaxed">
              <strong className="block font-semibold">{TITLES[link.reason]}</strong>
              {paused} until the connection is back. Nothing you tap now is sent later.
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            loading={link.checking}
            loadingText="Checking..."
            onClick={link.retry}
            className="h-11 self-start border-red-800/40 text-red-900 hover:bg-red-100 sm:self-center"
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Container>
      )}
    </div>
  );
}
