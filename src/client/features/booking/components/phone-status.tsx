import { CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import type { PhoneCheck } from '../logic/phone-check.js';
import { bookingTexts } from '../texts.js';

export interface PhoneStatusProps {
  id: string;
  check: PhoneCheck;
  phone: string;
  onRetry: () => void;
}

/** What the phone check found (docs/product/screens.md, docs/product/booking-rules.md#states-and-transitions): read out politely as it changes. */
export function PhoneStatus({ id, check, phone, onRetry }: PhoneStatusProps) {
  const t = useTexts(bookingTexts);
  return (
    <div id={id} aria-live="polite" className="min-h-6 text-sm">
      {check.kind === 'incomplete' && <p className="text-ink-500">{t.phoneIncomplete}</p>}
      {check.kind === 'validating' && (
        <p className="inline-flex items-center gap-2 text-ink-600">
          <Spinner size="sm" label={null} className="text-bronze-700" />
          {t.phoneChecking}
        </p>
      )}
      {check.kind === 'valid' && (
        <p className="inline-flex items-center gap-2 font-medium text-green-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t.phoneVerified}
        </p>
      )}
      {check.kind === 'active' && (
        <div className="flex flex-col gap-1 rounded-lg border border-orange-200 bg-orange-50 px-3 py-2.5 text-orange-900">
          <p className="inline-flex items-start gap-2 font-medium">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t.phoneActive}
          </p>
          <Link
            href={`/track?phone=${phone}`}
            className="inline-flex min-h-11 items-center pl-6 font-semibold text-orange-900 underline underline-offset-4 hover:text-ink-950"
          >
            {t.seeYourBooking}
          </Link>
        </div>
      )}
      {check.kind === 'error' && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-red-800">
          <p className="inline-flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {check.message}
          </p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-900 underline underline-offset-4"
          >
            <RefreshCw className="size-3.5" aria-hidden="true" />
            {t.checkAgain}
          </button>
        </div>
      )}
    </div>
  );
}
