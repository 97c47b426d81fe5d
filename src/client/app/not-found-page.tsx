import { House } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.js';
import { Container } from '../components/ui/page.js';
import { useTexts } from '../lib/i18n/use-texts.js';
import { appTexts } from './texts.js';

/** Any path the router does not know (docs/product/screens.md). */
export function NotFoundPage() {
  const t = useTexts(appTexts);
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-6 py-20 text-center">
      <p aria-hidden="true" className="font-display text-7xl font-semibold leading-none text-gold-600 sm:text-8xl">
        404
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold text-ink-950">{t.notFoundHeading}</h1>
        <p className="max-w-md text-base text-ink-500">{t.notFoundText}</p>
      </div>
      <Button asChild variant="secondary">
        <Link href="/">
          <House aria-hidden="true" />
          {t.backToHome}
        </Link>
      </Button>
    </Container>
  );
}
