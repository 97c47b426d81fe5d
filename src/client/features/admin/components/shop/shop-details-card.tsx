import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopSettingsUpdateSchema, type ShopSettings, type ShopSettingsUpdate } from '../../../../../shared/schemas/shop-settings.js';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Field } from '../../../../components/ui/field.js';
import { Input, Textarea } from '../../../../components/ui/input.js';
import { showFieldErrors } from '../../../../lib/api-errors.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { adminTexts } from '../../texts.js';
import { shopTexts } from '../../texts-shop.js';
import { useSaveSettings } from './use-save-settings.js';

type DetailField = 'shopName' | 'shopPhone' | 'shopAddress' | 'mapUrl';
const FIELDS: readonly DetailField[] = ['shopName', 'shopPhone', 'shopAddress', 'mapUrl'];

// What empty fields look like: a number and a link as typed, the same in every language.
const PHONE_EXAMPLE = '+91 98765 43210';
const MAP_EXAMPLE = 'https://maps.app.goo.gl/...';

const detailsOf = (settings: ShopSettings) => ({
  shopName: settings.shopName,
  shopPhone: settings.shopPhone,
  shopAddress: settings.shopAddress,
  mapUrl: settings.mapUrl,
});

/**
 * The shop's name and contact details for the public pages (docs/product/architecture.md#the-web-client), checked by the shared
 * schema. A change made elsewhere refreshes the fields the owner has not touched.
 */
export function ShopDetailsCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const common = useTexts(adminTexts);
  const errorText = useErrorText();
  const { save, pending } = useSaveSettings();
  const form = useForm<z.input<typeof shopSettingsUpdateSchema>, unknown, ShopSettingsUpdate>({
    resolver: zodResolver(shopSettingsUpdateSchema),
    values: detailsOf(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((details) => {
    save(details, {
      success: t.detailsSaved,
      onSuccess: () => {
        form.reset(details);
      },
      onError: (error) => {
        // The server names the field it refused: show its message there too.
        showFieldErrors(error, FIELDS, form.setError);
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.detailsTitle}</CardTitle>
        <CardDescription>{t.detailsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <Field label={t.shopName} error={errorText.message(errors.shopName?.message)}>
            <Input autoComplete="organization" placeholder={t.shopNameExample} {...form.register('shopName')} />
          </Field>
          <Field label={t.phone} error={errorText.message(errors.shopPhone?.message)} hint={t.phoneHint}>
            <Input type="tel" autoComplete="tel" placeholder={PHONE_EXAMPLE} {...form.register('shopPhone')} />
          </Field>
          <Field label={t.address} error={errorText.message(errors.shopAddress?.message)}>
            <Textarea rows={3} autoComplete="street-address" {...form.register('shopAddress')} />
          </Field>
          <Field label={t.mapLink} error={errorText.message(errors.mapUrl?.message)} hint={t.mapHint}>
            <Input type="url" inputMode="url" placeholder={MAP_EXAMPLE} {...form.register('mapUrl')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" loading={pending} loadingText={common.saving} disabled={!isDirty}>
              <Save aria-hidden="true" />
              {common.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
