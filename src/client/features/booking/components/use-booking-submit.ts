import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/use-toast.js';
import { ANY_BARBER } from '../../../../shared/schemas/barber-choice.js';
import type { BookingCreate, CreatedBooking } from '../../../../shared/schemas/booking.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { walkInCheckQuery } from '../api/check-walk-in.js';
import { useCreateBooking } from '../api/create-booking.js';
import { createIdempotencyKeys } from '../logic/idempotency-key.js';
import { refusedCheck } from '../logic/last-call.js';
import { toRequestBody } from '../logic/request-body.js';
import { describeSubmitFailure } from '../logic/submit-failure.js';
import { bookingTexts } from '../texts.js';
import type { BookingFormValues } from './form-types.js';

type BookingForm = UseFormReturn<BookingFormValues, unknown, BookingCreate>;

/**
 * Sends the checked form once: a double tap or a retry after a lost answer carries the same
 * Idempotency-Key, so the server books once and answers both with that booking. Failures land
 * under their fields and in the 'Booking Failed' toast.
 */
export function useBookingSubmit(form: BookingForm) {
  const t = useTexts(bookingTexts);
  const language = useLanguage();
  const client = useQueryClient();
  const mutation = useCreateBooking();
  const [keys] = useState(createIdempotencyKeys);
  // Set before the request starts: a second tap in the same frame sees it even before React re-renders.
  const inFlight = useRef(false);
  const [confirmed, setConfirmed] = useState<CreatedBooking | null>(null);
  // Whether the server chose the barber (any barber): the confirmation then says who, and why.
  const [confirmedAny, setConfirmedAny] = useState(false);

  const fail = (error: unknown, body: BookingCreate) => {
    const failure = describeSubmitFailure(error, t, language);
    if (failure.freshKey) keys.reset();
    if (failure.slotGone && body.barberId !== ANY_BARBER) {
      form.setValue('slotTime', null);
      void client.invalidateQueries({ queryKey: queryKeys.barberLive.barber(body.barberId) });
    }
    if (failure.phoneTaken) {
      client.setQueryData(queryKeys.bookings.checkPhone(body.customerPhone), { hasActiveBooking: true, activeBooking: null });
      void client.invalidateQueries({ queryKey: queryKeys.bookings.checkPhone(body.customerPhone) });
    }
    if (failure.lastCall && body.barberId !== ANY_BARBER) {
      // The notice appears as if the check had said it; the next check (live or timed) may lift it.
      // For any barber there is no one barber's check: the toast says no barber can take it today.
      const check = walkInCheckQuery(body.barberId, body.services);
      client.setQueryData(check.queryKey, refusedCheck(body.barberId, failure.lastCall.alternatives));
    }
    if (failure.queueOpensAt !== null) {
      // Not open yet: the notice says from when, and the check is taken again at that instant.
      if (body.barberId !== ANY_BARBER) {
        const check = walkInCheckQuery(body.barberId, body.services);
        client.setQueryData(check.queryKey, refusedCheck(body.barberId, undefined, failure.queueOpensAt));
      }
      void client.invalidateQueries({ queryKey: queryKeys.shopSettings });
    }
    if (failure.shopChanged) {
      void client.invalidateQueries({ queryKey: queryKeys.shopSettings });
      void client.invalidateQueries({ queryKey: queryKeys.barbers.all });
    }
    for (const [name, message] of Object.entries(failure.fields)) {
      form.setError(name as keyof BookingFormValues, { type: 'server', message }, { shouldFocus: true });
    }
    toast({ title: t.bookingFailedTitle, description: failure.description, variant: 'destructive' });
  };

  const submit = (values: BookingCreate) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = toRequestBody(values);
    mutation.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (booking) => {
          // The same details again would be a new booking, not a retry of this one.
          keys.reset();
          setConfirmed(booking);
          setConfirmedAny(body.barberId === ANY_BARBER);
        },
        onError: (error) => {
          fail(error, body);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return {
    submit,
    sending: mutation.isPending,
    confirmed,
    confirmedAny,
    closeConfirmation: () => {
      setConfirmed(null);
    },
  };
}
