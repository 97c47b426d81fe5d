import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SERVICE_ICONS, type ServiceIcon as ServiceIconKey } from '../../../../../shared/service-icons.js';
import { ServiceIcon } from '../../../../components/service-icon.js';
import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { serviceTexts, type ServiceTexts } from '../../texts-services.js';

/** Each icon's name, read out for its radio button. */
const NAMES: Record<ServiceIconKey, Extract<keyof ServiceTexts, `icon${string}`>> = {
  scissors: 'iconScissors',
  razor: 'iconRazor',
  beard: 'iconBeard',
  comb: 'iconComb',
  pole: 'iconPole',
  dryer: 'iconDryer',
  colour: 'iconColour',
  wash: 'iconWash',
  massage: 'iconMassage',
  facial: 'iconFacial',
  spa: 'iconSpa',
  kids: 'iconKids',
};

/** The service's icon, one of a small set drawn as SVG: a radio group (arrow keys move the choice). */
export function IconPicker({ field, error }: { field: UseFormRegisterReturn<'icon'>; error?: string | undefined }) {
  const t = useTexts(serviceTexts);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={error ? errorId : undefined} className="flex min-w-0 flex-col gap-1.5">
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-semibold text-ink-800">
        {t.icon}
      </legend>
      <div className="grid grid-cols-6 gap-1.5 sm:w-fit sm:grid-cols-[repeat(6,3.25rem)] sm:gap-2">
        {SERVICE_ICONS.map((icon) => {
          const name = t[NAMES[icon]];
          return (
            <label key={icon} title={name} className="relative cursor-pointer">
              <input type="radio" value={icon} className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0" {...field} />
              <span
                className={cn(
                  'flex aspect-square min-h-11 items-center justify-center rounded-xl border border-line bg-white text-ink-700 transition-colors hover:border-ink-300',
                  'peer-checked:border-bronze-700 peer-checked:bg-sand-50 peer-checked:text-bronze-700 peer-checked:shadow-[inset_0_0_0_1px_var(--color-bronze-700)]',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600',
                )}
              >
                <ServiceIcon icon={icon} className="size-6" />
              </span>
              <span className="sr-only">{name}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
