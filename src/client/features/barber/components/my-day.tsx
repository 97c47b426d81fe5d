import { useBarberHours } from '../../../lib/queries/barber-hours.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { breakState } from '../logic/break-state.js';
import { dayTexts } from '../texts-day.js';
import { BreakControl } from './break-control.js';
import { MyHours } from './my-hours.js';

/** A planned break starts when the customer in the chair is done, which no live message announces. */
const HOURS_REFRESH_MS = 60_000;

/** The dashboard's last card (docs/product/chairs-day.md): the break control, then the barber's own hours. */
export function MyDay({ barberId }: { barberId: number }) {
  const t = useTexts(dayTexts);
  const hours = useBarberHours(barberId, { refetchInterval: HOURS_REFRESH_MS });
  const settings = useShopSettings();
  const clock = useShopClock();
  // A break ends (and a planned one starts) on the clock: checked every 15 s.
  const now = useNow(15_000);
  const state = hours.data ? breakState(hours.data.break, now) : null;

  return (
    <section
      aria-label={t.myDay}
      className="flex flex-col gap-1 rounded-2xl border border-line bg-white px-4 pt-4 shadow-[0_1px_2px_rgb(14_14_16/0.04)] sm:px-5 sm:pt-5"
    >
      <BreakControl barberId={barberId} state={state} loadFailed={hours.isError && !hours.data} onRetry={() => void hours.refetch()} />
      <MyHours hours={hours.data} settings={settings.data} today={clock.shopDate(now)} />
    </section>
  );
}
