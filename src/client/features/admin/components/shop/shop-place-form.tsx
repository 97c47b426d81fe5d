import { zodResolver } from '@hookform/resolvers/zod';
import { Check, LocateFixed, Save, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AREA_MAX, type ShopPlace, type ShopPlaceUpdate } from '../../../../../shared/schemas/shop-list.js';
import { Button } from '../../../../components/ui/button.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { Switch } from '../../../../components/ui/switch.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { showFieldErrors } from '../../../../lib/api-errors.js';
import { cn } from '../../../../lib/cn.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useUpdateShopPlace } from '../../api/shop-place.js';
import { placeFormSchema, placeFormValues, positionFields, type PlaceFormValues } from '../../logic/shop-place.js';
import { adminTexts } from '../../texts.js';
import { shopTexts } from '../../texts-shop.js';
import { RichText } from '../rich-text.js';
import { useFailedToast } from '../use-failed-toast.js';
import { useCurrentLocation, type LocationState } from './use-current-location.js';

const FIELDS: readonly (keyof PlaceFormValues)[] = ['area', 'pinCode', 'latitude', 'longitude', 'listed'];

/**
 * The checks that span fields, checked again when a field they read changes (after a first Save):
 * the pair's message is on the longitude, listing's on the switch.
 */
const PLACE_CHECKS: Record<'area' | 'latitude' | 'longitude', (keyof PlaceFormValues)[]> = {
  area: ['listed'],
  latitude: ['longitude', 'listed'],
  longitude: ['listed'],
};

// What empty fields look like: a PIN code and a location as typed, the same in every language (Koramangala, Bengaluru).
const PIN_EXAMPLE = '560034';
const LATITUDE_EXAMPLE = '12.9352';
const LONGITUDE_EXAMPLE = '77.6245';
/** The platform's list of shops (docs/product/shop-list.md), named as its address is typed. */
const SHOP_LIST_PATH = '/shops';

/** A position the device gives less closely than this is said to be rough: a shop's door is a few metres wide. */
const ROUGH_METRES = 100;

/** What asking the device came to, in words: read out as it changes. */
function LocationStatus({ id, state }: { id: string; state: LocationState }) {
  const t = useTexts(shopTexts);
  const language = useLanguage();
  let text: string | null = null;
  if (state.kind === 'found') {
    const metres = formatNumber(Math.max(1, Math.round(state.accuracyMetres)), language);
    text = state.accuracyMetres > ROUGH_METRES ? t.locationRough({ metres }) : t.locationFound({ metres });
  } else if (state.kind === 'problem') {
    text = { denied: t.locationDenied, unavailable: t.locationUnavailable, unsupported: t.locationUnsupported }[state.problem];
  }
  const trouble = state.kind === 'problem' || (state.kind === 'found' && state.accuracyMetres > ROUGH_METRES);
  // The live region is always there, so a screen reader hears each text that appears in it.
  return (
    <div id={id} aria-live="polite">
      {text && (
        <p className={cn('mt-2 flex items-start gap-1.5 text-sm', trouble ? 'font-medium text-red-700' : 'text-ink-600')}>
          {trouble ? <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />}
          {text}
        </p>
      )}
    </div>
  );
}

/**
 * Where the shop is and whether it is listed (docs/product/shop-list.md#where-a-shop-is-and-whether-it-is-listed),
 * checked by the shared schema and saved together. A change made elsewhere refreshes the fields the
 * owner has not touched.
 */
