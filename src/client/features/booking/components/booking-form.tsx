import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { bookingCreateSchema, type BookingCreate } from '../../../../shared/schemas/booking.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { Service } from '../../../../shared/schemas/service.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useCheckPhone } from '../api/check-phone.js';
import { phoneCheckOf } from '../logic/phone-check.js';
import { ANY_BARBER } from '../../../../shared/schemas/barber-choice.js';
import { anyBarberTexts } from '../texts-any.js';
import { bookingTexts } from '../texts.js';
import { BarberField } from './barber-field.js';
import { BookingSummary } from './booking-summary.js';
import { BookingTypeField } from './booking-type-field.js';
import { ConfirmationDialog } from './confirmation-dialog.js';
import { CustomerFields } from './customer-fields.js';
import { FormSection } from './form-section.js';
import { LastCallNotice } from './last-call-notice.js';
import type { BookingFormValues } from './form-types.js';
import { NearbySuggestion } from './nearby-suggestion.js';
import { NotesField } from './notes-field.js';
import { QueueEstimate } from './queue-estimate.js';
import { ServicesField } from './services-field.js';
import { SlotPicker } from './slot-picker.js';
import { useBookingSubmit } from './use-booking-submit.js';
import { useLastCall } from './use-last-call.js';
import { useQueueClosedReason } from './use-queue-now.js';

export interface BookingFormProps {
  /** The barbers taking bookings now. */
  barbers: readonly Barber[];
  services: readonly Service[];
  lockedBarber: Barber | null;
  /** Start with "any barber" chosen (the home page's main Book Now). */
  preferAny?: boolean;
}

