import { ArrowRight, DoorClosed, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { alternativeSlotParts, type AlternativeBarber, type AlternativeSlot, type LastCall } from '../logic/last-call.js';
import { bookingWhenTexts } from '../texts-when.js';
import { IconNotice } from './icon-notice.js';

export interface LastCallNoticeProps {
  lastCall: LastCall;
  /** The refused barber's name, for the slots' heading. */
  barberName: string;
  onSwitchBarber: (barberId: number) => void;
  onPickSlot: (slot: AlternativeSlot) => void;
}

/** A row-sized way out of the notice: a real button, 44 px tall or more. */
function Way({ onClick, icon, title, detail }: { onClick: () => void; icon: ReactNode; title: string; detail: string }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="group flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-white px-3.5 py-2.5 text-left transition-colors hover:border-bronze-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
      >
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-100 text-bronze-700 [&_svg]:size-4">
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold text-ink-950">{title}</span>
          <span className="text-sm text-ink-600">{detail}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5" />
      </button>
    </li>
  );
}

function OtherBarbers({ barbers, onSwitch }: { barbers: readonly AlternativeBarber[]; onSwitch: (barberId: number) => void }) {
  const t = useTexts(bookingWhenTexts);
  const clock = useShopClock();
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-ink-800">{t.otherBarbersTitle}</h4>
      <ul className="flex flex-col gap-2">
        {barbers.map((other) => (
          <Way
            key={other.barberId}
            onClick={() => {
              onSwitch(other.barberId);
            }}
            icon={<UserRound />}
            title={other.name}
            detail={t.expectedAt({ time: clock.time(other.expectedStartTime) })}
          />
        ))}
      </ul>
    </div>
  );
}

function FirstSlots({ slots, barberName, onPick }: { slots: readonly AlternativeSlot[]; barberName: string; onPick: (slot: AlternativeSlot) => void }) {
  const t = useTexts(bookingWhenTexts);
  const clock = useShopClock();
  const today = clock.shopDate(Date.now());
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-ink-800">{t.slotsWith({ name: barberName })}</h4>
      <ul className="grid grid-cols-3 gap-2">
        {slots.map((slot) => {
          const { day, time } = alternativeSlotParts(slot, today, t, clock.language);
          return (
            <li key={`${slot.date} ${slot.time}`}>
              {/* Drawn as the slot grid's times, which is where it takes the customer. */}
              <button
                type="button"
                aria-label={t.dayAndTime({ day, time })}
                onClick={() => {
                  onPick(slot);
                }}
                className="flex min-h-14 w-full flex-col items-center justify-center rounded-lg border border-line bg-white px-1 py-1.5 text-center transition-colors hover:border-bronze-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
              >
                <span className="text-xs font-medium text-ink-600">{day}</span>
                <span className="text-sm font-semibold tabular-nums text-ink-950">{time}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Last call (docs/product/chairs-day.md): the barber's day ends before this walk-in would, so the form says so
 * before anything is sent, and offers the ways that still work: another barber today, or one of
 * this barber's first free times.
 */
export function LastCallNotice({ lastCall, barberName, onSwitchBarber, onPickSlot }: LastCallNoticeProps) {
  const t = useTexts(bookingWhenTexts);
  const nothingElse = lastCall.barbers.length === 0 && lastCall.slots.length === 0;
  return (
    <IconNotice
      id="last-call-title"
      icon={DoorClosed}
      tone="orange"
      level={3}
      title={lastCall.message}
      detail={lastCall.detail ?? (nothingElse ? t.lastCallNothingElse : t.lastCallWaysOut)}
    >
      {lastCall.barbers.length > 0 && <OtherBarbers barbers={lastCall.barbers} onSwitch={onSwitchBarber} />}
      {lastCall.slots.length > 0 && <FirstSlots slots={lastCall.slots} barberName={barberName} onPick={onPickSlot} />}
    </IconNotice>
  );
}