export function ShopPlaceForm({ place }: { place: ShopPlace }) {
  const t = useTexts(shopTexts);
  const common = useTexts(adminTexts);
  const errorText = useErrorText();
  const failed = useFailedToast();
  const update = useUpdateShopPlace();
  const form = useForm<PlaceFormValues, unknown, ShopPlaceUpdate>({
    resolver: zodResolver(placeFormSchema),
    values: placeFormValues(place),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const location = useCurrentLocation((coords) => {
    const fields = positionFields(coords);
    form.setValue('latitude', fields.latitude, { shouldDirty: true });
    form.setValue('longitude', fields.longitude, { shouldDirty: true });
    // Once the form has said what is wrong, it says it again with the new location.
    if (form.formState.isSubmitted) void form.trigger(['latitude', 'longitude', 'listed']);
  });
  const locationHintId = useId();
  const locationStatusId = useId();
  const listedLabelId = useId();
  const listedHintId = useId();
  const listedErrorId = useId();
  const listedError = errorText.message(errors.listed?.message);

  const onSubmit = form.handleSubmit((next) => {
    update.mutate(next, {
      onSuccess: (saved) => {
        toast({ title: saved.listed ? t.placeListed : t.placeSaved, variant: 'success' });
        form.reset(placeFormValues(saved));
        location.clear();
      },
      onError: (error) => {
        failed(t.placeFailedUpdate, error);
        // The server names the field it refused: show its message there too.
        showFieldErrors(error, FIELDS, form.setError);
      },
    });
  });

  // Typing over a found position makes its note about it wrong.
  const coordinate = (name: 'latitude' | 'longitude') => form.register(name, { onChange: location.clear, deps: PLACE_CHECKS[name] });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field label={t.area} error={errorText.message(errors.area?.message)} hint={t.areaHint}>
          <Input autoComplete="address-level3" maxLength={AREA_MAX} placeholder={t.areaExample} {...form.register('area', { deps: PLACE_CHECKS.area })} />
        </Field>
        <Field label={t.pinCode} error={errorText.message(errors.pinCode?.message)}>
          <Input inputMode="numeric" autoComplete="postal-code" placeholder={PIN_EXAMPLE} className="tabular-nums" {...form.register('pinCode')} />
        </Field>
      </div>
      <fieldset aria-describedby={locationHintId} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-0.5 text-sm font-semibold text-ink-800">{t.location}</legend>
        <p id={locationHintId} className="text-sm text-ink-500">
          {t.locationHint}
        </p>
        {/* A decimal pad has no minus sign on some phones (west or south of 0°), so the keyboard is the full one. */}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t.latitude} error={errorText.message(errors.latitude?.message)}>
            <Input autoComplete="off" spellCheck={false} placeholder={LATITUDE_EXAMPLE} className="tabular-nums" {...coordinate('latitude')} />
          </Field>
          <Field label={t.longitude} error={errorText.message(errors.longitude?.message)}>
            <Input autoComplete="off" spellCheck={false} placeholder={LONGITUDE_EXAMPLE} className="tabular-nums" {...coordinate('longitude')} />
          </Field>
        </div>
        <div>
          <Button
            ref={location.button}
            variant="outline"
            loading={location.state.kind === 'busy'}
            loadingText={t.locating}
            aria-describedby={locationStatusId}
            onClick={location.locate}
          >
            <LocateFixed aria-hidden="true" />
            {t.useLocation}
          </Button>
          <LocationStatus id={locationStatusId} state={location.state} />
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-sand-50 px-4 py-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span id={listedLabelId} className="text-sm font-semibold text-ink-900">
              {t.listed}
            </span>
            <span id={listedHintId} className="text-sm text-ink-500">
              <RichText text={t.listedHint} values={{ path: <code lang="en" className="font-mono text-[0.8125rem] text-ink-700">{SHOP_LIST_PATH}</code> }} />
            </span>
          </div>
          <Controller
            control={form.control}
            name="listed"
            render={({ field }) => (
              <Switch
                ref={field.ref}
                aria-labelledby={listedLabelId}
                aria-describedby={listedError ? `${listedHintId} ${listedErrorId}` : listedHintId}
                aria-invalid={listedError ? true : undefined}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        {listedError && (
          <p id={listedErrorId} className="text-sm font-medium text-red-700">
            {listedError}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={update.isPending} loadingText={common.saving} disabled={!isDirty}>
          <Save aria-hidden="true" />
          {common.save}
          {/* Told apart from the shop details' Save for screen readers. */}
          <span className="sr-only">{t.savePlace}</span>
        </Button>
      </div>
    </form>
  );
}
