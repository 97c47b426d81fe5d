import type { Message } from '../../../../../shared/schemas/message.js';
import { attemptsLabel, CHANNEL_LABELS, kindTitle, messageTime } from '../../lib/messages.js';
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
  return (
    <ul aria-label="Messages" className="flex flex-col gap-3">
      {messages.map((message) => {
        return (
          <li key={message.id} className="flex flex-col gap-2.5 rounded-2xl border border-line bg-white p-4">
            <div className="flex items-start gap-2.5">
              <MessageToken bookingId={message.bookingId} />
              <span className="min-w-0 flex-1 pt-px font-semibold leading-snug text-ink-950">{kindTitle(message)}</span>
              <MessageStatusBadge status={message.status} />
            </div>
            <MessageText text={message.text} className="text-sm" />
            <MessageProblem message={message} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-line pt-2.5 text-sm sm:grid-cols-4">
              <Fact label="Channel" value={CHANNEL_LABELS[message.channel]} />
              <Fact label="Attempts" value={attemptsLabel(message.attempts)} />
              <Fact label="Made" value={messageTime(message.createdAt, now, timeZone)} />
              <Fact label="Sent" value={message.sentAt ? messageTime(message.sentAt, now, timeZone) : '—'} />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
