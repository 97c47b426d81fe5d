import { Clock } from 'lucide-react';
import { useNow } from '../../../lib/use-now.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { formatCountdown } from '../logic/otp-timing.js';
import { loginTexts } from '../texts-login.js';

/**
 * docs/product/screens.md: 'Expires in 5 minutes', with the time left counting down beside it. The ticking
 * clock is hidden from screen readers; that the code has expired is announced once.
 */
export function CodeExpiry({ deadline }: { deadline: number }) {
  const t = useTexts(loginTexts);
  const now = useNow(1_000);
  const left = deadline - now;
  const expired = left <= 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
      <p className="text-ink-500">{t.expiresIn}</p>
      <p
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold tabular-nums',
          expired ? 'bg-red-100 text-red-800' : 'bg-sand-100 text-ink-700',
        )}
      >
        <Clock aria-hidden="true" className="size-3.5" />
        {expired ? <span role="status">{t.codeExpired}</span> : <span aria-hidden="true">{t.timeLeft({ time: formatCountdown(left) })}</span>}
      </p>
    </div>
  );
}
