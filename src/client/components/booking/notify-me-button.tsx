import { Bell, BellOff, BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Booking } from '../../../shared/schemas/booking.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useCan } from '../../lib/auth/use-can.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { manageTokenOf } from '../../lib/manage-tokens.js';
import { Button } from '../ui/button.js';
import { ownershipOf } from './booking-ownership.js';
import { bookingComponentTexts } from './texts.js';
import { usePushNotifications, type PushState } from './use-push-notifications.js';

export interface NotifyMeButtonProps {
  booking: Pick<Booking, 'id' | 'status' | 'customerPhone'>;
  /** The manage token, when the caller holds it (right after booking); otherwise this browser's store is read. */
  manageToken?: string | undefined;
  /** `stretch`: as wide as its place; `start`: so on phones, its own width from the `sm` breakpoint up. */
  align?: 'stretch' | 'start';
  className?: string;
}

/**
 * "Notify me on this phone" (docs/product/messages.md): Web Push about a waiting booking, offered to its owner
 * only (this browser holds its manage token, or a customer session for its phone), never to staff,
 * and not where the browser has no Web Push.
 */
export function NotifyMeButton({ booking, manageToken, align = 'stretch', className }: NotifyMeButtonProps) {
  const { user } = useAuth();
  const forCustomer = useCan('booking:act-as-customer');
  if (booking.status !== 'waiting' || !forCustomer) return null;
  const ownership = ownershipOf({ user, phone: booking.customerPhone, token: manageToken ?? manageTokenOf(booking.id) });
  if (ownership.kind === 'none') return null;
  const token = ownership.kind === 'token' ? ownership.token : undefined;
  return <NotifyMeControl bookingId={booking.id} manageToken={token} align={align} className={className} />;
}

interface NotifyMeControlProps {
  bookingId: number;
  manageToken: string | undefined;
  align: 'stretch' | 'start';
  className: string | undefined;
}

function NotifyMeControl({ bookingId, manageToken, align, className }: NotifyMeControlProps) {
  const t = useTexts(bookingComponentTexts);
  const { state, turnOn, turnOff } = usePushNotifications(bookingId, manageToken);
  const action = useRef<HTMLButtonElement>(null);
  // A busy button is disabled and loses focus; hand it to whichever button replaces it.
  const previous = useRef<PushState>(state);
  useEffect(() => {
    const wasBusy = previous.current === 'turning-on' || previous.current === 'turning-off';
    previous.current = state;
    if (wasBusy && (document.activeElement === null || document.activeElement === document.body)) action.current?.focus();
  }, [state]);

  if (state === 'unsupported') return null;
  return (
    <div className={cn('flex flex-col', align === 'start' && 'sm:items-start', className)} aria-live="polite">
      {state === 'blocked' ? (
        <p className="flex items-start gap-2.5 rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-600">
          <BellOff className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
          {t.notificationsBlocked}
        </p>
      ) : state === 'on' || state === 'turning-off' ? (
        <div className="flex items-center gap-3 rounded-xl bg-sand-50 pl-4">
          <BellRing className="size-4 shrink-0 text-bronze-700" aria-hidden="true" />
          <p className="flex-1 text-sm font-semibold text-ink-950">{t.notificationsOn}</p>
          <Button
            ref={action}
            variant="ghost"
            size="snug"
            className="text-ink-700"
            loading={state === 'turning-off'}
            aria-label={t.turnOffFor({ id: bookingId })}
            onClick={turnOff}
          >
            {t.turnOff}
          </Button>
        </div>
      ) : (
        <Button ref={action} variant="outline" className="text-ink-900" loading={state === 'turning-on'} loadingText={t.turningOn} onClick={turnOn}>
          <Bell aria-hidden="true" />
          {t.notifyMe}
        </Button>
      )}
    </div>
  );
}
