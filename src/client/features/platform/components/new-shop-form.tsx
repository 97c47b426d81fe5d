import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { newShopSchema, type CreatedShop, type NewShopInput } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useCreateShop } from '../api/platform.js';
import { platformTexts } from '../texts.js';

const DEFAULTS: NewShopInput = { slug: '', name: '', timeZone: 'Asia/Kolkata', ownerUsername: '' };

/** The new shop's slug, name, time zone and owner, checked by the shared contract's schema. */
export function NewShopForm({ onCreated }: { onCreated: (created: CreatedShop) => void }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const create = useCreateShop();
  const form = useForm<NewShopInput>({ resolver: zodResolver(newShopSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        // A taken slug is the slug's fault: say so beside it.
        if (error instanceof ApiError && error.code === 'SHOP_SLUG_TAKEN') {
          form.setError('slug', { message: error.serverMessage ?? error.message }, { shouldFocus: true });
          return;
        }
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const [field, message] of Object.entries(fields ?? {})) {
          if (field in DEFAULTS) form.setError(field as keyof NewShopInput, { message });
        }
        toast({ title: t.createFailed, description: errorText.describe(error, t.tryAgain), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <Field label={t.slug} hint={t.slugHint} error={errorText.message(errors.slug?.message)} required>
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} required {...form.register('slug')} />
      </Field>
      <Field label={t.shopName} error={errorText.message(errors.name?.message)} required>
        <Input autoComplete="organization" required {...form.register('name')} />
      </Field>
      <Field label={t.timeZone} error={errorText.message(errors.timeZone?.message)} required>
        <TimeZoneSelect required {...form.register('timeZone')} />
      </Field>
      <Field label={t.ownerUsername} error={errorText.message(errors.ownerUsername?.message)} required>
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} required {...form.register('ownerUsername')} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:ml-auto sm:w-auto" loading={create.isPending} loadingText={t.creating}>
        <Plus aria-hidden="true" />
        {t.create}
      </Button>
    </form>
  );
}
