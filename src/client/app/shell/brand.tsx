import { Link } from 'wouter';
import { BrandMark } from '../../components/brand-mark.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { shellTexts } from './texts.js';
import { useShopName } from './use-shop-name.js';

/** The shop's mark and name, linking home; for dark surfaces. */
export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTexts(shellTexts);
  const { name, loading } = useShopName();
  return (
    <Link href="/" onClick={onNavigate} className={cn('group flex min-h-11 min-w-0 items-center gap-3 rounded-lg text-white', className)}>
      <BrandMark className="transition-colors group-hover:border-gold-300" />
      <span className="flex min-w-0 flex-col gap-1 leading-none">
        {loading ? (
          <Skeleton tone="onDark" className="h-5 w-28" />
        ) : (
          // A long name wraps to a second line, a size down on phones; it is never cut.
          <span className="font-display text-base leading-[1.1] font-semibold tracking-wide text-balance [overflow-wrap:anywhere] sm:text-lg">{name}</span>
        )}
        <span className="text-[0.625rem] font-semibold uppercase tracking-[0.3em] text-gold-300">{t.tagline}</span>
      </span>
    </Link>
  );
}
