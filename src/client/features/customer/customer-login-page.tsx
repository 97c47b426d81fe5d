import { useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { Container } from '../../components/ui/page.js';
import { toast } from '../../components/ui/use-toast.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import type { Translation } from '../../lib/i18n/catalogue.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import type { SentOtp } from '../../lib/auth/otp.js';
import { CodeStep } from './components/code-step.js';
import { LoginBenefits } from './components/login-benefits.js';
import { PhoneStep } from './components/phone-step.js';
import { showTestOtp } from './components/test-otp-toast.js';
import { groupPhone } from '../../lib/phone.js';
import { afterLoginPath } from './logic/next-path.js';
import { codeDeadline, RESEND_COOLDOWN_MS } from './logic/otp-timing.js';
import { loginTexts, type LoginTexts } from './texts-login.js';

/** docs/product/booking-rules.md#states-and-transitions: enter phone → code sent → verify → logged in; changing the number goes back to step 1. */
type Step = { kind: 'phone'; phone: string } | { kind: 'code'; phone: string; deadline: number; resendAt: number };

function codeSent(phone: string, sent: SentOtp, t: Translation<LoginTexts>): Step {
  const now = Date.now();
  if (sent.otp) showTestOtp(sent.otp, t);
  else toast({ title: t.otpSent, description: t.checkWhatsApp, variant: 'success' });
  return { kind: 'code', phone, deadline: codeDeadline(sent.expiresAt, now), resendAt: now + RESEND_COOLDOWN_MS };
}

/** /customer/login: a customer signs in with a one-time code on WhatsApp (docs/product/screens.md). */
export function CustomerLoginPage() {
  const t = useTexts(loginTexts);
  const { user, status } = useAuth();
  const search = useSearch();
  const [step, setStep] = useState<Step>({ kind: 'phone', phone: '' });

  // Signed in already, or just now: on to the account (or the page that sent them here).
  if (status === 'ready' && user?.role === 'customer') return <Redirect to={afterLoginPath(search)} replace />;

  return (
    <Container className="flex flex-1 flex-col justify-center py-6 sm:py-12">
      <div className="mx-auto grid w-full max-w-5xl overflow-hidden rounded-3xl border border-line bg-white shadow-xl shadow-ink-950/5 lg:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="login-title" className="flex flex-col gap-6 p-6 sm:p-10 lg:order-last">
          <header className="flex flex-col gap-2">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-700 [&:lang(hi)]:tracking-normal">
              {t.step({ step: step.kind === 'phone' ? 1 : 2 })}
            </p>
            <h1 id="login-title" className="font-display text-3xl font-semibold tracking-tight text-ink-950">
              {step.kind === 'phone' ? t.phoneTitle : t.codeTitle}
            </h1>
            {step.kind === 'phone' && (
              <p className="text-base text-ink-500">{t.intro}</p>
            )}
          </header>
          {step.kind === 'phone' ? (
            <PhoneStep
              defaultPhone={step.phone}
              onSent={(phone, sent) => {
                setStep(codeSent(phone, sent, t));
              }}
            />
          ) : (
            <CodeStep
              phone={step.phone}
              deadline={step.deadline}
              resendAt={step.resendAt}
              onResent={(sent) => {
                setStep(codeSent(step.phone, sent, t));
              }}
              onCodeDead={() => {
                setStep({ ...step, resendAt: Date.now() });
              }}
              onChangePhone={() => {
                setStep({ kind: 'phone', phone: groupPhone(step.phone) });
              }}
            />
          )}
        </section>
        <LoginBenefits />
      </div>
    </Container>
  );
}
