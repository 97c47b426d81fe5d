import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { newShopSchema, type CreatedShop, type NewShopInput } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useCreateShop } from '../api/platform.js';
import { shopFormErrors } from '../logic/shop-form-errors.js';
import { platformTexts } from '../texts.js';
import { ShopFields } from './shop-fields.js';

const DEFAULTS: NewShopInput = { slug: '', name: '', timeZone: 'Asia/Kolkata', ownerUsername: '' };
const FIELDS = ['slug', 'name', 'timeZone', 'ownerUsername'] as const satisfies readonly (keyof NewShopInput)[];

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
        const refused = shopFormErrors(error, FIELDS);
        for (const [field, message] of refused.fields) form.setError(field, { message }, { shouldFocus: refused.taken });
        if (refused.taken) return;
        toast({ title: t.createFailed, description: errorText.describe(error, t.tryAgain), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <ShopFields
        slug={form.register('slug')}
        name={form.register('name')}
        timeZone={form.register('timeZone')}
        errors={{ slug: errors.slug?.message, name: errors.name?.message, timeZone: errors.timeZone?.message }}
      />
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
