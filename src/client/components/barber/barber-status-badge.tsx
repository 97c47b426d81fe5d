import { CalendarOff, Clock, Coffee, DoorClosed, Sunrise } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WaitColour } from '../../../shared/domain/wait-label.js';
import type { Barber } from '../../../shared/schemas/barber.js';
import { Badge, type BadgeProps, type BadgeTone } from '../ui/badge.js';
import { barberStatusText, type BarberStatusKind } from './barber-status.js';
import { useBarberStatus } from './use-barber-status.js';

// docs/product/booking-rules.md#business-constants-and-limits colours: <=20 green, <=60 yellow, <=90 orange, longer red; grey when there is no wait to give.
export const WAIT_TONES: Record<WaitColour, BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  orange: 'orange',
  red: 'danger',
  grey: 'neutral',
};

const ICONS: Record<BarberStatusKind, ReactNode> = {
  wait: <Clock aria-hidden="true" className="size-3.5" />,
  on_break: <Coffee aria-hidden="true" className="size-3.5" />,
  not_started: <Sunrise aria-hidden="true" className="size-3.5" />,
  day_off: <CalendarOff aria-hidden="true" className="size-3.5" />,
  queue_closed: <DoorClosed aria-hidden="true" className="size-3.5" />,
};

export interface BarberStatusBadgeProps extends Pick<BadgeProps, 'size' | 'className'> {
  barber: Pick<Barber, 'isAvailable' | 'waitTime' | 'noWait' | 'availability'>;
  /** Show the clock and status icons. */
  icon?: boolean;
}

/**
 * The card's 'WAIT: ...' badge, or where the barber's day stands instead ('Back at 3:15 PM',
 * 'Not working today'). Times are the shop's, never the browser's.
 */
export function BarberStatusBadge({ barber, icon = false, size, className }: BarberStatusBadgeProps) {
  const { statusOf, texts } = useBarberStatus();
  const status = statusOf(barber);
  return (
    <Badge tone={WAIT_TONES[status.colour]} size={size} className={className} data-wait-colour={status.colour} data-status={status.kind}>
      {icon && ICONS[status.kind]}
      {barberStatusText(status, texts)}
    </Badge>
  );
}
