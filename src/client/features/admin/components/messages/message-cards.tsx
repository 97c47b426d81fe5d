import type { Message } from '../../../../../shared/schemas/message.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { attemptsLabel, channelLabel, kindTitle, messageTime } from '../../logic/messages.js';
import { messageTexts } from '../../texts-messages.js';
import { MessageProblem, MessageText, MessageToken } from './message-parts.js';
import { MessageStatusBadge } from './message-status-badge.js';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="font-medium text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The messages on phones and tablets: a card each, the text in full and the facts in a grid under it. */
export function MessageCards({ messages, now, timeZone }: { messages: readonly Message[]; now: number; timeZone: string }) {
  const t = useTexts(messageTexts);
  const language = useLanguage();
  const time = (instant: string) => messageTime(instant, now, timeZone, t, language);
  return (
    <ul aria-label={t.list} className="flex flex-col gap-3">
      {messages.map((message) => {
        return (
          <li key={message.id} className="flex flex-col gap-2.5 rounded-2xl border border-line bg-white p-4">
            <div className="flex items-start gap-2.5">
              <MessageToken bookingId={message.bookingId} />
              <span className="min-w-0 flex-1 pt-px font-semibold leading-snug text-ink-950">{kindTitle(message, t)}</span>
              <MessageStatusBadge status={message.status} />
            </div>
            <MessageText text={message.text} className="text-sm" />
            <MessageProblem message={message} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-line pt-2.5 text-sm sm:grid-cols-4">
              <Fact label={t.channel} value={channelLabel(message.channel, t)} />
              <Fact label={t.attemptsHead} value={attemptsLabel(message.attempts, t, language)} />
              <Fact label={t.made} value={time(message.createdAt)} />
              <Fact label={t.sentAt} value={message.sentAt ? time(message.sentAt) : '—'} />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
