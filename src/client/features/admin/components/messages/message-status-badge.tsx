import type { MessageStatus } from '../../../../../shared/constants.js';
import { Badge } from '../../../../components/ui/badge.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { statusLabel, STATUS_TONES } from '../../logic/messages.js';
import { messageTexts } from '../../texts-messages.js';

/** A message's status in its colour; the word says it too. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const t = useTexts(messageTexts);
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status, t)}</Badge>;
}
