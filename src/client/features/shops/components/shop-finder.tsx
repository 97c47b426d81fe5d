import { LocateFixed, LocateOff, Search, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { SEARCH_MAX } from '../../../../shared/shop-list-limits.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { shopsTexts } from '../texts.js';
import type { VisitorSpot } from './use-finder.js';

export interface ShopFinderProps {
  text: string;
  onText: (text: string) => void;
  location: VisitorSpot;
}

/** The line under the location button: why there is no location, else that it is never kept. */
function LocationNote({ status }: { status: VisitorSpot['status'] }) {
  const t = useTexts(shopsTexts);
  if (status === 'refused' || status === 'failed') {
    return (
      <p className="flex items-start gap-2 text-sm font-medium text-red-800">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {status === 'refused' ? t.locationRefused : t.locationFailed}
      </p>
    );
  }
  return <p className="text-sm text-ink-500">{t.locationPrivacy}</p>;
}

/**
 * How a visitor narrows the list (docs/product/screens.md#shops): "Use my location" (the same
 * button then stops using it, so the keyboard's focus stays put) and a search by name, area or PIN
 * code. A refused or failed location is said under the button, politely, as it happens; the list's
 * heading says its order.
 */
export function ShopFinder({ text, onText, location }: ShopFinderProps) {
  const t = useTexts(shopsTexts);
  const searchId = useId();
  const located = location.status === 'located';
  const locating = location.status === 'locating';
  return (
    <div className="grid gap-5 rounded-2xl border border-line bg-white p-4 text-ink-900 shadow-xl shadow-ink-950/20 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-x-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>{t.searchLabel}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-400" />
          <Input
            id={searchId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_MAX}
            placeholder={t.searchPlaceholder}
            value={text}
            onChange={(event) => {
              onText(event.currentTarget.value);
            }}
            className="pl-10 pr-12 [&::-webkit-search-cancel-button]:hidden"
          />
          {text !== '' && (
            <button
              type="button"
              aria-label={t.clearSearch}
              onClick={() => {
                onText('');
              }}
              className="absolute right-0 top-0 inline-flex size-11 items-center justify-center rounded-lg text-ink-500 hover:text-ink-900"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 md:w-72 md:pt-[1.625rem]">
        {/* Busy, not disabled, while the browser answers: a disabled button would drop the keyboard's focus. */}
        <Button
          variant={located ? 'outline' : 'secondary'}
          onClick={() => {
            if (locating) return;
            if (located) location.forget();
            else location.find();
          }}
          aria-busy={locating || undefined}
          aria-disabled={locating || undefined}
          className={located ? 'w-full text-ink-900' : 'w-full'}
        >
          {locating ? <Spinner size="sm" label={null} /> : located ? <LocateOff aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
          {locating ? t.locating : located ? t.stopLocation : t.useLocation}
        </Button>
        <div aria-live="polite">
          <LocationNote status={location.status} />
        </div>
      </div>
    </div>
  );
}
