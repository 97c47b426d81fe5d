import { Eye, MessageCircle } from 'lucide-react';
import type { MessageList } from '../../../../../shared/schemas/message.js';
import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { channelNote } from '../../logic/messages.js';
import { messageTexts } from '../../texts-messages.js';

interface ChannelNoteProps {
  channel: MessageList['channel'];
  /** Above the Messages list, or elsewhere (the settings). */
  place?: 'here' | 'elsewhere';
  className?: string;
}

/** Which channel the shop's messages use: the echo channel keeps them in the list, WhatsApp sends them. */
export function ChannelNote({ channel, place = 'here', className }: ChannelNoteProps) {
  const t = useTexts(messageTexts);
  const note = channelNote(channel, t, place);
  const Icon = channel === 'echo' ? Eye : MessageCircle;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-2xl border px-4 py-3.5 text-sm leading-relaxed',
        channel === 'echo' ? 'border-yellow-200 bg-yellow-50 text-yellow-900' : 'border-green-200 bg-green-50 text-green-900',
        className,
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', channel === 'echo' ? 'text-yellow-700' : 'text-green-700')} aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t.noteTitle({ title: note.title })}</strong> {note.description}
      </p>
    </div>
  );
}
