import { TriangleAlert } from 'lucide-react';
import { Container } from '../../../components/ui/page.js';
import { useAuth } from '../../../lib/auth/auth-context.js';

/**
 * DESIGN §4: while no WhatsApp provider is configured, login codes are echoed on screen, so the
 * owner must know that anyone can sign in as any customer.
 */
export function EchoBanner() {
  const { otpEcho } = useAuth();
  if (!otpEcho) return null;
  return (
    <div className="border-b border-yellow-200 bg-yellow-50 text-yellow-900">
      <Container className="flex items-start gap-3 py-3 text-sm leading-relaxed">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-yellow-700" aria-hidden="true" />
        <p>
          <strong className="font-semibold">Echo mode: customer login codes are shown on screen.</strong> Anyone can sign in as any
          phone number. Set <code className="rounded bg-yellow-100 px-1 font-mono text-[0.8125rem]">WHATSAPP_PHONE_NUMBER_ID</code> and{' '}
          <code className="rounded bg-yellow-100 px-1 font-mono text-[0.8125rem]">WHATSAPP_ACCESS_TOKEN</code> to send them by WhatsApp
          instead.
        </p>
      </Container>
    </div>
  );
}
