import { ArrowRight, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNearby } from '../api/get-nearby.js';
import { nearbyLine } from '../logic/nearby-line.js';
import { nearbyTexts } from '../texts-nearby.js';

/**
 * "Shorter wait nearby" (docs/product/shop-list.md#shorter-wait-nearby): for a walk-in with these
 * services, one quiet line under the expected time when another branch of this shop, or a shop
 * nearby, would start them at least 20 minutes earlier, with a link to its booking page. It is
 * optional: nothing shows while it loads, when it fails or when there is none, and the form never
 * waits for it. The socket and a minute's refresh keep it current; it is read out politely.
 */
export function NearbySuggestion({ serviceIds }: { serviceIds: readonly number[] }) {
  const t = useTexts(nearbyTexts);
  const clock = useShopClock();
  const nearby = useNearby(serviceIds);
  const lineId = useId();
  const suggestion = nearby.isError ? null : nearby.data?.suggestion;

  return (
    <div aria-live="polite">
      {suggestion && (
        <div className="flex flex-wrap items-center gap-x-4 border-t border-line pt-3">
          <p id={lineId} className="flex min-w-0 flex-[1_1_16rem] items-start gap-2 py-1 text-sm leading-relaxed text-ink-700">
            <MapPin aria-hidden="true" className="mt-[0.1875rem] size-4 shrink-0 text-bronze-700" />
            <span>
              {nearbyLine(suggestion, t, clock.language, clock.time).map((part, index) =>
                part.kind === 'plain' ? (
                  part.text
                ) : (
                  <span key={index} className={part.kind === 'time' ? 'whitespace-nowrap font-semibold text-ink-950' : 'font-semibold text-ink-950'}>
                    {part.text}
                  </span>
                ),
              )}
            </span>
          </p>
          <a
            // The server gives its booking page's address: its own domain, or the platform's (nothing chosen here goes with it).
            href={suggestion.bookingUrl}
            aria-describedby={lineId}
            className="group ml-6 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg text-sm font-semibold text-bronze-700 underline decoration-bronze-700/40 underline-offset-4 hover:decoration-bronze-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600 sm:ml-0"
          >
            {t.goThere}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </div>
      )}
    </div>
  );
}
