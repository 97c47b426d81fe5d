import type { Barber } from '../../../../shared/schemas/barber.js';
import { BarberStatusBadge } from '../../../components/barber/barber-status-badge.js';

/**
 * The card's 'WAIT: ...' badge, or where the barber's day stands ('Back at 3:15 PM'). It moves
 * live (the socket patches the wait in place and refetches on a barber's break), so it is a
 * polite live region: a screen reader hears the change without the page being reloaded.
 */
export function WaitBadge({ barber }: { barber: Pick<Barber, 'isAvailable' | 'waitTime' | 'noWait' | 'availability'> }) {
  return (
    <span aria-live="polite" aria-atomic="true" className="inline-flex">
      <BarberStatusBadge barber={barber} icon size="md" className="h-7 tabular-nums" />
    </span>
  );
}
