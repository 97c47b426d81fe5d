import { Home, ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/page.js';

/** Spec §2: a deleted or unavailable barber sees this instead of the dashboard. */
export function AccessDenied({ reason }: { reason: 'unavailable' | 'deactivated' }) {
  return (
    <Container className="flex flex-1 items-center justify-center py-16">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
          <ShieldX className="size-7" />
        </span>
        <h1 className="font-display text-2xl font-semibold text-ink-950">Access Denied</h1>
        <p className="text-sm leading-relaxed text-ink-500">
          {reason === 'unavailable'
            ? 'Your account is set as unavailable, so the dashboard is closed for now. Ask the shop owner to make you available again.'
            : 'This barber account is no longer active. Please speak to the shop owner.'}
        </p>
        <Link href="/" className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}>
          <Home aria-hidden="true" />
          Go to Home
        </Link>
      </div>
    </Container>
  );
}
