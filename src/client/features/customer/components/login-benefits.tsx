import { BellRing, CalendarClock, ListChecks } from 'lucide-react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { loginTexts } from '../texts-login.js';

/** The dark panel beside the login form: why a customer would sign in at all. */
export function LoginBenefits() {
  const t = useTexts(loginTexts);
  const benefits = [
    { icon: BellRing, title: t.benefitLiveTitle, text: t.benefitLive },
    { icon: ListChecks, title: t.benefitAllTitle, text: t.benefitAll },
    { icon: CalendarClock, title: t.benefitCancelTitle, text: t.benefitCancel },
  ];
  return (
    <div className="relative flex flex-col justify-between gap-8 overflow-hidden bg-ink-950 p-6 text-white sm:p-10">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-64 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-300 [&:lang(hi)]:tracking-normal">{t.benefitsEyebrow}</p>
        <h2 className="font-display text-2xl font-semibold leading-snug sm:text-3xl">{t.benefitsTitle}</h2>
      </div>
      <ul className="flex flex-col gap-5">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-400/40 text-gold-300">
              <Icon className="size-5" />
            </span>
            <div className="flex flex-col gap-0.5">
              <p className="font-semibold text-white">{title}</p>
              <p className="text-sm leading-relaxed text-ink-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-300">{t.noPassword}</p>
    </div>
  );
}
