import { TriangleAlert } from 'lucide-react';
import { Container } from '../../../components/ui/page.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adminTexts } from '../texts.js';
import { RichText } from './rich-text.js';

const CODE = 'rounded bg-yellow-100 px-1 font-mono text-[0.8125rem]';
/** The server's settings that turn on WhatsApp: names to type, the same in every language (read out in English). */
const SETTINGS = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'] as const;

/**
 * docs/product/roles.md: while no WhatsApp provider is configured, login codes are echoed on screen, so the
 * owner must know that anyone can sign in as any customer.
 */
export function EchoBanner() {
  const t = useTexts(adminTexts);
  const { otpEcho } = useAuth();
  if (!otpEcho) return null;
  return (
    <div className="border-b border-yellow-200 bg-yellow-50 text-yellow-900">
      <Container className="flex items-start gap-3 py-3 text-sm leading-relaxed">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-yellow-700" aria-hidden="true" />
        <p>
          <strong className="font-semibold">{t.echoTitle}</strong>{' '}
          <RichText
            text={t.echoBody}
            values={{
              phoneId: <code lang="en" className={CODE}>{SETTINGS[0]}</code>,
              token: <code lang="en" className={CODE}>{SETTINGS[1]}</code>,
            }}
          />
        </p>
      </Container>
    </div>
  );
}
