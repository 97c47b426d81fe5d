import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopSettingsUpdateSchema, type ShopSettings, type ShopSettingsUpdate } from '../../../../../shared/schemas/shop-settings.js';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Field } from '../../../../components/ui/field.js';
import { Input, Textarea } from '../../../../components/ui/input.js';
import { ApiError } from '../../../../lib/api-errors.js';
import { useSaveSettings } from './use-save-settings.js';

type DetailField = 'shopName' | 'shopPhone' | 'shopAddress' | 'mapUrl';
const FIELDS: readonly DetailField[] = ['shopName', 'shopPhone', 'shopAddress', 'mapUrl'];

const detailsOf = (settings: ShopSettings) => ({
  shopName: settings.shopName,
  shopPhone: settings.shopPhone,
  shopAddress: settings.shopAddress,
  mapUrl: settings.mapUrl,
});

/**
 * The shop's name and contact details for the public pages (DESIGN §8), checked by the shared
 * schema. A change made elsewhere refreshes the fields the owner has not touched.
 */
export function ShopDetailsCard({ settings }: { settings: ShopSettings }) {
  const { save, pending } = useSaveSettings();
  const form = useForm<z.input<typeof shopSettingsUpdateSchema>, unknown, ShopSettingsUpdate>({
    resolver: zodResolver(shopSettingsUpdateSchema),
    values: detailsOf(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((details) => {
    save(details, {
      success: 'Shop details saved',
      onSuccess: () => {
        form.reset(details);
      },
      onError: (error) => {
        // The server names the field it refused: show its message there too.
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          const known = FIELDS.find((name) => name === field);
          if (known) form.setError(known, { message });
        }
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Shop Details</CardTitle>
        <CardDescription>Shown in the site's header, footer and on every booking card.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <Field label="Shop name" error={errors.shopName?.message}>
            <Input autoComplete="organization" placeholder="Kings Barbers" {...form.register('shopName')} />
          </Field>
          <Field label="Phone" error={errors.shopPhone?.message} hint="Customers tap it to call the shop.">
            <Input type="tel" autoComplete="tel" placeholder="+91 98765 43210" {...form.register('shopPhone')} />
          </Field>
          <Field label="Address" error={errors.shopAddress?.message}>
            <Textarea rows={3} autoComplete="street-address" {...form.register('shopAddress')} />
          </Field>
          <Field label="Map link" error={errors.mapUrl?.message} hint="An https:// link to the shop on a map.">
            <Input type="url" inputMode="url" placeholder="https://maps.app.goo.gl/..." {...form.register('mapUrl')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" loading={pending} loadingText="Saving..." disabled={!isDirty}>
              <Save aria-hidden="true" />
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
