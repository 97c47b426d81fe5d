import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { phoneParamSchema } from '../../../../shared/schemas/common.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { PhoneInput } from '../../../components/ui/phone-input.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { trackTexts } from '../texts.js';

type TrackFormInput = z.input<typeof phoneParamSchema>;
type TrackFormOutput = z.output<typeof phoneParamSchema>;

export interface TrackFormProps {
  /** The number from the link (?phone=), digits only; it may be incomplete. */
  initialPhone: string;
  tracking: boolean;
  onTrack: (phone: string) => void;
}

/** docs/product/screens.md: a phone (digits only, max 10) and 'Track', which reads 'Tracking...' while it looks. */
export function TrackForm({ initialPhone, tracking, onTrack }: TrackFormProps) {
  const t = useTexts(trackTexts);
  const errorText = useErrorText();
  const form = useForm<TrackFormInput, unknown, TrackFormOutput>({
    resolver: zodResolver(phoneParamSchema),
    defaultValues: { phone: initialPhone },
  });

  // A link to another number (the header's Track, a shared link) opens on this page: follow it.
  useEffect(() => {
    form.reset({ phone: initialPhone });
  }, [form, initialPhone]);

  const submit = form.handleSubmit(({ phone }) => {
    onTrack(phone);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.title} className="flex flex-col gap-3">
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field label={t.phoneLabel} error={errorText.message(fieldState.error?.message)}>
            <PhoneInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={field.onChange}
            />
          </Field>
        )}
      />
      <Button type="submit" size="lg" loading={tracking} loadingText={t.tracking} className="w-full">
        <Search aria-hidden="true" />
        {t.track}
      </Button>
    </form>
  );
}