/** The booking form of docs/product/screens.md, checked by the shared schema with the messages in docs/product/booking-rules.md#validation-rules. */
export function BookingForm({ barbers, services, lockedBarber, preferAny = false }: BookingFormProps) {
  const t = useTexts(bookingTexts);
  const anyT = useTexts(anyBarberTexts);
  const errorText = useErrorText();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const customer = user?.role === 'customer' ? user.customer : undefined;
  // Closed for the day or too early for walk-ins: a time slot is the way in (docs/decisions/0017-shop-state.md).
  const queueClosed = useQueueClosedReason();
  const form = useForm<BookingFormValues, unknown, BookingCreate>({
    resolver: zodResolver(bookingCreateSchema),
    defaultValues: {
      // One barber on duty needs no choosing; from the home page's Book Now, any barber is.
      // Any barber takes walk-ins only, so not while the queue is closed.
      barberId: lockedBarber?.id ?? (barbers.length === 1 ? barbers[0]?.id : preferAny && queueClosed === null ? ANY_BARBER : undefined),
      customerName: customer?.name ?? '',
      customerPhone: customer?.phone ?? '',
      bookingType: queueClosed === null ? 'queue' : 'slot',
      services: [],
      slotDate: null,
      slotTime: null,
      notes: '',
    },
  });
  const { control, register, formState, getValues, setValue, handleSubmit } = form;
  const [barberId, phone, bookingType, serviceIds] = useWatch({ control, name: ['barberId', 'customerPhone', 'bookingType', 'services'] });
  const check = useCheckPhone(phone);
  const phoneCheck = phoneCheckOf({ digits: phone, status: check.status, data: check.data, error: check.error }, t, language);
  const { submit, sending, confirmed, confirmedAny, closeConfirmation } = useBookingSubmit(form);
  const barber = barbers.find((known) => known.id === barberId);
  const { lastCall, whenRef, switchBarber, pickSlot } = useLastCall(form, barbers, lockedBarber !== null);
  // A walk-in with its barber (or any) and services chosen may be shown a shorter wait nearby; a slot never.
  const walkInChosen = bookingType === 'queue' && queueClosed === null && (barberId === ANY_BARBER || barber !== undefined) && serviceIds.length > 0;

  // Any barber takes walk-ins only: a time is booked with a barber.
  useEffect(() => {
    if (barberId === ANY_BARBER && bookingType !== 'queue') setValue('bookingType', 'queue');
  }, [barberId, bookingType, setValue]);

  // The queue closing while the page is open (the day's end) leaves the time slot chosen.
  useEffect(() => {
    if (queueClosed !== null && barberId !== ANY_BARBER && getValues('bookingType') === 'queue') setValue('bookingType', 'slot');
  }, [queueClosed, barberId, getValues, setValue]);

  // A signed-in customer's session arrives after the first paint: fill in what is still empty.
  useEffect(() => {
    if (!customer) return;
    if (!getValues('customerName')) setValue('customerName', customer.name);
    if (!getValues('customerPhone')) setValue('customerPhone', customer.phone);
  }, [customer, getValues, setValue]);

  return (
    <>
      <form
        noValidate
        aria-label={t.formLabel}
        onSubmit={(event) => {
          if (phoneCheck.kind !== 'valid' || lastCall) {
            event.preventDefault();
            return;
          }
          void handleSubmit(submit)(event);
        }}
        className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
      >
        <div className="flex min-w-0 flex-col gap-5">
          <FormSection step={1} title={t.stepBarber} headingId="step-barber">
            <BarberField control={control} barbers={barbers} lockedBarber={lockedBarber} queueClosed={queueClosed} />
          </FormSection>
          <FormSection step={2} title={t.stepDetails} headingId="step-details" description={t.stepDetailsHint}>
            <CustomerFields
              control={control}
              register={register}
              nameError={errorText.message(formState.errors.customerName?.message)}
              phone={phone}
              phoneCheck={phoneCheck}
              onRetryPhoneCheck={() => void check.refetch()}
            />
          </FormSection>
          <FormSection step={3} title={t.stepServices} headingId="step-services" description={t.stepServicesHint}>
            <ServicesField control={control} services={services} labelledBy="step-services" />
          </FormSection>
          <FormSection step={4} title={t.stepWhen} headingId="step-when">
            <div ref={whenRef} tabIndex={-1} className="flex flex-col gap-5 rounded-xl outline-none">
              {barberId === ANY_BARBER ? (
                // Any barber takes walk-ins only; if the queue closed while the page was open, it says why.
                <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-700">{queueClosed ?? anyT.anyBarberQueueOnly}</p>
              ) : (
                <BookingTypeField control={control} labelledBy="step-when" queueClosed={queueClosed} />
              )}
              {barberId === ANY_BARBER ? null : barber === undefined ? (
                <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-600">{t.chooseBarberFirst}</p>
              ) : bookingType === 'queue' ? (
                <div aria-live="polite">
                  {lastCall ? (
                    <LastCallNotice lastCall={lastCall} barberName={barber.name} onSwitchBarber={switchBarber} onPickSlot={pickSlot} />
                  ) : (
                    <QueueEstimate barberId={barber.id} />
                  )}
                </div>
              ) : (
                <SlotPicker control={control} barber={barber} serviceIds={serviceIds} />
              )}
              {walkInChosen && <NearbySuggestion serviceIds={serviceIds} />}
            </div>
          </FormSection>
          <FormSection step={5} title={t.stepNotes} headingId="step-notes" description={t.stepNotesHint}>
            <NotesField register={register} error={errorText.message(formState.errors.notes?.message)} />
          </FormSection>
        </div>
        <BookingSummary
          control={control}
          barbers={barbers}
          services={services}
          phoneCheck={phoneCheck}
          sending={sending}
          walkInRefused={lastCall?.detail !== undefined ? 'not_yet' : lastCall !== null}
        />
      </form>
      {confirmed && (
        <ConfirmationDialog
          booking={confirmed}
          assignedEarliest={confirmedAny}
          onDone={() => {
            navigate('/');
          }}
          onCancelled={closeConfirmation}
        />
      )}
    </>
  );
}
