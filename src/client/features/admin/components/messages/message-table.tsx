import type { Message } from '../../../../../shared/schemas/message.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { channelLabel, kindTitle } from '../../logic/messages.js';
import { messageTexts } from '../../texts-messages.js';
import { MessageProblem, MessageText, MessageTimes, MessageToken } from './message-parts.js';
import { MessageStatusBadge } from './message-status-badge.js';

const HEAD = 'px-3 py-2.5 font-semibold';
const CELL = 'px-3 py-3.5';

/** The messages from laptop width: one row each, the text under its title. */
export function MessageTable({ messages, now, timeZone }: { messages: readonly Message[]; now: number; timeZone: string }) {
  const t = useTexts(messageTexts);
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.list}</caption>
        <thead>
          <tr className="border-b border-line bg-sand-50 text-left text-xs tracking-wider text-ink-500 uppercase [&:lang(hi)]:tracking-normal">
            <th scope="col" className={`${HEAD} pl-5`}>{t.token}</th>
            <th scope="col" className={HEAD}>{t.message}</th>
            <th scope="col" className={HEAD}>{t.channel}</th>
            <th scope="col" className={HEAD}>{t.status}</th>
            <th scope="col" className={`${HEAD} text-right`}>{t.attemptsHead}</th>
            <th scope="col" className={`${HEAD} pr-5`}>{t.time}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {messages.map((message) => (
            <tr key={message.id} className="align-top">
              <td className={`${CELL} pl-5`}>
                <MessageToken bookingId={message.bookingId} />
              </td>
              <td className={CELL}>
                <div className="flex flex-col gap-1">
                  <span className="font-semibold text-ink-950">{kindTitle(message, t)}</span>
                  <MessageText text={message.text} />
                  <MessageProblem message={message} />
                </div>
              </td>
              <td className={`${CELL} whitespace-nowrap text-ink-700`}>{channelLabel(message.channel, t)}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                <MessageStatusBadge status={message.status} />
              </td>
              <td className={`${CELL} text-right text-ink-700 tabular-nums`}>{message.attempts}</td>
              <td className={`${CELL} pr-5`}>
                <MessageTimes message={message} now={now} timeZone={timeZone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
