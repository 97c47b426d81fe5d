import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopSettingsUpdateSchema, type ShopSettings, type ShopSettingsUpdate } from '../../../../../shared/schemas/shop-settings.js';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { showFieldErrors } from '../../../../lib/api-errors.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { adminTexts } from '../../texts.js';
import { shopTexts } from '../../texts-shop.js';
import { useSaveSettings } from './use-save-settings.js';

type UpiField = 'upiId' | 'upiName';
const FIELDS: readonly UpiField[] = ['upiId', 'upiName'];
// A payee address as typed, the same in every language.
const UPI_EXAMPLE = 'name@bank';

const upiOf = (settings: ShopSettings) => ({ upiId: settings.upiId, upiName: settings.upiName });

/**
 * The shop's UPI payee (docs/product/money.md#upi): its UPI ID and the name customers' apps show,
 * checked by the shared schema. UPI is offered at the chair once both are set; an empty ID turns
 * it off.
 */
export function UpiCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const common = useTexts(adminTexts);
  const errorText = useErrorText();
  const { save, pending } = useSaveSettings();
  const form = useForm<z.input<typeof shopSettingsUpdateSchema>, unknown, ShopSettingsUpdate>({
    resolver: zodResolver(shopSettingsUpdateSchema),
    values: upiOf(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((upi) => {
    const removed = upi.upiId === '';
    const update = removed ? { upiId: '', upiName: '' } : upi;
    save(update, {
      success: removed ? t.upiRemoved : t.upiSaved,
      onSuccess: () => {
        form.reset(update);
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
        <CardTitle>{t.upiTitle}</CardTitle>
        <CardDescription>{t.upiDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <Field label={t.upiId} error={errorText.message(errors.upiId?.message)} hint={t.upiIdHint}>
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="email" placeholder={UPI_EXAMPLE} {...form.register('upiId')} />
          </Field>
          <Field label={t.upiName} error={errorText.message(errors.upiName?.message)} hint={t.upiNameHint}>
            <Input autoComplete="organization" maxLength={50} {...form.register('upiName')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" loading={pending} loadingText={common.saving} disabled={!isDirty}>
              <Save aria-hidden="true" />
              {common.save}
              {/* Told apart from the shop details' Save for screen readers. */}
              <span className="sr-only">{t.saveUpi}</span>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
