import { Link2 } from 'lucide-react';
import type { Message } from '../../../../../shared/schemas/message.js';
import { cn } from '../../../../lib/cn.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { messageTime, problemOf, retryOf, splitLink, tokenLabel } from '../../logic/messages.js';
import { messageTexts } from '../../texts-messages.js';

/** The booking's token, as on the barber's queue and the customer's card. */
export function MessageToken({ bookingId }: { bookingId: number }) {
  const t = useTexts(messageTexts);
  return (
    <span className="inline-flex shrink-0 items-center rounded-md bg-ink-900 px-2 py-0.5 font-mono text-sm font-semibold text-gold-300">
      <span className="sr-only">{t.tokenHidden}</span>
      {tokenLabel(bookingId)}
    </span>
  );
}

/**
 * What the customer reads; the booking's link (a long key) is marked rather than spelled out. In
 * English unless told otherwise (a reply to a customer who wrote in Hindi).
 */
export function MessageText({ text, className, lang = 'en' }: { text: string; className?: string; lang?: 'en' | 'hi' }) {
  const t = useTexts(messageTexts);
  const { words, link } = splitLink(text);
  return (
    <p className={cn('leading-relaxed break-words text-ink-600', className)}>
      {/* Marked with its language, for screen readers: the page may be shown in the other one. */}
      <span lang={lang}>{words}</span>
      {link && (
        <>
          {' '}
          <span className="inline-flex items-center gap-1 rounded-md bg-sand-100 px-1.5 align-baseline text-xs font-medium whitespace-nowrap text-ink-600">
            <Link2 className="size-3.5" aria-hidden="true" />
            {t.bookingLink}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * Why it did not go out, set apart from the text so a failure is not missed; or why the last try
 * failed, for a message that will be tried again.
 */
export function MessageProblem({ message }: { message: Pick<Message, 'status' | 'attempts' | 'lastError'> }) {
  const t = useTexts(messageTexts);
  const problem = problemOf(message, t);
  const retry = retryOf(message);
  if (problem) {
    return (
      <p className="rounded-lg border-l-4 border-red-300 bg-red-50 px-3 py-1.5 text-sm text-red-900">
        <span className="font-semibold">{t.notSent}</span>
        {problem}
      </p>
    );
  }
  if (!retry) return null;
  return (
    <p className="rounded-lg border-l-4 border-yellow-300 bg-yellow-50 px-3 py-1.5 text-sm text-yellow-900">
      <span className="font-semibold">{t.tryingAgain}</span>
      {retry}
    </p>
  );
}

/** When the message was made and, once it went out, sent: shop-local times in two aligned lines. */
export function MessageTimes({ message, now, timeZone }: { message: Pick<Message, 'createdAt' | 'sentAt'>; now: number; timeZone: string }) {
  const t = useTexts(messageTexts);
  const language = useLanguage();
  return (
    <dl className="grid grid-cols-[auto_auto] justify-start gap-x-1.5 whitespace-nowrap tabular-nums">
      <dt className="text-ink-500">{t.made}</dt>
      <dd className="text-ink-900">{messageTime(message.createdAt, now, timeZone, t, language)}</dd>
      {message.sentAt && (
        <>
          <dt className="text-ink-500">{t.sentAt}</dt>
          <dd className="text-ink-900">{messageTime(message.sentAt, now, timeZone, t, language)}</dd>
        </>
      )}
    </dl>
  );
}
