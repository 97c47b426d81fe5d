import { Home, ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { barberTexts } from '../texts.js';

/** docs/product/screens.md: a deleted or unavailable barber sees this instead of the dashboard. */
export function AccessDenied({ reason }: { reason: 'unavailable' | 'deactivated' }) {
  const t = useTexts(barberTexts);
  return (
    <Container className="flex flex-1 items-center justify-center py-16">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
          <ShieldX className="size-7" />
        </span>
        <h1 className="font-display text-2xl font-semibold text-ink-950">{t.accessDenied}</h1>
        <p className="text-sm leading-relaxed text-ink-500">
          {reason === 'unavailable' ? t.accessUnavailable : t.accessDeactivated}
        </p>
        <Link href="/" className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}>
          <Home aria-hidden="true" />
          {t.goHome}
        </Link>
      </div>
    </Container>
  );
}
