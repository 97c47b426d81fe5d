import { TIME_ADJUSTMENTS, type TimeAdjustment } from '../../../../shared/constants.js';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adjustedMinutes } from '../logic/countdown.js';
import { servingTexts } from '../texts-serving.js';

export interface TimeAdjustButtonsProps {
  /** Whole minutes left now, for the new remaining time each button would make. */
  remaining: number;
  busy: boolean;
  onAdjust: (adjustment: TimeAdjustment, newRemainingTime: number) => void;
}

/** docs/product/booking-rules.md#business-constants-and-limits: -10, -5, +5, +10 minutes; nothing to take away once the time is up. */
export function TimeAdjustButtons({ remaining, busy, onAdjust }: TimeAdjustButtonsProps) {
  const t = useTexts(servingTexts);
  return (
    <div role="group" aria-label={t.adjustTime} className="grid grid-cols-4 gap-2">
      {TIME_ADJUSTMENTS.map((adjustment) => (
        <Button
          key={adjustment}
          variant={adjustment > 0 ? 'secondary' : 'outline'}
          disabled={busy || (adjustment < 0 && remaining === 0)}
          onClick={() => {
            onAdjust(adjustment, adjustedMinutes(remaining, adjustment));
          }}
          size="narrow"
          className="tabular-nums"
        >
          {t.adjustBy({ minutes: adjustment })}
        </Button>
      ))}
    </div>
  );
}
