import { ArrowLeft, Scissors } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Container } from '../../components/ui/page.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { LoginForm } from './components/login-form.js';
import { barberTexts } from './texts.js';

const DASHBOARD = '/barber/dashboard';
/** docs/product/screens.md: after a successful login the dashboard opens after about 300 ms. */
const REDIRECT_DELAY_MS = 300;

/** `/barber/login` (docs/product/screens.md, docs/product/booking-rules.md#validation-rules): a barber signs in and goes to their dashboard. */
export function BarberLoginPage() {
  const t = useTexts(barberTexts);
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const signedIn = (user: SessionUser) => {
    setLeaving(true);
    auth.login(user);
    timer.current = setTimeout(() => {
      navigate(DASHBOARD);
    }, REDIRECT_DELAY_MS);
  };

  // Someone already signed in as a barber has nothing to do here.
  if (!leaving && auth.status === 'ready' && auth.user?.role === 'barber') return <Redirect to={DASHBOARD} replace />;

  return (
    <div className="relative flex flex-1 flex-col">
      <div aria-hidden="true" className="bg-charcoal absolute inset-x-0 top-0 h-56 sm:h-64" />
      <Container width="narrow" className="relative flex flex-col gap-6 pb-16 pt-10 sm:pt-14">
        <div className="flex flex-col items-center gap-3 text-center text-white">
          <span className="flex size-14 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300 shadow-[inset_0_0_0_4px_rgb(14_14_16)]">
            <Scissors className="size-6 -rotate-90" strokeWidth={1.75} aria-hidden="true" />
          </span>
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-300 [&:lang(hi)]:text-sm [&:lang(hi)]:tracking-normal">{t.staff}</p>
          <h1 className="font-display text-3xl font-semibold tracking-tight">{t.loginTitle}</h1>
        </div>
        <Card tone="raised">
          <div className="flex flex-col gap-6 p-5 pt-6 sm:p-6 sm:pt-8">
            <p className="text-balance text-center text-sm text-ink-500">{t.loginIntro}</p>
            <LoginForm
              onSignedIn={signedIn}
              leaving={leaving}
              onWrongAccount={() => {
                void auth.logout();
              }}
            />
          </div>
        </Card>
        <Link href="/" className={buttonVariants({ variant: 'ghost', className: 'self-center text-ink-700' })}>
          <ArrowLeft aria-hidden="true" />
          {t.backHome}
        </Link>
      </Container>
    </div>
  );
}
