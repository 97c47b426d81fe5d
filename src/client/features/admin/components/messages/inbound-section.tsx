import { MessageCircleReply } from 'lucide-react';
import type { InboundMessage } from '../../../../../shared/schemas/message.js';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useInbound } from '../../api/messages.js';
import { messageTime } from '../../logic/messages.js';
import { adminTexts } from '../../texts.js';
import { messageTexts, type MessageTexts } from '../../texts-messages.js';
import { LoadError } from '../load-error.js';
import { MessageText, MessageToken } from './message-parts.js';

/** Replies go in the language the customer wrote in: Hindi when in Devanagari. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** What a message did, as the owner reads it. */
function outcomeOf(message: InboundMessage, t: MessageTexts): string {
  switch (message.outcome) {
    case 'here':
      return t.outcomeHere;
    case 'late':
      return t.outcomeLate;
    case 'cancel':
      return t.outcomeCancel;
    case 'coming':
      return t.outcomeComing;
    case 'help':
      return t.outcomeHelp;
    case 'refused':
      return t.outcomeRefused;
    case 'menu':
      return t.outcomeMenu;
    case 'joined':
      return t.outcomeJoined;
    case null:
      return t.outcomeWaiting;
  }
}

function InboundCard({ message, now, timeZone }: { message: InboundMessage; now: number; timeZone: string }) {
  const t = useTexts(messageTexts);
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-2.5 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-center gap-2.5">
        {message.bookingId === null ? (
          <span className="shrink-0 rounded-md bg-sand-100 px-2 py-0.5 text-sm font-medium text-ink-600">{t.noBooking}</span>
        ) : (
          <MessageToken bookingId={message.bookingId} />
        )}
        <span className="min-w-0 flex-1 font-semibold leading-snug text-ink-950">{outcomeOf(message, t)}</span>
      </div>
      {/* The customer's own words, in whatever script he wrote them. */}
      <blockquote dir="auto" className="rounded-lg bg-sand-50 px-3 py-2 text-ink-900 break-words">
        {message.text === '' ? '—' : message.text}
      </blockquote>
      {message.reply !== null && message.status === 'done' && (
        <div className="text-sm">
          <span className="font-medium text-ink-700">{t.reply}</span>
          <MessageText text={message.reply} className="inline" lang={DEVANAGARI.test(message.reply) ? 'hi' : 'en'} />
        </div>
      )}
      {message.status === 'acted' && <p className="text-sm text-ink-500">{t.replyOnItsWay}</p>}
      {message.status === 'failed' && (
        <p className="rounded-lg border-l-4 border-red-300 bg-red-50 px-3 py-1.5 text-sm text-red-900">
          <span className="font-semibold">{t.replyNotSent}</span>
          {message.lastError ?? t.noReasonRecorded}
        </p>
      )}
      <p className="text-xs text-ink-500 tabular-nums">
        {t.written} {messageTime(message.sentAt, now, timeZone, t, language)} · {t.phoneEnding({ ending: message.phoneEnding })}
      </p>
    </li>
  );
}

/**
 * What customers wrote to the shop's WhatsApp number, beside what they were told
 * (docs/product/messages.md#replies-on-whatsapp). Shown only where the server takes such messages,
 * or once it has some.
 */
export function InboundSection({ now, timeZone }: { now: number; timeZone: string }) {
  const t = useTexts(messageTexts);
  const common = useTexts(adminTexts);
  const list = useInbound();
  const messages = list.data?.pages.flatMap((page) => page.messages) ?? [];
  if (list.data !== undefined && !list.data.pages[0]?.on && messages.length === 0) return null;

  let body;
  if (list.data === undefined) {
    body = list.isError ? (
      <LoadError title={t.inboundFailedLoad} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    ) : (
      <div role="status" aria-label={t.inboundLoading} className="flex flex-col gap-2">
        {[0, 1].map((row) => (
          <Skeleton key={row} rounded="xl" tone="ink" className="h-20" />
        ))}
      </div>
    );
  } else if (messages.length === 0) {
    body = <EmptyState icon={<MessageCircleReply />} title={t.inboundEmpty} description={t.inboundEmptyHint} />;
  } else {
    body = (
      <>
        <ul aria-label={t.inboundList} className="flex flex-col gap-3">
          {messages.map((message) => (
            <InboundCard key={message.id} message={message} now={now} timeZone={timeZone} />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText={common.loading}>
              {common.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="inbound-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <div className="flex flex-col gap-1">
        <h3 id="inbound-heading" className="text-lg font-semibold text-ink-950">
          {t.inboundTitle}
        </h3>
        <p className="text-sm text-ink-500">{t.inboundDescription}</p>
      </div>
      {body}
    </section>
  );
}
