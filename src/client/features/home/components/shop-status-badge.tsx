import { Skeleton } from '../../../components/ui/skeleton.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';

/** OPEN with a green dot or CLOSED with a red one, from shop settings (spec §1); the word says it too. */
export function ShopStatusBadge({ isOpen }: { isOpen: boolean | null }) {
  const t = useTexts(homeTexts);
  if (isOpen === null) return <Skeleton rounded="full" tone="onDark" className="h-8 w-24" />;
  return (
    <span
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3.5 text-xs font-bold tracking-[0.18em]',
        isOpen ? 'border-green-400/40 bg-green-400/10 text-green-200' : 'border-red-400/40 bg-red-400/10 text-red-200',
      )}
    >
      <StatusDot tone={isOpen ? 'success' : 'danger'} pulse={isOpen} />
      {isOpen ? t.open : t.closed}
    </span>
  );
}
