import { useEffect, useRef, type RefObject } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { BookingCreate } from '../../../../shared/schemas/booking.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useWalkInCheck } from '../api/check-walk-in.js';
import { lastCallOf, queueRecheckDelay, type AlternativeSlot, type LastCall } from '../logic/last-call.js';
import { bookingWhenTexts } from '../texts-when.js';
import type { BookingFormValues } from './form-types.js';

type BookingForm = UseFormReturn<BookingFormValues, unknown, BookingCreate>;

export interface LastCallState {
  /** Set when the chosen barber cannot take this walk-in today: the form says so and does not submit. */
  lastCall: LastCall | null;
  /** Step 4's content, where focus goes once a way out has been taken (the button taken is gone). */
  whenRef: RefObject<HTMLDivElement | null>;
  switchBarber: (barberId: number) => void;
  pickSlot: (slot: AlternativeSlot) => void;
}

/**
 * Last call on the booking form (docs/product/chairs-day.md): with the queue, a barber and services chosen, asks
 * whether the walk-in still fits that barber's day, and offers the ways out when it does not.
 * On /booking/{id} another barber is another page, so switching goes there; the form stays, with
 * what was typed.
 */
export function useLastCall(form: BookingForm, barbers: readonly Barber[], locked: boolean): LastCallState {
  const t = useTexts(bookingWhenTexts);
  const clock = useShopClock();
  const [, navigate] = useLocation();
  const whenRef = useRef<HTMLDivElement>(null);
  const [barberId, bookingType, serviceIds] = useWatch({ control: form.control, name: ['barberId', 'bookingType', 'services'] });
  const barber = barbers.find((known) => known.id === barberId);
  const check = useWalkInCheck(barber?.id, serviceIds, bookingType === 'queue');
  const lastCall =
    barber && bookingType === 'queue' && serviceIds.length > 0
      ? lastCallOf(
          check.data,
          barber,
          barbers.map((known) => known.id),
          t,
          clock.time,
        )
      : null;

  // A queue not open yet is looked at again the moment it opens, not at the next timed refresh.
  const opensAt = check.data?.queueOpensAt;
  const { refetch } = check;
  useEffect(() => {
    const delay = queueRecheckDelay(opensAt, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => {
      void refetch();
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [opensAt, refetch]);

  const focusWhen = () => {
    // After the next paint: the new content is in, and a page change has scrolled to the top.
    requestAnimationFrame(() => {
      whenRef.current?.focus();
    });
  };

  const switchBarber = (next: number) => {
    form.setValue('barberId', next, { shouldValidate: true });
    if (locked) navigate(`/booking/${next}`);
    focusWhen();
  };

  const pickSlot = (slot: AlternativeSlot) => {
    form.setValue('bookingType', 'slot');
    form.setValue('slotDate', slot.date);
    form.setValue('slotTime', slot.time, { shouldValidate: true });
    focusWhen();
  };

  return { lastCall, whenRef, switchBarber, pickSlot };
}
