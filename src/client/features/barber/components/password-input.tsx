import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { barberTexts } from '../texts.js';

/**
 * A password field with a show/hide toggle, for typing on a phone keyboard. The props (id and aria
 * attributes from Field, react-hook-form's register) all go to the input itself.
 */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useTexts(barberTexts);
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => {
          setShown((value) => !value);
        }}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-ink-500 transition-colors hover:text-ink-900"
      >
        {shown ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        <span className="sr-only">{t.showPassword}</span>
      </button>
    </div>
  );
}
