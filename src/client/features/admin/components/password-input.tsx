import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adminTexts } from '../texts.js';

/**
 * A password input with a Show/Hide button. Inside a Field, the id and aria attributes land on
 * the input itself, so the label names it.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useTexts(adminTexts);
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('relative', className)}>
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => {
          setVisible((shown) => !shown);
        }}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-ink-500 transition-colors hover:text-ink-950"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        <span className="sr-only">{visible ? t.hidePassword : t.showPassword}</span>
      </button>
    </div>
  );
}
