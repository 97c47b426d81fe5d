import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';

export interface ShopFieldsProps {
  slug: UseFormRegisterReturn<'slug'>;
  name: UseFormRegisterReturn<'name'>;
  timeZone: UseFormRegisterReturn<'timeZone'>;
  /** Each field's message, in English as the shared schema or the server wrote it. */
  errors: { slug?: string | undefined; name?: string | undefined; timeZone?: string | undefined };
}

/** A new shop's slug, name and time zone, as New shop and Add a branch both ask for them. */
export function ShopFields({ slug, name, timeZone, errors }: ShopFieldsProps) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  return (
    <>
      <Field label={t.slug} hint={t.slugHint} error={errorText.message(errors.slug)} required>
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} required {...slug} />
      </Field>
      <Field label={t.shopName} error={errorText.message(errors.name)} required>
        <Input autoComplete="organization" required {...name} />
      </Field>
      <Field label={t.timeZone} error={errorText.message(errors.timeZone)} required>
        <TimeZoneSelect required {...timeZone} />
      </Field>
    </>
  );
}
