import { Clock } from 'lucide-react';
import { waitBadge, type WaitColour } from '../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';

// Spec §9 colours: <=20 green, <=60 yellow, <=90 orange, longer red; grey when unavailable.
const TONES: Record<WaitColour, BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  orange: 'orange',
  red: 'danger',
  grey: 'neutral',
};

/**
 * The card's 'WAIT: ...' badge. It moves live (the socket patches the wait in place), so it is a
 * polite live region: a screen reader hears the new wait without the page being reloaded.
 */
export function WaitBadge({ barber }: { barber: Pick<Barber, 'isAvailable' | 'waitTime' | 'noWait'> }) {
  const badge = waitBadge(barber);
  return (
    <span aria-live="polite" aria-atomic="true" className="inline-flex">
      <Badge tone={TONES[badge.colour]} size="md" className="h-7 tabular-nums" data-wait-colour={badge.colour}>
        <Clock aria-hidden="true" className="size-3.5" />
        WAIT: {badge.text}
      </Badge>
    </span>
  );
}
