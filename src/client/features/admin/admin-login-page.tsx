import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../components/ui/card.js';
import { Container } from '../../components/ui/page.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { LoginForm } from './components/login-form.js';
import { adminTexts } from './texts.js';

/** /admin/login (docs/product/screens.md): the shop owner's sign-in. */
export function AdminLoginPage() {
  const t = useTexts(adminTexts);
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-10 sm:py-16">
      <div className="flex w-full max-w-md flex-col gap-6">
        <Card className="overflow-hidden">
          <div className="bg-charcoal flex flex-col items-center gap-3 px-6 pb-7 pt-8 text-center text-white">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300"
            >
              <ShieldCheck className="size-6" strokeWidth={1.75} />
            </span>
            <div className="flex flex-col gap-1.5">
              <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.3em] text-gold-300 [&:lang(hi)]:text-sm [&:lang(hi)]:tracking-normal">{t.ownerAccess}</p>
              <h1 className="font-display text-3xl font-semibold">{t.loginTitle}</h1>
              <p className="text-sm text-ink-200">{t.loginLead}</p>
            </div>
          </div>
          <div className="p-6 sm:p-8">
            <LoginForm />
          </div>
        </Card>
        <Link
          href="/"
          className="mx-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-bronze-700 hover:text-bronze-800 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t.backToHome}
        </Link>
      </div>
    </Container>
  );
}
