import { BellRing, CalendarClock, ListChecks } from 'lucide-react';

const BENEFITS = [
  { icon: BellRing, title: 'Your place, live', text: 'Watch your position and wait move as the barbers work.' },
  { icon: ListChecks, title: 'Every booking in one place', text: 'Queue tokens and appointments, past and upcoming.' },
  { icon: CalendarClock, title: 'Plans changed?', text: 'Cancel from your phone, no call needed.' },
] as const;

/** The dark panel beside the login form: why a customer would sign in at all. */
export function LoginBenefits() {
  return (
    <div className="relative flex flex-col justify-between gap-8 overflow-hidden bg-ink-950 p-6 text-white sm:p-10">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-64 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-300">Your chair, your time</p>
        <h2 className="font-display text-2xl font-semibold leading-snug sm:text-3xl">
          Sign in once, and your bookings follow you.
        </h2>
      </div>
      <ul className="flex flex-col gap-5">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
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
      <p className="text-xs text-ink-300">No password. Just your number and a one-time code.</p>
    </div>
  );
}
