import { ChevronDown, Coffee, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BREAK_MINUTES } from '../../../../shared/constants.js';
import { Button } from '../../../components/ui/button.js';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { toast } from '../../../components/ui/use-toast.js';
import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import { useShopClock } from '../../../lib/time.js';
import { useEndBreak, useStartBreak, type BreakMinutes } from '../api/take-break.js';
import { describeActionError, isAuthFailure } from '../logic/action-errors.js';
import { breakText, type BreakState } from '../logic/break-state.js';
import { barberTexts } from '../texts.js';
import { dayTexts } from '../texts-day.js';

export interface BreakControlProps {
  barberId: number;
  /** Null while the barber's hours load: whether a break is on is not known yet. */
  state: BreakState | null;
  /** The hours could not be read: a break can still be taken, and the server refuses a second one. */
  loadFailed: boolean;
  onRetry: () => void;
}

/** After a command, End break appears where the lengths were (and back): taps that soon are a double tap's second. */
const SETTLE_MS = 700;

/**
 * Runs one break command at a time: a double tap, or a tap on End break while Take is still
 * answering, sends nothing more, nor does a tap in the moment after the answer, when the other
 * buttons have just taken the place of the one tapped. Failures are told in a toast with the
 * server's words.
 */
function useBreakCommands(barberId: number) {
  const t = useTexts(dayTexts);
  const common = useTexts(barberTexts);
  const language = useLanguage();
  const start = useStartBreak(barberId);
  const end = useEndBreak(barberId);
  const running = useRef(false);
  const [chosen, setChosen] = useState<BreakMinutes | null>(null);
  const [settling, setSettling] = useState(false);

  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => {
      setSettling(false);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [settling]);

  const run = (send: () => Promise<unknown>, failure: string) => {
    if (running.current) return;
    running.current = true;
    send()
      .catch((error: unknown) => {
        // A lost session is told by the account check, not as a failed break.
        if (!isAuthFailure(error)) {
          toast({ title: failure, description: describeActionError(error, language, common.tryAgain), variant: 'destructive' });
        }
      })
      .finally(() => {
        running.current = false;
        setChosen(null);
        setSettling(true);
      });
  };

  return {
    /** Buttons are disabled: a command is running or has only just been answered. */
    busy: start.isPending || end.isPending || settling,
    chosen,
    take: (minutes: BreakMinutes) => {
      if (running.current) return;
      setChosen(minutes);
      run(() => start.mutateAsync(minutes), t.breakStartFailed);
    },
    end: () => {
      run(() => end.mutateAsync(undefined), t.breakEndFailed);
    },
    ending: end.isPending,
  };
}

function BreakIcon({ active }: { active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
        active ? 'bg-gold-400 text-ink-950' : 'bg-sand-100 text-bronze-700',
      )}
    >
      <Coffee />
    </span>
  );
}

/**
 * Take a break of 5 to 60 minutes from the dashboard (docs/product/chairs-day.md), the lengths folded behind
 * 'Take a break'; while one is on or planned, when it ends and a way to end it early. Customers
 * see 'Back at ...' on the barber's card meanwhile.
 */
export function BreakControl({ barberId, state, loadFailed, onRetry }: BreakControlProps) {
  const t = useTexts(dayTexts);
  const common = useTexts(barberTexts);
  const clock = useShopClock();
  const commands = useBreakCommands(barberId);
  // Offline, a break is not taken or ended: nothing waits to be sent later (docs/product/architecture.md#reach).
  const { online } = useStaffOnline();
  const text = state ? breakText(state, clock.timeZone, clock.language) : null;
  // The lengths fold away below the chair's work; once opened they stay open after a break ends.
  const [open, setOpen] = useState(false);

  if (state && state.kind !== 'none' && text) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <BreakIcon active />
          <div aria-live="polite" aria-atomic="true" className="flex min-w-0 flex-col gap-0.5">
            <h3 className="font-sans text-base font-semibold leading-snug text-ink-950">{text}</h3>
            <p className="text-sm text-ink-600">
              {state.kind === 'planned' ? t.breakAfterCustomer : t.customersSeeBackAt({ time: clock.time(state.end) })}
            </p>
          </div>
        </div>
        <Button variant="secondary" className="w-full sm:w-auto" loading={commands.ending} loadingText={t.ending} disabled={commands.busy || !online} onClick={commands.end}>
          {t.endBreak}
        </Button>
      </div>
    );
  }

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="flex flex-col gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <BreakIcon active={false} />
        <h3 className="min-w-0 flex-1 font-sans text-base font-semibold leading-snug text-ink-950">
          <CollapsibleTrigger
            id="take-break-title"
            className="group flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-500"
          >
            {t.takeBreak}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180" />
          </CollapsibleTrigger>
        </h3>
      </div>
      {loadFailed && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-red-700">
          {t.breakLoadFailed}
          <button type="button" onClick={onRetry} className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4">
            <RefreshCw aria-hidden="true" className="size-3.5" />
            {common.retry}
          </button>
        </p>
      )}
      <CollapsibleContent className="flex flex-col gap-3">
        {!loadFailed && <p className="text-sm text-ink-600">{t.breakIntro}</p>}
        {state === null && !loadFailed ? (
          <div className="grid grid-cols-5 gap-2 md:flex" aria-hidden="true">
            {BREAK_MINUTES.map((minutes) => (
              <Skeleton key={minutes} className="h-11 md:w-[4.5rem]" />
            ))}
          </div>
        ) : (
          <div role="group" aria-labelledby="take-break-title" className="grid grid-cols-5 gap-2 md:flex">
            {BREAK_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                variant="outline"
                size="narrow"
                className="text-ink-900 md:w-[4.5rem]"
                aria-label={t.breakOf({ minutes })}
                disabled={commands.busy || !online}
                loading={commands.chosen === minutes}
                onClick={() => {
                  commands.take(minutes);
                }}
              >
                {commands.chosen === minutes ? null : t.breakLength({ minutes })}
              </Button>
            ))}
          </div>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
