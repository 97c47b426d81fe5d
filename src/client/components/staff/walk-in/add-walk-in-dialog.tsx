import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ANY_BARBER, type BarberChoice } from '../../../../shared/schemas/barber-choice.js';
import type { CreatedBooking } from '../../../../shared/schemas/booking.js';
import type { UsualServices } from '../../../../shared/schemas/staff-walk-in.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useServices } from '../../../lib/queries/services.js';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import { createIdempotencyKeys } from '../../../features/booking/logic/idempotency-key.js';
import { Button } from '../../ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { Input } from '../../ui/input.js';
import { PhoneInput } from '../../ui/phone-input.js';
import { Spinner } from '../../ui/spinner.js';
import { ChoiceChips } from './choice-chips.js';
import { walkInTexts } from './texts.js';
import { useAddWalkIn, useUsualServices } from './walk-in-api.js';
import { WalkInToken } from './walk-in-token.js';

export interface AddWalkInProps {
  /** The barber's own chair (barber dashboard); without it, a choice of chairs or first available. */
  barberId?: number;
  /** The chairs to choose from (front desk). */
  barbers?: readonly { id: number; name: string }[];
  className?: string;
}

/** The service to preselect for a choice of barber: his usual one, the shop's for first available. */
function usualFor(usual: UsualServices | undefined, choice: BarberChoice): number[] {
  const id = choice === ANY_BARBER ? usual?.shop : usual?.barbers.find((entry) => entry.barberId === choice)?.serviceId;
  return id === undefined || id === null ? [] : [id];
}

/** The form: services (the usual one already picked), then optionally barber, name and phone. */
function WalkInForm({ barberId, barbers, onAdded }: AddWalkInProps & { onAdded: (booking: CreatedBooking) => void }) {
  const t = useTexts(walkInTexts);
  const errorText = useErrorText();
  const ids = useId();
  const services = useServices();
  const usual = useUsualServices();
  const { online } = useStaffOnline();
  const mutation = useAddWalkIn();
  const [keys] = useState(createIdempotencyKeys);
  const [choice, setChoice] = useState<BarberChoice>(barberId ?? ANY_BARBER);
  const [picked, setPicked] = useState<number[] | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  // Until someone taps a service, the chair's usual one is the choice (it arrives with its query).
  const chosen = picked ?? usualFor(usual.data, choice);

  if (services.isPending || usual.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (services.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-800">
        {t.loadFailed}
        <Button variant="outline" onClick={() => void services.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }

  const fields = mutation.error instanceof ApiError ? mutation.error.fields : {};
  const submit = () => {
    const body = { barberId: choice, customerName: name, customerPhone: phone, services: chosen };
    mutation.mutate({ body, idempotencyKey: keys.keyFor(body) }, { onSuccess: onAdded });
  };

  return (
    <form
      noValidate
      aria-label={t.addWalkInTitle}
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.isPending) submit();
      }}
      className="flex flex-col gap-5"
    >
      <DialogHeader>
        <DialogTitle>{t.addWalkInTitle}</DialogTitle>
        <DialogDescription>{t.addWalkInIntro}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <span id={`${ids}-services`} className="text-sm font-semibold text-ink-900">
          {t.services}
        </span>
        <ChoiceChips
          name="services"
          type="checkbox"
          labelledBy={`${ids}-services`}
          chips={services.data.map((service) => ({ value: service.id, label: service.name }))}
          isChecked={(id) => chosen.includes(id)}
          onToggle={(id) => {
            setPicked(chosen.includes(id) ? chosen.filter((known) => known !== id) : [...chosen, id]);
          }}
        />
        {fields.services && <p className="text-sm text-red-700">{errorText.message(fields.services)}</p>}
      </div>
      {barberId === undefined && barbers && (
        <div className="flex flex-col gap-2">
          <span id={`${ids}-barber`} className="text-sm font-semibold text-ink-900">
            {t.barber}
          </span>
          <ChoiceChips<BarberChoice>
            name="barber"
            type="radio"
            labelledBy={`${ids}-barber`}
            chips={[{ value: ANY_BARBER, label: t.firstAvailable }, ...barbers.map((barber) => ({ value: barber.id, label: barber.name }))]}
            isChecked={(value) => value === choice}
            onToggle={setChoice}
          />
        </div>
      )}
      <Field label={t.name} hint={t.nameHint} error={errorText.message(fields.customerName)}>
        <Input value={name} maxLength={80} autoComplete="off" onChange={(event) => { setName(event.target.value); }} />
      </Field>
      <Field label={t.phone} hint={t.phoneHint} error={errorText.message(fields.customerPhone)}>
        <PhoneInput value={phone} onValueChange={setPhone} />
      </Field>
      {mutation.isError && Object.keys(fields).length === 0 && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText.describe(mutation.error, t.addFailed)}
        </p>
      )}
      {/* Kept in view while the form scrolls on a small phone: adding is the second tap. */}
      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-line bg-white px-6 py-4">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!online} loading={mutation.isPending} loadingText={t.adding}>
          {t.add}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Add walk-in" at the counter: one tap opens the form with the usual service picked, a second adds
 * the walk-in and shows its token large with a QR code of its page, for the customer to keep.
 */
export function AddWalkIn(props: AddWalkInProps) {
  const t = useTexts(walkInTexts);
  const { online } = useStaffOnline();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<CreatedBooking | null>(null);
  // A new form each time it opens: a fresh idempotency key, the usual service picked again.
  const [round, setRound] = useState(0);

  return (
    <>
      <Button
        size="lg"
        className={props.className}
        disabled={!online}
        onClick={() => {
          setAdded(null);
          setRound((count) => count + 1);
          setOpen(true);
        }}
      >
        <UserPlus aria-hidden="true" />
        {t.addWalkIn}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="lg">
          {added ? (
            <>
              <DialogHeader>
                <DialogTitle>{t.tokenTitle}</DialogTitle>
              </DialogHeader>
              <WalkInToken booking={added} />
              <DialogFooter>
                <Button
                  variant="outline"
                  onClick={() => {
                    setAdded(null);
                    setRound((count) => count + 1);
                  }}
                >
                  {t.addAnother}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setOpen(false);
                  }}
                >
                  {t.done}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <WalkInForm key={round} {...props} onAdded={setAdded} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
